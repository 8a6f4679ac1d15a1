import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listingReports, listings, listingStatusHistory, notifications } from '../../src/backend/db/schema';
import { listingSceneForEachTest, type TestMember } from '../helpers/backend';
import { insertListing } from '../helpers/fixtures';

const scene = listingSceneForEachTest({ alice: 'Alice', bob: 'Bob' }, 'Bán căn hộ giá rẻ bất ngờ');

const post = (path: string, member: TestMember, body: unknown) => scene.app.request(path, { method: 'POST', headers: member.headers, body: JSON.stringify(body) });

describe('reporting a listing', () => {
  test('one report per member and listing; duplicate, bad reason, short "Khác" text get clear messages', async () => {
    expect(await (await post('/api/content/report', scene.alice, { post_id: scene.listingId, reason: 'scam', details: 'Đòi đặt cọc trước' })).json()).toMatchObject({ success: true });
    const duplicate = await post('/api/content/report', scene.alice, { post_id: scene.listingId, reason: 'duplicate' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: 'Bạn đã báo cáo tin này rồi. Chúng tôi đang xem xét báo cáo của bạn.' });
    expect(await (await post('/api/content/report', scene.bob, { post_id: scene.listingId, reason: 'spam' })).json()).toMatchObject({ message: 'Vui lòng chọn lý do báo cáo.', field: 'reason' });
    expect(await (await post('/api/content/report', scene.bob, { post_id: scene.listingId, reason: 'other', details: 'ngắn' })).json()).toMatchObject({
      message: 'Nội dung báo cáo không được ít hơn 10 kí tự!',
      field: 'details',
    });
    expect((await post('/api/content/report', scene.bob, { post_id: 999_999, reason: 'sold' })).status).toBe(404);
    expect((await post('/api/content/report', scene.bob, { post_id: scene.listingId, reason: 'sold', member_id: scene.alice.id })).status).toBe(403);
    const check = (await (await scene.app.request(`/api/content/report/check?post_id=${scene.listingId}`, { headers: scene.alice.headers })).json()) as { data: { reported: boolean } };
    expect(check.data.reported).toBe(true);
    expect(await scene.handle.db.select().from(listingReports)).toHaveLength(1);
  });

  test('a report and a resolution sent as forms are read like JSON; queue bounds name their field', async () => {
    const form = (path: string, member: TestMember, fields: Record<string, string>) =>
      scene.app.request(path, { method: 'POST', headers: { ...member.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    expect(await (await form('/api/content/report', scene.alice, { post_id: String(scene.listingId), reason: 'sold' })).json()).toEqual({ status: 200, success: true, data: { id: expect.any(Number) } });
    const [report] = await scene.handle.db.select().from(listingReports);
    expect(await (await form('/api/content/report', scene.bob, { post_id: String(scene.listingId), reason: '' })).json()).toMatchObject({ message: 'Vui lòng chọn lý do báo cáo.', field: 'reason' });
    const badAction = await form('/api/moderation/reports/resolve', scene.moderator, { report_id: String(report?.id), action: 'delete' });
    expect(badAction.status).toBe(400);
    expect(await badAction.json()).toMatchObject({ message: 'Trường action không hợp lệ.' });
    expect(await (await form('/api/moderation/reports/resolve', scene.moderator, { report_id: String(report?.id), action: 'dismiss', note: '' })).json()).toMatchObject({
      status: 200,
      success: true,
      data: { id: report?.id, status: 'dismissed', resolved: 1 },
    });
    for (const query of ['per_page=51', 'page=0', 'status=closed']) {
      const response = await scene.app.request(`/api/moderation/reports?${query}`, { headers: scene.moderator.headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: `Trường ${query.split('=')[0]} không hợp lệ.` });
    }
    const dismissed = (await (await scene.app.request('/api/moderation/reports?status=dismissed&page=1&per_page=5', { headers: scene.moderator.headers })).json()) as { data: { per_page: number; total: number } };
    expect(dismissed.data).toMatchObject({ per_page: 5, total: 1 });
  });

  test('reports are rate-limited per member', async () => {
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => insertListing(scene.handle.db, scene.sellerId, { title: `Tin số ${n}` })));
    const statuses: number[] = [];
    for (const listing of others) statuses.push((await post('/api/content/report', scene.bob, { post_id: listing.id, reason: 'duplicate' })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('the scene.moderator queue is scene.moderator-only; take down changes the listing, closes every report on it and notifies reporters and seller', async () => {
    await post('/api/content/report', scene.alice, { post_id: scene.listingId, reason: 'scam' });
    await post('/api/content/report', scene.bob, { post_id: scene.listingId, reason: 'inappropriate' });
    expect((await scene.app.request('/api/moderation/reports', { headers: scene.alice.headers })).status).toBe(403);
    const queue = (await (await scene.app.request('/api/moderation/reports', { headers: scene.moderator.headers })).json()) as {
      data: { total: number; data: Array<{ id: number; reason: string; reporter: { full_name: string }; listing: { open_reports: number; path: string } }> };
    };
    expect(queue.data.total).toBe(2);
    expect(queue.data.data[0]).toMatchObject({ reason: 'scam', reporter: { full_name: 'Alice' }, listing: { open_reports: 2, path: expect.stringMatching(/^\/bat-dong-san\//) } });
    const reportId = queue.data.data[0]?.id ?? 0;
    expect(await (await post('/api/moderation/reports/resolve', scene.moderator, { report_id: reportId, action: 'reject', note: '' })).json()).toMatchObject({ message: 'Lý do không được để trống!' });
    expect((await post('/api/moderation/reports/resolve', scene.alice, { report_id: reportId, action: 'dismiss' })).status).toBe(403);
    const resolved = await post('/api/moderation/reports/resolve', scene.moderator, { report_id: reportId, action: 'take_down' });
    expect(await resolved.json()).toMatchObject({ data: { status: 'taken_down', resolved: 2, listing_status: 30 } });
    const [listing] = await scene.handle.db.select().from(listings).where(eq(listings.id, scene.listingId));
    expect(listing?.status).toBe(30);
    expect(await scene.handle.db.select().from(listingStatusHistory)).toEqual([expect.objectContaining({ fromStatus: 20, toStatus: 30, event: 'listing.takeDown', actorRole: 'moderator' })]);
    const notes = await scene.handle.db.select().from(notifications);
    expect(notes.map((note) => [note.memberId, note.title]).sort()).toEqual(
      [
        [scene.sellerId, 'Tin đã bị hạ'],
        [scene.alice.id, 'Tin bạn báo cáo đã bị gỡ'],
        [scene.bob.id, 'Tin bạn báo cáo đã bị gỡ'],
      ].sort(),
    );
    const twice = await post('/api/moderation/reports/resolve', scene.moderator, { report_id: reportId, action: 'dismiss' });
    expect(await twice.json()).toMatchObject({ message: 'Báo cáo này đã được xử lý.' });
  });

  test('dismiss closes only that report and tells the reporter the listing stays', async () => {
    await post('/api/content/report', scene.alice, { post_id: scene.listingId, reason: 'sold' });
    const [report] = await scene.handle.db.select().from(listingReports);
    await post('/api/moderation/reports/resolve', scene.moderator, { report_id: report?.id, action: 'dismiss' });
    const [listing] = await scene.handle.db.select().from(listings).where(eq(listings.id, scene.listingId));
    expect(listing?.status).toBe(20);
    expect(await scene.handle.db.select().from(notifications)).toEqual([expect.objectContaining({ memberId: scene.alice.id, title: 'Báo cáo của bạn đã được xem xét' })]);
  });
});
