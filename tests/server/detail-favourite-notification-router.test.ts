/**
 * The listing page's routers over the real backend (issue #19, point 5), below the browser: detail
 * (the listing, similar listings, the phone on a click, views, comments, callbacks), favourite (the
 * hearts and the list) and notification (what the seller hears of a comment or a callback, read one
 * or all). A missing or pending listing is null on the page and "not found" for its phone; a
 * member's refusal keeps the backend's Vietnamese message and the field it is about; one member
 * never reads or marks another's notifications.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let harness: RouterHarness;
let seller: TestMember;
let buyer: TestMember;
let house: number;
let flat: number;
let pending: number;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-detail-router-media'));
  await insertBasics(handle.db);
  seller = await memberWithToken(handle.db, { phone: '0900000801', fullName: 'Người Bán' });
  buyer = await memberWithToken(handle.db, { phone: '0900000802', fullName: 'Nguyễn Văn An' });
  house = (await insertListing(handle.db, seller.id, { title: 'Bán nhà phố Quận 7 sổ hồng riêng', pushedDaysAgo: 1 })).id;
  flat = (await insertListing(handle.db, seller.id, { title: 'Bán căn hộ Thủ Đức', price: 2.1, pushedDaysAgo: 2 })).id;
  pending = (await insertListing(handle.db, seller.id, { title: 'Bán đất nền chờ duyệt Long An', status: 10 })).id;
});

afterAll(() => harness.close());

const guest = () => harness.callerOf();

describe('detail router', () => {
  test('a live listing’s page data; a pending or missing listing is null (the page answers 404)', async () => {
    const detail = await guest().detail.byId({ id: house });
    expect(detail).toMatchObject({
      id: house,
      href: `/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-${house}`,
      title: 'Bán nhà phố Quận 7 sổ hồng riêng',
      category: { slug: 'bat-dong-san', name: 'Bất động sản' },
      isActive: true,
      status: 20,
      descriptionHtml: '<p>Nhà <strong>đẹp</strong>, sổ hồng riêng.</p>',
      priceText: '3,5 tỷ',
      priceVnd: 3_500_000_000,
      postingForm: 'Cần bán',
      tier: 1,
      isRealEstate: true,
      realEstate: { area: 72.5, bedrooms: 3, bathrooms: 2, pricePerM2Text: '48,3 triệu/m²' },
      vehicleFacts: [],
      contactName: 'Chị Bình',
      seller: { id: seller.id, name: 'Người Bán', avatarUrl: null, activeListings: 2 },
      breadcrumbs: [
        { label: 'Bất động sản', href: '/bat-dong-san' },
        { label: 'Thành phố Hồ Chí Minh', href: '/bat-dong-san?province=79' },
      ],
      shareImageUrl: `${harness.base}/media/720/seed/listing/test.jpg`,
    });
    // The phone is never in the page data: it is revealed on a click only.
    expect(JSON.stringify(detail)).not.toContain('0911111111');
    expect(await guest().detail.byId({ id: pending })).toBeNull();
    expect(await guest().detail.byId({ id: 999_999 })).toBeNull();
    expect(await refusal(guest().detail.byId({ id: 0 }))).toEqual(invalidInput('id'));
  });

  test('similar listings leave the listing itself out; a category with nothing else falls back to the newest', async () => {
    const similar = await guest().detail.similar({ id: house, cat: 'bat-dong-san' });
    expect(similar.kind).toBe('similar');
    expect(similar.items.map((card) => card.id)).toEqual([flat]);
    const fallback = await guest().detail.similar({ id: house, cat: 'xe-co' });
    expect(fallback.kind).toBe('newest');
    expect(fallback.items.map((card) => card.id)).toEqual([flat]);
    expect(await refusal(guest().detail.similar({ id: house, cat: 'bat-dong-san', num: 13 }))).toEqual(invalidInput('num'));
  });

  test('the phone of a live listing on a click; a pending or missing listing’s phone is "not found"', async () => {
    expect(await guest().detail.revealPhone({ id: house })).toEqual({ phone: '0911111111', contactName: 'Chị Bình' });
    const notFound = refused('NOT_FOUND', 'Không tìm thấy dữ liệu yêu cầu.');
    expect(await refusal(guest().detail.revealPhone({ id: pending }))).toEqual(notFound);
    expect(await refusal(guest().detail.revealPhone({ id: 999_999 }))).toEqual(notFound);
  });

  test('a visit is counted once per visitor, and the listing shows it', async () => {
    expect(await guest().detail.countView({ id: flat })).toEqual({ counted: true });
    expect(await guest().detail.countView({ id: flat })).toEqual({ counted: false });
    expect((await guest().detail.byId({ id: flat }))?.viewCount).toBe(1);
  });

  test('comments: a member posts, everyone reads them newest first, five a page; refusals keep the backend’s message', async () => {
    const buyerDetail = harness.callerOf(buyer).detail;
    for (const n of [1, 2, 3, 4, 5, 6]) await buyerDetail.postComment({ id: house, content: `Câu hỏi số ${n}: nhà còn không ạ?` });
    const first = await guest().detail.comments({ id: house, cat: 'bat-dong-san' });
    expect(first).toMatchObject({ page: 1, total: 6, nextCursor: 2 });
    expect(first.items.map((comment) => comment.content)).toEqual([6, 5, 4, 3, 2].map((n) => `Câu hỏi số ${n}: nhà còn không ạ?`));
    expect(first.items[0]?.author).toEqual({ id: buyer.id, name: 'Nguyễn Văn An', avatarUrl: null });
    const second = await guest().detail.comments({ id: house, cat: 'bat-dong-san', cursor: 2 });
    expect(second).toMatchObject({ page: 2, total: 6, nextCursor: null });
    expect(second.items.map((comment) => comment.content)).toEqual(['Câu hỏi số 1: nhà còn không ạ?']);

    expect(await refusal(buyerDetail.postComment({ id: house, content: 'a' }))).toEqual(refused('BAD_REQUEST', 'Nội dung bình luận không được ít hơn 2 kí tự!', 'content'));
    expect(await refusal(buyerDetail.postComment({ id: pending, content: 'Đất còn không ạ?' }))).toEqual(refused('NOT_FOUND', 'Tin này không tồn tại hoặc đã hết hạn.'));
    expect(await refusal(guest().detail.postComment({ id: house, content: 'Khách hỏi' }))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    const tooLong = await refusal(buyerDetail.postComment({ id: house, content: 'x'.repeat(1001) }));
    expect(tooLong).toEqual(invalidInput('content'));
  });

  test('a callback is asked once per listing; the seller cannot ask on their own listing', async () => {
    expect(await guest().detail.callbackStatus({ id: flat })).toEqual({ signedIn: false, requested: false });
    const buyerDetail = harness.callerOf(buyer).detail;
    expect(await buyerDetail.callbackStatus({ id: flat })).toEqual({ signedIn: true, requested: false });
    expect(await buyerDetail.requestCallback({ id: flat, name: 'An', phone: '0900000802', note: 'Gọi buổi tối' })).toEqual({ requested: true });
    expect(await buyerDetail.callbackStatus({ id: flat })).toEqual({ signedIn: true, requested: true });
    expect(await refusal(buyerDetail.requestCallback({ id: flat, name: 'An', phone: '0900000802', note: '' }))).toEqual(
      refused('BAD_REQUEST', 'Bạn đã gửi yêu cầu gọi lại cho tin này rồi.'),
    );
    expect(await refusal(buyerDetail.requestCallback({ id: house, name: 'An', phone: '123', note: '' }))).toEqual(refused('BAD_REQUEST', 'Số điện thoại không đúng'));
    expect(await refusal(harness.callerOf(seller).detail.requestCallback({ id: house, name: 'Bán', phone: '0900000801', note: '' }))).toEqual(
      refused('BAD_REQUEST', 'Đây là tin của bạn.'),
    );
    expect(await refusal(buyerDetail.requestCallback({ id: flat, name: 'An', phone: '0900000802', note: 'x'.repeat(501) }))).toEqual(invalidInput('note'));
  });
});

describe('notification router', () => {
  test('the seller hears of the comments and the callback; read one, then all; another member changes nothing', async () => {
    const notifications = harness.callerOf(seller).notification;
    const unread = await notifications.unreadCount();
    const page = await notifications.list({ tab: 'activities' });
    expect(page.items.length).toBe(unread);
    expect(page).toMatchObject({ page: 1, pageCount: 1, unreadByTab: { general: 0, promotion: 0, wallet: 0, news: 0, activities: unread, messages: 0 } });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      title: 'Có người muốn bạn gọi lại',
      body: 'An (0900000802) muốn bạn gọi lại về tin "Bán căn hộ Thủ Đức".',
      link: `/bat-dong-san/ban-can-ho-thu-duc-${flat}`,
      unread: true,
      createdAt: expect.any(Date),
    });
    const comments = page.items.filter((item) => item.title === 'Có bình luận mới trên tin của bạn');
    expect(comments.length).toBe(6);
    expect(comments[0]).toMatchObject({ body: 'Nguyễn Văn An đã bình luận tin "Bán nhà phố Quận 7 sổ hồng riêng".', link: `/bat-dong-san/ban-nha-pho-quan-7-so-hong-rieng-${house}#binh-luan` });
    expect(unread).toBe(7);

    const first = page.items[0]?.id ?? 0;
    // Another member marking the seller's notification reads nothing of it and changes nothing.
    expect(await harness.callerOf(buyer).notification.markRead({ id: first })).toBe(0);
    expect(await notifications.unreadCount()).toBe(7);
    expect(await notifications.markRead({ id: first })).toBe(6);
    expect((await notifications.list({ tab: 'activities' })).items.find((item) => item.id === first)?.unread).toBe(false);
    expect(await notifications.markAllRead({ tab: 'wallet' })).toBe(6);
    expect(await notifications.markAllRead({ tab: 'activities' })).toBe(0);
    expect((await notifications.list({ tab: 'activities' })).unreadByTab.activities).toBe(0);
    expect((await notifications.list({ tab: 'general' })).items).toEqual([]);
  });

  test('a guest’s bell says 0 without asking; the list needs a member; out-of-range pages are refused', async () => {
    expect(await guest().notification.unreadCount()).toBe(0);
    expect(await refusal(guest().notification.list({}))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    expect(await refusal(harness.callerOf(seller).notification.list({ page: 501 }))).toEqual(invalidInput('page'));
    expect(await refusal(harness.callerOf(seller).notification.markRead({ id: 0 }))).toEqual(invalidInput('id'));
  });
});

describe('favourite router', () => {
  test('hearts round-trip: add shows in the ids and the list as a card, remove takes it out; guests get no ids', async () => {
    const favourites = harness.callerOf(buyer).favourite;
    expect(await guest().favourite.ids()).toEqual([]);
    expect(await favourites.ids()).toEqual([]);
    expect(await favourites.set({ postId: flat, liked: true })).toEqual({ postId: flat, liked: true });
    expect(await favourites.set({ postId: flat, liked: true })).toEqual({ postId: flat, liked: true });
    expect(await favourites.ids()).toEqual([flat]);
    const list = await favourites.list({});
    expect(list).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    expect(list.items.map((card) => [card.id, card.title, card.priceText])).toEqual([[flat, 'Bán căn hộ Thủ Đức', '2,1 tỷ']]);
    // Another member's hearts are their own.
    expect(await harness.callerOf(seller).favourite.ids()).toEqual([]);
    expect(await favourites.set({ postId: flat, liked: false })).toEqual({ postId: flat, liked: false });
    expect(await favourites.ids()).toEqual([]);
    expect((await favourites.list({})).total).toBe(0);
  });

  test('a missing listing is refused with the backend’s message; bad input never reaches it', async () => {
    const favourites = harness.callerOf(buyer).favourite;
    expect(await refusal(favourites.set({ postId: 999_999, liked: true }))).toEqual(refused('NOT_FOUND', 'Tin không tồn tại hoặc đã bị xoá.'));
    expect(await refusal(favourites.set({ postId: 0, liked: true }))).toEqual(invalidInput('postId'));
    expect(await refusal(favourites.list({ page: 101 }))).toEqual(invalidInput('page'));
    expect(await refusal(guest().favourite.list({}))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
  });
});
