/**
 * The website CMS spec on a build and a database of its own (the portal's isolated config, another port and cache):
 *   npx astro build --outDir node_modules/.cache/content-e2e/dist && npx playwright test -c e2e/content/website-isolated.config.ts
 */
import { defineConfig } from '@playwright/test';
import portal from '../portal/isolated.config.ts';

const port = Number(process.env.CONTENT_E2E_PORT ?? 4461);
const server = Array.isArray(portal.webServer) ? portal.webServer[0] : portal.webServer!;

export default defineConfig({
  ...portal,
  testDir: '.',
  testMatch: 'website-cms.spec.ts',
  outputDir: '../../node_modules/.cache/content-e2e/results',
  use: { ...portal.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    ...server,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { ...server.env, PORT: String(port), DATA_DIR: 'node_modules/.cache/content-e2e/data', DIST_DIR: 'node_modules/.cache/content-e2e/dist' },
  },
});
