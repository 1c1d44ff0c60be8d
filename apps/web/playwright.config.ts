import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8190);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const webDist = fileURLToPath(new URL('./dist', import.meta.url));
// A fresh data folder per run. Set once in the main process; the test workers inherit it, so
// journeys can read what the server wrote there (e-mails in outbox/).
process.env.E2E_DATA_DIR ??= fileURLToPath(new URL(`../../var/e2e-${Date.now()}`, import.meta.url));

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  // With E2E_BASE_URL the journeys run against a server that is already up.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../api/dist/main.js',
        url: `http://127.0.0.1:${port}/readyz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          // A fresh embedded database per run, seeded with the demo catalogue on first start.
          DATA_DIR: process.env.E2E_DATA_DIR,
          LOG_LEVEL: 'warn',
          WEB_DIST: webDist,
          // Every journey comes from 127.0.0.1 (about 300 of them, two at a time, share one address);
          // the per-address limits are proven by API tests.
          RATE_LIMIT_PER_MINUTE: '100000',
          LOOKUP_RATE_LIMIT_PER_MINUTE: '2000',
          FORM_RATE_LIMIT_PER_MINUTE: '200',
          ORDER_RATE_LIMIT_PER_MINUTE: '200',
          // Journeys share the demo tickets; the per-sector limit is proven by API tests.
          PREORDERS_PER_TICKET_SECTOR: '1000',
          TICKET_ITEM_LIMIT_FACTOR: '1000',
          // Journeys' guests pay cash on board for goods of any price; the ceiling is proven by API tests.
          GUEST_CASH_ON_BOARD_MAX_USD: '1000000',
        },
      },
});
