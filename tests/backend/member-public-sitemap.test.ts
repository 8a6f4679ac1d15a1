import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings, members } from '../../src/backend/db/schema';
import { PublicProfileResponse } from '../../src/lib/contract/member';
import { SitemapResponse } from '../../src/lib/contract/sitemap';
import { insertListing } from '../helpers/fixtures';
import { seededBackendForEachTest, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;

seededBackendForEachTest((seeded) => {
  ({ handle, app, sellerId } = seeded);
});

describe('GET /api/member/public-profile', () => {
  test('answers the public fields and counts live listings outside hidden categories, never the phone or email', async () => {
    await handle.db.update(members).set({ email: 'binh@example.vn', avatarPath: 'seed/avatar/binh.jpg' }).where(eq(members.id, sellerId));
    const verified = await insertListing(handle.db, sellerId, { title: 'Nhà đã xác thực' });
    await handle.db.update(listings).set({ verified: true, status: 80 }).where(eq(listings.id, verified.id));
    await insertListing(handle.db, sellerId, { title: 'Nhà đang đăng' });
    await insertListing(handle.db, sellerId, { title: 'Nhà hết hạn', endsInDays: -1 });
    await insertListing(handle.db, sellerId, { title: 'Nhà chờ duyệt', status: 10 });
    // Hidden category: not in the profile's grid (list-article type 5), so not counted either.
    await insertListing(handle.db, sellerId, { title: 'Gạo ST25', categoryId: 7 });

    const response = await app.request(`/api/member/public-profile?id=${sellerId}`);
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toContain('0911111111');
    expect(raw).not.toContain('binh@example.vn');
    const body = Schema.decodeUnknownSync(PublicProfileResponse)(JSON.parse(raw));
    expect(body.data).toMatchObject({
      id: sellerId,
      full_name: 'Trần Thị Bình',
      avatar: 'seed/avatar/binh.jpg',
      gender: 2,
      active_listings: 2,
      verified_listings: 1,
    });
    expect(Math.abs(body.data.member_since - Date.now() / 1000)).toBeLessThan(600);
  });

  test('a member without listings or gender has zero counts and a null gender', async () => {
    const [member] = await handle.db
      .insert(members)
      .values({ phone: '0922222222', passwordHash: 'scrypt$x', fullName: 'Lê Văn Cường' })
      .returning();
    if (!member) throw new Error('member not inserted');
    const body = Schema.decodeUnknownSync(PublicProfileResponse)(await (await app.request(`/api/member/public-profile?id=${member.id}`)).json());
    expect(body.data).toMatchObject({ gender: null, avatar: null, active_listings: 0, verified_listings: 0 });
  });

  test.each(['999999', '0', '-1', 'abc', '1.5', '99999999999', '2147483648', ''])('id=%s answers a 404 error body', async (id) => {
    const response = await app.request(`/api/member/public-profile?id=${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, success: false, message: 'Không tìm thấy thành viên này.' });
  });
});

describe('GET /api/list/sitemap', () => {
  test('answers the live listings of an id range with slugs and lastmod, plus the non-empty pages', async () => {
    const first = await insertListing(handle.db, sellerId, { title: 'Bán nhà Quận 7', pushedDaysAgo: 2 });
    await insertListing(handle.db, sellerId, { title: 'Tin đã hết hạn', endsInDays: -1 });
    await insertListing(handle.db, sellerId, { title: 'Tin chờ duyệt', status: 10 });
    const car = await insertListing(handle.db, sellerId, { title: 'Xe Honda Vision', categoryId: 2 });
    const rice = await insertListing(handle.db, sellerId, { title: 'Gạo ST25', categoryId: 7 });

    const body = Schema.decodeUnknownSync(SitemapResponse)(await (await app.request('/api/list/sitemap?page=1&size=10')).json());
    expect(body.data.items.map((item) => item.id)).toEqual([first.id, car.id, rice.id]);
    expect(body.data.items[0]).toEqual({
      id: first.id,
      object_slug: 'ban-nha-quan-7',
      cat_slug: 'bat-dong-san',
      lastmod: Math.floor(Math.max(first.pushedAt.getTime(), first.updatedAt.getTime()) / 1000),
    });
    expect(body.data.items[2]?.cat_slug).toBe('nhu-yeu-pham');
    expect(body.data.total).toBe(3);
    expect(body.data.pages).toEqual([1]);
  });

  test('chunks by id range: page N holds ids ((N − 1)·size, N·size] and empty ranges are not listed', async () => {
    const rows = [];
    for (let index = 0; index < 7; index++) rows.push(await insertListing(handle.db, sellerId, { title: `Tin số ${index + 1}` }));
    // Ids 1–7; expire 3 and 4 so the range (2, 4] is empty with size 2.
    const expired = rows.slice(2, 4).map((row) => row.id);
    for (const id of expired) await handle.db.update(listings).set({ endsAt: new Date(Date.now() - 86_400_000) }).where(eq(listings.id, id));

    const page = async (n: number) =>
      Schema.decodeUnknownSync(SitemapResponse)(await (await app.request(`/api/list/sitemap?page=${n}&size=2`)).json()).data;
    const third = await page(3);
    expect(third.items.map((item) => item.id)).toEqual([rows[4]?.id, rows[5]?.id]);
    expect(third.pages).toEqual([1, 3, 4]);
    expect(third.total).toBe(5);
    expect((await page(2)).items).toEqual([]);
    expect((await page(4)).items.map((item) => item.id)).toEqual([rows[6]?.id]);
  });

  test('a page beyond the last possible id is empty, not an error', async () => {
    await insertListing(handle.db, sellerId, { title: 'Bán nhà' });
    const response = await app.request('/api/list/sitemap?page=2147483647&size=10000');
    expect(response.status).toBe(200);
    const body = Schema.decodeUnknownSync(SitemapResponse)(await response.json());
    expect(body.data.items).toEqual([]);
    expect(body.data.pages).toEqual([1]);
  });

  test.each(['page=0', 'page=abc', 'page=1&size=10001', 'page=1&size=0', 'size=10'])('%s answers 400', async (query) => {
    const response = await app.request(`/api/list/sitemap?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, success: false });
  });
});
