/**
 * The members' "Mua an toàn" router over the real backend (issue #38): the seller's offer toggle with
 * the backend's Vietnamese refusal, the buyer's quote and checkout to the provider's page (the same
 * return pages as the wallet's top-up), both sides' lists with the actions the machine allows, the
 * hand-over and the confirm, a refused action, the payout account and the seller's balance.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { chatPhotos } from '../../src/backend/db/schema';
import { insertListing } from '../helpers/fixtures';
import { PAYMENT_ENV, payerChooses } from '../helpers/payments';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { expectMoneyConsistent, FEE, PRICE, safePurchaseWorld, TOTAL, type SafePurchaseWorld } from '../helpers/safe-purchase';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let world: SafePurchaseWorld;
let harness: RouterHarness;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-safe-purchase-router-media', PAYMENT_ENV));
  world = await safePurchaseWorld(handle.db, 2);
});

afterAll(() => harness.close());

describe('safePurchase router', () => {
  test('the seller toggles the offer; a job listing is refused in Vietnamese; only the seller may toggle', async () => {
    const seller = harness.callerOf(world.seller).safePurchase;
    const listingId = world.listingIds[1] ?? 0;
    expect(await seller.setOffer({ listingId, enabled: false })).toEqual({ listingId, enabled: false });
    expect(await refusal(harness.callerOf(world.buyer).safePurchase.quote({ listingId }))).toMatchObject({ code: 'CONFLICT', message: 'Người bán chưa bật "Mua an toàn" cho tin này.' });
    expect(await seller.setOffer({ listingId, enabled: true })).toEqual({ listingId, enabled: true });
    const job = await insertListing(handle.db, world.seller.id, { title: 'Tuyển nhân viên bán hàng', categoryId: 5, price: 1_000_000, priceUnit: 1 });
    expect(await refusal(seller.setOffer({ listingId: job.id, enabled: true }))).toMatchObject({
      code: 'CONFLICT',
      message: '"Mua an toàn" chỉ dành cho tin mua bán hàng hoá, không áp dụng cho bất động sản và việc làm.',
    });
    expect(await refusal(harness.callerOf(world.buyer).safePurchase.setOffer({ listingId, enabled: false }))).toMatchObject({ code: 'FORBIDDEN', message: 'Chỉ người đăng tin mới bật hoặc tắt được "Mua an toàn".' });
    expect(await refusal(harness.callerOf().safePurchase.setOffer({ listingId, enabled: false }))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
  });

  test('quote, checkout to the provider page, hand-over, confirm: both lists, the actions and the balance follow', async () => {
    const buyer = harness.callerOf(world.buyer).safePurchase;
    const seller = harness.callerOf(world.seller).safePurchase;
    const listingId = world.listingIds[0] ?? 0;
    const quote = await buyer.quote({ listingId });
    expect(quote).toMatchObject({ listingId, price: PRICE, fee: FEE, total: TOTAL });
    expect(quote.handoverDays).toBeGreaterThan(0);
    expect(quote.confirmDays).toBeGreaterThan(0);

    // A total the buyer was not shown (the price changed) opens nothing.
    const stale = await buyer.checkout({ listingId, shownTotal: TOTAL - 1, provider: 'vnpay' });
    expect(stale).toMatchObject({ ok: false, code: null });
    expect((await buyer.orders({ side: 'buyer' })).total).toBe(0);

    const started = await buyer.checkout({ listingId, shownTotal: quote.total, provider: 'vnpay' });
    if (!started.ok) throw new Error(started.message);
    const payUrl = new URL(started.url);
    expect(payUrl.searchParams.get('vnp_Amount')).toBe(String(TOTAL * 100));
    expect(payUrl.searchParams.get('vnp_ReturnUrl')).toBe('http://localhost:3000/payment/kq-thanh-toan-vnpay-s1');
    const waiting = (await buyer.orders({ side: 'buyer' })).items;
    expect(waiting).toEqual([expect.objectContaining({ code: started.code, state: 'awaitingPayment', role: 'buyer', price: PRICE, fee: FEE, total: TOTAL })]);
    expect(waiting[0]?.actions).toContain('order.cancel');

    await payerChooses(world.app, started.url, 'pay');
    const paid = await seller.order({ code: started.code });
    expect(paid).toMatchObject({ state: 'paid', role: 'seller', provider: 'vnpay' });
    expect([...paid.actions].sort()).toEqual(['order.cancel', 'order.handOver']);
    expect(paid.handoverDeadline).toBeInstanceOf(Date);
    expect((await seller.orders({ side: 'seller' })).items.map((order) => order.code)).toEqual([started.code]);
    expect((await buyer.orders({ side: 'seller' })).total).toBe(0);
    // Paid and not yet released: held for the seller (the price, not the buyer's fee), nothing to pay out yet.
    expect(await seller.balance()).toEqual({ awaitingPayout: 0, paidOut: 0, held: PRICE });

    // The buyer cannot mark it handed over; a stranger does not learn it exists.
    expect(await refusal(buyer.act({ code: started.code, action: 'handOver' }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await refusal(harness.callerOf(world.stranger).safePurchase.order({ code: started.code }))).toMatchObject({ code: 'NOT_FOUND', message: 'Không tìm thấy đơn hàng.' });

    const handedOver = await seller.act({ code: started.code, action: 'handOver' });
    expect(handedOver.state).toBe('handedOver');
    const forBuyer = await buyer.order({ code: started.code });
    expect(forBuyer.actions).toEqual(expect.arrayContaining(['order.confirm', 'order.dispute']));
    expect(forBuyer.confirmDeadline).toBeInstanceOf(Date);
    expect(await refusal(buyer.dispute({ code: started.code, reason: '   ' }))).toEqual(invalidInput('reason'));

    const completed = await buyer.act({ code: started.code, action: 'confirm' });
    expect(completed).toMatchObject({ state: 'completed', released: PRICE, actions: [] });
    // The steps with their times, the same for both sides: created, paid (by the provider's result), handed over, confirmed.
    const steps = completed.timeline.map((step) => [step.state, step.label]);
    expect(steps).toEqual([
      ['awaitingPayment', 'Đặt đơn'],
      ['paid', 'Người mua đã thanh toán, tiền được giữ'],
      ['handedOver', 'Người bán đã giao hàng'],
      ['completed', 'Hoàn tất, tiền chuyển cho người bán (người mua)'],
    ]);
    const times = completed.timeline.map((step) => step.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(completed.timeline[0]?.at).toEqual(completed.createdAt);
    expect((await seller.order({ code: started.code })).timeline).toEqual(completed.timeline);
    expect(await refusal(buyer.act({ code: started.code, action: 'cancel' }))).toMatchObject({ code: 'CONFLICT' });

    expect(await seller.payoutAccount()).toBeNull();
    const saved = await seller.savePayoutAccount({ kind: 'bank', bankCode: 'vcb', accountNumber: '0123456789', accountName: 'Người Bán' });
    expect(saved).toMatchObject({ kind: 'bank', bank_code: 'VCB', account_name: 'Người Bán' });
    expect(saved?.account).not.toContain('0123456789');
    expect(await refusal(seller.savePayoutAccount({ kind: 'bank', bankCode: 'VCB', accountNumber: '12', accountName: 'Người Bán' }))).toEqual(invalidInput('accountNumber'));
    const balance = await seller.balance();
    expect(balance.awaitingPayout + balance.paidOut).toBe(PRICE);
    expect(balance.held).toBe(0);
    await expectMoneyConsistent(handle.db);
  });

  test('a complaint with photos: the seller sees the photos and the steps up to the complaint', async () => {
    const buyer = harness.callerOf(world.buyer).safePurchase;
    const seller = harness.callerOf(world.seller).safePurchase;
    const listingId = world.listingIds[1] ?? 0;
    const started = await buyer.checkout({ listingId, shownTotal: (await buyer.quote({ listingId })).total, provider: 'vnpay' });
    if (!started.ok) throw new Error(started.message);
    await payerChooses(world.app, started.url, 'pay');
    await seller.act({ code: started.code, action: 'handOver' });
    const photos = ['chat/2026/11/hop-mop.jpg', 'chat/2026/11/tem-rach.jpg'];
    await handle.db.insert(chatPhotos).values(photos.map((path) => ({ path, memberId: world.buyer.id })));
    const disputed = await buyer.dispute({ code: started.code, reason: 'Hộp bị móp, tem bảo hành rách.', photos });
    expect(disputed.state).toBe('disputed');
    // A complaint keeps the money held until a moderator decides.
    expect((await seller.balance()).held).toBe(PRICE);

    const seen = await seller.order({ code: started.code });
    expect(seen.disputeReason).toBe('Hộp bị móp, tem bảo hành rách.');
    expect(seen.disputePhotos).toEqual(photos.map((path) => ({ path, thumbUrl: `${harness.base}/media/360/${path}`, fullUrl: `${harness.base}/media/full/${path}` })));
    expect(seen.timeline.map((step) => step.state)).toEqual(['awaitingPayment', 'paid', 'handedOver', 'disputed']);
    expect(seen.timeline.at(-1)?.label).toBe('Người mua khiếu nại');
    expect((await seller.orders({ side: 'seller' })).items.find((order) => order.code === started.code)?.disputePhotos).toHaveLength(2);
    // More photos than the backend takes never reach it.
    expect(await refusal(buyer.dispute({ code: started.code, reason: 'Thêm ảnh', photos: Array.from({ length: 6 }, (_, index) => `chat/2026/11/anh-${index}.jpg`) }))).toEqual(invalidInput('photos'));
    await expectMoneyConsistent(handle.db);
  });

  test('inputs are bounded', async () => {
    const buyer = harness.callerOf(world.buyer).safePurchase;
    expect(await refusal(buyer.order({ code: 'khong-phai-ma' }))).toEqual(invalidInput('code'));
    expect(await refusal(buyer.orders({ side: 'buyer', page: 501 }))).toEqual(invalidInput('page'));
    expect(await refusal(buyer.checkout({ listingId: 0, shownTotal: TOTAL, provider: 'vnpay' }))).toEqual(invalidInput('listingId'));
  });
});
