/**
 * Signing in once per worker for the model paths of the posting stepper and the prediction game:
 * the first path signs in through the SSO like a member; later paths reuse its cookies, as a
 * returning member's browser would. Also the e2e backend's address (for its test hooks).
 */
import { expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { BACKEND, DEMO, hydrated, MODERATOR, signInOnSso, testHook } from '../../../tests/e2e/helpers/accounts';

export { BACKEND, DEMO, hydrated, MODERATOR };

const sessions = new Map<string, Cookie[]>();

/**
 * Makes the context signed in as `account`. The first time, `memberUrl` (a member-only page) sends
 * the browser through the SSO's sign-in page and back, and the page is left there.
 */
export async function signIn(context: BrowserContext, page: Page, account: { readonly phone: string; readonly password: string }, memberUrl: string): Promise<void> {
  const saved = sessions.get(account.phone);
  if (saved) {
    await context.addCookies(saved);
    return;
  }
  await page.goto(memberUrl);
  await signInOnSso(page, account);
  await expect(page).toHaveURL((url) => url.pathname === new URL(memberUrl, 'http://x').pathname);
  sessions.set(account.phone, await context.cookies());
}

/** Calls an e2e-only backend hook (src/backend/routes/test-hooks.ts) and returns its `data`. */
export function backendHook<T>(context: BrowserContext, path: string, body: Record<string, unknown>): Promise<T> {
  return testHook<T>(context.request, 'POST', path, body);
}
