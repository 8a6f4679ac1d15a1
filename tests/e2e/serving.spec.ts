/**
 * The web server's micro-cache of guests' page loads (src/serving/server.ts): a guest's repeat
 * visit is answered from it, a member and a client navigation never are, a page it may not keep is
 * still sent whole (a killed instance sends nothing, so the proxy retries), and a listing approved by
 * a moderator is on the home page at once — the revalidation empties the micro-cache.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BACKEND, MODERATOR, testHook } from './helpers/accounts';

async function moderatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${BACKEND}/api/member/login`, { data: { identifier: MODERATOR.phone, password: MODERATOR.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A guest's page load as a browser sends it: gzip accepted, no cookies. */
const asGuest = (request: APIRequestContext, path: string) => request.get(path, { headers: { 'accept-encoding': 'gzip' }, maxRedirects: 0 });

test.describe('micro-cache in front of Next', () => {
  test("a guest's repeat visit is served from it; members and client navigations are not", async ({ playwright, baseURL }) => {
    // A context of its own: no cookies from other tests.
    const guest = await playwright.request.newContext({ baseURL });
    // A page found stale is regenerated first (a slow machine may take a while): wait for the fresh copy.
    await expect.poll(async () => (await asGuest(guest, '/support-about/gioi-thieu')).headers()['x-micro-cache'], { timeout: 30_000 }).toBe('HIT');
    const cached = await asGuest(guest, '/support-about/gioi-thieu');
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toContain('Giới thiệu');

    const member = await guest.get('/support-about/gioi-thieu', { headers: { cookie: 'rv_session=not-a-real-session' } });
    expect(member.status()).toBe(200);
    expect(member.headers()['x-micro-cache']).toBeUndefined();
    const navigation = await guest.get('/support-about/gioi-thieu', { headers: { rsc: '1' } });
    expect(navigation.headers()['x-micro-cache']).toBeUndefined();
    // Pages rendered per visitor (search) are never kept: after the first answer each guest's load
    // is rendered for that guest alone (its own script nonce), still sent only once whole.
    const search = await asGuest(guest, '/search?q=xe');
    expect(search.headers()['x-micro-cache']).toBe('MISS');
    const again = await asGuest(guest, '/search?q=xe');
    expect(again.status()).toBe(200);
    expect(again.headers()['x-micro-cache']).toBe('PASS');
    // Whole: a length announced up front, not a stream of chunks.
    expect(Number(again.headers()['content-length'])).toBeGreaterThan(1000);
    expect(again.headers()['transfer-encoding']).toBeUndefined();
    const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
    expect(nonceOf(again.headers()['content-security-policy'])).toBeTruthy();
    expect(nonceOf(again.headers()['content-security-policy'])).not.toBe(nonceOf(search.headers()['content-security-policy']));
    await guest.dispose();
  });

  test('cached pages leave the server with their listings in place: no card waits for a script to reveal it', async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const category = await asGuest(guest, '/bat-dong-san');
    const detailPath = /href="(\/bat-dong-san\/[^"#?]+-\d+)"/.exec(await category.text())?.[1];
    expect(detailPath, 'a listing link on the category page').toBeTruthy();
    for (const path of ['/', '/bat-dong-san', detailPath!]) {
      // The cached copy, not a first render: the micro-cache keeps only what Next cached.
      await expect.poll(async () => (await asGuest(guest, path)).headers()['x-micro-cache'], { timeout: 30_000 }).toBe('HIT');
      const html = await (await asGuest(guest, path)).text();
      // A boundary React left pending has its content sent later in a hidden segment
      // (<div hidden id="S:…">) that a script moves into place; the cards must be in the page itself.
      const inPlace = html.slice(0, html.indexOf('</main>'));
      const segments = [...html.matchAll(/<div hidden id="S:[^"]*">([\s\S]*?)<\/div><script/g)].map((match) => match[1] ?? '');
      expect(inPlace, path).toContain('data-listing-id=');
      expect(segments.filter((segment) => segment.includes('data-listing-id=')), path).toEqual([]);
    }
    await guest.dispose();
  });

  test("a listing the moderator approves reaches the home page's newest block for guests through the change stream", async ({ playwright, baseURL, request }) => {
    const guest = await playwright.request.newContext({ baseURL });
    const pending = await testHook<{ id: number; title: string; category_slug: string }>(request, 'GET', '/__test/listings/pending');
    await expect.poll(async () => (await asGuest(guest, '/')).headers()['x-micro-cache']).toBe('HIT');
    expect(await (await asGuest(guest, '/')).text()).not.toContain(`data-listing-id="${pending.id}"`);

    const token = await moderatorToken(request);
    const decided = await request.post(`${BACKEND}/api/moderation/decide`, {
      headers: { authorization: `Bearer ${token}` },
      data: { post_id: pending.id, decision: 'approve' },
    });
    expect(decided.ok(), await decided.text()).toBe(true);

    // The newest live listing leads the home page's newest block: once the change has come through
    // the backend's stream, this instance has dropped its cached copies and guests get the new page.
    await expect
      .poll(async () => (await (await asGuest(guest, '/')).text()).includes(`data-listing-id="${pending.id}"`), { timeout: 15_000 })
      .toBe(true);
    await guest.dispose();
  });
});
