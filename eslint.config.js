// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';

/**
 * Lint, and the import directions of ENGINEERING.md: shared imports neither side; the portal never imports
 * the server (nor the server the portal); portal features never import each other.
 */
const features = fs.existsSync('src/portal/features')
  ? fs.readdirSync('src/portal/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

export default tseslint.config(
  { ignores: ['dist/**', '.astro/**', 'data/**', 'node_modules/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Accessibility of the portal's JSX (issue 12): labels, roles, keyboard access; axe checks the rendered pages.
  { files: ['src/**/*.tsx'], ...jsxA11y.configs.recommended },
  // A label's text is often an expression inside a few wrappers (a name, then its class and grade).
  { files: ['src/**/*.tsx'], rules: { 'jsx-a11y-x/label-has-associated-control': ['error', { depth: 4 }] } },
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-undef': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/portal'], message: 'src/shared imports neither side.' },
            { target: './src/portal', from: './src/server', message: 'The portal talks to the server over /api only.' },
            { target: './src/components', from: './src/server', message: 'Components never import the server.' },
            { target: './src/server', from: './src/portal', message: 'The server never imports the portal.' },
            ...features.map((feature) => ({
              target: `./src/portal/features/${feature}`,
              from: './src/portal/features',
              except: [`./${feature}`],
              message: 'Features never import each other: share through src/shared or src/portal/lib.',
            })),
          ],
        },
      ],
    },
  },
);
