/**
 * Listing management over the real backend (issue #19, point 5), below the browser: post-manage
 * (the member's tabs with their counts, the push/upgrade quote, the actions, paid from the ledger),
 * moderation (the queue and its filters, send back, reject, approve) and listing reports (report
 * once, the moderators' queue, take down). Every status change goes through the listing-lifecycle
 * machine in the backend; what it refuses comes back in Vietnamese, and a member gets no
 * moderator's call.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { creditPoints } from '../../src/backend/services/ledger';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let harness: RouterHarness;
let seller: TestMember;
let buyer: TestMember;
let moderator: TestMember;
const ids = { house: 0, flat: 0, draft: 0, land: 0, villa: 0, buyerOwn: 0 };

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-post-manage-router-media'));
  await insertBasics(handle.db);
  seller = await memberWithToken(handle.db, { phone: '0900001001', fullName: 'Người Bán' });
  buyer = await memberWithToken(handle.db, { phone: '0900001002', fullName: 'Nguyễn Văn An' });
  moderator = await memberWithToken(handle.db, { phone: '0900001003', fullName: 'Kiểm Duyệt Viên', role: 'moderator' });
  ids.house = (await insertListing(handle.db, seller.id, { title: 'Bán nhà phố Quận 7', pushedDaysAgo: 1 })).id;
  ids.flat = (await insertListing(handle.db, seller.id, { title: 'Bán căn hộ Thủ Đức', pushedDaysAgo: 2 })).id;
  ids.draft = (await insertListing(handle.db, seller.id, { title: 'Bán đất nền Long An', status: 60 })).id;
  ids.buyerOwn = (await insertListing(handle.db, buyer.id, { title: 'Bán xe Wave Alpha', categoryId: 2, price: 9, priceUnit: 2 })).id;
});

afterAll(() => harness.close());

const NOT_YOURS = 'Bạn không có quyền thao tác trên tin này.';
const FORBIDDEN = refused('FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này.');

describe('post-manage router', () => {
  test('the member’s listings by tab, newest first, with every tab’s count', async () => {
    const posts = harness.callerOf(seller).postManage;
    const all = await posts.list({});
    expect(all.items.map((row) => row.id)).toEqual([ids.draft, ids.flat, ids.house]);
    expect(all).toMatchObject({ page: 1, pageCount: 1, counts: { all: 3, posted: 2, wait_view: 0, take_down: 0, expired: 0, draft: 1, verified: 0, send_back: 0, reject: 0 } });
    expect(all.items[2]).toMatchObject({
      id: ids.house,
      title: 'Bán nhà phố Quận 7',
      href: `/bat-dong-san/ban-nha-pho-quan-7-${ids.house}`,
      categoryName: 'Bất động sản',
      priceText: '3,5 tỷ',
      stored: { status: 20, expired: false, listingType: 2, tier: 1, onHomePage: false },
      verified: false,
      viewCount: 0,
      rejectReason: null,
      sendBackNotes: [],
      lastChange: null,
    });
    expect((await posts.list({ tab: 'posted' })).items.map((row) => row.id)).toEqual([ids.flat, ids.house]);
    expect((await posts.list({ tab: 'draft' })).items.map((row) => [row.id, row.stored.status])).toEqual([[ids.draft, 60]]);
    // Another member's listings are never in this member's tabs.
    expect((await harness.callerOf(buyer).postManage.list({})).items.map((row) => row.id)).toEqual([ids.buyerOwn]);
  });

  test('a push and an upgrade are quoted, then paid from the wallet; without points they are refused', async () => {
    const posts = harness.callerOf(seller).postManage;
    expect(await posts.quote({ postId: ids.flat })).toEqual({
      postId: ids.flat,
      categoryName: 'Bất động sản',
      level: 1,
      levelLabel: 'Tin thường',
      balance: 0,
      rankNow: 2,
      push: { cost: 5, rankAfter: 1 },
      upgrades: [
        { level: 2, label: 'Tin nổi bật (VIP)', cost: 10, rankAfter: 1 },
        { level: 3, label: 'Tin ưu tiên (Super VIP)', cost: 15, rankAfter: 1 },
        { level: 4, label: 'Tin trang chủ', cost: 25, rankAfter: 1 },
      ],
    });
    expect(await refusal(posts.act({ postId: ids.flat, action: 'push' }))).toEqual(refused('BAD_REQUEST', 'Số điểm trong ví không đủ, vui lòng nạp thêm điểm.'));

    await creditPoints(handle.db, { memberId: seller.id, wallet: 'topup', points: 30, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp 30 điểm' });
    expect(await posts.act({ postId: ids.flat, action: 'push' })).toEqual({ postId: ids.flat, status: 20 });
    expect(await posts.quote({ postId: ids.flat })).toMatchObject({ balance: 25, rankNow: 1 });
    expect(await posts.upgrade({ postId: ids.house, level: 2 })).toEqual({ postId: ids.house, status: 20 });
    expect(await refusal(posts.upgrade({ postId: ids.house, level: 2 }))).toEqual(refused('CONFLICT', 'Chỉ có thể nâng lên hạng cao hơn hạng hiện tại.'));

    const rows = (await posts.list({ tab: 'posted' })).items;
    expect(rows.find((row) => row.id === ids.house)).toMatchObject({ stored: { tier: 2 }, lastChange: { event: 'listing.upgrade', actorRole: 'member' } });
    expect(rows.find((row) => row.id === ids.flat)?.lastChange).toMatchObject({ event: 'listing.push', actorRole: 'member', reason: 'Đẩy tin (5 điểm)' });
    const spent = await harness.callerOf(seller).wallet.history({ option: 'history_out' });
    expect(spent.items.map((item) => [item.title, item.point])).toEqual([
      ['Nâng tin "Bán nhà phố Quận 7" lên Tin nổi bật (VIP)', -10],
      ['Đẩy tin "Bán căn hộ Thủ Đức"', -5],
    ]);
  });

  test('take down and re-post go back to review; what the lifecycle refuses, and another member’s listing, are refused', async () => {
    const posts = harness.callerOf(seller).postManage;
    expect(await posts.act({ postId: ids.flat, action: 'takeDown' })).toEqual({ postId: ids.flat, status: 30 });
    expect((await posts.list({ tab: 'take_down' })).items.map((row) => row.id)).toEqual([ids.flat]);
    expect(await posts.act({ postId: ids.flat, action: 'repost' })).toEqual({ postId: ids.flat, status: 10 });
    expect(await refusal(posts.act({ postId: ids.house, action: 'submitDraft' }))).toEqual(
      refused('CONFLICT', 'Tin đang ở trạng thái "Đang hiển thị" nên không thể đăng tin nháp.'),
    );
    // Another member's listing: the backend's 403 refusal; its message reaches the member (see the report on its code).
    expect((await refusal(posts.act({ postId: ids.buyerOwn, action: 'takeDown' }))).message).toBe(NOT_YOURS);
    expect((await refusal(posts.quote({ postId: ids.buyerOwn }))).message).toBe(NOT_YOURS);
    expect((await refusal(posts.act({ postId: 999_999, action: 'push' }))).message).toBe('Tin không tồn tại hoặc đã bị xoá.');
    expect(await refusal(posts.list({ page: 0 }))).toEqual(invalidInput('page'));
    expect(await refusal(posts.list({ tab: 'archived' as 'all' }))).toEqual(invalidInput('tab'));
    expect(await refusal(posts.act({ postId: ids.house, action: 'explode' as 'push' }))).toEqual(invalidInput('action'));
    expect(await refusal(posts.upgrade({ postId: ids.house, level: 5 as 4 }))).toEqual(invalidInput('level'));
    expect(await refusal(harness.callerOf().postManage.list({}))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
  });
});

describe('moderation router', () => {
  test('the queue holds waiting listings oldest first, with their content; its filters narrow it', async () => {
    expect(await harness.callerOf(seller).postManage.act({ postId: ids.draft, action: 'submitDraft' })).toEqual({ postId: ids.draft, status: 10 });
    const queue = harness.callerOf(moderator).moderation;
    const page = await queue.queue({});
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(page.items.map((item) => item.id)).toEqual([ids.flat, ids.draft]);
    expect(page.items[1]).toMatchObject({
      id: ids.draft,
      status: 10,
      title: 'Bán đất nền Long An',
      href: `/bat-dong-san/ban-dat-nen-long-an-${ids.draft}`,
      descriptionHtml: '<p>Nhà <strong>đẹp</strong>, sổ hồng riêng.</p>',
      categoryName: 'Bất động sản',
      owner: { id: seller.id, name: 'Người Bán', phone: '0900001001' },
      realEstate: true,
      priceText: '3,5 tỷ',
      contact: { name: 'Chị Bình', phone: '0911111111' },
      history: [{ event: 'listing.submit', actorRole: 'member', reason: null, at: expect.any(Date) }],
    });
    // The detail page's wording (issue #35 §4): '3 phòng', not a bare '3'.
    expect(page.items[1]?.facts).toEqual([
      { label: 'Diện tích', value: '72,5 m²' },
      { label: 'Phòng ngủ', value: '3 phòng' },
      { label: 'Phòng vệ sinh', value: '2 phòng' },
    ]);
    const found = async (query: Parameters<typeof queue.queue>[0]) => (await queue.queue(query)).items.map((item) => item.id);
    expect(await found({ sort: 'newest' })).toEqual([ids.draft, ids.flat]);
    expect(await found({ q: 'long an' })).toEqual([ids.draft]);
    expect(await found({ q: String(ids.flat) })).toEqual([ids.flat]);
    expect(await found({ phone: '+84900001001' })).toEqual([ids.flat, ids.draft]);
    expect(await found({ category: 'xe-co' })).toEqual([]);
    expect(await found({ waiting: '1d' })).toEqual([]);
  });

  test('send back with a field note, resubmit, reject with a reason: the owner’s tabs say why', async () => {
    const decide = harness.callerOf(moderator).moderation.decide;
    const posts = harness.callerOf(seller).postManage;
    expect(await decide({ postId: ids.draft, decision: { decision: 'send_back', notes: { title: 'Tiêu đề cần ghi rõ diện tích.' } } })).toEqual({ postId: ids.draft, status: 50 });
    const [sentBack] = (await posts.list({ tab: 'send_back' })).items;
    expect(sentBack).toMatchObject({ id: ids.draft, sendBackNotes: [{ field: 'title', label: 'Tiêu đề', note: 'Tiêu đề cần ghi rõ diện tích.' }], lastChange: { event: 'listing.sendBack', actorRole: 'moderator' } });
    expect(await posts.act({ postId: ids.draft, action: 'resubmit' })).toEqual({ postId: ids.draft, status: 10 });

    expect(await refusal(decide({ postId: ids.draft, decision: { decision: 'reject', reason: '' } }))).toEqual(refused('CONFLICT', 'Vui lòng nhập lý do từ chối (tối đa 500 kí tự).'));
    expect(await decide({ postId: ids.draft, decision: { decision: 'reject', reason: 'Ảnh không đúng thực tế.' } })).toEqual({ postId: ids.draft, status: 40 });
    const list = await posts.list({ tab: 'reject' });
    expect(list.counts.reject).toBe(1);
    expect(list.items[0]).toMatchObject({ id: ids.draft, rejectReason: 'Ảnh không đúng thực tế.', lastChange: { event: 'listing.reject', actorRole: 'moderator', reason: 'Ảnh không đúng thực tế.' } });
  });

  test('approval puts a listing live on its page; a decided listing cannot be approved twice', async () => {
    const decide = harness.callerOf(moderator).moderation.decide;
    expect(await harness.callerOf().detail.byId({ id: ids.flat })).toBeNull();
    expect(await decide({ postId: ids.flat, decision: { decision: 'approve' } })).toEqual({ postId: ids.flat, status: 20 });
    expect(await harness.callerOf().detail.byId({ id: ids.flat })).toMatchObject({ id: ids.flat, status: 20, isActive: true });
    expect(await refusal(decide({ postId: ids.flat, decision: { decision: 'approve' } }))).toEqual(refused('CONFLICT', 'Tin đang ở trạng thái "Đang hiển thị" nên không thể duyệt tin.'));
    expect((await harness.callerOf(moderator).moderation.queue({})).total).toBe(0);
  });

  test('a member gets none of it; out-of-range input is refused', async () => {
    const moderation = harness.callerOf(seller).moderation;
    expect(await refusal(moderation.queue({}))).toEqual(FORBIDDEN);
    // The backend's 403 refusal; its message reaches the member (see the report on its code).
    expect((await refusal(moderation.decide({ postId: ids.house, decision: { decision: 'approve' } }))).message).toBe('Bạn không có quyền thực hiện thao tác này.');
    expect(await refusal(harness.callerOf().moderation.queue({}))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    const queue = harness.callerOf(moderator).moderation;
    expect(await refusal(queue.queue({ page: 0 }))).toEqual(invalidInput('page'));
    expect(await refusal(queue.queue({ category: 'Bất động sản' }))).toEqual(invalidInput('category'));
    expect(await refusal(queue.decide({ postId: ids.house, decision: { decision: 'reject', reason: 'x'.repeat(501) } }))).toEqual(invalidInput('decision.reason'));
    expect(await refusal(queue.decide({ postId: ids.house, decision: { decision: 'verify', checks: ['legal', 'legal', 'owner', 'site', 'location'] } }))).toEqual(invalidInput('decision.checks'));
  });
});

describe('listing-report router', () => {
  test('a member reports a listing once; their own listing and a reason without words are refused', async () => {
    ids.villa = (await insertListing(handle.db, seller.id, { title: 'Bán biệt thự Thảo Điền', pushedDaysAgo: 1 })).id;
    const reports = harness.callerOf(buyer).listingReport;
    expect(await harness.callerOf().listingReport.reported({ postId: ids.villa })).toBe(false);
    expect(await reports.reported({ postId: ids.villa })).toBe(false);
    expect(await reports.create({ postId: ids.villa, reason: 'scam', details: 'Đòi đặt cọc trước khi xem nhà.' })).toEqual({ id: expect.any(Number) });
    expect(await reports.reported({ postId: ids.villa })).toBe(true);
    expect(await refusal(reports.create({ postId: ids.villa, reason: 'duplicate', details: '' }))).toEqual(
      refused('CONFLICT', 'Bạn đã báo cáo tin này rồi. Chúng tôi đang xem xét báo cáo của bạn.'),
    );
    expect(await refusal(reports.create({ postId: ids.buyerOwn, reason: 'sold', details: '' }))).toEqual(refused('BAD_REQUEST', 'Bạn không thể báo cáo tin của chính mình.'));
    expect(await refusal(reports.create({ postId: ids.house, reason: 'other', details: 'ngắn' }))).toEqual(refused('BAD_REQUEST', 'Nội dung báo cáo không được ít hơn 10 kí tự!', 'details'));
    expect(await refusal(reports.create({ postId: ids.house, reason: 'spam' as 'scam', details: '' }))).toEqual(invalidInput('reason'));
    expect(await refusal(reports.create({ postId: ids.house, reason: 'scam', details: 'x'.repeat(2001) }))).toEqual(invalidInput('details'));
    expect(await refusal(harness.callerOf().listingReport.create({ postId: ids.house, reason: 'scam', details: '' }))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
  });

  test('moderators read the queue and take the listing down; the reporter hears it; a resolved report stays resolved', async () => {
    const reports = harness.callerOf(moderator).listingReport;
    const queue = await reports.queue({});
    expect(queue).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    const [report] = queue.items;
    expect(report).toEqual({
      id: expect.any(Number),
      reason: 'scam',
      details: 'Đòi đặt cọc trước khi xem nhà.',
      status: 'open',
      resolutionNote: null,
      createdAt: expect.any(Date),
      reporterName: 'Nguyễn Văn An',
      listing: { id: ids.villa, title: 'Bán biệt thự Thảo Điền', status: 20, path: `/bat-dong-san/ban-biet-thu-thao-dien-${ids.villa}`, sellerName: 'Người Bán', openReports: 1 },
    });
    const reportId = report?.id ?? 0;
    expect(await refusal(reports.resolve({ reportId, action: 'reject', note: 'Sai' }))).toEqual(refused('BAD_REQUEST', 'Lý do không được ít hơn 5 kí tự!', 'note'));
    expect(await reports.resolve({ reportId, action: 'take_down', note: '' })).toEqual({ id: reportId, status: 'taken_down', resolved: 1 });
    expect((await harness.callerOf(seller).postManage.list({ tab: 'take_down' })).items.map((row) => row.id)).toContain(ids.villa);
    expect((await harness.callerOf(buyer).notification.list({ tab: 'activities' })).items[0]).toMatchObject({
      title: 'Tin bạn báo cáo đã bị gỡ',
      body: 'Tin “Bán biệt thự Thảo Điền” đã bị gỡ sau khi chúng tôi xem xét báo cáo của bạn. Cảm ơn bạn đã giúp Rao vặt an toàn hơn.',
    });
    expect(await refusal(reports.resolve({ reportId, action: 'dismiss', note: '' }))).toEqual(refused('CONFLICT', 'Báo cáo này đã được xử lý.'));
    expect(await refusal(reports.resolve({ reportId: 999_999, action: 'dismiss', note: '' }))).toEqual(refused('NOT_FOUND', 'Báo cáo không tồn tại.'));
    expect((await reports.queue({})).total).toBe(0);
    expect((await reports.queue({ status: 'taken_down' })).items.map((item) => [item.id, item.status])).toEqual([[reportId, 'taken_down']]);
    expect(await refusal(reports.queue({ page: 1001 }))).toEqual(invalidInput('page'));
    expect(await refusal(reports.resolve({ reportId, action: 'ban' as 'dismiss', note: '' }))).toEqual(invalidInput('action'));
  });

  test('a member gets neither the queue nor a resolution', async () => {
    const reports = harness.callerOf(buyer).listingReport;
    expect(await refusal(reports.queue({}))).toEqual(FORBIDDEN);
    expect(await refusal(reports.resolve({ reportId: 1, action: 'dismiss', note: '' }))).toEqual(FORBIDDEN);
  });
});

describe('moderation card facts and id search (issue #35 §4)', () => {
  test('a waiting vehicle shows the detail page’s facts, its gearbox in car words; a live id found by search says it is live', async () => {
    const car = await insertListing(handle.db, seller.id, {
      title: 'Bán Toyota Vios 2019 gia đình',
      categoryId: 2,
      status: 10,
      vehicle: { brand: 'Toyota', model: 'Vios 1.5G', year: 2019, km: 60_000, fuel: 1, gearbox: 1 },
    });
    const queue = harness.callerOf(moderator).moderation;
    const page = await queue.queue({ q: String(car.id) });
    expect(page.notice).toBeNull();
    expect(page.items[0]?.facts).toEqual([
      { label: 'Hãng xe', value: 'Toyota' },
      { label: 'Dòng xe', value: 'Vios 1.5G' },
      { label: 'Năm sản xuất', value: '2019' },
      { label: 'Số km đã đi', value: '60.000 km' },
      { label: 'Nhiên liệu', value: 'Xăng' },
      { label: 'Hộp số', value: 'Số tự động' },
    ]);
    const live = await queue.queue({ q: String(ids.buyerOwn) });
    expect(live).toMatchObject({ items: [], total: 0, notice: `Tin #${ids.buyerOwn} không ở trạng thái chờ duyệt (đang hiển thị).` });
  });
});
