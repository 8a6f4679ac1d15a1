/**
 * "Mua an toàn" (issue #38) through the API on the embedded database: the offer's rules, every
 * transition of the order machine as the pages make it (payments through each provider's sandbox
 * and its IPN, refunds through each provider's refund call, payouts), the timers on a clock moved
 * forward, who may see and do what (with the Vietnamese refusals), and the money after each test.
 * The races and the random sequences are in safe-purchase-races.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { chatPhotos, notifications, safePurchaseEvents, safePurchasePayouts, safePurchaseRefunds } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { runSafePurchaseTimers } from '../../src/backend/services/safe-purchase';
import { DAY_MS, insertListing } from '../helpers/fixtures';
import { freshPglite } from '../helpers/db';
import { PAYMENT_ENV, payerChooses, validateReturn, type TestProvider } from '../helpers/payments';
import { balanceOf, call, createOrder, expectMoneyConsistent, FEE, orderOf, paidOrder, PRICE, safePurchaseWorld, startPayment, TOTAL, type SafePurchaseWorld } from '../helpers/safe-purchase';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function world(listings = 3): Promise<SafePurchaseWorld> {
  handle = await freshPglite();
  return safePurchaseWorld(handle.db, listings);
}

/** The timer job's pass at `now`, reaching the providers through the app's sandboxes. */
function timers(w: SafePurchaseWorld, now: Date) {
  const env = readBackendEnv(PAYMENT_ENV);
  return runSafePurchaseTimers({ db: w.db, env, fetch: (url, init) => Promise.resolve(w.app.request(url, init)) }, now);
}

async function registerPayout(w: SafePurchaseWorld) {
  const saved = await call(w.app, w.seller, '/api/safe-purchase/payout-account', { kind: 'bank', bank_code: 'VCB', account_number: '0071000123456', account_name: 'NGUOI BAN' });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toEqual({ kind: 'bank', bank_code: 'VCB', account: '••••3456', account_name: 'NGUOI BAN' });
}

describe('the offer', () => {
  test('only the seller turns it on, only for goods with a price within the limit', async () => {
    const w = await world(1);
    const realEstate = await insertListing(w.db, w.seller.id, { title: 'Nhà phố Quận 7', categoryId: 1 });
    const job = await insertListing(w.db, w.seller.id, { title: 'Tuyển nhân viên bán hàng', categoryId: 5, price: 8_000_000, priceUnit: 1 });
    const pricey = await insertListing(w.db, w.seller.id, { title: 'Xe máy đời mới', categoryId: 2, price: 45_000_000, priceUnit: 1 });
    const noPrice = await insertListing(w.db, w.seller.id, { title: 'Đàn guitar', categoryId: 2, price: null, transactionType: 2 });
    const refused = async (listingId: number) => (await call(w.app, w.seller, '/api/safe-purchase/offer', { listing_id: listingId, enabled: true })).body.message;
    expect(await refused(realEstate.id)).toBe('"Mua an toàn" chỉ dành cho tin mua bán hàng hoá, không áp dụng cho bất động sản và việc làm.');
    expect(await refused(job.id)).toBe('"Mua an toàn" chỉ dành cho tin mua bán hàng hoá, không áp dụng cho bất động sản và việc làm.');
    expect(await refused(pricey.id)).toBe('"Mua an toàn" chỉ áp dụng cho món hàng có giá tối đa 30.000.000 đ.');
    expect(await refused(noPrice.id)).toBe('Tin cần có giá cụ thể để bật "Mua an toàn".');
    const stranger = await call(w.app, w.stranger, '/api/safe-purchase/offer', { listing_id: w.listingIds[0], enabled: false });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe('Chỉ người đăng tin mới bật hoặc tắt được "Mua an toàn".');
    const quote = await call(w.app, w.buyer, '/api/safe-purchase/quote', null, { listing_id: w.listingIds[0] ?? 0 });
    expect(quote.body.data).toEqual({ listing_id: w.listingIds[0], title: 'Điện thoại cũ số 1', price: PRICE, fee: FEE, total: TOTAL, handover_days: 3, confirm_days: 3, payment_minutes: 60 });
    const notOffered = await call(w.app, w.buyer, '/api/safe-purchase/quote', null, { listing_id: pricey.id });
    expect(notOffered.body.message).toBe('Người bán chưa bật "Mua an toàn" cho tin này.');
    const own = await call(w.app, w.seller, '/api/safe-purchase/create', { listing_id: w.listingIds[0] });
    expect(own.body.message).toBe('Đây là tin đăng của bạn, không thể tự mua.');
    const stale = await call(w.app, w.buyer, '/api/safe-purchase/create', { listing_id: w.listingIds[0], a: PRICE });
    expect(stale.body.message).toBe('Giá món hàng đã thay đổi, vui lòng xem lại trước khi đặt.');
  });
});

