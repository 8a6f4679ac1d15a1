/**
 * The merchant side of each provider's protocol (shared/reference/payments.md): building the
 * signed payment request, and reading a return or IPN into one shape — signature checked first,
 * merchant checked, amount in đồng, the provider's code mapped to an outcome (reference §5).
 */
import { randomUUID } from 'node:crypto';
import { PAYMENT_RESULT_PATHS } from '~/lib/payment-result';
import type { BackendEnv } from '../env';
import type { Outcome, PaymentRow, Provider } from './orders';
import {
  MOMO_CREATE_FIELDS,
  MOMO_CREATE_RESPONSE_FIELDS,
  MOMO_RESULT_FIELDS,
  momoSign,
  momoVerify,
  napasSign,
  napasVerify,
  plainOrderInfo,
  vnpayDate,
  vnpayQuery,
  vnpayVerify,
} from './signatures';

export type PaymentEnv = Pick<
  BackendEnv,
  | 'VNPAY_TMN_CODE'
  | 'VNPAY_HASH_SECRET'
  | 'VNPAY_PAYMENT_URL'
  | 'MOMO_PARTNER_CODE'
  | 'MOMO_ACCESS_KEY'
  | 'MOMO_SECRET_KEY'
  | 'MOMO_ENDPOINT'
  | 'MOMO_IPN_URL'
  | 'NAPAS_MERCHANT'
  | 'NAPAS_ACCESS_CODE'
  | 'NAPAS_SECRET'
  | 'NAPAS_HASH'
  | 'NAPAS_PAYMENT_URL'
>;

/** Sends an HTTP request to a provider (the real network, or the in-process sandbox). */
export type ProviderFetch = (url: string, init: RequestInit) => Promise<Response>;

/** A return or IPN, read and checked. `signatureValid: false` means nothing else may be trusted. */
export interface ProviderResult {
  readonly signatureValid: boolean;
  readonly merchantValid: boolean;
  readonly orderCode: string;
  readonly amountVnd: number;
  readonly outcome: Outcome | 'pending';
  readonly providerCode: string;
  readonly providerTransactionId: string | null;
}

export const RESULT_PATHS: Record<Provider, string> = PAYMENT_RESULT_PATHS;

const toInt = (value: string | number | undefined): number => {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : Number.NaN;
};

// ---------------------------------------------------------------- VnPay 2.1.0

export function vnpayPaymentUrl(env: PaymentEnv, order: PaymentRow, options: { returnUrl: string; ipAddr: string; bankCode?: string }): string {
  const params: Record<string, string> = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: env.VNPAY_TMN_CODE,
    vnp_Amount: String(order.amountVnd * 100),
    vnp_CreateDate: vnpayDate(order.createdAt),
    vnp_ExpireDate: vnpayDate(order.expiresAt),
    vnp_CurrCode: 'VND',
    vnp_IpAddr: options.ipAddr,
    vnp_Locale: 'vn',
    vnp_OrderInfo: plainOrderInfo(`Thanh toan ${order.description} ${order.orderCode}`),
    vnp_OrderType: 'other',
    vnp_ReturnUrl: options.returnUrl,
    vnp_TxnRef: order.orderCode,
  };
  if (options.bankCode) params.vnp_BankCode = options.bankCode;
  return `${env.VNPAY_PAYMENT_URL}?${vnpayQuery(params, env.VNPAY_HASH_SECRET)}`;
}

export function vnpayOutcome(responseCode: string, transactionStatus: string): Outcome {
  if (responseCode === '00' && transactionStatus === '00') return 'paid';
  if (responseCode === '24') return 'cancelled';
  if (responseCode === '11') return 'expired';
  return 'failed';
}

export function readVnpay(env: PaymentEnv, params: Record<string, string>): ProviderResult {
  const signatureValid = vnpayVerify(params, env.VNPAY_HASH_SECRET);
  const amount = toInt(params.vnp_Amount);
  return {
    signatureValid,
    merchantValid: params.vnp_TmnCode === env.VNPAY_TMN_CODE,
    orderCode: params.vnp_TxnRef ?? '',
    amountVnd: amount % 100 === 0 ? amount / 100 : Number.NaN,
    outcome: vnpayOutcome(params.vnp_ResponseCode ?? '', params.vnp_TransactionStatus ?? ''),
    providerCode: params.vnp_ResponseCode ?? '',
    providerTransactionId: params.vnp_TransactionNo && params.vnp_TransactionNo !== '0' ? params.vnp_TransactionNo : null,
  };
}

// ---------------------------------------------------------------- MoMo v2 captureWallet

export class ProviderUnavailable extends Error {}

