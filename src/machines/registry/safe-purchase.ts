import { DAY_MS, judgedOrder, safePurchaseMachine, type SafePurchaseContext, type SafePurchaseEvent, type SafePurchaseRole, type SafePurchaseState } from '../safePurchaseMachine';
import { defineMachineEntry, type RegistryEvent, type UiProbe } from './types';

/**
 * Every order event says who acts (`by`) and when (`at`), so one generated path passes from the
 * buyer (paying, confirming, complaining) to the seller (handing over) to a moderator (deciding a
 * complaint) to the system (the provider's payment result, the timer job), as an order does. Paths
 * start from an order created at CREATED_AT, payable for 30 minutes, with 3 days to hand over and
 * 3 to confirm: people act within the hour; the timers' cases come after their deadlines (the
 * early cases are the timers' refusals, which change nothing).
 */
const CREATED_AT = Date.UTC(2026, 0, 10, 3, 0, 0);
const SOON = CREATED_AT + 10 * 60_000;
const PAYMENT_DEADLINE = CREATED_AT + 30 * 60_000;
const LATE = CREATED_AT + 30 * DAY_MS;

/** The order's status badge on its card (the order pages and the conversation scope probes to it). */
const status = (state: SafePurchaseState, label: string): UiProbe => ({ selector: `[data-testid="safe-purchase-status"][data-state="${state}"]`, text: label });

/** A state whose studio title is its badge's label: the two cannot drift apart. */
const shown = (state: SafePurchaseState, label: string, description: string) => ({ title: label, description, ui: status(state, label) });

const act = (by: SafePurchaseRole, action: SafePurchaseEvent, at = SOON): RegistryEvent => ({ ...judgedOrder(action, by, at) });

export const SAFE_PURCHASE_START: SafePurchaseContext = {
  priceVnd: 2_500_000,
  feeVnd: 50_000,
  paymentDeadline: PAYMENT_DEADLINE,
  handoverDays: 3,
  confirmDays: 3,
  handoverDeadline: null,
  confirmDeadline: null,
  refundedVnd: 0,
};

export const safePurchaseEntry = defineMachineEntry({
  id: 'safe-purchase',
  title: 'Mua an toàn (thanh toán đảm bảo)',
  description:
    'Một đơn "Mua an toàn" từ lúc người mua đặt đến lúc tiền về người bán hoặc về lại người mua: người mua thanh toán qua MoMo, VNPAY hoặc Napas và cổng thanh toán giữ tiền; người bán có N ngày để giao hàng (quá hạn thì hoàn tiền); sau khi giao, người mua có M ngày để xác nhận đã nhận hoặc khiếu nại kèm ảnh (quá hạn thì tiền tự chuyển cho người bán); ban kiểm duyệt quyết định khiếu nại: hoàn tiền toàn bộ, hoàn một phần hoặc trả cho người bán. Đơn chưa thanh toán hết hạn sau thời gian thanh toán; trước khi giao, người mua hoặc người bán có thể huỷ và tiền được hoàn. Máy chủ dùng chính máy trạng thái này để chấp nhận hay từ chối mỗi thao tác, và các hẹn giờ chạy trên hàng đợi công việc, đúng một lần.',
  machine: safePurchaseMachine,
  states: {
    awaitingPayment: shown('awaitingPayment', 'Chờ thanh toán', 'Chờ thanh toán: người mua chọn cổng thanh toán và trả giá cùng phí; người mua hoặc người bán có thể huỷ.'),
    paid: shown('paid', 'Đã thanh toán (tiền được giữ)', 'Đã thanh toán, tiền được giữ: người bán giao hàng trong N ngày; trước khi giao, hai bên có thể huỷ và tiền được hoàn.'),
    handedOver: shown('handedOver', 'Người bán đã giao', 'Người bán đã giao: người mua xác nhận đã nhận hàng hoặc khiếu nại trong M ngày.'),
    disputed: shown('disputed', 'Đang khiếu nại', 'Người mua khiếu nại (kèm ảnh và các tin nhắn gần nhất): chờ ban kiểm duyệt quyết định.'),
    completed: shown('completed', 'Hoàn tất', 'Hoàn tất: tiền được chuyển cho người bán (lệnh chi về tài khoản người bán đã đăng ký).'),
    refunded: shown('refunded', 'Đã hoàn tiền', 'Đã hoàn tiền: giá và phí được trả lại người mua qua cổng thanh toán.'),
    partiallyRefunded: shown('partiallyRefunded', 'Đã hoàn tiền một phần', 'Hoàn một phần: người mua nhận lại một phần giá, phần còn lại chuyển cho người bán.'),
    cancelled: shown('cancelled', 'Đã huỷ', 'Đã huỷ trước khi thanh toán: không có tiền nào được giữ.'),
    expired: shown('expired', 'Hết hạn thanh toán', 'Hết hạn thanh toán: người mua không thanh toán kịp.'),
  },
  input: SAFE_PURCHASE_START,
  eventCases: {
    'order.paid': [act('system', { type: 'order.paid' })],
    'order.expire': [act('system', { type: 'order.expire' }, LATE), act('system', { type: 'order.expire' })],
    'order.cancel': [act('buyer', { type: 'order.cancel' }), act('seller', { type: 'order.cancel' })],
    'order.handOver': [act('seller', { type: 'order.handOver' })],
    'order.handoverTimeout': [act('system', { type: 'order.handoverTimeout' }, LATE), act('system', { type: 'order.handoverTimeout' })],
    'order.confirm': [act('buyer', { type: 'order.confirm' })],
    'order.dispute': [act('buyer', { type: 'order.dispute', reason: 'Máy không lên nguồn, khác mô tả.' }), act('buyer', { type: 'order.dispute', reason: ' ' })],
    'order.confirmTimeout': [act('system', { type: 'order.confirmTimeout' }, LATE), act('system', { type: 'order.confirmTimeout' })],
    'order.resolve': [
      act('moderator', { type: 'order.resolve', decision: 'refund', refundVnd: 0 }),
      act('moderator', { type: 'order.resolve', decision: 'partial', refundVnd: 500_000 }),
      act('moderator', { type: 'order.resolve', decision: 'release', refundVnd: 0 }),
      act('moderator', { type: 'order.resolve', decision: 'partial', refundVnd: 2_500_000 }),
    ],
  },
  caseLabels: {
    'order.expire': ['đã quá hạn thanh toán', 'chưa quá hạn'],
    'order.cancel': ['người mua huỷ', 'người bán huỷ'],
    'order.handoverTimeout': ['đã quá N ngày', 'chưa quá hạn'],
    'order.dispute': ['có lý do', 'không có lý do'],
    'order.confirmTimeout': ['đã quá M ngày', 'chưa quá hạn'],
    'order.resolve': ['hoàn tiền toàn bộ', 'hoàn một phần', 'trả cho người bán', 'hoàn "một phần" bằng cả giá'],
  },
  eventLabels: {
    'order.paid': 'Cổng thanh toán báo đã thanh toán',
    'order.expire': 'Hết hạn thanh toán',
    'order.cancel': 'Huỷ đơn',
    'order.handOver': 'Người bán bấm "Đã giao hàng"',
    'order.handoverTimeout': 'Quá hạn giao hàng',
    'order.confirm': 'Người mua bấm "Đã nhận hàng"',
    'order.dispute': 'Người mua khiếu nại',
    'order.confirmTimeout': 'Quá hạn xác nhận',
    'order.resolve': 'Ban kiểm duyệt quyết định',
  },
  // Each decision (and each side's cancel) gets a path of its own.
  coverCases: ['order.resolve', 'order.cancel'],
});
