import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { PHONE_REVEALS_PER_MINUTE } from '../../src/backend/routes/content-detail';
import { CommentListResponse, ContactPhoneResponse, PostDetailResponse } from '../../src/lib/contract/content';
import { insertComment, insertCommenter, insertMedia } from '../helpers/detail-fixtures';
import { insertListing } from '../helpers/fixtures';
import { seededBackendForEachTest, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;

seededBackendForEachTest((seeded) => {
  ({ handle, app, sellerId } = seeded);
});

const SELLER_PHONE = '0911111111';

describe('GET /api/content/post-detail', () => {
  test('answers a live listing with its media in order, named location, seller and no phone number', async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán nhà phố Quận 7 sổ hồng riêng' });
    await handle.db
      .update(listings)
      .set({ wardCode: '27466', street: 'Đường Huỳnh Tấn Phát', latitude: 10.74, longitude: 106.72 })
      .where(eq(listings.id, listing.id));
    await insertMedia(handle.db, listing.id, 'image', 1, 'seed/listing/b.jpg');
    await insertMedia(handle.db, listing.id, 'image', 0, 'seed/listing/a.jpg');
    await insertMedia(handle.db, listing.id, 'video', 0, 'seed/video/sample-1.webm');
    await insertMedia(handle.db, listing.id, 'panorama', 0, 'seed/panorama/panorama-1.jpg');
    await insertMedia(handle.db, listing.id, 'document', 0, 'seed/docs/so-hong.pdf');
    await insertListing(handle.db, sellerId, { title: 'Tin khác còn hạn' });
    await insertListing(handle.db, sellerId, { title: 'Tin khác hết hạn', endsInDays: -2 });

    const response = await app.request(`/api/content/post-detail?post_id=${listing.id}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(SELLER_PHONE);
    const { data } = Schema.decodeUnknownSync(PostDetailResponse)(JSON.parse(text));

    expect(data.id).toBe(listing.id);
    expect(data.state).toBe('active');
    expect(data.status).toBe(20);
    expect(data.listing_type).toBe(2);
    expect(data.media.images.map((m) => m.path)).toEqual(['seed/listing/a.jpg', 'seed/listing/b.jpg']);
    expect(data.media.videos.map((m) => [m.path, m.mime_type])).toEqual([['seed/video/sample-1.webm', 'video/webm']]);
    expect(data.media.panoramas.map((m) => [m.width, m.height])).toEqual([[4096, 2048]]);
    expect(data.media.documents.map((m) => m.name)).toEqual(['so-hong.pdf']);
    // Posted with the old codes: placed in the 2025 units (its old ward's code was not kept by a new
    // ward, so the province only), with the old address beside.
    expect(data.location).toEqual({
      stage: 'TP. Hồ Chí Minh',
      former_stage: 'Phường Tân Thuận Đông, Quận 7, Hồ Chí Minh',
      street: 'Đường Huỳnh Tấn Phát',
      province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
      district: null,
      ward: null,
      lat: 10.74,
      lng: 106.72,
    });
    expect(data.seller).toMatchObject({ id: sellerId, full_name: 'Trần Thị Bình', avatar: null, active_listings: 2 });
    expect(data.breadcrumbs.map((b) => [b.kind, b.key])).toEqual([
      ['category', 'bat-dong-san'],
      ['province', '79'],
    ]);
    expect(data.show_type?.information_product).toEqual({ dien_tich: 72.5, so_phong_ngu: 3, so_phong_ve_sinh: 2 });
    expect(data.ends_at).toBeGreaterThan(Date.now() / 1000);
  });

  test('a view is counted by the browser once per visitor and listing; reading the detail counts nothing', async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán xe máy' });
    const viewsStored = async () => (await handle.db.select({ views: listings.viewCount }).from(listings).where(eq(listings.id, listing.id)))[0]?.views;
    await app.request(`/api/content/post-detail?post_id=${listing.id}`);
    expect(await viewsStored()).toBe(0);
    const count = (ip: string) =>
      app.request('/api/content/count-view', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ post_id: listing.id }) });
    expect(await (await count('10.0.0.1')).json()).toEqual({ status: 200, data: { counted: true } });
    expect(await (await count('10.0.0.1')).json()).toEqual({ status: 200, data: { counted: false } });
    expect(await (await count('10.0.0.2')).json()).toEqual({ status: 200, data: { counted: true } });
    expect(await viewsStored()).toBe(2);
  });

  test('canonical-path gives the public path of a published listing and 404 otherwise', async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán xe máy Honda' });
    const pending = await insertListing(handle.db, sellerId, { title: 'Tin chờ duyệt', status: 10 });
    const response = await app.request(`/api/content/canonical-path?post_id=${listing.id}`);
    expect(await response.json()).toEqual({ status: 200, data: { post_id: listing.id, path: `/bat-dong-san/ban-xe-may-honda-${listing.id}` } });
    expect((await app.request(`/api/content/canonical-path?post_id=${pending.id}`)).status).toBe(404);
    expect((await app.request('/api/content/canonical-path?post_id=99999')).status).toBe(404);
  });

  test('keeps expired and taken-down listings, marked inactive', async () => {
    const expired = await insertListing(handle.db, sellerId, { title: 'Tin đã hết hạn', endsInDays: -3 });
    const takenDown = await insertListing(handle.db, sellerId, { title: 'Tin đã gỡ', status: 30 });
    for (const listing of [expired, takenDown]) {
      const response = await app.request(`/api/content/post-detail?post_id=${listing.id}`);
      expect(response.status).toBe(200);
      const { data } = Schema.decodeUnknownSync(PostDetailResponse)(await response.json());
      expect(data.state).toBe('inactive');
      expect(data.status).toBe(listing.status);
    }
  });

  test('answers 404 for a missing id and for listings that were never published', async () => {
    const pending = await insertListing(handle.db, sellerId, { title: 'Tin chờ duyệt', status: 10 });
    const draft = await insertListing(handle.db, sellerId, { title: 'Tin nháp', status: 60 });
    for (const id of [999_999, pending.id, draft.id]) {
      const response = await app.request(`/api/content/post-detail?post_id=${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 404, success: false, message: 'Tin này không tồn tại hoặc đã hết hạn.' });
    }
  });

  test('refuses the edit mode without a session and a malformed id', async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán đất nền' });
    const edit = await app.request(`/api/content/post-detail?post_id=${listing.id}&for=edit`);
    expect(edit.status).toBe(401);
    expect(await edit.json()).toMatchObject({ success: false, message: 'Vui lòng đăng nhập để sửa tin đăng.' });
    for (const query of ['post_id=abc', 'post_id=0', 'post_id=-4', '']) {
      const response = await app.request(`/api/content/post-detail?${query}`);
      expect(response.status).toBe(400);
    }
  });
});

