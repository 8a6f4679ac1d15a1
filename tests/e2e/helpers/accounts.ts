/**
 * What every end-to-end spec (and the model paths' drivers) shares: the seeded accounts, the e2e
 * backend's address for its test hooks, "the page has hydrated", and the SSO's sign-in form.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

export interface Account {
  readonly phone: string;
  readonly password: string;
  /** The member's name as the header's account button shows it. */
  readonly name: RegExp;
}

export const DEMO: Account = { phone: '0900000001', password: 'demo1234', name: /Nguyễn Văn An/ };
export const MODERATOR: Account = { phone: '0900000009', password: 'mod12345', name: /Trần Thu Hà/ };
export const PRODUCT_OWNER: Account = { phone: '0900000008', password: 'sanpham123', name: /Lê Minh Khoa/ };

/**
 * The root layout marks the document once React has hydrated it, and the data islands count those
 * whose code has not arrived yet (src/components/data/data-island.tsx): until then their buttons
 * do nothing.
 */
export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]:not([data-islands-pending]:not([data-islands-pending="0"]))').waitFor();

/**
 * A listing's comments load when the visitor scrolls near them (their island waits for the
 * viewport): scrolls there and waits until they are shown and can be written to.
 */
export async function commentsLoaded(page: Page) {
  const section = page.getByRole('region', { name: 'Bình luận', exact: true });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Đang tải bình luận…')).toHaveCount(0);
  await hydrated(page);
}

/** Fills and submits the SSO's sign-in page, which the browser must already be on. */
export async function signInOnSso(page: Page, account: Pick<Account, 'phone' | 'password'> = DEMO) {
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  await page.getByLabel('Số điện thoại hoặc email').fill(account.phone);
  await page.getByLabel('Mật khẩu').fill(account.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Signs in the way a visitor does: the home page's header button, the SSO's form, back with the account button shown. */
export async function signInFromHeader(page: Page, account: Pick<Account, 'phone' | 'password'> = DEMO) {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('auth-login').click();
  await signInOnSso(page, account);
  await expect(page.getByTestId('auth-account')).toBeVisible();
}

/** A new browser context on a members-only page, opened as a guest and signed in on the SSO's form on the way. */
export async function signedInAt(browser: Browser, account: Pick<Account, 'phone' | 'password'>, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await signInOnSso(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  return page;
}

export const POSTING_WIZARD = '/user/post-news-v2';

/** Opens the posting wizard as a guest: the app sends them to sign in (DEMO), then back to the wizard. */
export async function openPostingWizard(page: Page) {
  await page.goto(POSTING_WIZARD);
  await page.waitForURL(/login-redirect=|\/sso\/dang-nhap/);
  await signInOnSso(page);
  await expect(page).toHaveURL(/\/user\/post-news-v2/);
  await hydrated(page);
}

/** Calls an e2e-only backend hook (src/backend/routes/test-hooks.ts) and returns its `data`. */
export async function testHook<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = method === 'GET' ? await request.get(`${BACKEND}${path}`) : await request.post(`${BACKEND}${path}`, { data: data ?? {} });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}
