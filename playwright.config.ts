import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/support/browser';
import { E2E_ADMIN_TOKEN, E2E_ANALYTICS_PORT, E2E_ANALYTICS_SCRIPT_URL, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './e2e/support/env';

/**
 * End-to-end tests run against the real server (`src/server/main.ts`) on its embedded store,
 * in Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
export default defineConfig({
  testDir: './e2e',
  // Removes the run's folders in the temp folder (the server's data, the booking-slot claims).
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // One process (no tsx wrapper), so signals reach the server itself.
      command: 'node --import tsx src/server/main.ts',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        RATE_LIMIT_PER_MIN: '100000',
        // Every test books from this one machine: the booking policy's daily bookings per address raised.
        BOOKINGS_PER_CLIENT_PER_DAY: '100000',
        // Errors and warnings only: an access line per request would bury the test report.
        LOG_LEVEL: 'warn',
        // Never a developer's .env from the project folder.
        ENV_FILE: '/dev/null',
        SITE_URL: E2E_BASE_URL,
        // The site loads a page-view script after consent, so the consent tests see it come or not.
        VITE_ANALYTICS_SCRIPT_URL: E2E_ANALYTICS_SCRIPT_URL,
      },
    },
    {
      command: 'node --import tsx e2e/support/analytics-server.ts',
      url: `http://127.0.0.1:${E2E_ANALYTICS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
