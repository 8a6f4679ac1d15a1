import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { notifications, sellerReviews } from '../../src/backend/db/schema';
import { latestListingChange, readListingChanges } from '../../src/backend/services/listing-changes';
import {
  ReviewHideResponse,
  ReviewListResponse,
  ReviewMineResponse,
  ReviewReplyResponse,
  ReviewSaveResponse,
  ReviewSummaryResponse,
} from '../../src/lib/contract/review';
import { listingSceneForEachTest, memberWithToken, seededBackend, signedInMember, type BackendApp, type TestMember } from '../helpers/backend';
import { freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { insertListing } from '../helpers/fixtures';

const scene = listingSceneForEachTest({ alice: 'Lê Thị Hồng Nhung', bob: 'Phạm Quốc Bảo' }, 'Bán căn hộ 2 phòng ngủ Quận 7');

const post = (path: string, member: TestMember, body: unknown) => scene.app.request(path, { method: 'POST', headers: member.headers, body: JSON.stringify(body) });
const save = (member: TestMember, body: Record<string, unknown>) => post('/api/review/save', member, { post_id: scene.listingId, ...body });
const decode = <A, I>(schema: Schema.Schema<A, I>) => async (response: Response) => Schema.decodeUnknownSync(schema)(await response.json());
const GOOD = 'Người bán nhiệt tình, nhà đúng như mô tả.';

const sellerAsMember = () => signedInMember(scene.handle.db, scene.sellerId);

describe('writing a review', () => {
  test('validation messages in the spec style, with the field they are about', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: 0, content: GOOD }, 'Vui lòng chọn số sao đánh giá.', 'rating'],
      [{ content: GOOD }, 'Vui lòng chọn số sao đánh giá.', 'rating'],
      [{ rating: 4.5, content: GOOD }, 'Vui lòng chọn số sao đánh giá.', 'rating'],
      [{ rating: 5, content: '   ' }, 'Nội dung đánh giá không được để trống!', 'content'],
      [{ rating: 5, content: 'Tốt lắm' }, 'Nội dung đánh giá không được ít hơn 10 kí tự!', 'content'],
      // Markup does not count towards the minimum: it is removed before the check.
      [{ rating: 5, content: '<b>Tốt</b>    <i>!</i>' }, 'Nội dung đánh giá không được ít hơn 10 kí tự!', 'content'],
      [{ rating: 5, content: 'x'.repeat(501) }, 'Nội dung đánh giá không được quá 500 kí tự!', 'content'],
    ];
    for (const [body, message, field] of cases) {
      const response = await save(scene.alice, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message, field });
    }
    expect(await scene.handle.db.select().from(sellerReviews)).toHaveLength(0);
  });

  test('a review is stored as clean plain text, the seller is notified, and the wire matches the contract', async () => {
    const response = await save(scene.alice, { rating: 5, content: '  <script>x</script>Người bán\u202e nhiệt tình,\r\n\r\n\r\n\r\nnhà   đúng mô tả.  ' });
    const body = await decode(ReviewSaveResponse)(response);
    expect(body.data).toEqual({ id: expect.any(Number), created: true, seller_id: scene.sellerId });
    const [row] = await scene.handle.db.select().from(sellerReviews);
    expect(row).toMatchObject({ sellerId: scene.sellerId, reviewerId: scene.alice.id, rating: 5, content: 'xNgười bán nhiệt tình,\n\nnhà đúng mô tả.', editedAt: null });
    const notes = await scene.handle.db.select().from(notifications).where(eq(notifications.memberId, scene.sellerId));
    expect(notes).toEqual([
      expect.objectContaining({
        tab: 'activities',
        title: 'Bạn có đánh giá mới',
        body: 'Lê T. H. N. đã đánh giá bạn 5 sao về tin “Bán căn hộ 2 phòng ngủ Quận 7”.',
        link: `/review?seller=${scene.sellerId}#danh-gia-${body.data.id}`,
      }),
    ]);
  });

  test('one review per reviewer and listing: saving again replaces it and marks it edited', async () => {
    const first = await decode(ReviewSaveResponse)(await save(scene.alice, { rating: 2, content: 'Hẹn xem nhà nhưng đến trễ một tiếng.' }));
    const second = await decode(ReviewSaveResponse)(await save(scene.alice, { rating: 4, content: GOOD }));
    expect(second.data).toMatchObject({ id: first.data.id, created: false });
    const rows = await scene.handle.db.select().from(sellerReviews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, content: GOOD, editedAt: expect.any(Date) });
    const mine = await decode(ReviewMineResponse)(await scene.app.request(`/api/review/mine?post_id=${scene.listingId}`, { headers: scene.alice.headers }));
    expect(mine.data).toMatchObject({ id: first.data.id, rating: 4, content: GOOD, hidden: false, has_reply: false, edited_at: expect.any(Number) });
    const none = await decode(ReviewMineResponse)(await scene.app.request(`/api/review/mine?post_id=${scene.listingId}`, { headers: scene.bob.headers }));
    expect(none.data).toBeNull();
  });

  test('never of oneself: the seller cannot review their own listing', async () => {
    const seller = await sellerAsMember();
    const response = await save(seller, { rating: 5, content: GOOD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Bạn không thể tự đánh giá tin của chính mình.' });
    expect(await scene.handle.db.select().from(sellerReviews)).toHaveLength(0);
  });

  test("another member's id in the payload is refused and nothing is written; guests get 401", async () => {
    for (const field of ['member_id', 'reviewer_id', 'user_id', 'memberId', 'm']) {
      const response = await save(scene.alice, { rating: 1, content: GOOD, [field]: scene.bob.id });
      expect(response.status).toBe(403);
    }
    // Naming oneself is fine.
    expect((await save(scene.alice, { rating: 5, content: GOOD, member_id: scene.alice.id })).status).toBe(200);
    const guest = await scene.app.request('/api/review/save', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ post_id: scene.listingId, rating: 5, content: GOOD }) });
    expect(guest.status).toBe(401);
    expect((await scene.handle.db.select().from(sellerReviews)).map((row) => row.reviewerId)).toEqual([scene.alice.id]);
  });

  test('only listings that were published can be reviewed', async () => {
    const pending = await insertListing(scene.handle.db, scene.sellerId, { title: 'Tin đang chờ duyệt', status: 10 });
    const takenDown = await insertListing(scene.handle.db, scene.sellerId, { title: 'Tin đã hạ', status: 30 });
    expect((await post('/api/review/save', scene.alice, { post_id: pending.id, rating: 3, content: GOOD })).status).toBe(404);
    expect((await post('/api/review/save', scene.alice, { post_id: 999_999, rating: 3, content: GOOD })).status).toBe(404);
    expect((await post('/api/review/save', scene.alice, { post_id: takenDown.id, rating: 1, content: GOOD })).status).toBe(200);
  });

  test('writing is rate-limited per member', async () => {
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => insertListing(scene.handle.db, scene.sellerId, { title: `Tin số ${n} của người bán` })));
    const statuses: number[] = [];
    for (const listing of others) statuses.push((await post('/api/review/save', scene.bob, { post_id: listing.id, rating: 5, content: GOOD })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('reading reviews', () => {
  test('lists newest first with abbreviated reviewer names, filters by seller and stars; the aggregate is the rounded average', async () => {
    const otherSeller = await memberWithToken(scene.handle.db, { phone: '0911000003', fullName: 'Võ Minh Tâm' });
    const otherListing = await insertListing(scene.handle.db, otherSeller.id, { title: 'Xe Honda Vision 2022', categoryId: 2 });
    const more = await Promise.all([1, 2].map((n) => insertListing(scene.handle.db, scene.sellerId, { title: `Căn hộ số ${n}` })));
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    // Seller: 5, 4, 5 → 14/3 = 4,67 → 4,7. Other seller: one 2.
    await scene.handle.db.insert(sellerReviews).values([
      { listingId: scene.listingId, sellerId: scene.sellerId, reviewerId: scene.alice.id, rating: 5, content: GOOD, createdAt: at(1) },
      { listingId: more[0]?.id ?? 0, sellerId: scene.sellerId, reviewerId: scene.alice.id, rating: 4, content: 'Giao dịch nhanh gọn, giá hợp lý.', createdAt: at(2) },
      { listingId: more[1]?.id ?? 0, sellerId: scene.sellerId, reviewerId: scene.bob.id, rating: 5, content: 'Rất uy tín, sẽ ủng hộ tiếp.', createdAt: at(3) },
      { listingId: otherListing.id, sellerId: otherSeller.id, reviewerId: scene.bob.id, rating: 2, content: 'Xe không giống ảnh đăng.', createdAt: at(4) },
    ]);
    const all = await decode(ReviewListResponse)(await scene.app.request('/api/review/list'));
    expect(all.data.total).toBe(4);
    expect(all.data.data.map((review) => review.rating)).toEqual([2, 5, 4, 5]);
    expect(all.data.data[0]).toMatchObject({
      reviewer: { display_name: 'Phạm Q. B.' },
      seller: { id: otherSeller.id, full_name: 'Võ Minh Tâm' },
      listing: { id: otherListing.id, title: 'Xe Honda Vision 2022', path: expect.stringMatching(/^\/xe-co\/xe-honda-vision-2022-\d+$/) },
      reply: null,
    });
    expect(JSON.stringify(all)).not.toContain('Lê Thị Hồng Nhung');

    const ofSeller = await decode(ReviewListResponse)(await scene.app.request(`/api/review/list?seller_id=${scene.sellerId}&rating=5`));
    expect(ofSeller.data.total).toBe(2);
    expect(ofSeller.data.data.every((review) => review.seller.id === scene.sellerId && review.rating === 5)).toBe(true);
    const paged = await decode(ReviewListResponse)(await scene.app.request(`/api/review/list?per_page=3&page=2`));
    expect(paged.data).toMatchObject({ page: 2, per_page: 3, total: 4 });
    expect(paged.data.data).toHaveLength(1);

    const summary = await decode(ReviewSummaryResponse)(await scene.app.request(`/api/review/summary?seller_id=${scene.sellerId}`));
    expect(summary.data).toEqual({ seller_id: scene.sellerId, count: 3, average: 4.7, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    const everyone = await decode(ReviewSummaryResponse)(await scene.app.request('/api/review/summary'));
    expect(everyone.data).toMatchObject({ seller_id: null, count: 4, average: 4 });
    const nobody = await decode(ReviewSummaryResponse)(await scene.app.request(`/api/review/summary?seller_id=${scene.bob.id}`));
    expect(nobody.data).toEqual({ seller_id: scene.bob.id, count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect((await scene.app.request('/api/review/list?rating=6')).status).toBe(400);
    expect((await scene.app.request('/api/review/list?per_page=500')).status).toBe(400);
  });
});

describe('replies and moderation', () => {
  test('the seller replies once; others cannot; the reviewer is notified', async () => {
    const saved = await decode(ReviewSaveResponse)(await save(scene.alice, { rating: 3, content: GOOD }));
    const seller = await sellerAsMember();
    const reviewId = saved.data.id;
    expect(await (await post('/api/review/reply', seller, { review_id: reviewId, content: 'Ok' })).json()).toMatchObject({
      message: 'Nội dung phản hồi không được ít hơn 5 kí tự!',
      field: 'content',
    });
    const notSeller = await post('/api/review/reply', scene.bob, { review_id: reviewId, content: 'Tôi không phải người bán.' });
    expect(notSeller.status).toBe(403);
    expect(await notSeller.json()).toMatchObject({ message: 'Chỉ người bán được đánh giá mới có thể phản hồi.' });
    expect((await post('/api/review/reply', seller, { review_id: reviewId, content: 'Cảm ơn anh chị đã ủng hộ!' })).status).toBe(200);
    const twice = await post('/api/review/reply', seller, { review_id: reviewId, content: 'Phản hồi lần hai.' });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ message: 'Bạn đã phản hồi đánh giá này rồi.' });
    const list = await decode(ReviewListResponse)(await scene.app.request('/api/review/list'));
    expect(list.data.data[0]?.reply).toEqual({ content: 'Cảm ơn anh chị đã ủng hộ!', created_at: expect.any(Number) });
    expect(await scene.handle.db.select().from(notifications).where(eq(notifications.memberId, scene.alice.id))).toEqual([
      expect.objectContaining({ title: 'Người bán đã phản hồi đánh giá của bạn' }),
    ]);
  });

  test('a scene.moderator cannot hide a review about their own listing, nor one they wrote (issue #15 finding 11)', async () => {
    const own = await insertListing(scene.handle.db, scene.moderator.id, { title: 'Xe máy của kiểm duyệt viên' });
    const aboutModerator = await decode(ReviewSaveResponse)(await post('/api/review/save', scene.alice, { post_id: own.id, rating: 1, content: 'Xe không giống ảnh, người bán khó chịu.' }));
    const byModerator = await decode(ReviewSaveResponse)(await save(scene.moderator, { rating: 5, content: GOOD }));
    for (const reviewId of [aboutModerator.data.id, byModerator.data.id]) {
      const refused = await post('/api/moderation/reviews/hide', scene.moderator, { review_id: reviewId, reason: 'Ngôn từ xúc phạm' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: 'Bạn không thể kiểm duyệt đánh giá liên quan đến chính mình.' });
    }
    expect((await scene.handle.db.select().from(sellerReviews)).every((row) => row.hiddenAt === null)).toBe(true);
  });

  test('a scene.moderator hides a review: it leaves lists and aggregates, cannot be edited or replied to, and the reviewer is told why', async () => {
    const saved = await decode(ReviewSaveResponse)(await save(scene.alice, { rating: 1, content: 'Lừa đảo, đồ tồi, tránh xa ra!!!' }));
    await save(scene.bob, { rating: 5, content: GOOD });
    const reviewId = saved.data.id;
    expect((await post('/api/moderation/reviews/hide', scene.alice, { review_id: reviewId, reason: 'Ngôn từ xúc phạm' })).status).toBe(403);
    expect(await (await post('/api/moderation/reviews/hide', scene.moderator, { review_id: reviewId, reason: '' })).json()).toMatchObject({
      message: 'Lý do ẩn không được để trống!',
      field: 'reason',
    });
    expect((await post('/api/moderation/reviews/hide', scene.moderator, { review_id: reviewId, reason: 'Ngôn từ xúc phạm' })).status).toBe(200);
    const again = await post('/api/moderation/reviews/hide', scene.moderator, { review_id: reviewId, reason: 'Ngôn từ xúc phạm' });
    expect(again.status).toBe(409);

    const list = await decode(ReviewListResponse)(await scene.app.request(`/api/review/list?seller_id=${scene.sellerId}`));
    expect(list.data.data.map((review) => review.id)).not.toContain(reviewId);
    expect(list.data.total).toBe(1);
    const summary = await decode(ReviewSummaryResponse)(await scene.app.request(`/api/review/summary?seller_id=${scene.sellerId}`));
    expect(summary.data).toMatchObject({ count: 1, average: 5 });

    const edit = await save(scene.alice, { rating: 5, content: GOOD });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ message: 'Đánh giá của bạn đã bị ẩn do vi phạm quy định nên không thể sửa.' });
    const [row] = await scene.handle.db.select().from(sellerReviews).where(eq(sellerReviews.id, reviewId));
    expect(row).toMatchObject({ rating: 1, hiddenBy: scene.moderator.id, hiddenReason: 'Ngôn từ xúc phạm' });
    const mine = await decode(ReviewMineResponse)(await scene.app.request(`/api/review/mine?post_id=${scene.listingId}`, { headers: scene.alice.headers }));
    expect(mine.data).toMatchObject({ hidden: true });
    const seller = await sellerAsMember();
    expect((await post('/api/review/reply', seller, { review_id: reviewId, content: 'Xin lỗi quý khách.' })).status).toBe(404);
    expect(await scene.handle.db.select().from(notifications).where(eq(notifications.memberId, scene.alice.id))).toEqual([
      expect.objectContaining({ title: 'Đánh giá của bạn đã bị ẩn', body: expect.stringContaining('Ngôn từ xúc phạm') }),
    ]);
  });

  test('a review change records, in its transaction, the cached listing pages that show the seller', async () => {
    const other = await insertListing(scene.handle.db, scene.sellerId, { title: 'Căn hộ khác của người bán' });
    await insertListing(scene.handle.db, scene.sellerId, { title: 'Tin chờ duyệt không có trang', status: 10 });
    const after = await latestListingChange(scene.handle.db);
    const response = await scene.app.request('/api/review/save', { method: 'POST', headers: scene.alice.headers, body: JSON.stringify({ post_id: scene.listingId, rating: 4, content: GOOD }) });
    expect(response.status).toBe(200);
    const changes = await readListingChanges(scene.handle.db, after);
    expect(changes.map((change) => [change.listingId, change.change])).toEqual([
      [scene.listingId, 'review'],
      [other.id, 'review'],
    ]);
  });
});

describe('the contract at the edge', () => {
  const postForm = (path: string, member: TestMember, fields: Record<string, string>) =>
    scene.app.request(path, { method: 'POST', headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

  test('a form sends digits; every written answer is the contract’s', async () => {
    const saved = await decode(ReviewSaveResponse)(await postForm('/api/review/save', scene.alice, { member_id: String(scene.alice.id), post_id: String(scene.listingId), rating: '4', content: GOOD }));
    expect(saved.data).toMatchObject({ created: true, seller_id: scene.sellerId });
    const seller = await sellerAsMember();
    expect((await decode(ReviewReplyResponse)(await postForm('/api/review/reply', seller, { review_id: String(saved.data.id), content: 'Cảm ơn bạn đã ủng hộ!' }))).data.id).toBe(saved.data.id);
    expect((await decode(ReviewHideResponse)(await postForm('/api/moderation/reviews/hide', scene.moderator, { review_id: String(saved.data.id), reason: 'Ngôn từ xúc phạm' }))).data.id).toBe(saved.data.id);
    const mine = await decode(ReviewMineResponse)(await scene.app.request(`/api/review/mine?member_id=${scene.alice.id}&post_id=${scene.listingId}`, { headers: scene.alice.headers }));
    expect(mine.data).toMatchObject({ rating: 4, hidden: true, has_reply: true });
  });

  test('a blank query field is its default; a field outside the contract is a 400 naming it', async () => {
    await save(scene.alice, { rating: 5, content: GOOD });
    expect((await decode(ReviewListResponse)(await scene.app.request('/api/review/list?seller_id=&rating=&page=&per_page='))).data).toMatchObject({ page: 1, per_page: 10, total: 1 });
    expect((await decode(ReviewSummaryResponse)(await scene.app.request('/api/review/summary?seller_id='))).data).toMatchObject({ seller_id: null, count: 1 });
    expect(await messageOf(await scene.app.request('/api/review/list?page=1001'))).toBe('Trường page không hợp lệ.');
    expect(await messageOf(await scene.app.request('/api/review/summary?seller_id=0'))).toBe('Trường seller_id không hợp lệ.');
    expect(await messageOf(await scene.app.request('/api/review/mine?post_id=abc', { headers: scene.alice.headers }))).toBe('Trường post_id không hợp lệ.');
    expect(await messageOf(await post('/api/review/save', scene.alice, { post_id: -1, rating: 5, content: GOOD }))).toBe('Trường post_id không hợp lệ.');
    expect(await messageOf(await post('/api/review/reply', scene.alice, { review_id: 'x', content: GOOD }))).toBe('Trường review_id không hợp lệ.');
    expect(await messageOf(await post('/api/moderation/reviews/hide', scene.moderator, { reason: 'Ngôn từ xúc phạm' }))).toBe('Trường review_id không hợp lệ.');
    // Stars are the contract's 1 to 5, as a number or its digit: `true` is not one star.
    expect(await (await save(scene.alice, { rating: true, content: GOOD })).json()).toMatchObject({ message: 'Vui lòng chọn số sao đánh giá.', field: 'rating' });
  });
});

describe.skipIf(!TEST_DATABASE_URL)('concurrency (PostgreSQL)', () => {
  let pg: DatabaseHandle;
  let pgApp: BackendApp;
  afterEach(async () => pg?.close());

  test('simultaneous saves by one member leave one review; simultaneous replies leave one reply', async () => {
    const basics = await seededBackend({ open: () => freshPostgres(TEST_DATABASE_URL ?? '') });
    ({ handle: pg, app: pgApp } = basics);
    const reviewer = await memberWithToken(pg.db, { phone: '0922000001', fullName: 'Đỗ Thanh Hải' });
    const listing = await insertListing(pg.db, basics.sellerId, { title: 'Bán xe Wave cũ' });
    const send = (rating: number) =>
      pgApp.request('/api/review/save', { method: 'POST', headers: reviewer.headers, body: JSON.stringify({ post_id: listing.id, rating, content: GOOD }) });
    const results = await Promise.all([1, 2, 3, 4, 5].map(send));
    expect(results.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await pg.db.select().from(sellerReviews);
    expect(rows).toHaveLength(1);

    const { headers } = await signedInMember(pg.db, basics.sellerId);
    const replies = await Promise.all(
      [1, 2, 3].map((n) => pgApp.request('/api/review/reply', { method: 'POST', headers, body: JSON.stringify({ review_id: rows[0]?.id, content: `Cảm ơn bạn, lần ${n}.` }) })),
    );
    expect(replies.map((response) => response.status).sort()).toEqual([200, 409, 409]);
  });
});
