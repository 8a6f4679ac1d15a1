/**
 * The engagement routers over the real backend (issue #19, point 5), below the browser: the
 * score-prediction mini-game (board, predictions, the moderator's result, points to the winners'
 * bonus wallet, history, leaderboard), saved searches (save in canonical form, list, pause, rename,
 * delete; one member never touches another's) and seller reviews (write and edit, the seller's one
 * reply, the aggregate, a moderator's hide). Refusals keep the backend's Vietnamese message.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { minigameMatches } from '../../src/backend/db/schema';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { DAY_MS, insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let harness: RouterHarness;
let seller: TestMember;
let buyer: TestMember;
let friend: TestMember;
let moderator: TestMember;
const matches = { upcoming: 0, kickedOff: 0 };
const listings = { house: 0, flat: 0, pending: 0 };

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-engagement-router-media'));
  await insertBasics(handle.db);
  seller = await memberWithToken(handle.db, { phone: '0900001101', fullName: 'Người Bán' });
  buyer = await memberWithToken(handle.db, { phone: '0900001102', fullName: 'Nguyễn Văn An' });
  friend = await memberWithToken(handle.db, { phone: '0900001103', fullName: 'Trần Thị Bé' });
  moderator = await memberWithToken(handle.db, { phone: '0900001104', fullName: 'Kiểm Duyệt Viên', role: 'moderator' });
  const now = Date.now();
  const rows = await handle.db
    .insert(minigameMatches)
    .values([
      { competition: 'V.League 2026', homeTeam: 'Hà Nội FC', awayTeam: 'Công An Hà Nội', kickoffAt: new Date(now + DAY_MS) },
      { competition: 'V.League 2026', homeTeam: 'Thép Xanh Nam Định', awayTeam: 'Hải Phòng', kickoffAt: new Date(now - 3_600_000) },
      { competition: 'V.League 2025', homeTeam: 'Bình Định', awayTeam: 'SHB Đà Nẵng', kickoffAt: new Date(now - 40 * DAY_MS) },
    ])
    .returning({ id: minigameMatches.id });
  matches.upcoming = rows[0]?.id ?? 0;
  matches.kickedOff = rows[1]?.id ?? 0;
  listings.house = (await insertListing(handle.db, seller.id, { title: 'Bán nhà phố Quận 7' })).id;
  listings.flat = (await insertListing(handle.db, seller.id, { title: 'Bán căn hộ Thủ Đức' })).id;
  listings.pending = (await insertListing(handle.db, seller.id, { title: 'Bán đất nền chờ duyệt', status: 10 })).id;
});

afterAll(() => harness.close());

const UNAUTHORIZED = refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.');

describe('minigame router', () => {
  test('the board shows this month’s matches with the rules; a moderator may enter results', async () => {
    const board = await harness.callerOf().minigame.board();
    expect(board.rules).toEqual({ exactPoints: 10, outcomePoints: 3, validityDays: 30, maxScore: 20 });
    expect(board.canModerate).toBe(false);
    expect(board.matches.map((match) => [match.id, match.status])).toEqual([
      [matches.kickedOff, 'awaiting_result'],
      [matches.upcoming, 'upcoming'],
    ]);
    expect(board.matches[1]).toEqual({
      id: matches.upcoming,
      competition: 'V.League 2026',
      homeTeam: 'Hà Nội FC',
      awayTeam: 'Công An Hà Nội',
      kickoffAt: expect.any(Date),
      status: 'upcoming',
      result: null,
      predictionCount: 0,
      mine: null,
    });
    expect((await harness.callerOf(moderator).minigame.board()).canModerate).toBe(true);
  });

  test('a member predicts before kick-off, may change the score, not repeat it; the board carries their prediction', async () => {
    const minigame = harness.callerOf(buyer).minigame;
    const first = await minigame.predict({ matchId: matches.upcoming, home: 2, away: 1 });
    expect(first).toMatchObject({ created: true, match: { id: matches.upcoming, status: 'upcoming', predictionCount: 1, mine: { home: 2, away: 1, outcome: null, points: null } } });
    expect(await refusal(minigame.predict({ matchId: matches.upcoming, home: 2, away: 1 }))).toEqual(
      refused('CONFLICT', 'Bạn đã dự đoán đúng tỉ số này cho trận đấu rồi. Hãy chọn tỉ số khác nếu muốn sửa.'),
    );
    expect(await minigame.predict({ matchId: matches.upcoming, home: 3, away: 1 })).toMatchObject({ created: false, match: { mine: { home: 3, away: 1 } } });
    expect(await refusal(minigame.predict({ matchId: matches.kickedOff, home: 1, away: 0 }))).toEqual(
      refused('CONFLICT', 'Trận đấu đã bắt đầu nên không thể dự đoán hoặc sửa dự đoán nữa.'),
    );
    expect(await refusal(minigame.predict({ matchId: 999_999, home: 1, away: 0 }))).toEqual(refused('NOT_FOUND', 'Trận đấu không tồn tại.'));
    await harness.callerOf(friend).minigame.predict({ matchId: matches.upcoming, home: 1, away: 1 });
    const board = await minigame.board();
    expect(board.matches.find((match) => match.id === matches.upcoming)).toMatchObject({ predictionCount: 2, mine: { home: 3, away: 1, outcome: null, points: null } });
    expect(await refusal(minigame.predict({ matchId: matches.upcoming, home: 21, away: 0 }))).toEqual(invalidInput('home'));
    expect(await refusal(harness.callerOf().minigame.predict({ matchId: matches.upcoming, home: 1, away: 0 }))).toEqual(UNAUTHORIZED);
  });

  test('the moderator’s result scores every prediction once: the exact one earns 10 bonus points, history and leaderboard say so', async () => {
    const results = harness.callerOf(moderator).minigame;
    expect(await refusal(results.enterResult({ matchId: matches.upcoming, home: 3, away: 1 }))).toEqual(refused('CONFLICT', 'Trận đấu chưa bắt đầu nên chưa thể nhập kết quả.'));
    await handle.db.update(minigameMatches).set({ kickoffAt: new Date(Date.now() - 60_000) }).where(eq(minigameMatches.id, matches.upcoming));
    expect(await refusal(harness.callerOf(buyer).minigame.enterResult({ matchId: matches.upcoming, home: 3, away: 1 }))).toEqual(
      refused('FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này.'),
    );
    expect(await results.enterResult({ matchId: matches.upcoming, home: 3, away: 1 })).toEqual({ matchId: matches.upcoming, scored: 2, winners: 1, pointsAwarded: 10 });
    expect(await refusal(results.enterResult({ matchId: matches.upcoming, home: 0, away: 0 }))).toEqual(refused('CONFLICT', 'Trận đấu đã có kết quả và đã được chấm điểm.'));

    const history = await harness.callerOf(buyer).minigame.history();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ id: matches.upcoming, status: 'finished', result: { home: 3, away: 1 }, predictionCount: 2, mine: { home: 3, away: 1, outcome: 'exact', points: 10 } });
    expect((await harness.callerOf(friend).minigame.history())[0]?.mine).toEqual({ home: 1, away: 1, outcome: 'wrong', points: 0 });
    expect(await harness.callerOf().minigame.leaderboard({})).toEqual([
      { rank: 1, memberId: buyer.id, fullName: 'Nguyễn Văn An', points: 10, exactCount: 1, predictions: 1 },
      { rank: 2, memberId: friend.id, fullName: 'Trần Thị Bé', points: 0, exactCount: 0, predictions: 1 },
    ]);
    expect(await harness.callerOf().minigame.leaderboard({ limit: 1 })).toHaveLength(1);

    expect((await harness.callerOf(buyer).auth.session()).member?.wallet.bonusPoints).toBe(10);
    expect((await harness.callerOf(buyer).wallet.history({ option: 'history_bonus_in' })).items).toEqual([
      expect.objectContaining({ title: 'Thưởng dự đoán tỉ số (đúng tỉ số): Hà Nội FC 3–1 Công An Hà Nội', point: 10, reference_type: 'minigame_match', reference_id: String(matches.upcoming) }),
    ]);
    expect((await harness.callerOf(buyer).notification.list({ tab: 'wallet' })).items[0]?.title).toBe('Bạn được thưởng 10 điểm từ dự đoán tỉ số');
    expect(await refusal(harness.callerOf().minigame.history())).toEqual(UNAUTHORIZED);
    expect(await refusal(harness.callerOf().minigame.leaderboard({ limit: 51 }))).toEqual(invalidInput('limit'));
  });
});

describe('saved-search router', () => {
  test('searches are saved in canonical form, listed, paused, renamed and deleted', async () => {
    const searches = harness.callerOf(buyer).savedSearch;
    expect(await searches.list()).toEqual([]);
    const category = await searches.save({ context: 'category', categorySlug: 'bat-dong-san', query: 'bedrooms=3&page=2&sort=newest', name: 'Nhà 3 phòng ngủ' });
    expect(category).toEqual({ id: expect.any(Number), name: 'Nhà 3 phòng ngủ', href: '/bat-dong-san?bedrooms=3', active: true, context: 'category', createdAt: expect.any(Date) });
    const search = await searches.save({ context: 'search', query: 'q=honda+vision&cat=xe-co', name: 'Honda Vision' });
    expect(search).toMatchObject({ name: 'Honda Vision', href: '/search?q=honda+vision&cat=xe-co', context: 'search', active: true });
    expect((await searches.list()).map((row) => row.id)).toEqual([category.id, search.id]);

    expect(await searches.update({ id: category.id, active: false })).toMatchObject({ id: category.id, active: false, name: 'Nhà 3 phòng ngủ' });
    expect(await searches.update({ id: category.id, name: '  Nhà Quận 7  ' })).toMatchObject({ id: category.id, active: false, name: 'Nhà Quận 7' });
    expect(await searches.remove({ id: search.id })).toEqual({ id: search.id });
    expect(await searches.list()).toEqual([expect.objectContaining({ id: category.id, name: 'Nhà Quận 7', active: false })]);
  });

  test('the same search twice, a bad name, an unknown category and another member’s search are refused', async () => {
    const searches = harness.callerOf(buyer).savedSearch;
    const [saved] = await searches.list();
    const id = saved?.id ?? 0;
    expect(await refusal(searches.save({ context: 'category', categorySlug: 'bat-dong-san', query: 'page=3&bedrooms=3', name: 'Lặp lại' }))).toEqual(
      refused('CONFLICT', 'Bạn đã lưu tìm kiếm này rồi. Xem trong mục Tìm kiếm đã lưu.'),
    );
    expect(await refusal(searches.save({ context: 'search', query: 'q=nha', name: 'A' }))).toEqual(refused('BAD_REQUEST', 'Tên tìm kiếm không được ít hơn 2 kí tự!'));
    expect(await refusal(searches.save({ context: 'category', categorySlug: 'khong-co', query: '', name: 'Danh mục lạ' }))).toEqual(
      refused('BAD_REQUEST', 'Danh mục của tìm kiếm không tồn tại.'),
    );
    const strangers = harness.callerOf(friend).savedSearch;
    expect(await strangers.list()).toEqual([]);
    expect(await refusal(strangers.remove({ id }))).toEqual(refused('NOT_FOUND', 'Tìm kiếm đã lưu không tồn tại.'));
    expect(await refusal(strangers.update({ id, active: true }))).toEqual(refused('NOT_FOUND', 'Tìm kiếm đã lưu không tồn tại.'));
    expect((await searches.list()).map((row) => row.id)).toEqual([id]);

    expect(await refusal(searches.save({ context: 'search', query: 'q=nha', name: 'x'.repeat(161) }))).toEqual(invalidInput('name'));
    expect(await refusal(searches.save({ context: 'search', query: 'x'.repeat(2001), name: 'Dài quá' }))).toEqual(invalidInput('query'));
    expect(await refusal(searches.remove({ id: 0 }))).toEqual(invalidInput('id'));
    expect(await refusal(harness.callerOf().savedSearch.list())).toEqual(UNAUTHORIZED);
  });
});

describe('reviews router', () => {
  test('a buyer reviews a listing’s seller and may edit it; the list and the aggregate show it', async () => {
    const reviews = harness.callerOf(buyer).reviews;
    const saved = await reviews.save({ listingId: listings.house, rating: 4, content: 'Người bán nhiệt tình, nhà đúng mô tả.' });
    expect(saved).toEqual({ id: expect.any(Number), created: true, sellerId: seller.id });
    expect(await reviews.save({ listingId: listings.house, rating: 5, content: 'Người bán rất nhiệt tình, nhà đúng mô tả.' })).toEqual({ id: saved.id, created: false, sellerId: seller.id });
    expect(await reviews.mine({ listingId: listings.house })).toEqual({ id: saved.id, rating: 5, content: 'Người bán rất nhiệt tình, nhà đúng mô tả.', hidden: false, hasReply: false });
    expect(await reviews.mine({ listingId: listings.flat })).toBeNull();
    await harness.callerOf(friend).reviews.save({ listingId: listings.flat, rating: 2, content: 'Hẹn xem nhà nhưng không đến.' });

    const page = await harness.callerOf().reviews.list({ sellerId: seller.id });
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.items.find((review) => review.id === saved.id)).toEqual({
      id: saved.id,
      rating: 5,
      content: 'Người bán rất nhiệt tình, nhà đúng mô tả.',
      createdAt: expect.any(Date),
      editedAt: expect.any(Date),
      reviewerName: 'Nguyễn V. A.',
      seller: { id: seller.id, name: 'Người Bán' },
      listing: { id: listings.house, title: 'Bán nhà phố Quận 7', href: `/bat-dong-san/ban-nha-pho-quan-7-${listings.house}` },
      reply: null,
    });
    expect((await harness.callerOf().reviews.list({ sellerId: seller.id, rating: 2 })).items.map((review) => review.content)).toEqual(['Hẹn xem nhà nhưng không đến.']);
    expect(await harness.callerOf().reviews.summary({ sellerId: seller.id })).toEqual({ count: 2, average: 3.5, averageText: '3,5', distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });
    expect(await harness.callerOf().reviews.summary({ sellerId: buyer.id })).toEqual({ count: 0, average: null, averageText: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  test('the seller replies once; refusals keep the backend’s message and field', async () => {
    const [review] = (await harness.callerOf().reviews.list({ sellerId: seller.id, rating: 5 })).items;
    const reviewId = review?.id ?? 0;
    expect(await harness.callerOf(seller).reviews.reply({ reviewId, content: 'Cảm ơn anh đã tin tưởng.' })).toEqual({ id: reviewId });
    expect(await refusal(harness.callerOf(seller).reviews.reply({ reviewId, content: 'Cảm ơn lần nữa.' }))).toEqual(refused('CONFLICT', 'Bạn đã phản hồi đánh giá này rồi.'));
    // The backend's 403 refusal; its message reaches the member (see the report on its code).
    expect((await refusal(harness.callerOf(buyer).reviews.reply({ reviewId, content: 'Tôi tự trả lời.' }))).message).toBe('Chỉ người bán được đánh giá mới có thể phản hồi.');
    expect((await harness.callerOf().reviews.list({ sellerId: seller.id, rating: 5 })).items[0]?.reply).toEqual({ content: 'Cảm ơn anh đã tin tưởng.', createdAt: expect.any(Date) });
    expect((await harness.callerOf(buyer).reviews.mine({ listingId: listings.house }))?.hasReply).toBe(true);

    const reviews = harness.callerOf(buyer).reviews;
    expect(await refusal(harness.callerOf(seller).reviews.save({ listingId: listings.house, rating: 5, content: 'Tự khen tin của mình.' }))).toEqual(
      refused('BAD_REQUEST', 'Bạn không thể tự đánh giá tin của chính mình.'),
    );
    expect(await refusal(reviews.save({ listingId: listings.flat, rating: 3, content: 'ngắn' }))).toEqual(refused('BAD_REQUEST', 'Nội dung đánh giá không được ít hơn 10 kí tự!', 'content'));
    expect(await refusal(reviews.save({ listingId: listings.pending, rating: 3, content: 'Chưa xem được nhà.' }))).toEqual(
      refused('NOT_FOUND', 'Tin này không tồn tại hoặc chưa được đăng nên chưa thể đánh giá.'),
    );
    expect(await refusal(reviews.save({ listingId: listings.flat, rating: 6 as 5, content: 'Tuyệt vời ông mặt trời.' }))).toEqual(invalidInput('rating'));
    expect(await refusal(reviews.save({ listingId: listings.flat, rating: 5, content: 'x'.repeat(2001) }))).toEqual(invalidInput('content'));
    expect(await refusal(harness.callerOf().reviews.list({ page: 0 }))).toEqual(invalidInput('page'));
    expect(await refusal(harness.callerOf().reviews.mine({ listingId: listings.house }))).toEqual(UNAUTHORIZED);
  });

  test('a moderator hides a review: it leaves the list and the aggregate, and its author can no longer edit it', async () => {
    const [review] = (await harness.callerOf().reviews.list({ sellerId: seller.id, rating: 2 })).items;
    const reviewId = review?.id ?? 0;
    expect((await refusal(harness.callerOf(buyer).reviews.hide({ reviewId, reason: 'Nội dung sai sự thật' }))).message).toBe('Bạn không có quyền thực hiện thao tác này.');
    const hide = harness.callerOf(moderator).reviews.hide;
    expect(await refusal(hide({ reviewId, reason: 'Sai' }))).toEqual(refused('BAD_REQUEST', 'Lý do ẩn không được ít hơn 5 kí tự!', 'reason'));
    expect(await hide({ reviewId, reason: 'Nội dung sai sự thật' })).toEqual({ id: reviewId });
    expect(await harness.callerOf().reviews.summary({ sellerId: seller.id })).toMatchObject({ count: 1, average: 5, averageText: '5,0' });
    expect((await harness.callerOf().reviews.list({ sellerId: seller.id })).items.map((item) => item.rating)).toEqual([5]);
    expect(await harness.callerOf(friend).reviews.mine({ listingId: listings.flat })).toMatchObject({ id: reviewId, hidden: true });
    expect(await refusal(harness.callerOf(friend).reviews.save({ listingId: listings.flat, rating: 4, content: 'Sửa lại đánh giá cho tốt hơn.' }))).toEqual(
      refused('CONFLICT', 'Đánh giá của bạn đã bị ẩn do vi phạm quy định nên không thể sửa.'),
    );
  });
});
