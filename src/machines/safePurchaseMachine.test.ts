import { describe, expect, test } from 'vitest';
import { SAFE_PURCHASE_START } from './registry/safe-purchase';
import {
  allowedSafePurchaseActions,
  DAY_MS,
  transitionSafePurchase,
  type SafePurchaseContext,
  type SafePurchaseEvent,
  type SafePurchaseRole,
  type SafePurchaseState,
} from './safePurchaseMachine';

const NOW = SAFE_PURCHASE_START.paymentDeadline - 60_000;
const PAID: SafePurchaseContext = { ...SAFE_PURCHASE_START, handoverDeadline: NOW + 3 * DAY_MS };
const HANDED: SafePurchaseContext = { ...PAID, confirmDeadline: NOW + 3 * DAY_MS };

/** [state, context, role, event, at, expected state or the refusal's start] */
type Row = readonly [SafePurchaseState, SafePurchaseContext, SafePurchaseRole, SafePurchaseEvent, number, string];

const ROWS: readonly Row[] = [
  ['awaitingPayment', SAFE_PURCHASE_START, 'system', { type: 'order.paid' }, NOW, 'paid'],
  ['awaitingPayment', SAFE_PURCHASE_START, 'buyer', { type: 'order.paid' }, NOW, 'Chỉ hệ thống'],
  ['awaitingPayment', SAFE_PURCHASE_START, 'system', { type: 'order.expire' }, NOW, 'Chưa tới hạn.'],
  ['awaitingPayment', SAFE_PURCHASE_START, 'system', { type: 'order.expire' }, NOW + DAY_MS, 'expired'],
  ['awaitingPayment', SAFE_PURCHASE_START, 'seller', { type: 'order.cancel' }, NOW, 'cancelled'],
  ['awaitingPayment', SAFE_PURCHASE_START, 'moderator', { type: 'order.cancel' }, NOW, 'Chỉ người mua hoặc người bán'],
  ['awaitingPayment', SAFE_PURCHASE_START, 'stranger', { type: 'order.cancel' }, NOW, 'Bạn không có quyền'],
  ['paid', PAID, 'buyer', { type: 'order.handOver' }, NOW, 'Chỉ người bán mới được xác nhận đã giao hàng.'],
  ['paid', PAID, 'seller', { type: 'order.handOver' }, NOW, 'handedOver'],
  ['paid', PAID, 'buyer', { type: 'order.cancel' }, NOW, 'refunded'],
  ['paid', PAID, 'buyer', { type: 'order.confirm' }, NOW, 'Đơn hàng đang ở trạng thái "Đã thanh toán (tiền được giữ)" nên không thể xác nhận đã nhận hàng.'],
  ['paid', PAID, 'system', { type: 'order.handoverTimeout' }, NOW + DAY_MS, 'Chưa tới hạn.'],
  ['paid', PAID, 'system', { type: 'order.handoverTimeout' }, NOW + 4 * DAY_MS, 'refunded'],
  ['handedOver', HANDED, 'seller', { type: 'order.confirm' }, NOW, 'Chỉ người mua mới được xác nhận đã nhận hàng.'],
  ['handedOver', HANDED, 'buyer', { type: 'order.cancel' }, NOW, 'Đơn hàng đang ở trạng thái "Người bán đã giao" nên không thể huỷ đơn.'],
  ['handedOver', HANDED, 'buyer', { type: 'order.dispute', reason: '  ' }, NOW, 'Vui lòng nhập lý do khiếu nại'],
  ['handedOver', HANDED, 'buyer', { type: 'order.dispute', reason: 'Hỏng' }, NOW, 'disputed'],
  ['handedOver', HANDED, 'buyer', { type: 'order.confirm' }, NOW, 'completed'],
  ['handedOver', HANDED, 'system', { type: 'order.confirmTimeout' }, NOW + 4 * DAY_MS, 'completed'],
  ['disputed', HANDED, 'buyer', { type: 'order.resolve', decision: 'refund', refundVnd: 0 }, NOW, 'Chỉ ban kiểm duyệt'],
  ['disputed', HANDED, 'moderator', { type: 'order.resolve', decision: 'partial', refundVnd: 0 }, NOW, 'Số tiền hoàn một phần'],
  ['disputed', HANDED, 'moderator', { type: 'order.resolve', decision: 'partial', refundVnd: HANDED.priceVnd }, NOW, 'Số tiền hoàn một phần'],
  ['disputed', HANDED, 'moderator', { type: 'order.resolve', decision: 'partial', refundVnd: 1_000 }, NOW, 'partiallyRefunded'],
  ['disputed', HANDED, 'moderator', { type: 'order.resolve', decision: 'release', refundVnd: 0 }, NOW, 'completed'],
  ['completed', HANDED, 'buyer', { type: 'order.dispute', reason: 'Hỏng' }, NOW, 'Đơn hàng đang ở trạng thái "Hoàn tất"'],
];

describe('safe purchase machine', () => {
  test.each(ROWS.map((row) => [`${row[0]} ${row[2]} ${row[3].type} → ${row[5]}`, row] as const))('%s', (_title, [state, context, role, event, at, expected]) => {
    const result = transitionSafePurchase(state, context, event, role, at);
    if (result.allowed) expect(result.to).toBe(expected);
    else expect(result.message.startsWith(expected), result.message).toBe(true);
  });

  test('deadlines come from the acting time and the configured days; refunds from the decision', () => {
    const paid = transitionSafePurchase('awaitingPayment', SAFE_PURCHASE_START, { type: 'order.paid' }, 'system', NOW);
    expect(paid.allowed && paid.context.handoverDeadline).toBe(NOW + 3 * DAY_MS);
    const handed = transitionSafePurchase('paid', PAID, { type: 'order.handOver' }, 'seller', NOW + DAY_MS);
    expect(handed.allowed && handed.context.confirmDeadline).toBe(NOW + 4 * DAY_MS);
    const cancelled = transitionSafePurchase('paid', PAID, { type: 'order.cancel' }, 'seller', NOW);
    expect(cancelled.allowed && cancelled.context.refundedVnd).toBe(PAID.priceVnd + PAID.feeVnd);
    const partial = transitionSafePurchase('disputed', HANDED, { type: 'order.resolve', decision: 'partial', refundVnd: 700_000 }, 'moderator', NOW);
    expect(partial.allowed && partial.context.refundedVnd).toBe(700_000);
  });

  test('each side is offered only what it may do now', () => {
    expect(allowedSafePurchaseActions('paid', PAID, 'seller', NOW)).toEqual(['order.handOver', 'order.cancel']);
    expect(allowedSafePurchaseActions('paid', PAID, 'buyer', NOW)).toEqual(['order.cancel']);
    expect(allowedSafePurchaseActions('handedOver', HANDED, 'buyer', NOW)).toEqual(['order.confirm', 'order.dispute']);
    expect(allowedSafePurchaseActions('handedOver', HANDED, 'seller', NOW)).toEqual([]);
    expect(allowedSafePurchaseActions('disputed', HANDED, 'moderator', NOW)).toEqual(['order.resolve']);
    expect(allowedSafePurchaseActions('disputed', HANDED, 'stranger', NOW)).toEqual([]);
  });
});