/** POSTs the signed create request to MoMo and returns the verified payUrl. */
export async function momoCreate(env: PaymentEnv, order: PaymentRow, options: { redirectUrl: string; fetch: ProviderFetch }): Promise<string> {
  const request = {
    partnerCode: env.MOMO_PARTNER_CODE,
    requestId: `${order.orderCode}-${randomUUID().slice(0, 8)}`,
    amount: order.amountVnd,
    orderId: order.orderCode,
    orderInfo: plainOrderInfo(`${order.description} ${order.orderCode}`),
    redirectUrl: options.redirectUrl,
    ipnUrl: env.MOMO_IPN_URL,
    requestType: 'captureWallet',
    extraData: '',
    lang: 'vi',
  };
  const signature = momoSign(MOMO_CREATE_FIELDS, request, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY);
  let response: Response;
  try {
    response = await options.fetch(env.MOMO_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, accessKey: env.MOMO_ACCESS_KEY, signature }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new ProviderUnavailable(`MoMo create unreachable: ${String(error)}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, string | number> | null;
  if (!response.ok || !body || body.resultCode !== 0 || typeof body.payUrl !== 'string') {
    throw new ProviderUnavailable(`MoMo create refused: ${response.status} ${JSON.stringify(body)}`);
  }
  if (!momoVerify(MOMO_CREATE_RESPONSE_FIELDS, body, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY)) {
    throw new ProviderUnavailable('MoMo create response signature invalid');
  }
  return body.payUrl;
}

const MOMO_CANCELLED = new Set([1003, 1006, 1017]);
const MOMO_PENDING = new Set([1000, 7000, 7002]);

export function momoOutcome(resultCode: number): Outcome | 'pending' {
  if (resultCode === 0 || resultCode === 9000) return 'paid';
  if (MOMO_CANCELLED.has(resultCode)) return 'cancelled';
  if (resultCode === 1005) return 'expired';
  if (MOMO_PENDING.has(resultCode)) return 'pending';
  return 'failed';
}

export function readMomo(env: PaymentEnv, values: Record<string, string | number>): ProviderResult {
  const resultCode = toInt(values.resultCode);
  return {
    signatureValid: momoVerify(MOMO_RESULT_FIELDS, values, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY),
    merchantValid: String(values.partnerCode ?? '') === env.MOMO_PARTNER_CODE,
    orderCode: String(values.orderId ?? ''),
    amountVnd: toInt(values.amount),
    outcome: momoOutcome(resultCode),
    providerCode: String(values.resultCode ?? ''),
    providerTransactionId: values.transId !== undefined && String(values.transId) !== '' ? String(values.transId) : null,
  };
}

// ---------------------------------------------------------------- Napas v2.x (vpc_)

export function napasPaymentUrl(env: PaymentEnv, order: PaymentRow, options: { returnUrl: string; backUrl: string; ipAddr: string; gateway: 'ATM' | 'INT' }): string {
  const params: Record<string, string> = {
    vpc_Version: '2.0',
    vpc_Command: 'pay',
    vpc_AccessCode: env.NAPAS_ACCESS_CODE,
    vpc_Merchant: env.NAPAS_MERCHANT,
    vpc_MerchTxnRef: order.orderCode,
    vpc_OrderInfo: plainOrderInfo(order.orderCode),
    vpc_Amount: String(order.amountVnd * 100),
    vpc_CurrencyCode: 'VND',
    vpc_Locale: 'vn',
    vpc_ReturnURL: options.returnUrl,
    vpc_BackURL: options.backUrl,
    vpc_TicketNo: options.ipAddr,
    vpc_PaymentGateway: options.gateway,
  };
  params.vpc_SecureHash = napasSign(params, env.NAPAS_SECRET, env.NAPAS_HASH);
  return `${env.NAPAS_PAYMENT_URL}?${new URLSearchParams(params).toString()}`;
}

/** Sandbox-only code 99 = the payer cancelled (Napas v2 has none; OnePay's table uses 99). */
export const NAPAS_CANCELLED_CODE = '99';
const NAPAS_EXPIRED = new Set(['21', '28', '34']);

export function napasOutcome(code: string): Outcome {
  if (code === '0') return 'paid';
  if (code === NAPAS_CANCELLED_CODE) return 'cancelled';
  if (NAPAS_EXPIRED.has(code)) return 'expired';
  return 'failed';
}

export function readNapas(env: PaymentEnv, params: Record<string, string>): ProviderResult {
  const amount = toInt(params.vpc_Amount);
  return {
    signatureValid: napasVerify(params, env.NAPAS_SECRET, env.NAPAS_HASH),
    merchantValid: params.vpc_Merchant === env.NAPAS_MERCHANT,
    orderCode: params.vpc_MerchTxnRef ?? '',
    amountVnd: amount % 100 === 0 ? amount / 100 : Number.NaN,
    outcome: napasOutcome(params.vpc_ResponseCode ?? ''),
    providerCode: params.vpc_ResponseCode ?? '',
    providerTransactionId: params.vpc_TransactionNo && params.vpc_TransactionNo !== '0' ? params.vpc_TransactionNo : null,
  };
}
