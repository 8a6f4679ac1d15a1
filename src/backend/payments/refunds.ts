/**
 * The merchant side of each provider's refund call, and of the payout to a seller ("Mua an toàn",
 * issue #38), with the providers' real request and signature shapes (docs/upstream-contract.md
 * "Mua an toàn" lists the sources):
 * - VnPay 2.1.0 `vnp_Command=refund`: POST JSON to the merchant web API; HMAC-SHA512 over the
 *   fields joined with `|` in the documented order (request 13 fields, response 13 fields).
 * - MoMo v2 `/v2/gateway/api/refund`: POST JSON; HMAC-SHA256 over
 *   `accessKey&amount&description&orderId&partnerCode&requestId&transId` (raw values); the refund's
 *   own orderId/requestId is the refund code, so a retried call is the same refund.
 * - Napas v2 (OnePay-style `vpc_Command=refund` on vpcdps, [ASSUMPTION]: no public Napas refund
 *   spec): the vpc_ hash recipe of payments.
 * - Payout: MoMo disbursement (`/v2/gateway/api/disbursement/pay`, requestType disburseToWallet or
 *   disburseToBank, [ASSUMPTION] on the field list; the real API also RSA-encrypts
 *   `disbursementMethod` with MoMo's public key, the sandbox takes it base64-encoded).
 * Every call is idempotent by its code: the provider answers a repeated request id with the first
 * result, and the caller settles a result once (services/safe-purchase.ts).
 */
import { createHmac } from 'node:crypto';
import type { BackendEnv } from '../env';
import type { PaymentRow } from './orders';
import type { ProviderFetch } from './providers';
import { momoSign, napasSign, napasVerify, plainOrderInfo, sameDigest, vnpayDate } from './signatures';

export type RefundEnv = Pick<
  BackendEnv,
  | 'VNPAY_TMN_CODE'
  | 'VNPAY_HASH_SECRET'
  | 'VNPAY_API_URL'
  | 'MOMO_PARTNER_CODE'
  | 'MOMO_ACCESS_KEY'
  | 'MOMO_SECRET_KEY'
  | 'MOMO_REFUND_ENDPOINT'
  | 'MOMO_DISBURSEMENT_ENDPOINT'
  | 'NAPAS_MERCHANT'
  | 'NAPAS_ACCESS_CODE'
  | 'NAPAS_SECRET'
  | 'NAPAS_HASH'
  | 'NAPAS_QUERY_URL'
>;

/** What a provider said about a refund or payout: done, refused for good, or not known (retry later). */
export type ProviderAnswer = { readonly outcome: 'succeeded' | 'failed' | 'unknown'; readonly payload: Record<string, string> };

// ---------------------------------------------------------------- VnPay refund

export const VNPAY_REFUND_FIELDS = [
  'vnp_RequestId',
  'vnp_Version',
  'vnp_Command',
  'vnp_TmnCode',
  'vnp_TransactionType',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_TransactionNo',
  'vnp_TransactionDate',
  'vnp_CreateBy',
  'vnp_CreateDate',
  'vnp_IpAddr',
  'vnp_OrderInfo',
] as const;

export const VNPAY_REFUND_RESPONSE_FIELDS = [
  'vnp_ResponseId',
  'vnp_Command',
  'vnp_ResponseCode',
  'vnp_Message',
  'vnp_TmnCode',
  'vnp_TxnRef',
  'vnp_Amount',
  'vnp_BankCode',
  'vnp_PayDate',
  'vnp_TransactionNo',
  'vnp_TransactionType',
  'vnp_TransactionStatus',
  'vnp_OrderInfo',
] as const;

/** VnPay's merchant web API checksum: HMAC-SHA512 of the fields' values joined with `|`, in order. */
export function vnpayPipeSign(fields: readonly string[], values: Readonly<Record<string, string | undefined>>, secret: string): string {
  return createHmac('sha512', secret)
    .update(fields.map((field) => values[field] ?? '').join('|'), 'utf8')
    .digest('hex');
}

