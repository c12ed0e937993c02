// Browser tests: Debian's Chromium (never a downloaded browser) against the built app, started on a
// fresh temporary SQLite database with demo data, at a desktop and a phone viewport.
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { E2E_ADMIN } from './e2e/accounts.ts';
import { TEST_STEADFAST } from './apps/api/src/features/courier/testing/steadfast-double.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
/** The SSLCommerz double the browser tests serve (e2e/support/sslcommerz-double-setup.ts). */
export const E2E_SSLCOMMERZ_PORT = Number(process.env.E2E_SSLCOMMERZ_PORT ?? E2E_PORT + 1000);
/** The Steadfast double (e2e/support/steadfast-double-setup.ts); its control API listens one port up. */
export const E2E_STEADFAST_PORT = Number(process.env.E2E_STEADFAST_PORT ?? E2E_PORT + 2000);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;
const isCI = Boolean(process.env.CI);

/** Debian's Chromium; `npm test` checks it exists and says how to install it when not. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Serve the SSLCommerz double (its APIs and its gateway page) and Steadfast's for the whole run.
  globalSetup: ['./e2e/support/sslcommerz-double-setup.ts', './e2e/support/steadfast-double-setup.ts'],
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: true,
  // Two cores, shared with the server and (npm test) with Vitest: two browsers.
  workers: 2,
  retries: isCI ? 1 : 0,
  // A CI machine may be twice as slow as a developer's and runs Vitest beside the browsers: there a journey
  // gets three times its budget (journeys of 50-60 s were seen on a slow one) and each wait twice its own.
  timeout: isCI ? 90_000 : 30_000,
  expect: { timeout: isCI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  webServer: {
    // Builds the web app when stale, then serves it and the API on a fresh temporary database.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      // Tests sign in many times from one address.
      AUTH_RATE_LIMIT: '10000',
      // The first admin, created at start (e2e/fixtures.ts signInThroughApi(page, E2E_ADMIN)).
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every method: the sandbox's card form first, SSLCommerz (the double) and cash on delivery.
      PAYMENT_PROVIDERS: 'sandbox,sslcommerz,cod',
      SSLCOMMERZ_STORE_ID: 'teststore0001',
      SSLCOMMERZ_STORE_PASSWORD: 'teststore0001@ssl',
      SSLCOMMERZ_API_BASE: `http://127.0.0.1:${E2E_SSLCOMMERZ_PORT}`,
      // Parcels are booked with Steadfast's double, which reports back through the store's webhook.
      COURIER: 'steadfast',
      ...TEST_STEADFAST,
      STEADFAST_API_BASE: `http://127.0.0.1:${E2E_STEADFAST_PORT}/api/v1`,
    },
    // A fresh database every run: never reuse a server someone left running.
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGINT: the server stops at once (SIGTERM would drain 5 s first, as behind a proxy).
    gracefulShutdown: { signal: 'SIGINT', timeout: 5_000 },
  },
});
