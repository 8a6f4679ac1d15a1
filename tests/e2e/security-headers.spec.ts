/**
 * Issue #15: the headers of both services as a browser receives them — a public page, a member page,
 * the SSO sign-in page (backend) and a payment page — and the pages still work under them: no
 * Content-Security-Policy violation reported in the console.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { BACKEND, hydrated, signInOnSso } from './helpers/accounts';

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain('form-action');
}

/** The script rule: a cached page allows its own inline scripts by hash, a per-request page by nonce. */
function expectScriptRule(response: Response | null, kind: 'hash' | 'nonce') {
  const csp = response?.headers()['content-security-policy'] ?? '';
  const rule = csp.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src')) ?? '';
  expect(rule).toMatch(/^script-src 'self' /);
  expect(rule).not.toContain('unsafe-inline');
  if (kind === 'hash') expect(rule).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  else expect(rule).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]+=*'$/);
}

/** Markup that slipped past the sanitiser cannot run: an inline script added to the page is refused. */
async function expectInjectedScriptBlocked(page: Page) {
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return Reflect.get(window, '__injected') === true;
  });
  expect(ran).toBe(false);
}

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('public, SSO, member and payment pages carry the security headers and work under them', async ({ page }) => {
  const violations = cspViolations(page);

  const home = await page.goto('/');
  expectSecurityHeaders(home);
  expectScriptRule(home, 'hash');
  await hydrated(page);
  // The hydrated page works: a client navigation to a listing (cached too).
  const detailHref = await page.evaluate(() => [...document.querySelectorAll('main a[href]')].map((link) => link.getAttribute('href') ?? '').find((href) => /^\/[a-z0-9-]+\/[a-z0-9-]+-\d+$/.test(href)) ?? '');
  const detail = await page.goto(detailHref);
  expectScriptRule(detail, 'hash');
  await hydrated(page);

  const appOrigin = new URL(page.url()).origin;
  const signIn = await page.goto(`${BACKEND}/sso/dang-nhap?redirectUrl=${encodeURIComponent(new URL('/user/buy-point', page.url()).toString())}`);
  expectSecurityHeaders(signIn);
  // The SSO page runs one script, allowed by its hash: the password's show/hide (issue #20).
  expect(signIn?.headers()['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
  await page.getByRole('button', { name: 'Hiện', exact: true }).click();
  await expect(page.locator('#password')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Ẩn', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: '← Về trang Rao vặt' })).toHaveAttribute('href', `${appOrigin}/`);

  await page.goto('/user/buy-point');
  await page.waitForURL(/login-redirect=|\/sso\/dang-nhap/);
  await signInOnSso(page);
  await page.waitForURL(/\/user\/buy-point/);
  const memberPage = await page.reload();
  expectSecurityHeaders(memberPage);
  expectScriptRule(memberPage, 'nonce');
  await hydrated(page);
  await expect(page).toHaveURL(/\/user\/buy-point/);

  // The payment result page may be framed by this site's payment dialog, and by no one else.
  const payment = await page.goto('/payment/kq-thanh-toan-vnpay-s1');
  const paymentHeaders = payment?.headers() ?? {};
  expect(paymentHeaders['x-frame-options']).toBe('SAMEORIGIN');
  expect(paymentHeaders['content-security-policy']).toContain("frame-ancestors 'self'");
  expectScriptRule(payment, 'hash'); // a static page: the result is read in the browser
  await hydrated(page);

  expect(violations).toEqual([]);

  // Injected script is refused on a per-request page and on a cached one.
  await expectInjectedScriptBlocked(page);
  await page.goto('/');
  await hydrated(page);
  await expectInjectedScriptBlocked(page);
});