export function vnpayRefundRequest(
  env: RefundEnv,
  input: { refundCode: string; payment: PaymentRow; amountVnd: number; full: boolean; createdBy: string; now: Date },
): Record<string, string> {
  const request: Record<string, string> = {
    vnp_RequestId: input.refundCode,
    vnp_Version: '2.1.0',
    vnp_Command: 'refund',
    vnp_TmnCode: env.VNPAY_TMN_CODE,
    // 02 full refund, 03 partial refund.
    vnp_TransactionType: input.full ? '02' : '03',
    vnp_TxnRef: input.payment.orderCode,
    vnp_Amount: String(input.amountVnd * 100),
    vnp_TransactionNo: input.payment.providerTransactionId ?? '',
    vnp_TransactionDate: vnpayDate(input.payment.createdAt),
    vnp_CreateBy: input.createdBy,
    vnp_CreateDate: vnpayDate(input.now),
    vnp_IpAddr: '127.0.0.1',
    vnp_OrderInfo: plainOrderInfo(`Hoan tien ${input.payment.orderCode}`),
  };
  return { ...request, vnp_SecureHash: vnpayPipeSign(VNPAY_REFUND_FIELDS, request, env.VNPAY_HASH_SECRET) };
}

/** 00 done; 94 a duplicate of a request in progress and 99 unknown: ask again later; anything else refused. */
export function readVnpayRefund(env: RefundEnv, body: Record<string, string>): ProviderAnswer {
  if (!sameDigest(vnpayPipeSign(VNPAY_REFUND_RESPONSE_FIELDS, body, env.VNPAY_HASH_SECRET), body.vnp_SecureHash) || body.vnp_TmnCode !== env.VNPAY_TMN_CODE) {
    return { outcome: 'unknown', payload: body };
  }
  if (body.vnp_ResponseCode === '00') return { outcome: 'succeeded', payload: body };
  if (body.vnp_ResponseCode === '94' || body.vnp_ResponseCode === '99') return { outcome: 'unknown', payload: body };
  return { outcome: 'failed', payload: body };
}

// ---------------------------------------------------------------- MoMo refund and disbursement

export const MOMO_REFUND_FIELDS = ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'] as const;
export const MOMO_DISBURSEMENT_FIELDS = ['accessKey', 'amount', 'disbursementMethod', 'extraData', 'orderId', 'orderInfo', 'partnerCode', 'requestId', 'requestType'] as const;

export function momoRefundRequest(env: RefundEnv, input: { refundCode: string; payment: PaymentRow; amountVnd: number }): Record<string, string | number> {
  const request = {
    partnerCode: env.MOMO_PARTNER_CODE,
    orderId: input.refundCode,
    requestId: input.refundCode,
    amount: input.amountVnd,
    transId: Number(input.payment.providerTransactionId ?? 0),
    lang: 'vi',
    description: plainOrderInfo(`Hoan tien ${input.payment.orderCode}`),
  };
  return { ...request, signature: momoSign(MOMO_REFUND_FIELDS, request, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY) };
}

/** MoMo refund: resultCode 0 done; pending codes and system errors are asked again; the rest refused. */
export function readMomoRefund(body: Record<string, string>): ProviderAnswer {
  const code = Number(body.resultCode);
  if (code === 0) return { outcome: 'succeeded', payload: body };
  if ([10, 99, 1000, 7000, 7002].includes(code) || Number.isNaN(code)) return { outcome: 'unknown', payload: body };
  return { outcome: 'failed', payload: body };
}

export interface PayoutTarget {
  readonly kind: 'bank' | 'momo';
  readonly bankCode: string;
  readonly accountNumber: string;
  readonly accountName: string;
}

export function momoDisbursementRequest(env: RefundEnv, input: { payoutCode: string; amountVnd: number; target: PayoutTarget; orderCode: string }): Record<string, string | number> {
  const method =
    input.target.kind === 'momo'
      ? { walletId: input.target.accountNumber, walletName: input.target.accountName }
      : { bankAccountNo: input.target.accountNumber, bankAccountHolderName: input.target.accountName, bankCode: input.target.bankCode };
  const request = {
    partnerCode: env.MOMO_PARTNER_CODE,
    orderId: input.payoutCode,
    requestId: input.payoutCode,
    amount: input.amountVnd,
    requestType: input.target.kind === 'momo' ? 'disburseToWallet' : 'disburseToBank',
    disbursementMethod: Buffer.from(JSON.stringify(method), 'utf8').toString('base64'),
    orderInfo: plainOrderInfo(`Thanh toan don ${input.orderCode}`),
    extraData: '',
    lang: 'vi',
  };
  return { ...request, signature: momoSign(MOMO_DISBURSEMENT_FIELDS, request, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY) };
}

