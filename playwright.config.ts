import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where it is installed (CI, these machines); Playwright's own browser elsewhere.
// `npx playwright install` is never a required step here.
const debianChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(debianChromium) ? debianChromium : undefined);
const port = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The real built server on a fresh embedded database (scripts/e2e-server.ts empties its data folder).
    command: 'node scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'test-results/e2e-data', LOG_LEVEL: 'warn' },
  },
});