describe('an order through the API', () => {
  test.each(['momo', 'vnpay', 'napas'] as const)('%s: paid and held, handed over, confirmed, the seller paid out, both notified at every step', async (provider: TestProvider) => {
    const w = await world(1);
    await registerPayout(w);
    const code = await createOrder(w);
    const created = await orderOf(w, w.buyer, code);
    expect(created.body.data).toMatchObject({ state: 'awaitingPayment', price: PRICE, fee: FEE, total: TOTAL, actions: ['order.cancel'] });
    expect(created.body.data?.conversation_id).toEqual(expect.any(Number));
    const returned = await startPayment(w, code, provider).then(({ url }) => payerChooses(w.app, url, 'pay'));
    // The browser's validate after the IPN settled it: the same success, nothing more.
    expect((await validateReturn(w.app, w.buyer, provider, returned)).status).toBe(200);
    expect(await balanceOf(w.db, 'escrow_held')).toBe(TOTAL);
    const paid = await orderOf(w, w.seller, code);
    expect(paid.body.data).toMatchObject({ state: 'paid', provider, actions: ['order.handOver', 'order.cancel'] });
    const handed = await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code });
    expect(handed.body.data).toMatchObject({ state: 'handedOver' });
    const confirmed = await call(w.app, w.buyer, '/api/safe-purchase/confirm', { code });
    expect(confirmed.body.data).toMatchObject({ state: 'completed', released: PRICE, refunded: 0, payout: { amount: PRICE, status: 'paid', account: 'VCB ••••3456' } });
    expect(await balanceOf(w.db, 'escrow_held')).toBe(0);
    expect(await balanceOf(w.db, 'escrow_fees')).toBe(FEE);
    expect((await call(w.app, w.seller, '/api/safe-purchase/balance', null)).body.data).toEqual({ awaiting_payout: 0, paid_out: PRICE, held: 0 });
    const events = await w.db.select().from(safePurchaseEvents);
    expect(events.map((event) => `${event.fromState}>${event.toState}:${event.actorRole}`)).toEqual(['awaitingPayment>paid:system', 'paid>handedOver:seller', 'handedOver>completed:buyer']);
    const titles = async (memberId: number) => (await w.db.select().from(notifications).where(eq(notifications.memberId, memberId))).map((row) => row.title);
    expect(await titles(w.buyer.id)).toEqual(['Đã tạo đơn Mua an toàn', 'Đã thanh toán Mua an toàn', 'Người bán đã giao hàng', 'Đơn Mua an toàn hoàn tất']);
    expect(await titles(w.seller.id)).toEqual(['Có người đặt Mua an toàn', 'Người mua đã thanh toán', 'Đã ghi nhận giao hàng', 'Tiền đã được chuyển cho bạn', 'Đã chi tiền cho bạn']);
    await expectMoneyConsistent(w.db);
  });

  test('a dispute with photos and the last messages reaches the moderators, who refund part: the buyer refunded through VnPay, the seller paid the rest once an account is registered', async () => {
    const w = await world(1);
    const code = await paidOrder(w, 'vnpay');
    await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code });
    const conversationId = Number((await orderOf(w, w.buyer, code)).body.data?.conversation_id);
    await call(w.app, w.seller, '/api/chat/send', { conversation_id: conversationId, client_id: '3f0c1d6e-0000-4000-8000-000000000001', body: 'Máy chạy tốt, bạn yên tâm.' });
    await w.db.insert(chatPhotos).values({ path: 'chat/2026/01/man-hinh-vo.jpg', memberId: w.buyer.id });
    const empty = await call(w.app, w.buyer, '/api/safe-purchase/dispute', { code, reason: '   ' });
    expect(empty.status).toBe(409);
    expect(empty.body.message).toBe('Vui lòng nhập lý do khiếu nại (tối đa 1000 kí tự).');
    const disputed = await call(w.app, w.buyer, '/api/safe-purchase/dispute', { code, reason: 'Màn hình bị vỡ góc, không như mô tả.', photos: ['chat/2026/01/man-hinh-vo.jpg'] });
    expect(disputed.body.data).toMatchObject({ state: 'disputed', actions: [] });
    const queue = await call(w.app, w.moderator, '/api/safe-purchase/disputes', null);
    const listed = (queue.body.data as { data: Array<{ code: string; dispute: { reason: string; photos: string[]; messages: Array<{ body: string }> }; actions: string[] }> }).data;
    expect(listed.map((order) => order.code)).toEqual([code]);
    expect(listed[0]?.dispute.photos).toEqual(['chat/2026/01/man-hinh-vo.jpg']);
    expect(listed[0]?.dispute.messages.map((message) => message.body)).toEqual(['Máy chạy tốt, bạn yên tâm.', `Khiếu nại đơn Mua an toàn ${code}: Màn hình bị vỡ góc, không như mô tả.`]);
    expect(listed[0]?.actions).toEqual(['order.resolve']);
    const member = await call(w.app, w.buyer, '/api/safe-purchase/resolve', { code, decision: 'refund' });
    expect(member.status).toBe(403);
    const tooMuch = await call(w.app, w.moderator, '/api/safe-purchase/resolve', { code, decision: 'partial', refund_amount: PRICE });
    expect(tooMuch.body.message).toBe('Số tiền hoàn một phần phải lớn hơn 0 và nhỏ hơn giá món hàng.');
    const decided = await call(w.app, w.moderator, '/api/safe-purchase/resolve', { code, decision: 'partial', refund_amount: 800_000, note: 'Màn hình vỡ, hoàn 800.000 đ.' });
    expect(decided.body.data).toMatchObject({ state: 'partiallyRefunded', refunded: 800_000, released: PRICE - 800_000, refunds: [{ amount: 800_000, status: 'succeeded' }], payout: { status: 'waiting_account' } });
    const [refund] = await w.db.select().from(safePurchaseRefunds);
    expect(refund?.providerPayload).toMatchObject({ vnp_ResponseCode: '00', vnp_TransactionType: '03', vnp_Amount: String(800_000 * 100) });
    expect((await call(w.app, w.seller, '/api/safe-purchase/balance', null)).body.data).toEqual({ awaiting_payout: PRICE - 800_000, paid_out: 0, held: 0 });
    await registerPayout(w);
    await timers(w, new Date());
    expect((await call(w.app, w.seller, '/api/safe-purchase/balance', null)).body.data).toEqual({ awaiting_payout: 0, paid_out: PRICE - 800_000, held: 0 });
    const [payout] = await w.db.select().from(safePurchasePayouts);
    expect(payout?.providerPayload).toMatchObject({ resultCode: '0', amount: String(PRICE - 800_000) });
    await expectMoneyConsistent(w.db);
  });

  test.each([
    ['refund', 'refunded', TOTAL],
    ['release', 'completed', 0],
  ] as const)('a moderator decides "%s"', async (decision, state, refunded) => {
    const w = await world(1);
    const code = await paidOrder(w, 'momo');
    await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code });
    await call(w.app, w.buyer, '/api/safe-purchase/dispute', { code, reason: 'Thiếu sạc.' });
    const decided = await call(w.app, w.moderator, '/api/safe-purchase/resolve', { code, decision });
    expect(decided.body.data).toMatchObject({ state, refunded });
    expect(await balanceOf(w.db, 'escrow_refunds_pending')).toBe(0);
    await expectMoneyConsistent(w.db);
  });

  test.each([
    ['buyer', 'momo'],
    ['seller', 'napas'],
  ] as const)('the %s cancels before hand-over: price and fee go back through %s', async (side, provider) => {
    const w = await world(1);
    const code = await paidOrder(w, provider);
    const cancelled = await call(w.app, w[side], '/api/safe-purchase/cancel', { code });
    expect(cancelled.body.data).toMatchObject({ state: 'refunded', refunded: TOTAL, refunds: [{ amount: TOTAL, status: 'succeeded' }] });
    expect(await balanceOf(w.db, 'escrow_held')).toBe(0);
    expect(await balanceOf(w.db, 'escrow_refunds_pending')).toBe(0);
    // Nothing is left to do: after hand-over-less cancel, hand-over is refused.
    const late = await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Đơn hàng đang ở trạng thái "Đã hoàn tiền" nên không thể xác nhận đã giao hàng.');
    await expectMoneyConsistent(w.db);
  });

  test('an unpaid order is cancelled without money, and another buyer can order the listing again', async () => {
    const w = await world(1);
    const code = await createOrder(w);
    const cancelled = await call(w.app, w.buyer, '/api/safe-purchase/cancel', { code });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', refunded: 0, refunds: [] });
    await createOrder(w);
    await expectMoneyConsistent(w.db);
  });

  test('one open order per listing', async () => {
    const w = await world(1);
    await createOrder(w);
    const second = await call(w.app, w.stranger, '/api/safe-purchase/create', { listing_id: w.listingIds[0] });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Món hàng này đang có một đơn "Mua an toàn" khác, vui lòng thử lại sau.');
  });

  test('a second payment that succeeds after the first is refunded on the timer job’s next pass, not held', async () => {
    const w = await world(1);
    const code = await createOrder(w);
    const first = await startPayment(w, code, 'vnpay');
    const second = await startPayment(w, code, 'momo');
    await payerChooses(w.app, first.url, 'pay');
    await payerChooses(w.app, second.url, 'pay');
    // Recorded with the IPN; the provider is asked by the timer job's next pass.
    expect((await orderOf(w, w.buyer, code)).body.data).toMatchObject({ state: 'paid', provider: 'vnpay', refunds: [{ amount: TOTAL, status: 'pending' }] });
    expect(await balanceOf(w.db, 'escrow_refunds_pending')).toBe(TOTAL);
    await timers(w, new Date());
    expect((await orderOf(w, w.buyer, code)).body.data).toMatchObject({ state: 'paid', refunds: [{ amount: TOTAL, status: 'succeeded' }] });
    expect(await balanceOf(w.db, 'escrow_held')).toBe(TOTAL);
    expect(await balanceOf(w.db, 'escrow_refunds_pending')).toBe(0);
    await expectMoneyConsistent(w.db);
  });
});

