/**
 * Upstream answers shared per normalized query (issue #41, src/server/answer-cache.ts), through the
 * app's routers over the real backend, counting the list reads the backend receives: guests and
 * members of one URL see one answer, the same normalized query within the window is one backend
 * call, a listing change (as the listing-change stream carries it) ends the shared answers it
 * touches, different queries never share, no member's own flags are in what is shared, and the
 * cache is bounded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { readListingChanges, recordListingChanges } from '../../src/backend/services/listing-changes';
import { listAnswerKey } from '../../src/lib/browse-url';
import { AnswerCache, forgetListingAnswers, listAnswers } from '../../src/server/answer-cache';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';

let handle: DatabaseHandle;
let harness: RouterHarness;
let sellerId: number;
let lan: TestMember;
let minh: TestMember;
let visionId: number;
let listReads = 0;
let lastChangeSeen = 0;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-answer-cache-media', {}, (request) => {
    if (new URL(request.url).pathname === '/api/list/list-article') listReads += 1;
  }));
  ({ sellerId } = await insertBasics(handle.db));
  lan = await memberWithToken(handle.db, { phone: '0900004101', fullName: 'Trần Thị Lan' });
  minh = await memberWithToken(handle.db, { phone: '0900004102', fullName: 'Lê Văn Minh' });
  const vision = await insertListing(handle.db, sellerId, { title: 'Honda Vision 2022 chính chủ', categoryId: 2, price: 28, priceUnit: 2 });
  visionId = vision.id;
  await insertListing(handle.db, sellerId, { title: 'Yamaha Exciter 150 đời 2020', categoryId: 2, price: 35, priceUnit: 2 });
});

afterAll(() => harness.close());

beforeEach(() => {
  listAnswers().forgetAll();
  listReads = 0;
});

const page = (who: TestMember | undefined, context: 'category' | 'search', slug: string | null, query: string) =>
  harness.callerOf(who).browsePage.read({ context, slug, query });

const titles = async (who: TestMember | undefined, context: 'category' | 'search', slug: string | null, query: string) =>
  (await page(who, context, slug, query))?.result?.items.map((card) => card.title);

/** What the app's revalidation route does with the stream's next batch: the backend's own changes, in order. */
async function deliverListingChanges(): Promise<void> {
  const changes = await readListingChanges(handle.db, lastChangeSeen);
  lastChangeSeen = changes.at(-1)?.id ?? lastChangeSeen;
  forgetListingAnswers(changes);
}

