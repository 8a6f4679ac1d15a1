import { PAYMENT_PROVIDERS, type PaymentProvider } from '~/lib/payment-result';
import { paymentMachine, type ValidatePaymentOutput } from '../paymentMachine';
import { defineMachineEntry, type RegistryEvent } from './types';

const validated = (output: ValidatePaymentOutput): RegistryEvent => ({ type: 'xstate.done.actor.validatePayment', output });

const SHORT_NAMES: Record<PaymentProvider, string> = { momo: 'MoMo', vnpay: 'VNPAY', napas: 'Napas' };

/** Return parameters as each provider's redirect carries them (shortened). */
const RETURN_PARAMS: Record<PaymentProvider, Readonly<Record<string, string>>> = {
  momo: { orderId: 'RV22TEST', resultCode: '0' },
  vnpay: { vnp_TxnRef: 'RV22TEST', vnp_ResponseCode: '00' },
  napas: { order_code: 'RV22TEST', status: '1' },
};

/** validate* answers: every result code 0–4 for each provider, as the backend sends them. */
const VALIDATE_CASES: ReadonlyArray<{ readonly output: ValidatePaymentOutput; readonly label: string }> = [
  ...(['momo', 'napas'] as const).flatMap((provider) => [
    { output: { provider, status: 1 }, label: 'thành công' },
    { output: { provider, status: 3 }, label: 'hủy' },
    { output: { provider, status: 2 }, label: 'lỗi cộng điểm' },
    { output: { provider, status: 0 }, label: 'hết hạn' },
    { output: { provider, status: 4 }, label: 'không thành công' },
  ]),
  { output: { provider: 'vnpay', status: '00', cancelled: false, code: 1 }, label: 'thành công' },
  { output: { provider: 'vnpay', status: '24', cancelled: true, code: 3 }, label: 'hủy' },
  { output: { provider: 'vnpay', status: '99', cancelled: false, code: 2 }, label: 'lỗi cộng điểm' },
  { output: { provider: 'vnpay', status: '11', cancelled: false, code: 0 }, label: 'hết hạn' },
  { output: { provider: 'vnpay', status: '51', cancelled: false, code: 4 }, label: 'không thành công' },
];

