import { expect, test } from '@playwright/test';
import { hydrated } from './helpers/accounts';
import { INFO_PAGES } from '../../src/lib/site';

const backendUrl = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

/** Sitemap <loc> values carry the run-time SITE_URL; tests request their path on this server. */
const pathOf = (loc: string) => {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

test.describe('info and support pages', () => {
  test('every footer info link opens its page with its title, marked in the side navigation', async ({ page }) => {
    await page.goto('/support-about');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trung tâm hỗ trợ');
    const footer = page.getByRole('contentinfo');
    for (const info of INFO_PAGES) {
      await footer.getByRole('link', { name: info.title, exact: true }).click();
      await expect(page).toHaveURL(`/support-about/${info.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title);
      await expect(page).toHaveTitle(`${info.title} | Rao vặt`);
      const current = page.getByRole('navigation', { name: 'Trang hỗ trợ' }).locator('[aria-current="page"]');
      await expect(current).toHaveText(info.title);
      await expect(page.getByRole('navigation', { name: 'Đường dẫn' }).locator('[aria-current="page"]')).toHaveText(info.title);
    }
  });

  test('GET /support-about/khong-co-trang-nay answers 404', async ({ page }) => {
    const response = await page.goto('/support-about/khong-co-trang-nay');
    expect(response?.status()).toBe(404);
  });

  test('the FAQ accordion opens and closes with the mouse and the keyboard', async ({ page }) => {
    await page.goto('/support-about/faq');
    await hydrated(page);
    const question = page.getByText('Tôi thanh toán bằng cách nào?', { exact: true });
    const item = page.locator('details', { has: question });
    const answer = item.getByText('Qua ví MoMo, VnPay hoặc thẻ ATM nội địa (Napas)');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(item).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await question.press('Enter');
    await expect(item).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();
  });

  test('bang-gia shows the price list, point packs and packages the backend serves', async ({ page, request }) => {
    const prices = (await (await request.get(`${backendUrl}/api/list/list-price`)).json()) as {
      data: Record<string, Array<{ name: string; price: number; option: string | null }>>;
    };
    const posting = prices.data['rao-vat'] ?? [];
    expect(posting.map((item) => item.name)).toContain('Tin thường');

    const response = await page.goto('/support-about/bang-gia');
    expect(response?.status()).toBe(200);
    const postingTable = page.getByRole('region', { name: 'Đăng tin rao vặt', exact: true });
    for (const item of posting) {
      const row = postingTable.getByRole('row', { name: new RegExp(`^${escapeRegExp(item.name)}`) });
      await expect(row).toContainText(`${item.price} điểm`);
      if (item.option) await expect(row).toContainText(item.option);
    }
    await expect(postingTable.getByRole('row', { name: /^Tin thường/ })).toContainText('5 điểm');
    await expect(postingTable.getByRole('row', { name: /^Tin trang chủ/ })).toContainText('25 điểm');

    const packs = page.getByRole('region', { name: 'Gói điểm', exact: true });
    await expect(packs.getByRole('row', { name: /^Gói 50 điểm/ })).toContainText('50.000 đ');
    await expect(packs.getByRole('row', { name: /^Gói 105 điểm/ })).toContainText('Tặng thêm 5 điểm');
    await expect(page.getByRole('region', { name: 'Gói dịch vụ đăng tin', exact: true }).getByRole('row', { name: /^Gói VIP 10 tin/ })).toContainText('10 tin VIP');
  });

  test('thong-tin-khuyen-mai lists the running time-limited offer and the packs with extra points', async ({ page }) => {
    await page.goto('/support-about/thong-tin-khuyen-mai');
    await expect(page.getByText('Ưu đãi: đăng tin trang chủ giảm 20%')).toBeVisible();
    await expect(page.getByText(/đến hết ngày \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Gói điểm có điểm tặng', exact: true }).getByRole('row', { name: /^Gói 1\.120 điểm/ })).toContainText('Tặng thêm 120 điểm');
  });
});

test.describe('public profile', () => {
  test('GET /profile/1 shows the seller, their counts and their live listings, never their phone', async ({ page }) => {
    const response = await page.goto('/profile/1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nguyễn Văn An');
    await expect(page.getByText(/^Thành viên từ \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(page).toHaveTitle('Nguyễn Văn An – Trang cá nhân | Rao vặt');
    const count = Number(await page.locator('dt', { hasText: 'Tin đang đăng' }).locator('xpath=following-sibling::dd').textContent());
    expect(count).toBeGreaterThan(0);
    // The grid lists what the count counts (list-article type 5 with the member filter).
    const grid = page.getByRole('region', { name: 'Tin đang đăng', exact: true });
    await expect(grid.locator('article')).toHaveCount(Math.min(count, 20));
    expect(await page.content()).not.toContain('0900000001');
  });

  test('a member without an avatar gets the default image for their gender', async ({ page, request }) => {
    // Find a seeded member without an avatar through the backend itself.
    let found: { id: number; gender: 1 | 2 | null } | null = null;
    for (let id = 3; id < 60 && !found; id++) {
      const body = (await (await request.get(`${backendUrl}/api/member/public-profile?id=${id}`)).json()) as {
        data?: { avatar: string | null; gender: 1 | 2 | null };
      };
      if (body.data && body.data.avatar === null) found = { id, gender: body.data.gender };
    }
    expect(found).not.toBeNull();
    if (!found) return;
    await page.goto(`/profile/${found.id}`);
    await expect(page.getByRole('img', { name: /^Ảnh đại diện của / })).toHaveAttribute(
      'src',
      found.gender === 2 ? '/images/avatar-girl.svg' : '/images/avatar-boy.svg',
    );
  });

  test('GET /profile/999999 and /profile/abc answer the 404 page', async ({ page }) => {
    for (const path of ['/profile/999999', '/profile/abc', '/profile/0']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Tin này không tồn tại hoặc đã hết hạn.')).toBeVisible();
    }
  });
});

test.describe('robots.txt and sitemaps', () => {
  test('GET /robots.txt allows public pages, closes the member area and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('Allow: /');
    for (const path of ['/user', '/api/', '/payment', '/search?']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('GET /sitemap.xml indexes the static and listing sitemaps, whose URLs resolve', async ({ request }) => {
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const children = locs(await index.text()).map(pathOf);
    expect(children).toContain('/sitemaps/static.xml');
    const listingSitemaps = children.filter((path) => /^\/sitemaps\/listings-\d+\.xml$/.test(path));
    expect(listingSitemaps.length).toBeGreaterThan(0);

    const staticXml = await request.get('/sitemaps/static.xml');
    expect(staticXml.headers()['content-type']).toContain('application/xml');
    const staticPaths = locs(await staticXml.text()).map(pathOf);
    expect(staticPaths).toEqual(expect.arrayContaining(['/', '/bat-dong-san', '/support-about', '/support-about/faq']));
    expect(staticPaths).not.toContain('/nhu-yeu-pham');

    const first = await request.get(listingSitemaps[0] ?? '');
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toContain('application/xml');
    const body = await first.text();
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);
    const listingPaths = locs(body).map(pathOf);
    expect(listingPaths.length).toBeGreaterThan(0);
    for (const path of listingPaths) expect(path).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]*-\d+$/);
    // The listing URLs are the canonical detail URLs: the first one answers 200 without a redirect.
    const detail = await request.get(listingPaths[0] ?? '', { maxRedirects: 0 });
    expect(detail.status()).toBe(200);

    expect((await request.get('/sitemaps/listings-214749.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/nothing.xml')).status()).toBe(404);
  });
});
