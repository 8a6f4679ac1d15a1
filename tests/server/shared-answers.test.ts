/**
 * Which tRPC answers a shared cache may keep (src/server/shared-answers.ts, issue #16), through the
 * fetch adapter as the route serves them: a browse page's data read alone and whole is marked
 * `s-maxage` for guests and members; a batch with another call, an error, a missing category and
 * a page whose list could not be read (backend down) are not.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { appRouter } from '../../src/server/routers/_app';
import { sharedAnswerMeta } from '../../src/server/shared-answers';
import { createContextInner, type TRPCContext } from '../../src/server/trpc';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { fakeUpstreamClient } from '../upstream/fake-upstream';

let handle: DatabaseHandle;
let harness: RouterHarness;
let member: TestMember;
const failingList = fakeUpstreamClient();

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-shared-answers-media'));
  const { sellerId } = await insertBasics(handle.db);
  member = await memberWithToken(handle.db, { phone: '0900001301', fullName: 'Phạm Thị Dung' });
  await insertListing(handle.db, sellerId, { title: 'Honda Vision 2022 chính chủ', categoryId: 2, price: 28, priceUnit: 2 });
});

afterAll(() => harness.close());

const read = (context: 'category' | 'search', slug: string | null, query: string) => ({ json: { context, slug, query } });

/** A GET of these calls as the browser's batch link sends it, answered as the route answers it. */
async function answer(calls: Record<string, unknown>, context: TRPCContext, headers: Record<string, string> = {}) {
  const input = Object.fromEntries(Object.values(calls).map((value, index) => [index, value]));
  const url = `http://app.test/api/trpc/${Object.keys(calls).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request(url, { headers }),
    router: appRouter,
    createContext: () => context,
    responseMeta: sharedAnswerMeta,
    onError: () => undefined,
  });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') };
}

const SHARED = 'public, max-age=0, s-maxage=10';

describe('shared answers', () => {
  test("a browse page's whole data, read alone, may be kept by a shared cache, for a guest and a member alike", async () => {
    expect(await answer({ 'browsePage.read': read('category', 'xe-co', 'price_max=50000000') }, harness.contextOf())).toEqual({ status: 200, cacheControl: SHARED });
    expect(await answer({ 'browsePage.read': read('search', null, 'q=vision') }, harness.contextOf(member))).toEqual({ status: 200, cacheControl: SHARED });
  });

  test('never with another call in the batch, streamed, refused, or for a category that does not exist', async () => {
    const guest = harness.contextOf();
    const batched = await answer({ 'browsePage.read': read('category', 'xe-co', ''), 'browse.categories': { json: null } }, guest);
    expect(batched).toEqual({ status: 200, cacheControl: null });
    const streamed = await answer({ 'browsePage.read': read('category', 'xe-co', '') }, harness.contextOf(), { 'trpc-accept': 'application/jsonl' });
    expect(streamed).toEqual({ status: 200, cacheControl: null });
    expect(await answer({ 'browsePage.read': read('category', '../user', '') }, harness.contextOf())).toEqual({ status: 400, cacheControl: null });
    expect(await answer({ 'browsePage.read': read('category', 'khong-co', '') }, harness.contextOf())).toEqual({ status: 200, cacheControl: null });
    expect(await answer({ 'browse.categories': { json: null } }, harness.contextOf())).toEqual({ status: 200, cacheControl: null });
  });

  test('never for a page whose list could not be read: the visitor sees the error, the next one gets a new try', async () => {
    const categories = await fetch(`${harness.base}/api/list/list-term`).then((response) => response.json() as Promise<unknown>);
    // The fake host knows the categories and nothing else: the list fails, the page says so.
    failingList.fake.on('GET', '/api/list/list-term', { kind: 'json', body: categories });
    const context = createContextInner({ headers: new Headers(), upstream: { runtime: failingList.runtime, mediaBaseUrl: failingList.fake.url, apiUrl: failingList.fake.url }, session: null });
    const page = await appRouter.createCaller(context).browsePage.read({ context: 'category', slug: 'xe-co', query: '' });
    expect(page?.error).toBe('Không tải được danh sách tin lúc này. Bạn vui lòng thử lại sau ít phút.');
    const fresh = createContextInner({ headers: new Headers(), upstream: context.upstream, session: null });
    expect(await answer({ 'browsePage.read': read('category', 'xe-co', '') }, fresh)).toEqual({ status: 200, cacheControl: null });
  });
});
