import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { callbackRequests, comments, favourites, notifications } from '../../src/backend/db/schema';
import { insertListing } from '../helpers/fixtures';
import { memberWithToken, seededBackendForEachTest, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;
let buyerId: number;
let token: string;
let listingId: number;

seededBackendForEachTest((seeded) => {
  ({ handle, app, sellerId } = seeded);
});
beforeEach(async () => {
  ({ id: buyerId, token } = await memberWithToken(handle.db, { phone: '0933333333', fullName: 'Lê Văn Cường' }));
  listingId = (await insertListing(handle.db, sellerId, { title: 'Bán căn hộ Quận 7' })).id;
});

const post = (path: string, body: unknown, auth = true) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });

describe('POST /api/comment/send', () => {
  test('a member comments; the seller is notified; the comment is listed', async () => {
    const response = await post('/api/comment/send', { obj: listingId, content: 'Căn hộ còn không anh?' });
    expect(response.status).toBe(200);
    const listed = (await (await app.request(`/api/comment?obj=${listingId}`)).json()) as { data: { data: Array<{ content: string }> } };
    expect(listed.data.data[0]?.content).toBe('Căn hộ còn không anh?');
    const [notice] = await handle.db.select().from(notifications).where(eq(notifications.memberId, sellerId));
    expect(notice).toMatchObject({ tab: 'activities', link: expect.stringMatching(/^\/bat-dong-san\/ban-can-ho-quan-7-\d+#binh-luan$/) });
  });

  test('empty content gets the spec message; no token is 401; another member id is 403; nothing written', async () => {
    const empty = await post('/api/comment/send', { obj: listingId, content: '  ' });
    expect(await empty.json()).toMatchObject({ message: 'Nội dung bình luận không được để trống!', field: 'content' });
    expect((await post('/api/comment/send', { obj: listingId, content: 'Xin chào' }, false)).status).toBe(401);
    expect((await post('/api/comment/send', { obj: listingId, content: 'Xin chào', member_id: sellerId })).status).toBe(403);
    expect(await handle.db.select().from(comments)).toHaveLength(0);
  });
});

const postForm = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` }, body: new URLSearchParams(fields).toString() });

describe('requests read with the contract (CommentSendRequest, CallbackSaveRequest, PostIdRequest)', () => {
  test('a form is read like JSON: ids as digits, post_id for obj; a bad id names its field', async () => {
    const comment = await postForm('/api/comment/send', { post_id: String(listingId), content: 'Còn bán không ạ?', app: '22' });
    expect(await comment.json()).toEqual({ status: 200, success: true, data: { id: expect.any(Number) } });
    const callback = await postForm('/api/content/callback-request/save', { post_id: String(listingId), phone: '0933333333', name: '', note: '' });
    expect(await callback.json()).toEqual({ status: 200, data: { success: true, id: expect.any(Number) } });
    expect(await handle.db.select().from(callbackRequests)).toEqual([expect.objectContaining({ name: 'Lê Văn Cường', note: null })]);

    for (const [path, fields] of [
      ['/api/comment/send', { obj: '0', content: 'Xin chào' }],
      ['/api/content/callback-request/save', { post_id: 'abc', phone: '0933333333' }],
    ] as const) {
      const response = await postForm(path, fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: `Trường ${'obj' in fields ? 'obj' : 'post_id'} không hợp lệ.` });
    }
    const check = await app.request('/api/content/callback-request/check-existed?post_id=2147483648', { headers: { authorization: `Bearer ${token}` } });
    expect(check.status).toBe(400);
    expect(await check.json()).toMatchObject({ message: 'Trường post_id không hợp lệ.' });
  });
});

describe('callback requests', () => {
  test('save once per member and listing; check-existed says so; the seller is notified once', async () => {
    const first = await post('/api/content/callback-request/save', { post_id: listingId, phone: '0933333333', note: 'Gọi sau 18h' });
    expect(await first.json()).toMatchObject({ status: 200, data: { success: true } });
    const again = await post('/api/content/callback-request/save', { post_id: listingId, phone: '0933333333' });
    expect(await again.json()).toMatchObject({ data: { success: false, message: 'Bạn đã gửi yêu cầu gọi lại cho tin này rồi.' } });
    const existed = await app.request(`/api/content/callback-request/check-existed?post_id=${listingId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await existed.json()).toEqual({ status: 200, data: { existed: true } });
    expect(await handle.db.select().from(notifications).where(eq(notifications.memberId, sellerId))).toHaveLength(1);
  });

  test('a wrong phone is refused with the spec message; another member id is 403 and writes nothing', async () => {
    const wrong = await post('/api/content/callback-request/save', { post_id: listingId, phone: '123' });
    expect(await wrong.json()).toMatchObject({ data: { success: false, message: 'Số điện thoại không đúng' } });
    const spoofed = await post('/api/content/callback-request/save', { post_id: listingId, phone: '0933333333', member_id: sellerId });
    expect(spoofed.status).toBe(403);
    const otherCheck = await app.request(`/api/content/callback-request/check-existed?post_id=${listingId}&member_id=${sellerId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(otherCheck.status).toBe(403);
    expect(await handle.db.select().from(callbackRequests)).toHaveLength(0);
  });
});

describe('favourites', () => {
  test('add, list ids, remove; another member id is refused and writes nothing', async () => {
    expect((await post('/api/member/favourites/add', { post_id: listingId })).status).toBe(200);
    const ids = await app.request('/api/member/favourites/ids', { headers: { authorization: `Bearer ${token}` } });
    expect(await ids.json()).toEqual({ status: 200, data: [listingId] });
    expect((await post('/api/member/favourites/add', { post_id: listingId, member_id: sellerId })).status).toBe(403);
    expect(await handle.db.select().from(favourites).where(eq(favourites.memberId, sellerId))).toHaveLength(0);
    expect((await post('/api/member/favourites/remove', { post_id: listingId })).status).toBe(200);
    expect(await handle.db.select().from(favourites).where(and(eq(favourites.memberId, buyerId)))).toHaveLength(0);
    expect((await post('/api/member/favourites/add', { post_id: 999_999 })).status).toBe(404);
  });
});
