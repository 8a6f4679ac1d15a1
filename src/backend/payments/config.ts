/**
 * Payment configuration (README env table): merchant codes, secrets and provider URLs. With the
 * defaults every provider URL points at this backend's own sandbox (`/sandbox/*`), so payments run
 * offline; plugging in a real provider is setting these variables, not changing code.
 */
import { z } from 'zod';

const optionalUrl = z.url().optional();

/** The sandbox credentials: published in this repository, so APP_MODE=production refuses them. */
export const PUBLISHED_PAYMENT_DEFAULTS = {
  VNPAY_TMN_CODE: 'RAOVAT22',
  VNPAY_HASH_SECRET: 'sandbox-vnpay-hash-secret-0001',
  MOMO_PARTNER_CODE: 'RAOVATSANDBOX',
  MOMO_ACCESS_KEY: 'sandboxMomoAccessKey',
  MOMO_SECRET_KEY: 'sandbox-momo-secret-key-0001',
  NAPAS_MERCHANT: 'RAOVATTEST',
  NAPAS_ACCESS_CODE: 'RVACCESS',
  NAPAS_SECRET: '0123456789ABCDEF0123456789ABCDEF',
} as const;

/** The values that sign or authorise money moving: required, and never the published ones, in production. */
export const PAYMENT_SECRETS = ['VNPAY_HASH_SECRET', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY', 'NAPAS_ACCESS_CODE', 'NAPAS_SECRET'] as const;

export const paymentEnvShape = {
  /** Minutes a payment order stays payable (reference §4 item 7). */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  /** Serve the local provider sandboxes under /sandbox (turn off in production: `0`). */
  PAYMENT_SANDBOX: z.enum(['0', '1']).default('1'),
  /** Sandbox IPN retries after a failed delivery, and the pause between them (real VnPay: 10 × 5 min). */
  PAYMENT_SANDBOX_IPN_RETRIES: z.coerce.number().int().min(0).max(10).default(10),
  PAYMENT_SANDBOX_IPN_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),

  VNPAY_TMN_CODE: z.string().regex(/^[A-Za-z0-9]{8}$/).default(PUBLISHED_PAYMENT_DEFAULTS.VNPAY_TMN_CODE),
  VNPAY_HASH_SECRET: z.string().min(8).default(PUBLISHED_PAYMENT_DEFAULTS.VNPAY_HASH_SECRET),
  /** Default: the sandbox's vpcpay.html. Real: https://sandbox.vnpayment.vn/paymentv2/vpcpay.html */
  VNPAY_PAYMENT_URL: optionalUrl,
  /** The merchant web API (querydr, refund). Default: the sandbox. Real: https://sandbox.vnpayment.vn/merchant_webapi/api/transaction */
  VNPAY_API_URL: optionalUrl,
  /** Where the sandbox sends VnPay IPNs (at VnPay it is set per TmnCode in the merchant portal). */
  VNPAY_IPN_URL: optionalUrl,

  MOMO_PARTNER_CODE: z.string().min(1).max(50).default(PUBLISHED_PAYMENT_DEFAULTS.MOMO_PARTNER_CODE),
  MOMO_ACCESS_KEY: z.string().min(1).default(PUBLISHED_PAYMENT_DEFAULTS.MOMO_ACCESS_KEY),
  MOMO_SECRET_KEY: z.string().min(8).default(PUBLISHED_PAYMENT_DEFAULTS.MOMO_SECRET_KEY),
  /** Create endpoint. Default: the sandbox. Real: https://test-payment.momo.vn/v2/gateway/api/create */
  MOMO_ENDPOINT: optionalUrl,
  /** Refund endpoint. Default: the sandbox. Real: https://test-payment.momo.vn/v2/gateway/api/refund */
  MOMO_REFUND_ENDPOINT: optionalUrl,
  /** Disbursement (payouts to sellers). Default: the sandbox. Real: https://test-payment.momo.vn/v2/gateway/api/disbursement/pay */
  MOMO_DISBURSEMENT_ENDPOINT: optionalUrl,
  /** ipnUrl sent with every MoMo create request. */
  MOMO_IPN_URL: optionalUrl,

  NAPAS_MERCHANT: z.string().min(1).max(50).default(PUBLISHED_PAYMENT_DEFAULTS.NAPAS_MERCHANT),
  NAPAS_ACCESS_CODE: z.string().min(1).max(50).default(PUBLISHED_PAYMENT_DEFAULTS.NAPAS_ACCESS_CODE),
  NAPAS_SECRET: z.string().min(8).default(PUBLISHED_PAYMENT_DEFAULTS.NAPAS_SECRET),
  NAPAS_HASH: z.enum(['md5-legacy', 'hmac-sha256']).default('md5-legacy'),
  /** Default: the sandbox's vpcpay.do. Real: https://sandbox.napas.com.vn/gateway/vpcpay.do */
  NAPAS_PAYMENT_URL: optionalUrl,
  /** QueryDR and refund (vpcdps). Default: the sandbox. */
  NAPAS_QUERY_URL: optionalUrl,
  /** Where the sandbox posts its (assumed) server notification. */
  NAPAS_IPN_URL: optionalUrl,
};

export interface PaymentUrls {
  VNPAY_PAYMENT_URL: string;
  VNPAY_IPN_URL: string;
  MOMO_ENDPOINT: string;
  MOMO_IPN_URL: string;
  NAPAS_PAYMENT_URL: string;
  NAPAS_IPN_URL: string;
  VNPAY_API_URL: string;
  MOMO_REFUND_ENDPOINT: string;
  MOMO_DISBURSEMENT_ENDPOINT: string;
  NAPAS_QUERY_URL: string;
}

export function withPaymentDefaults<T extends Partial<PaymentUrls> & { BACKEND_PUBLIC_URL: string }>(env: T): T & PaymentUrls {
  const at = (path: string) => new URL(path, env.BACKEND_PUBLIC_URL).toString();
  return {
    ...env,
    VNPAY_PAYMENT_URL: env.VNPAY_PAYMENT_URL ?? at('/sandbox/vnpay/paymentv2/vpcpay.html'),
    VNPAY_IPN_URL: env.VNPAY_IPN_URL ?? at('/api/payment/ipnVnPay'),
    MOMO_ENDPOINT: env.MOMO_ENDPOINT ?? at('/sandbox/momo/v2/gateway/api/create'),
    MOMO_IPN_URL: env.MOMO_IPN_URL ?? at('/api/payment/ipnMoMo'),
    NAPAS_PAYMENT_URL: env.NAPAS_PAYMENT_URL ?? at('/sandbox/napas/gateway/vpcpay.do'),
    NAPAS_IPN_URL: env.NAPAS_IPN_URL ?? at('/api/payment/ipnNapas'),
    VNPAY_API_URL: env.VNPAY_API_URL ?? at('/sandbox/vnpay/merchant_webapi/api/transaction'),
    MOMO_REFUND_ENDPOINT: env.MOMO_REFUND_ENDPOINT ?? at('/sandbox/momo/v2/gateway/api/refund'),
    MOMO_DISBURSEMENT_ENDPOINT: env.MOMO_DISBURSEMENT_ENDPOINT ?? at('/sandbox/momo/v2/gateway/api/disbursement/pay'),
    NAPAS_QUERY_URL: env.NAPAS_QUERY_URL ?? at('/sandbox/napas/gateway/vpcdps'),
  };
}