describe('timers (the job on a clock moved forward)', () => {
  test('unpaid expiry, the seller’s hand-over deadline (refund) and the buyer’s confirmation deadline (release), each once', async () => {
    const w = await world(3);
    await registerPayout(w);
    const unpaid = await createOrder(w, 0);
    const notHanded = await paidOrder(w, 'vnpay', 1);
    const notConfirmed = await paidOrder(w, 'napas', 2);
    await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code: notConfirmed });
    const now = Date.now();
    expect(await timers(w, new Date(now + 30 * 60_000))).toMatchObject({ expired: 0, refundedLate: 0, released: 0 });
    expect(await timers(w, new Date(now + 61 * 60_000))).toMatchObject({ expired: 1, refundedLate: 0, released: 0 });
    const later = new Date(now + 3 * DAY_MS + 60_000);
    const [first, second] = await Promise.all([timers(w, later), timers(w, later)]);
    expect((first?.refundedLate ?? 0) + (second?.refundedLate ?? 0)).toBe(1);
    expect((first?.released ?? 0) + (second?.released ?? 0)).toBe(1);
    expect((await orderOf(w, w.buyer, unpaid)).body.data).toMatchObject({ state: 'expired' });
    expect((await orderOf(w, w.buyer, notHanded)).body.data).toMatchObject({ state: 'refunded', refunded: TOTAL, refunds: [{ status: 'succeeded' }] });
    expect((await orderOf(w, w.seller, notConfirmed)).body.data).toMatchObject({ state: 'completed', payout: { status: 'paid' } });
    expect((await w.db.select().from(safePurchaseEvents)).filter((event) => event.actorRole === 'system').map((event) => event.event).sort()).toEqual(
      ['order.confirmTimeout', 'order.expire', 'order.handoverTimeout', 'order.paid', 'order.paid'].sort(),
    );
    await expectMoneyConsistent(w.db);
  });

  test('the end-to-end hook runs a pass with the clock moved forward, for one order when it names one', async () => {
    handle = await freshPglite();
    const w = await safePurchaseWorld(handle.db, 2, { ENABLE_TEST_HOOKS: '1' });
    const code = await createOrder(w, 0);
    const other = await createOrder(w, 1);
    const hook = async (body: { advance_ms: number; code?: string }) =>
      ((await (await w.app.request('/__test/safe-purchase/timers', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: { expired: number } }).data.expired;
    expect(await hook({ advance_ms: 0 })).toBe(0);
    // A model path moves its own order only: the other order, just as late, is left to its own test.
    expect(await hook({ advance_ms: 61 * 60_000, code })).toBe(1);
    expect((await orderOf(w, w.buyer, code)).body.data?.state).toBe('expired');
    expect((await orderOf(w, w.buyer, other)).body.data?.state).toBe('awaitingPayment');
    expect(await hook({ advance_ms: 61 * 60_000 })).toBe(1);
    expect((await orderOf(w, w.buyer, other)).body.data?.state).toBe('expired');
  });

  test('a payment arriving after the order expired is void: nothing is held', async () => {
    const w = await world(1);
    const code = await createOrder(w);
    const { url } = await startPayment(w, code, 'vnpay');
    await timers(w, new Date(Date.now() + 61 * 60_000));
    // The attempt's own expiry (15 minutes, within the order's hour) passed too: the sandbox reports it expired.
    await w.db.execute(`update payments set expires_at = now() - interval '1 minute'`);
    await payerChooses(w.app, url, 'pay').catch(() => null);
    expect((await orderOf(w, w.buyer, code)).body.data).toMatchObject({ state: 'expired' });
    expect(await balanceOf(w.db, 'escrow_held')).toBe(0);
    await expectMoneyConsistent(w.db);
  });
});

