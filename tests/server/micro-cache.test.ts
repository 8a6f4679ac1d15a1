import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { finishedFill } from '../../src/serving/html-body';
import { cacheKeyOf, createMicroCache, fillUrlOf, isMemberRequest, keepFor, remembersListView, type CachedResponse } from '../../src/serving/micro-cache';

const guest = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers });
const page = (headers: Record<string, string> = {}, body = 'html'): CachedResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'x-nextjs-cache': 'HIT', ...headers },
  body: Buffer.from(body),
});

describe('cacheKeyOf', () => {
  test("a guest's page load has a key of its URL, list view and gzip", () => {
    expect(cacheKeyOf(guest('/xe-co'))).toBe('/xe-co grid identity');
    expect(cacheKeyOf(guest('/xe-co?page=2', { 'accept-encoding': 'gzip, deflate, br' }))).toBe('/xe-co?page=2 grid gzip shared');
    expect(cacheKeyOf(guest('/xe-co', { cookie: 'theme=dark; rv_view=list' }))).toBe('/xe-co list identity');
    expect(remembersListView(cacheKeyOf(guest('/xe-co', { cookie: 'rv_view=list' })) ?? '')).toBe(true);
    expect(remembersListView(cacheKeyOf(guest('/xe-co?q=list')) ?? '')).toBe(false);
  });

  test("a member shares the guests' key on a page that is the same for everyone, and no other", () => {
    const member = (url: string) => guest(url, { cookie: 'rv_view=list; rv_session=abc' });
    expect(cacheKeyOf(member('/xe-co'))).toBe('/xe-co list identity');
    expect(cacheKeyOf(member('/search?q=honda'))).toBe(cacheKeyOf(guest('/search?q=honda', { cookie: 'rv_view=list' })));
    expect(isMemberRequest(member('/xe-co'))).toBe(true);
    expect(isMemberRequest(guest('/xe-co', { cookie: 'rv_view=list' }))).toBe(false);
    for (const url of ['/user/wallet', '/user', '/moderation', '/dang-nhap', '/payment?vnp_TxnRef=1', '/statecharts/auth']) expect(cacheKeyOf(member(url)), url).toBeNull();
  });

  test('client navigations and anything but GET go to Next', () => {
    expect(cacheKeyOf(guest('/xe-co', { rsc: '1' }))).toBeNull();
    expect(cacheKeyOf(guest('/xe-co', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(cacheKeyOf(guest('/xe-co?_rsc=1x2y'))).toBeNull();
    expect(cacheKeyOf({ method: 'POST', url: '/api/trpc/x', headers: {} })).toBeNull();
    expect(cacheKeyOf({ method: 'HEAD', url: '/', headers: {} })).toBeNull();
    expect(cacheKeyOf(guest(`/${'a'.repeat(1200)}`))).toBeNull();
    expect(cacheKeyOf(guest('/_next/static/chunks/0abc.js'))).toBeNull();
    expect(cacheKeyOf(guest('/api/trpc/auth.session'))).toBeNull();
    expect(cacheKeyOf(guest('/favicon.svg'))).toBeNull();
    expect(cacheKeyOf(guest('/sitemaps/listings-1.xml?x=1'))).toBeNull();
    expect(cacheKeyOf(guest('/search?q=iphone.15'))).toBe('/search?q=iphone.15 grid identity shared');
  });

  test("a category or search page's key holds its normalised URL, which also fills it (issue #16)", () => {
    const filtered = '/xe-co?province=01&price_max=500000000 grid identity shared';
    // Any order, tracking tags, defaults and spaces: one key per query.
    expect(cacheKeyOf(guest('/xe-co?price_max=500000000&utm_source=zalo&province=01'))).toBe(filtered);
    expect(cacheKeyOf(guest('/xe-co?province=01&price_max=500000000&page=1'))).toBe(filtered);
    expect(fillUrlOf(filtered)).toBe('/xe-co?province=01&price_max=500000000');
    expect(cacheKeyOf(guest('/search?q=%20nha%20dat%20&sort=newest'))).toBe('/search?q=nha+dat&sort=newest grid identity shared');
    expect(cacheKeyOf(guest('/search'))).toBe('/search grid identity shared');
    // Nothing left of the query: the category's own cached page.
    expect(cacheKeyOf(guest('/xe-co?utm_source=zalo'))).toBe('/xe-co grid identity');
    // A value the parser drops is named on that visitor's page: its own render, its own URL.
    expect(cacheKeyOf(guest('/xe-co?price_max=abc'))).toBe('/xe-co?price_max=abc grid identity');
    expect(cacheKeyOf(guest('/search?q=xe&sort=bogus'))).toBe('/search?q=xe&sort=bogus grid identity');
    // Other pages keep their own URL.
    expect(cacheKeyOf(guest('/support-about/gioi-thieu?ref=1'))).toBe('/support-about/gioi-thieu?ref=1 grid identity');
    expect(fillUrlOf('/support-about/gioi-thieu?ref=1 grid identity')).toBe('/support-about/gioi-thieu?ref=1');
  });

  test("a browse page's data read alone is kept like the page, for guests and members, its URL and encoding its key (issue #16)", () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { context: 'category', slug: 'xe-co', query: 'price_max=500000000&province=01' } } }));
    const url = `/api/trpc/browsePage.read?batch=1&input=${input}`;
    expect(cacheKeyOf(guest(url, { 'accept-encoding': 'gzip' }))).toBe(`${url} data gzip`);
    expect(cacheKeyOf(guest(url, { cookie: 'rv_session=abc; rv_view=list' }))).toBe(`${url} data identity`);
    expect(fillUrlOf(`${url} data gzip`)).toBe(url);
    expect(remembersListView(`${url} data gzip`)).toBe(false);
    // Batched with another call (perhaps the member's own), streamed, or not a GET: to Next.
    expect(cacheKeyOf(guest(`/api/trpc/browsePage.read,notification.unreadCount?batch=1&input=${input}`))).toBeNull();
    expect(cacheKeyOf(guest(url, { 'trpc-accept': 'application/jsonl' }))).toBeNull();
    expect(cacheKeyOf({ method: 'POST', url, headers: {} })).toBeNull();
    expect(cacheKeyOf(guest(`/api/trpc/browsePage.read?input=${input}`))).toBeNull();
    expect(cacheKeyOf(guest(`${url}&extra=1`))).toBeNull();
    expect(cacheKeyOf(guest('/api/trpc/browse.list?batch=1&input=%7B%7D'))).toBeNull();
  });

  test('an empty session cookie is a guest', () => {
    expect(cacheKeyOf(guest('/', { cookie: 'rv_session=' }))).toBe('/ grid identity');
  });
});

