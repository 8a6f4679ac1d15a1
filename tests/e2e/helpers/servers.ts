/**
 * The e2e servers' addresses and the backend's settings, shared by playwright.config.ts (which
 * starts it) and the outage spec (which kills it and starts it again on the same data).
 */
import { E2E_REVALIDATE_SECRET } from '../../../src/lib/published-secrets';

export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
export const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4100);
/** The app's own server behind nginx (scripts/serve.ts). */
export const APP_INTERNAL_PORT = Number(process.env.E2E_APP_INTERNAL_PORT ?? APP_PORT + 1);
export const E2E_DATA_DIR = `.data/e2e-${BACKEND_PORT}`;

export function e2eBackendEnv(): Record<string, string> {
  return {
    BACKEND_PORT: String(BACKEND_PORT),
    PGLITE_DIR: `${E2E_DATA_DIR}/pglite`,
    MEDIA_DIR: `${E2E_DATA_DIR}/media`,
    SEED_LISTINGS: '400',
    // End-to-end test hooks (src/backend/routes/test-hooks.ts).
    ENABLE_TEST_HOOKS: '1',
    BACKEND_PUBLIC_URL: `http://localhost:${BACKEND_PORT}`,
    APP_ORIGIN: `http://localhost:${APP_PORT}`,
    LOG_LEVEL: 'warn',
    REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  };
}
