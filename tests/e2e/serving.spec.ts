/**
 * nginx's micro-cache of guests' page loads (scripts/nginx.ts, the app marks what it may keep:
 * src/serving/whole-answer.ts): a guest's repeat visit is answered from it (searched and filtered
 * pages too, one entry per query) and so is a member's on a public page, a client navigation never
 * is, a cached page has every Suspense boundary in place, a page it may not keep is still sent
 * whole (a killed instance sends nothing, so nginx retries), and a listing approved by a moderator
 * is on the home page and a filtered page within seconds — the change stream refreshes Next's page
 * cache and nginx keeps a copy a second. The data a filter change reads in the browser is shared
 * and refreshed the same way.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BACKEND, hydrated, MODERATOR, signInOnSso, testHook } from './helpers/accounts';
import { holdLateScripts } from './helpers/late-scripts';

declare global {
  interface Window {
    /** Suspense boundaries React removed from the page (counted by the islands test below). */
    droppedBoundaries?: number;
  }
}

async function moderatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${BACKEND}/api/member/login`, { data: { identifier: MODERATOR.phone, password: MODERATOR.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A guest's page load as a browser sends it: gzip accepted, no cookies. */
const asGuest = (request: APIRequestContext, path: string) => request.get(path, { headers: { 'accept-encoding': 'gzip' }, maxRedirects: 0 });

/** The URL the browser reads a category page's data from when a visitor changes a filter (a batch of one). */
const pageDataPath = (slug: string, query: string) =>
  `/api/trpc/browsePage.read?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { context: 'category', slug, query } } }))}`;

test.describe('micro-cache in front of Next', () => {
  test("a guest's repeat visit is served from it, and a member's on a public page; client navigations are not", async ({ playwright, baseURL }) => {
    // A context of its own: no cookies from other tests.
    const guest = await playwright.request.newContext({ baseURL });
    // A page found stale is regenerated first (a slow machine may take a while): wait for the fresh copy.
    await expect.poll(async () => (await asGuest(guest, '/support-about/gioi-thieu')).headers()['x-micro-cache'], { timeout: 30_000 }).toBe('HIT');
    const cached = await asGuest(guest, '/support-about/gioi-thieu');
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toContain('Giới thiệu');

    // A member shares the guests' copy of a page that is the same for everyone (their own parts are
    // islands), never a page of the member area.
    const asMember = { cookie: 'rv_session=not-a-real-session' };
    const member = await guest.get('/support-about/gioi-thieu', { headers: asMember });
    expect(member.status()).toBe(200);
    expect(member.headers()['x-micro-cache']).toBe('HIT');
    const memberArea = await guest.get('/user/wallet', { headers: asMember, maxRedirects: 0 });
    expect(memberArea.headers()['x-micro-cache']).toBe('BYPASS');
    // The mark of the cache's own fill is nginx's to set: a visitor's is replaced.
    expect((await guest.get('/user/wallet', { headers: { ...asMember, 'x-micro-cache-fill': '1' }, maxRedirects: 0 })).headers()['x-micro-cache']).toBe('BYPASS');
    const navigation = await guest.get('/support-about/gioi-thieu', { headers: { rsc: '1' } });
    expect(navigation.headers()['x-micro-cache']).toBe('BYPASS');
    // Searched and filtered pages (issue #16): Next renders them per request, and the micro-cache
    // still shares them among guests, one entry per query however it is spelled (nonce included).
    const word = `xe${Date.now()}`;
    const search = await asGuest(guest, `/search?q=${word}`);
    expect(search.headers()['x-micro-cache']).toBe('MISS');
    const again = await asGuest(guest, `/search?utm_source=zalo&q=%20${word}%20`);
    expect(again.status()).toBe(200);
    expect(again.headers()['x-micro-cache']).toBe('HIT');
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonceOf(again.headers()['content-security-policy'])).toBe(nonceOf(search.headers()['content-security-policy']));
    expect(await again.text()).toContain(`Kết quả tìm kiếm “${word}”`);
    await expect.poll(async () => (await asGuest(guest, '/xe-co?province=01&price_max=500000000')).headers()['x-micro-cache']).toBe('HIT');
    expect((await asGuest(guest, '/xe-co?price_max=500000000&province=01&page=1')).headers()['x-micro-cache']).toBe('HIT');
    // A query with a value that had to be dropped names it on that visitor's page: rendered for
    // each guest alone (its own nonce, never kept), still sent only once whole.
    expect((await asGuest(guest, `/search?q=${word}&sort=bogus`)).headers()['x-micro-cache']).toBe('MISS');
    const own = await asGuest(guest, `/search?q=${word}&sort=bogus`);
    expect(own.status()).toBe(200);
    expect(own.headers()['x-micro-cache']).toBe('MISS');
    expect(await own.text()).toContain('Cách sắp xếp không hợp lệ');
    // Whole: a length announced up front, not a stream of chunks.
    expect(Number(own.headers()['content-length'])).toBeGreaterThan(1000);
    expect(own.headers()['transfer-encoding']).toBeUndefined();
    expect(nonceOf(own.headers()['content-security-policy'])).toBeTruthy();
    expect(nonceOf(own.headers()['content-security-policy'])).not.toBe(nonceOf(search.headers()['content-security-policy']));
    // A filter change in the browser reads the page's data: shared too, by guests and members.
    const data = pageDataPath('xe-co', `price_max=${1_000_000 + (Date.now() % 1_000_000)}`);
    expect((await asGuest(guest, data)).headers()['x-micro-cache']).toBe('MISS');
    const dataAgain = await guest.get(data, { headers: { ...asMember, 'accept-encoding': 'gzip' } });
    expect(dataAgain.headers()['x-micro-cache']).toBe('HIT');
    expect(((await dataAgain.json()) as [{ result: { data: { json: { basePath: string } } } }])[0].result.data.json.basePath).toBe('/xe-co');
    await guest.dispose();
  });

  test('cached pages leave the server whole: no Suspense boundary pending, nothing a script must reveal', async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const category = await asGuest(guest, '/bat-dong-san');
    const detailPath = /href="(\/bat-dong-san\/[^"#?]+-\d+)"/.exec(await category.text())?.[1];
    expect(detailPath, 'a listing link on the category page').toBeTruthy();
    for (const path of ['/', '/bat-dong-san', detailPath!, '/bat-dong-san?province=01', '/search?q=nha']) {
      // The cached copy, not a first render: the micro-cache keeps only what Next cached.
      await expect.poll(async () => (await asGuest(guest, path)).headers()['x-micro-cache'], { timeout: 30_000 }).toBe('HIT');
      const html = await (await asGuest(guest, path)).text();
      // React sends a boundary it left pending (or outlined once 12.8 KB were written) as a
      // placeholder, its content later in a hidden segment (<div hidden id="S:…">) that a script
      // moves into place after a frame; a cached page has every one in place.
      expect(html.match(/<!--\$\?-->/g) ?? [], path).toEqual([]);
      expect(html, path).not.toContain('<div hidden id="S:');
      expect(html, path).not.toContain('$RC("');
      expect(html.slice(0, html.indexOf('</main>')), path).toContain('data-listing-id=');
      // The header's category menu and the cards' favourite buttons are islands: in place too.
      expect(html, path).toContain('href="/xe-co">Xe cộ</a>');
    }
    const favourites = (await (await asGuest(guest, '/bat-dong-san')).text()).match(/aria-label="Lưu tin"/g) ?? [];
    expect(favourites.length).toBeGreaterThan(3);
    await guest.dispose();
  });

  test('pages link their stylesheet, never inline: styled and hydrated, and each file downloaded once for every page that follows', async ({ page }) => {
    // The stylesheet is a build file cached for a year: a document carrying its rules inline sent
    // them again with every page load, 12 KB gzip of each document (issue #33).
    // Read from Chromium's network log: routing a request in Playwright turns the HTTP cache off.
    const network = await page.context().newCDPSession(page);
    const fromCache = new Set<string>();
    const fetched = new Map<string, string>();
    network.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    network.on('Network.responseReceived', ({ requestId, response }) => {
      if (new URL(response.url).pathname.endsWith('.css') && !response.fromDiskCache) fetched.set(requestId, new URL(response.url).pathname);
    });
    await network.send('Network.enable');
    // Cached pages, a search rendered for the guest, and a member's own page Next streams.
    for (const path of ['/', '/bat-dong-san', '/search?q=nha', '/user/buy-point']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      if (path === '/user/buy-point') {
        await signInOnSso(page);
        await page.waitForURL(/\/user\/buy-point/, { waitUntil: 'domcontentloaded' });
      }
      await hydrated(page);
      const styles = await page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        inline: [...document.querySelectorAll('style')].filter((style) => (style.textContent ?? '').length > 10_000).length,
        links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
      }));
      expect(styles.font, path).toContain('Be Vietnam Pro');
      expect(styles.inline, `${path}: no stylesheet's rules inline`).toBe(0);
      expect(styles.links.length, path).toBeGreaterThan(0);
      // React renders each stylesheet resource once: hydration adds no second link.
      expect(new Set(styles.links).size, path).toBe(styles.links.length);
      await expect(page.locator('header').first(), path).toBeVisible();
    }
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.locator('header').getByRole('link', { name: 'Xe cộ' }).first().click();
    await expect(page).toHaveURL(/\/xe-co$/);
    await expect(page.locator('[data-listing-id]').first()).toBeVisible();
    // Five page loads and a client navigation: every stylesheet came over the network once.
    const asked = [...fetched].filter(([requestId]) => !fromCache.has(requestId)).map(([, path]) => path);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length, asked.join(', ')).toBe(new Set(asked).size);
  });

  test("a guest's public pages load no data layer: no API call, and the hearts and the saved search still offer sign-in", async ({ page }) => {
    // react-query, the tRPC client and the session check cost a phone ~250 ms of blocked main
    // thread; a guest's page needs none of them until the guest does something that needs them.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/trpc')) calls.push(request.url());
    });
    for (const path of ['/', '/xe-co', '/xe-co?province=01&price_max=500000000', '/search?q=nha+dat']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByTestId('auth-login')).toBeVisible();
      await page.waitForTimeout(500);
    }
    expect(calls).toEqual([]);
    await page.getByRole('button', { name: 'Lưu tin' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Đăng nhập để tiếp tục' });
    await expect(modal).toContainText('lưu tin yêu thích');
    await modal.getByRole('button', { name: 'Để sau' }).click();
    await page.getByRole('button', { name: 'Lưu tìm kiếm' }).click();
    await expect(modal).toContainText('lưu tìm kiếm này');
  });

  test('a tap on a member-only control before the sign-in status is known is kept and answered once it is', async ({ page, request, context }) => {
    // A browser with the session hint (a session that has since expired) must ask the server, and on
    // a slow phone the auth machine's code comes a second or more after the page: the controls are
    // still waiting when tapped.
    await context.addCookies([{ name: 'rv_signed_in', value: '1', url: test.info().project.use.baseURL ?? '' }]);
    const path = '/xe-co?province=01';
    const held = await holdLateScripts(page, request, path);
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const save = page.getByRole('button', { name: 'Lưu tìm kiếm' });
    // Waiting, and looking ready: not a faded, disabled button.
    await expect(save).toHaveAttribute('data-waiting');
    await expect(save).toBeEnabled();
    await save.click();
    const modal = page.getByRole('dialog', { name: 'Đăng nhập để tiếp tục' });
    await expect(modal).toContainText('lưu tìm kiếm này', { timeout: 15_000 });
    expect(held()).toBeGreaterThan(0);
    await expect(save).not.toHaveAttribute('data-waiting');
  });

  test("a guest's page (no session hint) knows at once: a member-only control answers with no auth code loaded", async ({ page, request }) => {
    const path = '/xe-co?province=01';
    // Whatever code comes after the page is held a minute: the answer cannot have waited for it.
    await holdLateScripts(page, request, path, 60_000);
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor();
    const save = page.getByRole('button', { name: 'Lưu tìm kiếm' });
    await expect(save).not.toHaveAttribute('data-waiting');
    await save.click();
    await expect(page.getByRole('dialog', { name: 'Đăng nhập để tiếp tục' })).toContainText('lưu tìm kiếm này');
  });

  test("islands keep the server's HTML while their code loads: nothing is thrown away and drawn again", async ({ page }) => {
    // A context value changing at the root (the auth actor starting) before an island hydrated made
    // React drop the island's server HTML and render it again on the client: the toolbar lost its
    // "Lưu tìm kiếm" button for a moment and the listings jumped (CLS 0.46 on a phone).
    await page.addInitScript(() => {
      window.droppedBoundaries = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof Comment && node.data === '$') window.droppedBoundaries = (window.droppedBoundaries ?? 0) + 1;
      }).observe(document, { childList: true, subtree: true });
    });
    // A slow phone's CPU: the islands' code arrives after the auth actor has started.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of ['/search?q=nha+dat', '/xe-co?province=01&price_max=500000000']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Lưu tìm kiếm' })).toBeVisible();
      await expect(page.getByTestId('auth-login')).toBeVisible();
      expect(await page.evaluate(() => window.droppedBoundaries), path).toBe(0);
    }
  });

  test("a listing the moderator approves reaches the home page's newest block for guests through the change stream", async ({ playwright, baseURL, request }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const pending = await testHook<{ id: number; title: string; category_slug: string }>(request, 'GET', '/__test/listings/pending');
    const newestInCategory = `/${pending.category_slug}?sort=newest`;
    for (const path of ['/', newestInCategory]) {
      await expect.poll(async () => (await asGuest(guest, path)).headers()['x-micro-cache']).toBe('HIT');
      expect(await (await asGuest(guest, path)).text()).not.toContain(`data-listing-id="${pending.id}"`);
    }
    // The same page as data, as a filter change in the browser reads it.
    const newestData = pageDataPath(pending.category_slug, 'sort=newest');
    const cardIdsIn = async (path: string) => {
      const [answer] = (await (await asGuest(guest, path)).json()) as [{ result: { data: { json: { result: { items: { id: number }[] } } } } }];
      return answer.result.data.json.result.items.map((card) => card.id);
    };
    await expect.poll(async () => (await asGuest(guest, newestData)).headers()['x-micro-cache']).toBe('HIT');
    expect(await cardIdsIn(newestData)).not.toContain(pending.id);

    const token = await moderatorToken(request);
    const decided = await request.post(`${BACKEND}/api/moderation/decide`, {
      headers: { authorization: `Bearer ${token}` },
      data: { post_id: pending.id, decision: 'approve' },
    });
    expect(decided.ok(), await decided.text()).toBe(true);

    // The newest live listing leads the home page's newest block: once the change has come through
    // the backend's stream, Next's page cache is refreshed and nginx's copy, a second old at most, follows.
    // A filtered page (newest first in its category) is refreshed by the same change.
    for (const path of ['/', newestInCategory]) {
      await expect
        .poll(async () => (await (await asGuest(guest, path)).text()).includes(`data-listing-id="${pending.id}"`), { timeout: 15_000 })
        .toBe(true);
    }
    await expect.poll(async () => cardIdsIn(newestData), { timeout: 15_000 }).toContain(pending.id);
    await guest.dispose();
  });
});
