/**
 * The portal's browser tests on a build and a database of their own: several engineers build and test in one
 * working tree, and a shared dist/ or e2e database rebuilt mid-run fails tests that are not wrong.
 *   npx astro build --outDir node_modules/.cache/portal-e2e/dist && npx playwright test -c e2e/portal/isolated.config.ts
 * (not under test-results/ or dist/: another engineer's test run or build empties those).
 * CI uses the project's playwright.config.ts, which runs these same specs.
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

const port = Number(process.env.PORTAL_E2E_PORT ?? 4417);

export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../../node_modules/.cache/portal-e2e/results',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node scripts/e2e-server.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'node_modules/.cache/portal-e2e/data',
      DIST_DIR: process.env.PORTAL_DIST_DIR ?? 'node_modules/.cache/portal-e2e/dist',
      LOG_LEVEL: 'warn',
    },
  },
});
