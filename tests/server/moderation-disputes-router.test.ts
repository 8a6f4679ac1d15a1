/**
 * The moderators' "Mua an toàn" complaints over the real backend (issue #38), below the browser:
 * the queue and one complaint as the moderation router shows them (order, reason, photos, the
 * conversation's last messages), the decision with its bounds, a second decision refused in
 * Vietnamese, both sides notified, and a member refused every call.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { chatPhotos, notifications } from '../../src/backend/db/schema';
import { PAYMENT_ENV } from '../helpers/payments';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { call, expectMoneyConsistent, FEE, orderOf, paidOrder, PRICE, safePurchaseWorld, TOTAL, type SafePurchaseWorld } from '../helpers/safe-purchase';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let world: SafePurchaseWorld;
let harness: RouterHarness;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-dispute-router-media', PAYMENT_ENV));
  world = await safePurchaseWorld(handle.db, 3);
});

afterAll(() => harness.close());

const PHOTO = 'chat/2026/01/man-hinh-vo.jpg';
const FORBIDDEN = refused('FORBIDDEN', 'Bạn không có quyền thực hiện thao tác này.');

/** An order paid, handed over, talked about, and complained about with a photo. */
async function disputedOrder(listingIndex: number): Promise<string> {
  const code = await paidOrder(world, 'vnpay', listingIndex);
  expect((await call(world.app, world.seller, '/api/safe-purchase/hand-over', { code })).status).toBe(200);
  const conversationId = Number((await orderOf(world, world.buyer, code)).body.data?.conversation_id);
  const sent = await call(world.app, world.seller, '/api/chat/send', { conversation_id: conversationId, client_id: `3f0c1d6e-0000-4000-8000-00000000000${listingIndex}`, body: 'Máy chạy tốt, bạn yên tâm.' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  // A chat photo goes with one message only.
  const photo = listingIndex === 0 ? PHOTO : `chat/2026/01/thieu-sac-${listingIndex}.jpg`;
  await handle.db.insert(chatPhotos).values({ path: photo, memberId: world.buyer.id });
  const disputed = await call(world.app, world.buyer, '/api/safe-purchase/dispute', { code, reason: 'Màn hình bị vỡ góc, không như mô tả.', photos: [photo] });
  expect(disputed.status, JSON.stringify(disputed.body)).toBe(200);
  return code;
}

describe('moderation router: "Mua an toàn" complaints', () => {
  test('a member gets none of the moderators’ calls; a guest is asked to sign in', async () => {
    const code = await disputedOrder(0);
    for (const member of [world.buyer, world.seller, world.stranger]) {
      const moderation = harness.callerOf(member).moderation;
      expect(await refusal(moderation.disputes({}))).toEqual(FORBIDDEN);
      expect(await refusal(moderation.resolveDispute({ code, decision: 'refund', note: 'Tự hoàn cho mình.' }))).toEqual(FORBIDDEN);
    }
    // The order's own sides read it on their pages, not as a complaint to decide; anyone else does not learn it exists.
    expect(await refusal(harness.callerOf(world.buyer).moderation.dispute({ code }))).toEqual(FORBIDDEN);
    expect(await refusal(harness.callerOf(world.stranger).moderation.dispute({ code }))).toEqual(refused('NOT_FOUND', 'Không tìm thấy đơn hàng.'));
    expect(await refusal(harness.callerOf().moderation.disputes({}))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    // Nothing was decided.
    expect((await orderOf(world, world.moderator, code)).body.data?.state).toBe('disputed');
  });

  test('the queue shows the order, the reason, the photos and the last messages; one complaint reads the same', async () => {
    const [code] = (await harness.callerOf(world.moderator).moderation.disputes({})).items.map((item) => item.code);
    if (!code) throw new Error('no complaint in the queue');
    const page = await harness.callerOf(world.moderator).moderation.disputes({});
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    const [item] = page.items;
    expect(item).toMatchObject({
      code,
      state: 'disputed',
      stateLabel: 'Đang khiếu nại',
      listing: { id: world.listingIds[0], title: 'Điện thoại cũ số 1' },
      buyer: { id: world.buyer.id, name: 'Người Mua' },
      seller: { id: world.seller.id, name: 'Người Bán' },
      price: PRICE,
      fee: FEE,
      total: TOTAL,
      refunded: 0,
      provider: 'vnpay',
      decidable: true,
      disputeReason: 'Màn hình bị vỡ góc, không như mô tả.',
      disputePhotos: [{ path: PHOTO, thumbUrl: `${harness.base}/media/360/${PHOTO}`, fullUrl: `${harness.base}/media/full/${PHOTO}` }],
      decisionNote: null,
    });
    expect(item?.confirmDeadline).toBeInstanceOf(Date);
    expect(item?.messages.map((message) => [message.side, message.senderName, message.body, message.photos.length])).toEqual([
      ['seller', 'Người Bán', 'Máy chạy tốt, bạn yên tâm.', 0],
      ['buyer', 'Người Mua', `Khiếu nại đơn Mua an toàn ${code}: Màn hình bị vỡ góc, không như mô tả.`, 1],
    ]);
    expect(await harness.callerOf(world.moderator).moderation.dispute({ code })).toEqual(item);
  });

  test('a decision needs a note and, for part of the price, an amount above 0 and below the price', async () => {
    const moderation = harness.callerOf(world.moderator).moderation;
    const [code = ''] = (await moderation.disputes({})).items.map((item) => item.code);
    expect(await refusal(moderation.resolveDispute({ code, decision: 'refund', note: '   ' }))).toEqual(invalidInput('note'));
    expect(await refusal(moderation.resolveDispute({ code, decision: 'partial', refundAmount: 0, note: 'Hoàn một phần.' }))).toEqual(invalidInput('refundAmount'));
    expect(await refusal(moderation.resolveDispute({ code, decision: 'partial', note: 'Hoàn một phần.' }))).toEqual(invalidInput('refundAmount'));
    const whole = await refusal(moderation.resolveDispute({ code, decision: 'partial', refundAmount: PRICE, note: 'Hoàn một phần.' }));
    expect(whole).toEqual(refused('CONFLICT', 'Số tiền hoàn một phần phải lớn hơn 0 và nhỏ hơn giá món hàng.'));
    expect((await moderation.disputes({})).total).toBe(1);
  });

  test('refunding part: the buyer gets it back, the seller the rest, both are told, the complaint leaves the queue, and a second decision is refused', async () => {
    const moderation = harness.callerOf(world.moderator).moderation;
    const [code = ''] = (await moderation.disputes({})).items.map((item) => item.code);
    const decided = await moderation.resolveDispute({ code, decision: 'partial', refundAmount: 800_000, note: '  Màn hình vỡ góc, hoàn 800.000 đ.  ' });
    expect(decided).toMatchObject({ code, state: 'partiallyRefunded', stateLabel: 'Đã hoàn tiền một phần', refunded: 800_000, decidable: false, decisionNote: 'Màn hình vỡ góc, hoàn 800.000 đ.' });
    expect(await moderation.disputes({})).toMatchObject({ items: [], total: 0 });

    const told = async (memberId: number) =>
      (await handle.db.select().from(notifications).where(and(eq(notifications.memberId, memberId), eq(notifications.title, 'Ban kiểm duyệt đã quyết định')))).map((row) => [row.body, row.link]);
    expect(await told(world.buyer.id)).toEqual([[`Đơn ${code} (Điện thoại cũ số 1): Đã hoàn tiền một phần, 800.000 đ được hoàn về cho bạn. Ghi chú của ban kiểm duyệt: “Màn hình vỡ góc, hoàn 800.000 đ.”`, `/user/don-mua?don=${code}`]]);
    expect(await told(world.seller.id)).toEqual([[`Đơn ${code} (Điện thoại cũ số 1): Đã hoàn tiền một phần, 1.700.000 đ được chuyển cho bạn. Ghi chú của ban kiểm duyệt: “Màn hình vỡ góc, hoàn 800.000 đ.”`, `/user/don-ban?don=${code}`]]);

    // Another moderator decided from a page loaded before: refused, nothing moves twice.
    const stale = await refusal(moderation.resolveDispute({ code, decision: 'release', note: 'Người bán đã giao đúng.' }));
    expect(stale).toEqual(refused('CONFLICT', 'Đơn hàng đang ở trạng thái "Đã hoàn tiền một phần" nên không thể quyết định khiếu nại.'));
    expect((await orderOf(world, world.moderator, code)).body.data).toMatchObject({ state: 'partiallyRefunded', refunded: 800_000 });
    await expectMoneyConsistent(handle.db);
  });

  test.each([
    ['refund', 'refunded', TOTAL, 1],
    ['release', 'completed', 0, 2],
  ] as const)('deciding "%s" closes the complaint as %s', async (decision, state, refunded, listingIndex) => {
    const code = await disputedOrder(listingIndex);
    const decided = await harness.callerOf(world.moderator).moderation.resolveDispute({ code, decision, note: 'Đã xem ảnh và tin nhắn.' });
    expect(decided).toMatchObject({ state, refunded });
    expect((await harness.callerOf(world.moderator).moderation.disputes({})).total).toBe(0);
    await expectMoneyConsistent(handle.db);
  });
});
