/**
 * Playwright end-to-end tests against a production build: the reference backend on a fresh
 * embedded database seeded with a small deterministic data set, and the production site pointed at
 * it (nginx in front of the app's server, scripts/serve.ts).
 * Chromium is Debian's (scripts/ensure-chromium.ts installs it when missing); Playwright never
 * downloads a browser here.
 * @see https://playwright.dev/docs/test-configuration
 */
import { defineConfig, devices } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, E2E_SESSION_SECRET } from './src/lib/published-secrets';
import { APP_INTERNAL_PORT, APP_PORT, BACKEND_PORT, E2E_DATA_DIR, e2eBackendEnv } from './tests/e2e/helpers/servers';

const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const chromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // On CI a browser path that fails once is run once more and reported as flaky (the list shows
  // it): a real failure fails twice. The outage and cluster projects never retry (they stop servers).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Model-based end-to-end paths generated from the machines (model-tests/, issue #7).
    { name: 'model-paths', testDir: 'model-tests/e2e', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Every transition's storyboard, written by the model paths (issue #36), counted against the coverage.
    { name: 'storyboards', testDir: 'model-tests/storyboards', dependencies: ['model-paths'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Kills and stops the backend (issue #15), so it runs after everything else.
    { name: 'outage', testDir: 'tests/e2e-outage', dependencies: ['desktop', 'model-paths'], retries: 0, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Two backends and two apps on PostgreSQL behind nginx (issue #14): its own processes and ports, last.
    { name: 'cluster', testDir: 'tests/e2e-cluster', dependencies: ['outage'], retries: 0 },
  ],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node_modules/.bin/tsx src/backend/main.ts`,
      url: `${backendUrl}/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: e2eBackendEnv(),
    },
    {
      // Pages cached by an earlier run rendered another database: start with an empty page cache.
      command: `rm -rf ${process.env.NEXT_DIST_DIR ?? '.next'}/server/route-cache && node_modules/.bin/tsx scripts/serve.ts`,
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // The production site (scripts/serve.ts): nginx and its micro-cache on APP_PORT, the app behind it.
        PORT: String(APP_PORT),
        APP_INTERNAL_PORT: String(APP_INTERNAL_PORT),
        NGINX_DIR: `.data/nginx-e2e-${APP_PORT}`,
        API_URL: backendUrl,
        LIST_API_URL: backendUrl,
        PRICE_API_URL: backendUrl,
        PAYMENT_API_URL: backendUrl,
        COMMENT_API_URL: backendUrl,
        NOTIFICATION_API_URL: backendUrl,
        SSO_URL: backendUrl,
        MEDIA_PUBLIC_URL: `http://localhost:${BACKEND_PORT}`,
        SITE_URL: `http://localhost:${APP_PORT}`,
        SESSION_SECRET: E2E_SESSION_SECRET,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
