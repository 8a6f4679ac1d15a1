/**
 * Signing in once per worker for the model paths of the posting stepper and the prediction game:
 * the first path signs in through the SSO like a member; later paths reuse its cookies, as a
 * returning member's browser would. Also the e2e backend's address (for its test hooks).
 */
import { expect, type BrowserContext, type Cookie, type Page } from '@playwright/test';

export const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

export const DEMO = { phone: '0900000001', password: 'demo1234' } as const;
export const MODERATOR = { phone: '0900000009', password: 'mod12345' } as const;

const sessions = new Map<string, Cookie[]>();

export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

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
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  await page.getByLabel('Số điện thoại hoặc email').fill(account.phone);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL((url) => url.pathname === new URL(memberUrl, 'http://x').pathname);
  sessions.set(account.phone, await context.cookies());
}

/** Calls an e2e-only backend hook (src/backend/routes/test-hooks.ts) and returns its `data`. */
export async function backendHook<T>(context: BrowserContext, path: string, body: Record<string, unknown>): Promise<T> {
  const response = await context.request.post(`${BACKEND}${path}`, { data: body });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
