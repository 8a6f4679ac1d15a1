/**
 * Payment vocabulary shared by the app, the machine and the backend: providers, their result pages
 * (the redirect targets), the result codes of spec §4 and the messages of spec §8.
 */
export const PAYMENT_PROVIDERS = ['momo', 'vnpay', 'napas'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<PaymentProvider, string> = { momo: 'Ví MoMo', vnpay: 'VNPAY', napas: 'Thẻ ATM nội địa (Napas)' };

/** The result pages of spec §2, which are also the providers' return URLs. */
export const PAYMENT_RESULT_PATHS: Record<PaymentProvider, string> = {
  momo: '/payment/kq-thanh-toan-mm-s1',
  napas: '/payment/kq-thanh-toan-np-s1',
  vnpay: '/payment/kq-thanh-toan-vnpay-s1',
};

/** Spec §4: 0 invalid/expired or failed, 1 success, 2 error adding points, 3 cancelled, 4 unsuccessful. */
export type PaymentResultCode = 0 | 1 | 2 | 3 | 4;

/** Spec §8 payment result messages. */
export const PAYMENT_RESULT_MESSAGES: Record<PaymentResultCode, string> = {
  0: 'Thanh toán không hiệu lực hoặc hết hạn !',
  1: 'Thanh toán thành công !',
  2: 'Có lỗi trong quá trình cộng điểm !',
  3: 'Thanh toán bị hủy bỏ !',
  4: 'Thanh toán không thành công !',
};

/**
 * validateVnPay answers in VnPay's vocabulary (spec §8: success is status '00', a `cancelled` flag
 * means cancelled) and carries the app's code beside it, which tells an invalid payment from a
 * crediting error. The backend writes the answer with `vnpayValidateAnswer` and the payment machine
 * reads it with `vnpayResultCode`: the pair lives here so the round trip is one piece of code.
 */
export interface VnpayValidateAnswer {
  readonly status: string;
  readonly cancelled: boolean;
  readonly code: PaymentResultCode;
}

export function vnpayValidateAnswer(code: PaymentResultCode, provider: { readonly signatureValid: boolean; readonly providerCode: string }): VnpayValidateAnswer {
  // '00' only when the points are in; '97' is VnPay's bad checksum; otherwise VnPay's own code.
  const status = code === 1 ? '00' : !provider.signatureValid ? '97' : provider.providerCode === '00' || provider.providerCode === '' ? '99' : provider.providerCode;
  return { status, cancelled: code === 3, code };
}

export function vnpayResultCode(answer: { readonly status: number | string; readonly cancelled?: boolean | undefined; readonly code?: number | undefined }): PaymentResultCode {
  if (answer.status === '00') return 1;
  if (answer.cancelled) return 3;
  // Neither success nor cancelled: the app code picks invalid (0) or the crediting error (2).
  return answer.code === 0 || answer.code === 2 ? answer.code : 4;
}

/** Spec §8: code 0's other variant, shown when the result could not be checked at all. */
export const PAYMENT_RETRY_MESSAGE = 'Giao dịch không thành công, quý khách vui lòng thanh toán lại !';
export const PAYMENT_CREATE_FAILED_MESSAGE = 'Không tạo được giao dịch thanh toán, vui lòng thử lại.';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Spec §4: the provider URL is opened with http changed to https. Loopback hosts (the local
 * sandboxes) keep http, since nothing serves TLS there.
 */
export function securePaymentUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' && !LOOPBACK.has(parsed.hostname)) parsed.protocol = 'https:';
    return parsed.toString();
  } catch {
    return url;
  }
}
