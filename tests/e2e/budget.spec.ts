/**
 * The JavaScript budget of perf-security.md P4, checked on the production build: first-load
 * JavaScript (gzip, modern browsers) ≤ 170 KB on public pages and ≤ 250 KB on the posting wizard
 * and the payment page. A size, not a timing: it fails when a change pulls a heavy module (the data
 * layer, xstate, a map) into what every visitor downloads first.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstLoadJs } from '../../scripts/first-load-js';

const KB = 1024;
const PUBLIC_BUDGET = 170 * KB;
const APP_BUDGET = 250 * KB;

async function measure(request: APIRequestContext, baseURL: string, route: string) {
  const response = await request.get(route);
  expect(response.ok(), route).toBe(true);
  const js = await firstLoadJs(baseURL, await response.text(), async (url) => new Uint8Array(await (await request.get(url)).body()));
  expect(js.scripts.length, `${route} loads no module script`).toBeGreaterThan(0);
  return js;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test.describe('first-load JavaScript budget', () => {
  test('public pages stay within 170 KB', async ({ request, baseURL }) => {
    const base = baseURL ?? '';
    const home = await (await request.get('/')).text();
    const detail = /href="(\/[a-z0-9-]+\/[a-z0-9-]+-\d+)"/.exec(home)?.[1];
    expect(detail).toBeTruthy();
    for (const route of ['/', '/bat-dong-san', detail ?? '', '/search?q=nha+dat', '/support-about/gioi-thieu', '/profile/1', '/tin-tuc']) {
      const js = await measure(request, base, route);
      expect(js.bytes, `${route}: ${kb(js.bytes)} of first-load JavaScript`).toBeLessThanOrEqual(PUBLIC_BUDGET);
    }
  });

  test('the posting wizard and the payment page stay within 250 KB', async ({ page, baseURL }) => {
    await page.goto('/user/post-news-v2');
    await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
    await page.getByLabel('Số điện thoại hoặc email').fill('0900000001');
    await page.getByLabel('Mật khẩu').fill('demo1234');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/user\/post-news-v2/);
    for (const route of ['/user/post-news-v2', '/payment']) {
      const js = await measure(page.context().request, baseURL ?? '', route);
      expect(js.bytes, `${route}: ${kb(js.bytes)} of first-load JavaScript`).toBeLessThanOrEqual(APP_BUDGET);
    }
  });
});