// ---------------------------------------------------------------- Napas refund

export function napasRefundRequest(env: RefundEnv, input: { refundCode: string; payment: PaymentRow; amountVnd: number }): Record<string, string> {
  const params: Record<string, string> = {
    vpc_Version: '2.1',
    vpc_Command: 'refund',
    vpc_AccessCode: env.NAPAS_ACCESS_CODE,
    vpc_Merchant: env.NAPAS_MERCHANT,
    vpc_MerchTxnRef: input.refundCode,
    vpc_OrgMerchTxnRef: input.payment.orderCode,
    vpc_TransNo: input.payment.providerTransactionId ?? '',
    vpc_Amount: String(input.amountVnd * 100),
    vpc_Operator: 'raovat',
  };
  return { ...params, vpc_SecureHash: napasSign(params, env.NAPAS_SECRET, env.NAPAS_HASH) };
}

export function readNapasRefund(env: RefundEnv, params: Record<string, string>): ProviderAnswer {
  if (!napasVerify(params, env.NAPAS_SECRET, env.NAPAS_HASH)) return { outcome: 'unknown', payload: params };
  if (params.vpc_TxnResponseCode === '0') return { outcome: 'succeeded', payload: params };
  if (params.vpc_TxnResponseCode === '5' || params.vpc_TxnResponseCode === '6') return { outcome: 'unknown', payload: params };
  return { outcome: 'failed', payload: params };
}

// ---------------------------------------------------------------- calls

const asStrings = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string' || typeof value === 'number').map(([key, value]) => [key, String(value)]));

async function postJson(fetch: ProviderFetch, url: string, body: Record<string, string | number>): Promise<Record<string, string> | null> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
    const parsed: unknown = await response.json().catch(() => null);
    return parsed && typeof parsed === 'object' ? asStrings(parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Calls the refund of the provider that took `payment`; a network failure is an unknown answer (retried). */
export async function callRefund(
  env: RefundEnv,
  fetch: ProviderFetch,
  input: { refundCode: string; payment: PaymentRow; amountVnd: number; full: boolean; now: Date },
): Promise<ProviderAnswer> {
  const provider = input.payment.provider;
  if (provider === 'vnpay') {
    const body = await postJson(fetch, env.VNPAY_API_URL, vnpayRefundRequest(env, { ...input, createdBy: 'raovat' }));
    return body ? readVnpayRefund(env, body) : { outcome: 'unknown', payload: {} };
  }
  if (provider === 'momo') {
    const body = await postJson(fetch, env.MOMO_REFUND_ENDPOINT, momoRefundRequest(env, input));
    return body ? readMomoRefund(body) : { outcome: 'unknown', payload: {} };
  }
  if (provider === 'napas') {
    try {
      const response = await fetch(env.NAPAS_QUERY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(napasRefundRequest(env, input)).toString(),
        signal: AbortSignal.timeout(30_000),
      });
      return readNapasRefund(env, Object.fromEntries(new URLSearchParams(await response.text())));
    } catch {
      return { outcome: 'unknown', payload: {} };
    }
  }
  throw new Error(`payment ${input.payment.orderCode} was not made through a provider`);
}

export async function callPayout(env: RefundEnv, fetch: ProviderFetch, input: { payoutCode: string; amountVnd: number; target: PayoutTarget; orderCode: string }): Promise<ProviderAnswer> {
  const body = await postJson(fetch, env.MOMO_DISBURSEMENT_ENDPOINT, momoDisbursementRequest(env, input));
  return body ? readMomoRefund(body) : { outcome: 'unknown', payload: {} };
}
