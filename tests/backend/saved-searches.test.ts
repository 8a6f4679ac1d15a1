import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings, listingStatusHistory, notifications, savedSearches } from '../../src/backend/db/schema';
import { countNewMatches, runSavedSearchAlerts, savedSearchArticleQuery } from '../../src/backend/services/saved-searches';
import { memberWithToken, seededBackendForEachTest, type BackendApp, type TestMember } from '../helpers/backend';
import { DAY_MS, insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;
let alice: TestMember;
let bob: TestMember;

seededBackendForEachTest((seeded) => {
  ({ handle, app, sellerId } = seeded);
});
beforeEach(async () => {
  alice = await memberWithToken(handle.db, { phone: '0911000001', fullName: 'Alice' });
  bob = await memberWithToken(handle.db, { phone: '0911000002', fullName: 'Bob' });
});

const post = (path: string, member: TestMember, body: unknown) => app.request(path, { method: 'POST', headers: member.headers, body: JSON.stringify(body) });

describe('saved-search matcher', () => {
  test('reads the query with the search page parser: bad values dropped, real-estate filters only in real estate', () => {
    expect(savedSearchArticleQuery({ context: 'category', categorySlug: 'bat-dong-san', query: 'province=79&price_min=abc&bedrooms=2&page=3' })).toMatchObject({
      type: 5,
      cat: 'bat-dong-san',
      province_2025: '79',
      price_min: undefined,
      bedrooms: 2,
    });
    expect(savedSearchArticleQuery({ context: 'search', categorySlug: null, query: 'q=honda&cat=xe-co&bedrooms=2' })).toMatchObject({ q: 'honda', cat: 'xe-co', bedrooms: undefined });
  });

  test('counts live listings that match and went live after the check (posted, or approved per status history)', async () => {
    const since = new Date(Date.now() - 60_000);
    const search = { context: 'search' as const, categorySlug: null, query: 'q=can+ho&province=79' };
    await insertListing(handle.db, sellerId, { title: 'Bán căn hộ Quận 7 view sông', pushedAt: new Date() });
    await insertListing(handle.db, sellerId, { title: 'Bán căn hộ cũ', pushedDaysAgo: 3 });
    await insertListing(handle.db, sellerId, { title: 'Bán căn hộ Hà Nội', provinceCode: '01', districtCode: '001', pushedAt: new Date() });
    await insertListing(handle.db, sellerId, { title: 'Bán xe máy Honda', categoryId: 2, pushedAt: new Date() });
    const pending = await insertListing(handle.db, sellerId, { title: 'Cho thuê căn hộ mini', status: 10, pushedDaysAgo: 2 });
    expect(await countNewMatches(handle.db, search, since, new Date())).toBe(1);
    // Approved now: an old pending listing becomes new.
    await handle.db.update(listings).set({ status: 20 }).where(eq(listings.id, pending.id));
    await handle.db.insert(listingStatusHistory).values({ listingId: pending.id, fromStatus: 10, toStatus: 20, event: 'moderator.approve', actorRole: 'moderator' });
    expect(await countNewMatches(handle.db, search, since, new Date())).toBe(2);
    expect(await countNewMatches(handle.db, { context: 'category', categorySlug: 'xe-co', query: 'q=honda' }, since, new Date())).toBe(1);
    expect(await countNewMatches(handle.db, { context: 'category', categorySlug: 'khong-co', query: '' }, since, new Date())).toBe(0);
  });

  test('the job notifies once per search with the count and a link, then waits for newer listings; paused searches are skipped', async () => {
    const base = new Date(Date.now() - DAY_MS);
    await handle.db.insert(savedSearches).values([
      { memberId: alice.id, name: 'Căn hộ Quận 7', context: 'category', categorySlug: 'bat-dong-san', query: 'province=79', lastCheckedAt: base },
      { memberId: bob.id, name: 'Tạm dừng', context: 'category', categorySlug: 'bat-dong-san', query: '', active: false, lastCheckedAt: base },
    ]);
    await insertListing(handle.db, sellerId, { title: 'Bán căn hộ A', pushedAt: new Date() });
    await insertListing(handle.db, sellerId, { title: 'Bán căn hộ B', pushedAt: new Date() });
    expect(await runSavedSearchAlerts(handle.db)).toEqual({ checked: 1, notified: 1 });
    const notes = await handle.db.select().from(notifications);
    expect(notes).toEqual([
      expect.objectContaining({ memberId: alice.id, tab: 'activities', title: '2 tin mới khớp tìm kiếm “Căn hộ Quận 7”', link: '/bat-dong-san?province=79&sort=newest' }),
    ]);
    expect(await runSavedSearchAlerts(handle.db)).toEqual({ checked: 1, notified: 0 });
    expect(await handle.db.select().from(notifications)).toHaveLength(1);
  });
});

describe('saved-search routes', () => {
  test('save (canonical query), duplicate refused, list, rename, pause, delete; other members cannot touch it', async () => {
    const saved = await post('/api/member/saved-searches/save', alice, { context: 'search', query: 'sort=newest&q=honda&page=2&cat=xe-co&view=list', name: 'Honda' });
    const body = (await saved.json()) as { data: { id: number; query: string; href: string } };
    expect(body.data).toMatchObject({ query: 'q=honda&cat=xe-co', href: '/search?q=honda&cat=xe-co' });
    const again = await post('/api/member/saved-searches/save', alice, { context: 'search', query: 'cat=xe-co&q=honda', name: 'Lần nữa' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Bạn đã lưu tìm kiếm này rồi. Xem trong mục Tìm kiếm đã lưu.' });
    const badName = await post('/api/member/saved-searches/save', alice, { context: 'category', category_slug: 'xe-co', query: '', name: ' ' });
    expect(await badName.json()).toMatchObject({ message: 'Tên tìm kiếm không được để trống!' });
    const badCategory = await post('/api/member/saved-searches/save', alice, { context: 'category', category_slug: 'khong-co', query: '', name: 'Sai' });
    expect(await badCategory.json()).toMatchObject({ message: 'Danh mục của tìm kiếm không tồn tại.' });

    const id = body.data.id;
    expect((await post('/api/member/saved-searches/update', bob, { id, name: 'Của Bob' })).status).toBe(404);
    expect((await post('/api/member/saved-searches/delete', bob, { id })).status).toBe(404);
    expect((await post('/api/member/saved-searches/update', alice, { id, name: 'Xe Honda', member_id: bob.id })).status).toBe(403);
    expect(await (await post('/api/member/saved-searches/update', alice, { id, name: 'Xe Honda', active: false })).json()).toMatchObject({ data: { name: 'Xe Honda', active: false } });
    const list = (await (await app.request('/api/member/saved-searches', { headers: alice.headers })).json()) as { data: unknown[] };
    expect(list.data).toHaveLength(1);
    expect(((await (await app.request('/api/member/saved-searches', { headers: bob.headers })).json()) as { data: unknown[] }).data).toHaveLength(0);
    expect((await app.request(`/api/member/saved-searches?member_id=${bob.id}`, { headers: alice.headers })).status).toBe(403);
    expect((await app.request('/api/member/saved-searches')).status).toBe(401);
    expect((await post('/api/member/saved-searches/delete', alice, { id })).status).toBe(200);
    expect(await handle.db.select().from(savedSearches)).toHaveLength(0);
  });

  test('a form is read like JSON (an empty category_slug is none); a bad id or context names its field', async () => {
    const form = (path: string, fields: Record<string, string>) =>
      app.request(path, { method: 'POST', headers: { ...alice.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const saved = await form('/api/member/saved-searches/save', { context: 'search', category_slug: '', query: 'q=honda', name: 'Honda' });
    expect(await saved.json()).toMatchObject({ status: 200, success: true, data: { context: 'search', category_slug: null, query: 'q=honda', active: true } });
    const [row] = await handle.db.select().from(savedSearches);
    expect(await (await form('/api/member/saved-searches/update', { id: String(row?.id), name: 'Xe Honda' })).json()).toMatchObject({ data: { name: 'Xe Honda' } });
    for (const [path, fields, field] of [
      ['/api/member/saved-searches/save', { context: 'all', query: '', name: 'Tất cả' }, 'context'],
      ['/api/member/saved-searches/update', { id: '1.5', name: 'Sai' }, 'id'],
      ['/api/member/saved-searches/delete', { id: '' }, 'id'],
    ] as const) {
      const response = await form(path, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: `Trường ${field} không hợp lệ.` });
    }
    expect((await form('/api/member/saved-searches/delete', { id: String(row?.id) })).status).toBe(200);
  });
});
