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

function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('public, SSO, member and payment pages carry the security headers and work under them', async ({ page }) => {
  const violations = cspViolations(page);

  expectSecurityHeaders(await page.goto('/'));
  await hydrated(page);

  const signIn = await page.goto(`${BACKEND}/sso/dang-nhap?redirectUrl=${encodeURIComponent(new URL('/user/buy-point', page.url()).toString())}`);
  expectSecurityHeaders(signIn);
  expect(signIn?.headers()['content-security-policy']).not.toContain('script-src');

  await page.goto('/user/buy-point');
  await page.waitForURL(/login-redirect=|\/sso\/dang-nhap/);
  await signInOnSso(page);
  await page.waitForURL(/\/user\/buy-point/);
  const memberPage = await page.reload();
  expectSecurityHeaders(memberPage);
  await hydrated(page);
  await expect(page).toHaveURL(/\/user\/buy-point/);

  expect(violations).toEqual([]);
});
