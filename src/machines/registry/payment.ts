import { paymentMachine, type ValidatePaymentOutput } from '../paymentMachine';
import { defineMachineEntry, type RegistryEvent } from './types';

const validated = (output: ValidatePaymentOutput): RegistryEvent => ({ type: 'xstate.done.actor.validatePayment', output });

export const paymentEntry = defineMachineEntry({
  id: 'payment',
  title: 'Thanh toán qua MoMo, VNPAY và Napas',
  description:
    'Thành viên chọn gói và cổng thanh toán: ứng dụng tạo giao dịch (hiện đang tải, đặt mã thời gian), mở trang của cổng thanh toán trong khung thanh toán (http đổi thành https), rồi nhận kết quả trả về, kiểm tra với máy chủ và báo một trong các kết quả: thành công (điểm được cộng và số dư tải lại), hủy bỏ, không thành công, không hiệu lực hoặc hết hạn, hoặc lỗi cộng điểm. Tạo giao dịch thất bại thì báo ngay và cho thử lại.',
  machine: paymentMachine,
  states: {
    idle: { description: 'Chọn gói và cổng thanh toán, bấm "Thanh toán".', ui: { selector: '[data-testid="payment-form"]' } },
    creating: { description: 'Đang tạo giao dịch với cổng thanh toán.', ui: { selector: '[data-testid="payment-creating"]' } },
    paying: { description: 'Trang của cổng thanh toán mở trong khung thanh toán: thanh toán, hủy, để hết hạn hoặc lỗi.', ui: { selector: '[data-testid="payment-iframe"]' } },
    validating: { description: 'Đang kiểm tra kết quả cổng thanh toán trả về.', ui: { selector: '[data-testid="payment-validating"]' } },
    result: { description: 'Kết quả thanh toán với thông báo tương ứng.', ui: { selector: '[data-testid="payment-result"]' } },
    'result.success': { description: 'Điểm đã được cộng, số dư ở thanh bên tải lại.', ui: { text: 'Thanh toán thành công !' } },
    'result.pointsError': { description: 'Cổng báo đã thanh toán nhưng cộng điểm lỗi; hệ thống sẽ cộng lại khi cổng gửi lại thông báo.', ui: { text: 'Có lỗi trong quá trình cộng điểm !' } },
    'result.cancelled': { description: 'Người thanh toán đã hủy.', ui: { text: 'Thanh toán bị hủy bỏ !' } },
    'result.invalid': { description: 'Kết quả không hợp lệ (chữ ký sai, số tiền sai) hoặc giao dịch đã hết hạn.', ui: { text: 'Thanh toán không hiệu lực hoặc hết hạn !' } },
    'result.unsuccessful': { description: 'Cổng thanh toán báo giao dịch không thành công.', ui: { text: 'Thanh toán không thành công !' } },
    'result.validationFailed': { description: 'Không kiểm tra được kết quả (lỗi mạng): mời thanh toán lại.', ui: { text: 'Giao dịch không thành công, quý khách vui lòng thanh toán lại !' } },
    'result.creationFailed': { description: 'Không tạo được giao dịch: báo lỗi và cho thử lại.', ui: { selector: '[data-testid="payment-result"]' } },
  },
  eventCases: {
    'payment.start': [
      { type: 'payment.start', provider: 'momo', item: { kind: 'pack', id: 1 }, at: 1_700_000_000_000 },
      { type: 'payment.start', provider: 'vnpay', item: { kind: 'pack', id: 1 }, at: 1_700_000_000_000 },
      { type: 'payment.start', provider: 'napas', item: { kind: 'package', id: 1 }, at: 1_700_000_000_000 },
    ],
    'payment.returned': [{ type: 'payment.returned', provider: 'momo', params: { orderId: 'RV22TEST' } }],
    'payment.close': [{ type: 'payment.close' }],
    'payment.reset': [{ type: 'payment.reset' }],
    'xstate.done.actor.createPayment': [
      { type: 'xstate.done.actor.createPayment', output: { ok: true, url: 'http://localhost:4000/sandbox/momo/pay?t=1' } },
      { type: 'xstate.done.actor.createPayment', output: { ok: false } },
    ],
    'xstate.error.actor.createPayment': [{ type: 'xstate.error.actor.createPayment', error: new Error('network') }],
    'xstate.done.actor.validatePayment': [
      validated({ provider: 'momo', status: 1 }),
      validated({ provider: 'momo', status: 3 }),
      validated({ provider: 'momo', status: 2 }),
      validated({ provider: 'napas', status: 0 }),
      validated({ provider: 'napas', status: 4 }),
      validated({ provider: 'vnpay', status: '00' }),
      validated({ provider: 'vnpay', status: '24', cancelled: true, code: 3 }),
      validated({ provider: 'vnpay', status: '11', cancelled: false, code: 0 }),
      validated({ provider: 'vnpay', status: '51', cancelled: false, code: 4 }),
    ],
    'xstate.error.actor.validatePayment': [{ type: 'xstate.error.actor.validatePayment', error: new Error('network') }],
  },
  eventLabels: {
    'payment.start': 'Bấm "Thanh toán"',
    'payment.returned': 'Cổng thanh toán chuyển về trang kết quả',
    'payment.close': 'Đóng khung thanh toán',
    'payment.reset': 'Bấm "Giao dịch khác"',
    'xstate.done.actor.createPayment': 'Máy chủ trả lời tạo giao dịch',
    'xstate.error.actor.createPayment': 'Lỗi mạng khi tạo giao dịch',
    'xstate.done.actor.validatePayment': 'Máy chủ trả kết quả kiểm tra',
    'xstate.error.actor.validatePayment': 'Lỗi mạng khi kiểm tra kết quả',
  },
});