describe('GET /api/content/contact-phone', () => {
  test('reveals the phone of a live listing, uncached', async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán căn hộ' });
    const response = await app.request(`/api/content/contact-phone?post_id=${listing.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = Schema.decodeUnknownSync(ContactPhoneResponse)(await response.json());
    expect(data).toEqual({ post_id: listing.id, contact_name: 'Chị Bình', phone: SELLER_PHONE });
  });

  test('does not reveal the phone of an expired, taken-down, unpublished or missing listing', async () => {
    const expired = await insertListing(handle.db, sellerId, { title: 'Hết hạn', endsInDays: -1 });
    const takenDown = await insertListing(handle.db, sellerId, { title: 'Đã gỡ', status: 30 });
    const rejected = await insertListing(handle.db, sellerId, { title: 'Bị từ chối', status: 40 });
    for (const id of [expired.id, takenDown.id, rejected.id, 424_242]) {
      const response = await app.request(`/api/content/contact-phone?post_id=${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(SELLER_PHONE);
    }
  });

  test(`limits each client IP to ${PHONE_REVEALS_PER_MINUTE} reveals a minute, with a Vietnamese 429`, async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán ô tô' });
    const reveal = (ip: string) =>
      app.request(`/api/content/contact-phone?post_id=${listing.id}`, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < PHONE_REVEALS_PER_MINUTE; i++) expect((await reveal('203.0.113.7')).status).toBe(200);
    const blocked = await reveal('203.0.113.7');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await blocked.json()) as { message: string };
    expect(body.message).toMatch(/^Bạn đã xem quá nhiều số điện thoại\. Vui lòng thử lại sau \d+ giây\.$/);
    expect((await reveal('198.51.100.20')).status).toBe(200);
  });
});

describe('GET /api/comment', () => {
  test('lists visible comments of the listing newest first, five a page, with the total', async () => {
    const listing = await insertListing(handle.db, sellerId, { title: 'Bán nhà' });
    const other = await insertListing(handle.db, sellerId, { title: 'Tin khác' });
    const commenter = await insertCommenter(handle.db);
    for (let i = 1; i <= 7; i++) {
      await insertComment(handle.db, { listingId: listing.id, memberId: commenter.id, body: `Bình luận ${i}`, minutesAgo: 100 - i });
    }
    await insertComment(handle.db, { listingId: listing.id, memberId: commenter.id, body: 'Ẩn', minutesAgo: 1, hidden: true });
    await insertComment(handle.db, { listingId: other.id, memberId: commenter.id, body: 'Tin khác', minutesAgo: 1 });

    const first = await app.request(`/api/comment?cat=bat-dong-san&obj=${listing.id}&app=22&page=1&per_page=5`);
    expect(first.status).toBe(200);
    const page1 = Schema.decodeUnknownSync(CommentListResponse)(await first.json()).data;
    expect(page1.data.map((c) => c.content)).toEqual(['Bình luận 7', 'Bình luận 6', 'Bình luận 5', 'Bình luận 4', 'Bình luận 3']);
    expect(page1).toMatchObject({ page: 1, per_page: 5, total: 7 });
    expect(page1.data[0]?.user).toEqual({ id: commenter.id, full_name: 'Lê Văn Cường', avatar: 'seed/avatar/lc-1.jpg' });

    const second = await app.request(`/api/comment?obj=${listing.id}&page=2`);
    const page2 = Schema.decodeUnknownSync(CommentListResponse)(await second.json()).data;
    expect(page2.data.map((c) => c.content)).toEqual(['Bình luận 2', 'Bình luận 1']);
    expect(page2.per_page).toBe(5);
  });

  test('lists nothing for an unpublished listing and refuses another app id or no object', async () => {
    const draft = await insertListing(handle.db, sellerId, { title: 'Nháp', status: 60 });
    const commenter = await insertCommenter(handle.db);
    await insertComment(handle.db, { listingId: draft.id, memberId: commenter.id, body: 'Không thấy', minutesAgo: 3 });
    const response = await app.request(`/api/comment?obj=${draft.id}`);
    expect(Schema.decodeUnknownSync(CommentListResponse)(await response.json()).data).toMatchObject({ data: [], total: 0 });
    expect((await app.request(`/api/comment?obj=${draft.id}&app=23`)).status).toBe(400);
    expect((await app.request('/api/comment?app=22')).status).toBe(400);
  });
});