describe('who sees and does what', () => {
  test('a stranger is told the order does not exist; each side is refused the other side’s actions and actions out of state, in Vietnamese', async () => {
    const w = await world(1);
    const code = await paidOrder(w, 'vnpay');
    for (const [path, body] of [
      ['/api/safe-purchase/confirm', { code }],
      ['/api/safe-purchase/cancel', { code }],
      ['/api/safe-purchase/hand-over', { code }],
    ] as const) {
      const refused = await call(w.app, w.stranger, path, body);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Không tìm thấy đơn hàng.');
    }
    const peek = await orderOf(w, w.stranger, code);
    expect(peek.status).toBe(404);
    expect(peek.body.message).toBe('Không tìm thấy đơn hàng.');
    const stolenPayment = await call(w.app, w.stranger, '/api/safe-purchase/pay', { code, provider: 'momo', redirect: 'http://localhost:3000/payment/kq-thanh-toan-mm-s1' });
    expect(stolenPayment.status).toBe(404);
    const buyerHandsOver = await call(w.app, w.buyer, '/api/safe-purchase/hand-over', { code });
    expect(buyerHandsOver.status).toBe(403);
    expect(buyerHandsOver.body.message).toBe('Chỉ người bán mới được xác nhận đã giao hàng.');
    const early = await call(w.app, w.buyer, '/api/safe-purchase/confirm', { code });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Đơn hàng đang ở trạng thái "Đã thanh toán (tiền được giữ)" nên không thể xác nhận đã nhận hàng.');
    await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code });
    const sellerConfirms = await call(w.app, w.seller, '/api/safe-purchase/confirm', { code });
    expect(sellerConfirms.status).toBe(403);
    expect(sellerConfirms.body.message).toBe('Chỉ người mua mới được xác nhận đã nhận hàng.');
    const moderatorConfirms = await call(w.app, w.moderator, '/api/safe-purchase/confirm', { code });
    expect(moderatorConfirms.status).toBe(403);
    const strangerQueue = await call(w.app, w.stranger, '/api/safe-purchase/disputes', null);
    expect(strangerQueue.status).toBe(403);
    expect(strangerQueue.body.message).toBe('Bạn không có quyền thực hiện thao tác này.');
    // The moderator reads any order; the lists are each side's own.
    expect((await orderOf(w, w.moderator, code)).body.data).toMatchObject({ role: 'moderator', actions: [] });
    const mine = async (member: SafePurchaseWorld['buyer'], side: 'buyer' | 'seller') =>
      ((await call(w.app, member, '/api/safe-purchase/orders', null, { side })).body.data as { data: Array<{ code: string }> }).data.map((order) => order.code);
    expect(await mine(w.buyer, 'buyer')).toEqual([code]);
    expect(await mine(w.seller, 'seller')).toEqual([code]);
    expect(await mine(w.stranger, 'buyer')).toEqual([]);
    expect(await mine(w.buyer, 'seller')).toEqual([]);
    const conversationId = Number((await orderOf(w, w.buyer, code)).body.data?.conversation_id);
    const cards = async (member: SafePurchaseWorld['buyer'], side: 'buyer' | 'seller', conversation: number) =>
      ((await call(w.app, member, '/api/safe-purchase/orders', null, { side, conversation_id: conversation })).body.data as { data: Array<{ code: string }> }).data.map((order) => order.code);
    expect(await cards(w.seller, 'seller', conversationId)).toEqual([code]);
    expect(await cards(w.buyer, 'buyer', conversationId + 1)).toEqual([]);
    expect(await cards(w.stranger, 'buyer', conversationId)).toEqual([]);
    const unauthenticated = await w.app.request(`/api/safe-purchase/order?code=${code}`);
    expect(unauthenticated.status).toBe(401);
    expect(((await unauthenticated.json()) as { message: string }).message).toBe('Bạn cần đăng nhập để tiếp tục.');
  });
});
