/**
 * Secrets written in this repository for the end-to-end tests. Anyone can read them, so production
 * mode (APP_MODE=production) refuses to start with any of them, in the app and in the backend.
 */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef';
export const E2E_REVALIDATE_SECRET = 'e2e-only-revalidate-secret-0123456789abcdef';

export const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([E2E_SESSION_SECRET, E2E_REVALIDATE_SECRET]);
