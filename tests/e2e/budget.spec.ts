/**
 * The JavaScript budget of perf-security.md P4, checked on the production build: first-load
 * JavaScript (gzip, modern browsers) ≤ 170 KB on public pages and ≤ 250 KB on the posting wizard
 * and the payment page. A size, not a timing: it fails when a change pulls a heavy module (the data
 * layer, xstate, a map) into what every visitor downloads first.
 *
 * Issue #33 aims at 150 KB; the bare Next 16 page (bench/floor/) is 134.8 KB of it. Each page's
 * budget is what it measured a little above (session 28, docs/decisions.md "First-load script,
 * attributed"): lower them as pages get lighter, never raise them.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstLoadJs } from '../../scripts/first-load-js';

const KB = 1024;
/** Measured: home 155.2, category 167.2, listing 160.9, search 168.9, about 152.9, profile 153.3, news 152.0 KB. */
const PUBLIC_BUDGET = { home: 156 * KB, category: 168 * KB, listing: 162 * KB, search: 169.5 * KB, about: 154 * KB, profile: 154 * KB, news: 153 * KB } as const;
/** Measured: the wizard 209.9 (233.1 before its later steps loaded after step 1, session 29), payment 195.9 KB (P4: 250). */
const APP_BUDGET = { '/user/post-news-v2': 211 * KB, '/payment': 197 * KB } as const;

async function measure(request: APIRequestContext, baseURL: string, route: string) {
  const response = await request.get(route);
  expect(response.ok(), route).toBe(true);
  const js = await firstLoadJs(baseURL, await response.text(), async (url) => new Uint8Array(await (await request.get(url)).body()));
  expect(js.scripts.length, `${route} loads no module script`).toBeGreaterThan(0);
  return js;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test.describe('first-load JavaScript budget', () => {
  test('public pages stay within their budgets (170 KB at most)', async ({ request, baseURL }) => {
    const base = baseURL ?? '';
    const home = await (await request.get('/')).text();
    const detail = /href="(\/[a-z0-9-]+\/[a-z0-9-]+-\d+)"/.exec(home)?.[1];
    expect(detail).toBeTruthy();
    const pages = [
      ['/', PUBLIC_BUDGET.home],
      ['/bat-dong-san', PUBLIC_BUDGET.category],
      [detail ?? '', PUBLIC_BUDGET.listing],
      ['/search?q=nha+dat', PUBLIC_BUDGET.search],
      ['/support-about/gioi-thieu', PUBLIC_BUDGET.about],
      ['/profile/1', PUBLIC_BUDGET.profile],
      ['/tin-tuc', PUBLIC_BUDGET.news],
    ] as const;
    for (const [route, budget] of pages) {
      const js = await measure(request, base, route);
      test.info().annotations.push({ type: 'first-load JavaScript', description: `${route}: ${kb(js.bytes)}` });
      expect(js.bytes, `${route}: ${kb(js.bytes)} of first-load JavaScript (budget ${kb(budget)})`).toBeLessThanOrEqual(budget);
    }
  });

  test('the posting wizard and the payment page stay within their budgets (250 KB at most)', async ({ page, baseURL }) => {
    await page.goto('/user/post-news-v2');
    await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
    await page.getByLabel('Số điện thoại hoặc email').fill('0900000001');
    await page.getByLabel('Mật khẩu').fill('demo1234');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/user\/post-news-v2/);
    for (const [route, budget] of Object.entries(APP_BUDGET)) {
      const js = await measure(page.context().request, baseURL ?? '', route);
      test.info().annotations.push({ type: 'first-load JavaScript', description: `${route}: ${kb(js.bytes)}` });
      expect(js.bytes, `${route}: ${kb(js.bytes)} of first-load JavaScript (budget ${kb(budget)})`).toBeLessThanOrEqual(budget);
    }
  });
});
