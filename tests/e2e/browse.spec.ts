import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers/accounts';

const results = (page: Page) => page.getByRole('region', { name: 'Danh sách tin' });
const cards = (page: Page) => results(page).locator('article');
const columnCount = (list: Locator) => list.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);

/** '3,5 tỷ' → 3_500_000_000; '850 triệu' → 850_000_000; null for 'Giá thoả thuận'. */
function priceOf(text: string): number | null {
  const match = /^([\d.,]+)\s*(tỷ|triệu|đ)$/.exec(text.trim());
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(/\./g, '').replace(',', '.'));
  return value * (match[2] === 'tỷ' ? 1e9 : match[2] === 'triệu' ? 1e6 : 1);
}

async function cardPrices(page: Page): Promise<Array<number | null>> {
  const texts = await cards(page).locator('.listing-card__price').allTextContents();
  return texts.map(priceOf);
}

test.describe('browse: category pages', () => {
  test("a filtered page's RSC payload carries the footer once (issue #41)", async ({ request }) => {
    const html = await (await request.get('/xe-co?price_max=2000000000')).text();
    // The footer in the markup and once in the payload: the root not-found's copy of the shell refers to it.
    expect(html.match(/Giấy phép hoạt động mạng xã hội/g)?.length).toBe(2);
  });

  test('GET /bat-dong-san shows four cards per row at 1280 px, switches to list view, and the choice survives reload', async ({ page }) => {
    const response = await page.goto('/bat-dong-san');
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bất động sản' })).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    expect(await columnCount(results(page).locator('ul').first())).toBe(4);

    await page.getByRole('button', { name: 'Dạng danh sách' }).click();
    await expect(results(page)).toHaveAttribute('data-view', 'list');
    await expect(page.getByRole('button', { name: 'Dạng danh sách' })).toHaveAttribute('aria-pressed', 'true');
    expect(await columnCount(results(page).locator('ul').first())).toBe(1);
    // Without a view parameter: the remembered choice, rendered by the server (no grid flash).
    expect(new URL(page.url()).searchParams.has('view')).toBe(false);

    await page.reload();
    await expect(results(page)).toHaveAttribute('data-view', 'list');
    const html = await (await page.request.get('/xe-co', { headers: { cookie: 'rv_view=list' } })).text();
    expect(html).toContain('data-view="list"');

    await hydrated(page);
    await page.getByRole('button', { name: 'Dạng lưới' }).click();
    await expect(results(page)).toHaveAttribute('data-view', 'grid');
    expect(await columnCount(results(page).locator('ul').first())).toBe(4);
  });

  test('filters change the results, live in the URL, survive reload and the back button', async ({ page }) => {
    await page.goto('/bat-dong-san');
    await hydrated(page);
    // A change reads the new page's data; the server never renders the page again for it.
    const pageRenders: string[] = [];
    const dataReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/bat-dong-san' && (url.searchParams.has('_rsc') || request.headers()['rsc'] !== undefined)) pageRenders.push(url.search);
      if (url.pathname.startsWith('/api/trpc/browsePage.read')) dataReads.push(url.search);
    });
    // Each read is one the micro-cache may share with the next visitor making the same change.
    const sharedReads: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/trpc/browsePage.read')) sharedReads.push(response.headers()['x-micro-cache'] ?? 'not shared');
    });
    const count = page.getByTestId('result-count');
    const allText = await count.textContent();

    // Options name the old provinces each one took in ('Hồ Chí Minh (gồm …)'): choose by code.
    await page.getByLabel('Tỉnh/thành').selectOption('79');
    await expect(page).toHaveURL(/province=79/);
    await expect(count).not.toHaveText(allText ?? '');
    const stages = await cards(page).locator('.listing-card__footer span').allTextContents();
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) expect(stage).toContain('Hồ Chí Minh');

    await page.locator('summary', { hasText: 'Tất cả mức giá' }).click();
    await page.getByRole('button', { name: '1 tỷ – 2 tỷ' }).click();
    await expect(page).toHaveURL(/price_min=1000000000&price_max=2000000000/);
    await expect(page.locator('summary', { hasText: '1 tỷ – 2 tỷ' })).toBeVisible();
    for (const price of await cardPrices(page)) {
      expect(price).not.toBeNull();
      expect(price ?? 0).toBeGreaterThanOrEqual(1e9);
      expect(price ?? Infinity).toBeLessThanOrEqual(2e9);
    }
    const filteredFirst = await cards(page).first().getAttribute('data-listing-id');
    await expect(page).toHaveTitle(/^Bất động sản tại Hồ Chí Minh \| /);
    // Screen readers hear what changed.
    await expect(page.getByRole('status').filter({ hasText: 'Bất động sản tại Hồ Chí Minh:' })).toHaveText(`Bất động sản tại Hồ Chí Minh: ${await count.textContent()}`);
    expect(dataReads).toHaveLength(2);
    expect(pageRenders).toEqual([]);
    expect(sharedReads).toHaveLength(2);
    for (const state of sharedReads) expect(['MISS', 'HIT']).toContain(state);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Tỉnh/thành')).toHaveValue('79');
    await expect(page.locator('summary', { hasText: '1 tỷ – 2 tỷ' })).toBeVisible();
    await expect(cards(page).first()).toHaveAttribute('data-listing-id', filteredFirst ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/\/bat-dong-san\?province=79$/);
    await expect(page.locator('summary', { hasText: 'Tất cả mức giá' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/bat-dong-san$/);
    await expect(page.getByLabel('Tỉnh/thành')).toHaveValue('');
    await expect(count).toHaveText(allText ?? '');
  });

  test('sorting by price orders the cards, and "Sau" pages on with a cursor', async ({ page }) => {
    await page.goto('/bat-dong-san');
    await hydrated(page);
    await page.getByLabel('Sắp xếp').selectOption({ label: 'Giá thấp → cao' });
    await expect(page).toHaveURL(/sort=price_asc/);
    const prices = (await cardPrices(page)).filter((price): price is number => price !== null);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const pagination = page.getByRole('navigation', { name: 'Phân trang' });
    const firstPageIds = await cards(page).evaluateAll((articles) => articles.map((article) => article.dataset.listingId));
    await pagination.getByRole('link', { name: 'Sau ›' }).click();
    await expect(page).toHaveURL(/page=2&cursor=/);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    const secondPageIds = await cards(page).evaluateAll((articles) => articles.map((article) => article.dataset.listingId));
    expect(secondPageIds.some((id) => firstPageIds.includes(id))).toBe(false);
    const secondPrices = (await cardPrices(page)).filter((price): price is number => price !== null);
    expect(secondPrices[0] ?? 0).toBeGreaterThanOrEqual(prices.at(-1) ?? 0);
  });

  test('an unknown category answers 404 with the spec text; the hidden nhu-yeu-pham still has its page', async ({ page, request }) => {
    const missing = await page.goto('/danh-muc-khong-co');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Tin này không tồn tại hoặc đã hết hạn.')).toBeVisible();
    // Filtered too, and the 404 page is in the HTML itself (before or without JavaScript).
    const filtered = await request.get('/xe-coo?sort=price_asc');
    expect(filtered.status()).toBe(404);
    const html = await filtered.text();
    expect(html).not.toContain('id="__next_error__"');
    expect(html).toMatch(/<p[^>]*>Tin này không tồn tại hoặc đã hết hạn\.<\/p>/);
    // One noindex, Next's own (a second one from the page's metadata was a duplicate).
    expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);

    const hidden = await page.goto('/nhu-yeu-pham');
    expect(hidden?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Nhu yếu phẩm' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('nonsense query strings give a normal page (200) with a clear message', async ({ page }) => {
    const response = await page.goto('/bat-dong-san?page=-5&price_min=abc&province=999');
    expect(response?.status()).toBe(200);
    const notices = page.getByTestId('browse-notices');
    await expect(notices).toContainText('Số trang không hợp lệ');
    await expect(notices).toContainText('Giá tối thiểu không hợp lệ');
    await expect(notices).toContainText('Tỉnh/thành không hợp lệ');
    await expect(cards(page)).toHaveCount(20);

    // Well-formed but unknown codes, reversed ranges and pages past the end are handled too.
    const odd = await page.goto('/bat-dong-san?province=99&price_min=5000000000&price_max=1000000000&page=900');
    expect(odd?.status()).toBe(200);
    await expect(notices).toContainText('Không tìm thấy tỉnh/thành');
    await expect(notices).toContainText('Khoảng giá bị đảo ngược');
    await expect(page.getByText('Trang 900 không có tin nào.')).toBeVisible();
    await page.getByRole('link', { name: 'Về trang 1' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('thumbnails start loading within 1.3 viewport heights, farther ones wait', async ({ page }) => {
    await page.goto('/bat-dong-san');
    await hydrated(page);
    const images = cards(page).locator('img.listing-card__thumb');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    const viewport = page.viewportSize()?.height ?? 800;
    const tops = await images.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
    const near = tops.findIndex((top) => top > viewport && top < viewport * 2.2);
    const far = tops.findIndex((top) => top > viewport * 2.4);
    expect(near).toBeGreaterThan(0);
    expect(far).toBeGreaterThan(near);
    await expect(images.nth(near)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(far)).toHaveAttribute('loading', 'lazy');
    await images.nth(far).scrollIntoViewIfNeeded();
    await expect(images.nth(far)).toHaveAttribute('loading', 'eager');
  });
});

test.describe('browse: search', () => {
  test('searching "nha dat" from the header finds listings titled "Nhà đất"', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Mở ô tìm kiếm' }).click();
    const input = page.getByRole('combobox', { name: 'Từ khoá tìm kiếm' });
    await input.fill('nha dat');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nha(\+|%20)dat/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kết quả tìm kiếm “nha dat”');
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ tin/);
    const titles = await cards(page).locator('h3').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // Relevance: titles that start with the words come first.
    expect(titles[0]).toMatch(/^Nhà đất/);
    expect(titles.filter((title) => title.includes('Nhà đất')).length).toBeGreaterThan(0);
    await expect(page.getByLabel('Sắp xếp')).toHaveValue('relevance');
  });

  test('suggestions appear while typing and can be chosen with the keyboard', async ({ page }) => {
    await page.goto('/search');
    await hydrated(page);
    const box = page.getByRole('combobox', { name: 'Tìm kiếm tin rao' });
    await box.fill('nha d');
    const listbox = page.getByRole('listbox', { name: 'Gợi ý tìm kiếm' });
    await expect(listbox.getByRole('option').first()).toContainText('nhà đất');
    await box.press('ArrowDown');
    await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nh%C3%A0(\+|%20)%C4%91%E1%BA%A5t/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a half-typed word still finds listings, and the page says they only contain what was typed', async ({ page }) => {
    await page.goto('/search?q=iphon');
    await expect(page.getByTestId('part-word-note')).toHaveText('Không có tin nào có đủ các từ “iphon”. Đang hiện các tin có từ chứa những chữ này.');
    await expect(cards(page).first()).toContainText('iPhone');
    await page.goto('/search?q=iphone');
    await expect(cards(page).first()).toContainText('iPhone');
    await expect(page.getByTestId('part-word-note')).toHaveCount(0);
  });

  test('a search with no results helps: fewer filters, other words, categories', async ({ page }) => {
    const response = await page.goto('/search?q=zzqqxx%20khongcotin&province=79');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Không tìm thấy tin nào cho “zzqqxx khongcotin”')).toBeVisible();
    await expect(page.getByRole('link', { name: 'xoá tất cả bộ lọc' })).toHaveAttribute('href', '/search?q=zzqqxx+khongcotin');
    await expect(page.getByRole('link', { name: 'Bất động sản' }).last()).toBeVisible();
  });

  test('a one-letter typo is corrected and said; a place with nothing there leads to its province of today (issue #35)', async ({ page }) => {
    await page.goto('/search?q=toyta');
    await expect(page.getByTestId('correction-note')).toHaveText('Không tìm thấy tin nào cho “toyta”. Đang hiển thị kết quả cho “toyota”.');
    await expect(cards(page).first()).toContainText('Toyota');

    // The seed has nothing in the former Quảng Nam: the way on is the same words in TP. Đà Nẵng.
    await page.goto('/search?q=xe%20m%C3%A1y%20qu%E1%BA%A3ng%20nam');
    await expect(page.getByTestId('place-note')).toHaveText('Đang tìm “xe máy” ở Quảng Nam. Quảng Nam nay thuộc TP. Đà Nẵng.');
    const wider = page.getByRole('link', { name: 'Xem tin ở TP. Đà Nẵng' });
    await expect(wider).toHaveAttribute('href', '/search?q=xe+m%C3%A1y&province=48');
    await expect(page.getByRole('link', { name: 'Tìm “xe máy” ở mọi nơi' })).toHaveAttribute('href', '/search?q=xe+m%C3%A1y');
  });

  test("on a phone the folded filter bar is one tap target: a tap at its right end unfolds the filters", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/xe-co');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Bộ lọc' });
    const box = await toggle.boundingBox();
    // The words alone were 74 × 21 px; the bar around them looks like one button.
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    await toggle.click({ position: { x: (box?.width ?? 0) - 10, y: (box?.height ?? 0) / 2 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Hãng xe')).toBeVisible();
  });

  test('on a phone the header search opens a search modal', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Mở ô tìm kiếm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tìm kiếm' });
    await expect(dialog).toBeVisible();
    // A tap on the dimmed page below closes it; a tap inside does not.
    await dialog.click({ position: { x: 8, y: 8 } });
    await expect(dialog).toBeVisible();
    await page.mouse.click(195, 800);
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Mở ô tìm kiếm' }).click();
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Từ khoá tìm kiếm' });
    await expect(box).toBeFocused();
    await box.fill('nha dat');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=nha(\+|%20)dat/);
    await expect(dialog).toBeHidden();
  });
});