export const paymentEntry = defineMachineEntry({
  id: 'payment',
  title: 'Thanh toán qua MoMo, VNPAY và Napas',
  description:
    'Thành viên chọn gói và cổng thanh toán: ứng dụng tạo giao dịch (hiện đang tải, đặt mã thời gian), mở trang của cổng thanh toán trong khung thanh toán (http đổi thành https), rồi nhận kết quả trả về, kiểm tra với máy chủ và báo một trong các kết quả: thành công (điểm được cộng và số dư tải lại), hủy bỏ, không thành công, không hiệu lực hoặc hết hạn, hoặc lỗi cộng điểm. Tạo giao dịch thất bại thì báo ngay và cho thử lại.',
  machine: paymentMachine,
  states: {
    idle: { title: 'Chọn gói và cổng', description: 'Chọn gói và cổng thanh toán, bấm "Thanh toán".', ui: { selector: '[data-testid="payment-form"]' } },
    creating: { title: 'Đang tạo giao dịch', description: 'Đang tạo giao dịch với cổng thanh toán.', ui: { selector: '[data-testid="payment-creating"]' } },
    paying: { title: 'Đang thanh toán', description: 'Trang của cổng thanh toán mở trong khung thanh toán: thanh toán, hủy, để hết hạn hoặc lỗi.', ui: { selector: '[data-testid="payment-iframe"]' } },
    validating: { title: 'Đang kiểm tra kết quả', description: 'Đang kiểm tra kết quả cổng thanh toán trả về.', ui: { selector: '[data-testid="payment-validating"]' } },
    result: { title: 'Kết quả thanh toán', description: 'Kết quả thanh toán với thông báo tương ứng.', ui: { selector: '[data-testid="payment-result"]' } },
    'result.success': { title: 'Thành công', description: 'Điểm đã được cộng, số dư ở thanh bên tải lại.', ui: { text: 'Thanh toán thành công !' } },
    'result.pointsError': { title: 'Lỗi cộng điểm', description: 'Cổng báo đã thanh toán nhưng cộng điểm lỗi; hệ thống sẽ cộng lại khi cổng gửi lại thông báo.', ui: { text: 'Có lỗi trong quá trình cộng điểm !' } },
    'result.cancelled': { title: 'Đã hủy', description: 'Người thanh toán đã hủy.', ui: { text: 'Thanh toán bị hủy bỏ !' } },
    'result.invalid': { title: 'Không hiệu lực / hết hạn', description: 'Kết quả không hợp lệ (chữ ký sai, số tiền sai) hoặc giao dịch đã hết hạn.', ui: { text: 'Thanh toán không hiệu lực hoặc hết hạn !' } },
    'result.unsuccessful': { title: 'Không thành công', description: 'Cổng thanh toán báo giao dịch không thành công.', ui: { text: 'Thanh toán không thành công !' } },
    'result.validationFailed': { title: 'Không kiểm tra được', description: 'Không kiểm tra được kết quả (lỗi mạng): mời thanh toán lại.', ui: { text: 'Giao dịch không thành công, quý khách vui lòng thanh toán lại !' } },
    'result.creationFailed': { title: 'Không tạo được giao dịch', description: 'Không tạo được giao dịch: báo lỗi và cho thử lại.', ui: { selector: '[data-testid="payment-result"]' } },
  },
  eventCases: {
    'payment.start': PAYMENT_PROVIDERS.map((provider) => ({ type: 'payment.start', provider, item: { kind: 'pack', id: 2 }, at: 1_700_000_000_000 })),
    'payment.returned': PAYMENT_PROVIDERS.map((provider) => ({ type: 'payment.returned', provider, params: RETURN_PARAMS[provider] })),
    'payment.close': [{ type: 'payment.close' }],
    'payment.reset': [{ type: 'payment.reset' }],
    'xstate.done.actor.createPayment': [
      { type: 'xstate.done.actor.createPayment', output: { ok: true, url: 'http://localhost:4000/sandbox/momo/pay?t=1' } },
      { type: 'xstate.done.actor.createPayment', output: { ok: false, message: 'Gói bạn chọn không còn được bán.' } },
    ],
    'xstate.error.actor.createPayment': [{ type: 'xstate.error.actor.createPayment', error: new Error('network') }],
    'xstate.done.actor.validatePayment': VALIDATE_CASES.map(({ output }) => validated(output)),
    'xstate.error.actor.validatePayment': [{ type: 'xstate.error.actor.validatePayment', error: new Error('network') }],
  },
  caseLabels: {
    'payment.start': PAYMENT_PROVIDERS.map((provider) => SHORT_NAMES[provider]),
    'payment.returned': PAYMENT_PROVIDERS.map((provider) => SHORT_NAMES[provider]),
    'xstate.done.actor.createPayment': ['đã tạo', 'gói không còn bán'],
    'xstate.done.actor.validatePayment': VALIDATE_CASES.map(({ output, label }) => `${SHORT_NAMES[output.provider]}: ${label}`),
  },
  // Every provider × result code 0–4 gets a path of its own, not only one path per result state.
  coverCases: ['xstate.done.actor.validatePayment'],
  traversal: {
    allow: (snapshot, event) => {
      if (event.type === 'payment.returned') {
        // A result page opened on its own (idle) is exercised with MoMo; in the modal the return
        // comes from the provider being paid.
        return snapshot.matches('idle') ? event.provider === 'momo' : event.provider === snapshot.context.provider;
      }
      if (event.type === 'xstate.done.actor.validatePayment') {
        // The answer is the paid provider's, and each provider × code is played once, through the
        // modal (an order was started here); the standalone result page is covered by its own path.
        const output = event.output as ValidatePaymentOutput;
        return output.provider === snapshot.context.provider && snapshot.context.token !== null;
      }
      return true;
    },
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