describe('list answers shared per normalized query', () => {
  test("a member's page and a guest's of the same URL show the same listings, from one backend read", async () => {
    const asMember = await page(lan, 'category', 'xe-co', 'price_max=50000000');
    const asGuest = await page(undefined, 'category', 'xe-co', 'price_max=50000000');
    expect(asMember?.result?.items.map((card) => card.title)).toEqual(['Yamaha Exciter 150 đời 2020', 'Honda Vision 2022 chính chủ']);
    expect(asGuest).toEqual(asMember);
    expect(listReads).toBe(1);
  });

  test('two members asking the same normalized query within the window reach the backend once, even at the same moment', async () => {
    const [first, second] = await Promise.all([titles(lan, 'search', null, 'q=Honda%20%20VISION&cat=xe-co'), titles(minh, 'search', null, 'cat=xe-co&q=honda+vision&view=list')]);
    expect(first).toEqual(['Honda Vision 2022 chính chủ']);
    expect(second).toEqual(first);
    expect(listReads).toBe(1);
    expect(await titles(minh, 'category', 'xe-co', 'q=ignored-on-a-category-page&sort=newest')).toHaveLength(2);
    expect(await titles(lan, 'category', 'xe-co', 'sort=newest')).toHaveLength(2);
    expect(listReads).toBe(2);
  });

  test('a listing change ends the shared answers it is in or could now match: the next read reaches the backend and shows it', async () => {
    await deliverListingChanges();
    expect(await titles(lan, 'category', 'xe-co', '')).toEqual(['Yamaha Exciter 150 đời 2020', 'Honda Vision 2022 chính chủ']);
    expect(await titles(minh, 'search', null, 'q=vision')).toEqual(['Honda Vision 2022 chính chủ']);
    expect(await titles(undefined, 'category', 'xe-co', '')).toHaveLength(2);
    expect(listReads).toBe(2);

    await handle.db.update(listings).set({ title: 'Honda Vision 2022 chính chủ, giảm giá' }).where(eq(listings.id, visionId));
    await recordListingChanges(handle.db, [visionId], 'edited');
    await deliverListingChanges();
    expect(await titles(minh, 'category', 'xe-co', '')).toEqual(['Yamaha Exciter 150 đời 2020', 'Honda Vision 2022 chính chủ, giảm giá']);
    expect(await titles(lan, 'search', null, 'q=vision')).toEqual(['Honda Vision 2022 chính chủ, giảm giá']);
    expect(listReads).toBe(4);

    // A new listing is in no answer yet: its category's answers (and every all-category search) go.
    const winner = await insertListing(handle.db, sellerId, { title: 'Honda Winner X 2023', categoryId: 2, price: 40, priceUnit: 2, pushedDaysAgo: 0 });
    await recordListingChanges(handle.db, [winner.id], 'approved');
    await deliverListingChanges();
    expect(await titles(undefined, 'category', 'xe-co', '')).toContain('Honda Winner X 2023');
    expect(await titles(lan, 'search', null, 'q=honda')).toContain('Honda Winner X 2023');
  });

  test('different queries never share, nor do two the backend answers differently', async () => {
    await titles(lan, 'category', 'xe-co', 'price_max=30000000');
    await titles(lan, 'category', 'xe-co', 'price_max=40000000');
    await titles(lan, 'search', null, 'q=vision');
    await titles(lan, 'search', null, 'q=vision&cat=xe-co');
    expect(listReads).toBe(4);

    const key = (q: string, more: Partial<Parameters<typeof listAnswerKey>[0]> = {}) => listAnswerKey({ q, page: 1, ...more }, 20);
    expect(key('Bàn  GỖ ')).toBe(key('bàn gỗ'));
    expect(key('bàn gỗ', { view: 'list' })).toBe(key('bàn gỗ'));
    // Marks rank (`bàn` the table above `bán` the verb) and punctuation may decompose into letters.
    expect(key('bàn gỗ')).not.toBe(key('ban go'));
    expect(key('bàn gỗ')).not.toBe(key('bán gỗ'));
    expect(key('a℡b')).not.toBe(key('a b'));
    expect(key('xe', { cat: 'xe-co' })).not.toBe(key('xe'));
    expect(key('xe', { cursor: 'abc' })).not.toBe(key('xe'));
    expect(key('xe', { page: 2 })).not.toBe(key('xe'));
    expect(listAnswerKey({ page: 1 }, 1)).not.toBe(listAnswerKey({ page: 1 }, 20));
  });

  test("a member's own flags are never in what is shared: favourites are read on their own, per member", async () => {
    await harness.callerOf(lan).favourite.set({ postId: visionId, liked: true });
    const hers = await page(lan, 'category', 'xe-co', '');
    const his = await page(minh, 'category', 'xe-co', '');
    const guests = await page(undefined, 'category', 'xe-co', '');
    expect(his).toEqual(hers);
    expect(guests).toEqual(hers);
    expect(await harness.callerOf(lan).favourite.ids()).toEqual([visionId]);
    expect(await harness.callerOf(minh).favourite.ids()).toEqual([]);
    expect(await harness.callerOf().favourite.ids()).toEqual([]);
  });
});

describe('the answer cache itself', () => {
  const deferred = () => {
    let resolve: (value: string) => void = () => undefined;
    const promise = new Promise<string>((done) => (resolve = done));
    return { promise, resolve };
  };

  test('bounded: the least recently used answer goes first, and an answer past its window is read again', async () => {
    let now = 0;
    const cache = new AnswerCache<string>({ freshMs: 10_000, maxEntries: 3, now: () => now });
    let loads = 0;
    const read = (key: string) => cache.read(key, () => Promise.resolve(`${key}#${(loads += 1)}`), () => []);
    for (const key of ['a', 'b', 'c']) await read(key);
    expect(await read('a')).toBe('a#1');
    await read('d');
    expect(cache.size).toBe(3);
    expect(await read('a')).toBe('a#1');
    expect(await read('b')).toBe('b#5');
    now = 10_000;
    expect(await read('a')).toBe('a#6');
  });

  test('a change during a read in flight: that read is not kept, and later readers do not wait on it', async () => {
    const cache = new AnswerCache<string>({ freshMs: 10_000, maxEntries: 10 });
    const before = deferred();
    const first = cache.read('k', () => before.promise, () => ['category:xe-co']);
    expect(cache.read('k', () => Promise.resolve('other'), () => [])).toBe(first);
    cache.forget(['category:xe-co']);
    const after = cache.read('k', () => Promise.resolve('after'), () => ['category:xe-co']);
    before.resolve('before');
    expect(await first).toBe('before');
    expect(await after).toBe('after');
    expect(await cache.read('k', () => Promise.resolve('again'), () => [])).toBe('after');
    cache.forget(['listing:1']);
    expect(await cache.read('k', () => Promise.resolve('again'), () => [])).toBe('after');
    cache.forget(['category:xe-co']);
    expect(await cache.read('k', () => Promise.resolve('again'), () => [])).toBe('again');
  });

  test('a failed read is not kept', async () => {
    const cache = new AnswerCache<string>({ freshMs: 10_000, maxEntries: 10 });
    await expect(cache.read('k', () => Promise.reject(new Error('down')), () => [])).rejects.toThrow('down');
    expect(await cache.read('k', () => Promise.resolve('up'), () => [])).toBe('up');
  });
});