describe('keepFor', () => {
  test('a shared-cacheable page is kept for the shorter of s-maxage and the cache TTL', () => {
    expect(keepFor(200, page().headers, 10_000)).toBe(10_000);
    expect(keepFor(200, page({ 'cache-control': 's-maxage=3' }).headers, 10_000)).toBe(3_000);
  });

  test('private, uncacheable, stale, cookie-setting and non-200 answers are not kept', () => {
    expect(keepFor(200, page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }).headers, 10_000)).toBeNull();
    expect(keepFor(200, page({ 'cache-control': 'max-age=60' }).headers, 10_000)).toBeNull();
    expect(keepFor(200, page({ 'x-nextjs-cache': 'STALE' }).headers, 10_000)).toBeNull();
    expect(keepFor(200, page({ 'set-cookie': 'a=b' }).headers, 10_000)).toBeNull();
    expect(keepFor(404, page().headers, 10_000)).toBeNull();
    expect(keepFor(308, page().headers, 10_000)).toBeNull();
    expect(keepFor(200, page({ 'cache-control': 's-maxage=0' }).headers, 10_000)).toBeNull();
  });
});

describe('createMicroCache', () => {
  test('serves a stored page until it expires', () => {
    let now = 1_000;
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    expect(cache.store('/ grid gzip', page(), cache.generation())).toBe(true);
    expect(cache.lookup('/ grid gzip')?.body.toString()).toBe('html');
    now += 4_999;
    expect(cache.lookup('/ grid gzip')).not.toBeNull();
    now += 1;
    expect(cache.lookup('/ grid gzip')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  test('does not store what may not be kept, and sends that key to Next for a while', () => {
    let now = 0;
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    expect(cache.passes('k')).toBe(false);
    expect(cache.store('k', page({ 'cache-control': 'private' }), cache.generation())).toBe(false);
    expect(cache.lookup('k')).toBeNull();
    expect(cache.passes('k')).toBe(true);
    now += 5_000;
    expect(cache.passes('k')).toBe(false);
    cache.store('k', page({ 'cache-control': 'private' }), cache.generation());
    cache.purge();
    expect(cache.passes('k')).toBe(false);
  });

  test('a filtered or search page Next renders per request is kept, unless its results could not be read', () => {
    const perRequest = (body: string | Buffer, headers: Record<string, string> = {}) =>
      page({ 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', 'x-nextjs-cache': '', ...headers }, typeof body === 'string' ? body : 'x');
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000 });
    const key = '/search?q=xe grid gzip shared';
    expect(cache.store(key, perRequest('<main>kết quả</main>'), cache.generation())).toBe(true);
    expect(cache.lookup(key)?.body.toString()).toBe('<main>kết quả</main>');
    // The same answer under a key of a page Next would have cached is not kept (Next said no-store).
    expect(cache.store('/support-about/gioi-thieu grid gzip', perRequest('<main></main>'), cache.generation())).toBe(false);
    // What the fill makes of Next's uncompressed answer (finishedFill), for an identity and a gzip key.
    const failed = '<html><head></head><body><div role="alert" data-incomplete="results">Không tải được danh sách tin</div></body></html>';
    const rendered = () => ({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    const filled = (gzip: boolean) => finishedFill(200, rendered(), Buffer.from(failed), gzip);
    expect(cache.store('/search?q=a grid identity shared', filled(false), cache.generation())).toBe(false);
    expect(cache.store('/search?q=b grid gzip shared', filled(true), cache.generation())).toBe(false);
    expect(cache.store('/search?q=f grid gzip shared', finishedFill(200, rendered(), Buffer.from('<html><head></head><body><main>kết quả</main></body></html>'), true), cache.generation())).toBe(true);
    expect(cache.store('/search?q=c grid gzip shared', perRequest('ok', { 'set-cookie': 'a=b' }), cache.generation())).toBe(false);
    expect(cache.store('/search?q=d grid gzip shared', { ...perRequest('ok'), status: 503 }, cache.generation())).toBe(false);
    expect(cache.store('/search?q=e grid gzip shared', perRequest('ok', { 'content-type': 'application/json' }), cache.generation())).toBe(false);
  });

  test('a page sent before a Suspense boundary was ready is not kept: the next visitor fills again', () => {
    // React writes `<!--$?-->` for a boundary whose content follows later in the stream (an island's
    // code loading for the first time in a fresh server process): a script reveals it after a frame.
    const html = (boundary: string) =>
      `<html><head></head><body><main>${boundary}<template id="B:0"></template><!--/$--></main><div hidden id="S:0"><a>Xe cộ</a></div></body></html>`;
    const rendered = () => ({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000 });
    const key = '/search?q=xe grid gzip shared';
    const unsettled = finishedFill(200, rendered(), Buffer.from(html('<!--$?-->')), true);
    expect(unsettled.unsettled).toBe(true);
    expect(cache.store(key, unsettled, cache.generation())).toBe(false);
    expect(cache.passes(key)).toBe(false);
    // The same page with the boundary in place (`<!--$-->`, as React writes a boundary it did not delay) is kept.
    expect(cache.store(key, finishedFill(200, rendered(), Buffer.from(html('<!--$-->')), true), cache.generation())).toBe(true);
  });

  test("a fill is compressed once, by the web server, only for a key whose visitors accept gzip", () => {
    const html = '<html><head></head><body><main>kết quả</main></body></html>';
    const headers = () => ({ 'content-type': 'text/html; charset=utf-8', vary: 'rsc' });
    const zipped = finishedFill(200, headers(), Buffer.from(html), true);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('rsc, Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe(html);
    const plain = finishedFill(200, headers(), Buffer.from(html), false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    // A shared data read (JSON) is compressed too; an image or an answer Next already encoded is not.
    expect(finishedFill(200, { 'content-type': 'application/json' }, Buffer.from('{"a":1}'), true).headers['content-encoding']).toBe('gzip');
    expect(finishedFill(200, { 'content-type': 'image/webp' }, Buffer.from('x'), true).headers['content-encoding']).toBeUndefined();
    const alreadyZipped = finishedFill(200, { 'content-type': 'application/json', 'content-encoding': 'br' }, Buffer.from('x'), true);
    expect(alreadyZipped.headers['content-encoding']).toBe('br');
    expect(alreadyZipped.body.toString()).toBe('x');
  });

  test('a page answered stale (being regenerated) is asked for again after a second, not after the whole TTL', () => {
    let now = 0;
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    expect(cache.store('k', page({ 'x-nextjs-cache': 'STALE' }), cache.generation())).toBe(false);
    expect(cache.passes('k')).toBe(true);
    now += 1_000;
    expect(cache.passes('k')).toBe(false);
  });

  test('a purge empties it, and a fill that began before the purge is not stored', () => {
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000_000 });
    cache.store('a', page(), cache.generation());
    const fillStartedAt = cache.generation();
    cache.purge();
    expect(cache.lookup('a')).toBeNull();
    expect(cache.store('b', page(), fillStartedAt)).toBe(false);
    expect(cache.lookup('b')).toBeNull();
    expect(cache.store('b', page(), cache.generation())).toBe(true);
  });

  test('evicts the least recently used page beyond its entry and byte limits', () => {
    const cache = createMicroCache({ ttlMs: 5_000, maxEntries: 2, maxBytes: 40 });
    cache.store('a', page({}, 'x'.repeat(10)), cache.generation());
    cache.store('b', page({}, 'x'.repeat(10)), cache.generation());
    cache.lookup('a');
    cache.store('c', page({}, 'x'.repeat(10)), cache.generation());
    expect(cache.lookup('b')).toBeNull();
    expect(cache.lookup('a')).not.toBeNull();
    expect(cache.lookup('c')).not.toBeNull();
    // A page above a quarter of the byte budget is never kept.
    expect(cache.store('d', page({}, 'x'.repeat(11)), cache.generation())).toBe(false);
    const bytes = createMicroCache({ ttlMs: 5_000, maxEntries: 10, maxBytes: 40 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) bytes.store(key, page({}, 'x'.repeat(10)), bytes.generation());
    expect(bytes.size()).toBe(4);
    expect(bytes.lookup('a')).toBeNull();
  });
});
