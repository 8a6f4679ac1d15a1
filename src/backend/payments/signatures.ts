/**
 * The three providers' signature recipes (shared/reference/payments.md §1.3, §2.3, §3.3), used by the
 * merchant side (creating orders, verifying returns and IPNs) and by the local sandboxes alike, so a
 * real provider and the sandbox are checked by the same code.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Constant-time, case-insensitive comparison of two hex digests; a missing hash never matches. */
export function sameDigest(expected: string, received: string | undefined | null): boolean {
  if (!received) return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** WHATWG form encoding (space → '+', upper-case %XX): the encoder VnPay's signed string uses. */
export function formEncode(value: string): string {
  return new URLSearchParams([['', value]]).toString().slice(1);
}

/** VnPay 2.1.0: the sorted, form-encoded `vnp_` parameters without the hash fields and empty values. */
export function vnpaySigningString(params: Readonly<Record<string, string | undefined>>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .filter((key) => (params[key] ?? '') !== '')
    .sort()
    .map((key) => `${formEncode(key)}=${formEncode(params[key] ?? '')}`)
    .join('&');
}

/** HMAC-SHA512 (lower-case hex) of the VnPay signing string. */
export function vnpaySign(params: Readonly<Record<string, string | undefined>>, secret: string): string {
  return createHmac('sha512', secret).update(vnpaySigningString(params), 'utf8').digest('hex');
}

export function vnpayVerify(params: Readonly<Record<string, string | undefined>>, secret: string): boolean {
  return sameDigest(vnpaySign(params, secret), params.vnp_SecureHash);
}

/** The query string VnPay sends and receives: the signing string plus the hash. */
export function vnpayQuery(params: Readonly<Record<string, string>>, secret: string): string {
  return `${vnpaySigningString(params)}&vnp_SecureHash=${vnpaySign(params, secret)}`;
}

export const MOMO_CREATE_FIELDS = ['accessKey', 'amount', 'extraData', 'ipnUrl', 'orderId', 'orderInfo', 'partnerCode', 'redirectUrl', 'requestId', 'requestType'] as const;
export const MOMO_CREATE_RESPONSE_FIELDS = ['accessKey', 'amount', 'orderId', 'partnerCode', 'payUrl', 'requestId', 'responseTime', 'resultCode'] as const;
export const MOMO_RESULT_FIELDS = [
  'accessKey',
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

/** MoMo v2: raw `k=v` pairs in a fixed order, no encoding, empty values kept. */
export function momoSigningString(fields: readonly string[], values: Readonly<Record<string, string | number | undefined>>): string {
  return fields.map((field) => `${field}=${values[field] ?? ''}`).join('&');
}

/** HMAC-SHA256 (lower-case hex); `accessKey` always comes from the merchant's configuration. */
export function momoSign(fields: readonly string[], values: Readonly<Record<string, string | number | undefined>>, accessKey: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(momoSigningString(fields, { ...values, accessKey }), 'utf8').digest('hex');
}

export function momoVerify(
  fields: readonly string[],
  values: Readonly<Record<string, string | number | undefined>>,
  accessKey: string,
  secretKey: string,
): boolean {
  const signature = values.signature;
  return sameDigest(momoSign(fields, values, accessKey, secretKey), typeof signature === 'string' ? signature : undefined);
}

export type NapasHashAlgorithm = 'md5-legacy' | 'hmac-sha256';

function napasFields(params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.keys(params)
    .filter((key) => key.startsWith('vpc_') && key !== 'vpc_SecureHash' && (params[key] ?? '') !== '')
    .sort();
}

/**
 * Napas v2.x: UPPER(MD5(secret + sorted non-empty vpc_ values)), or (configurable) the OnePay-style
 * UPPER(HMAC-SHA256(hex-decoded secret, sorted `k=v&…`)).
 */
export function napasSign(params: Readonly<Record<string, string | undefined>>, secret: string, algorithm: NapasHashAlgorithm = 'md5-legacy'): string {
  const keys = napasFields(params);
  if (algorithm === 'hmac-sha256') {
    const message = keys.map((key) => `${key}=${params[key] ?? ''}`).join('&');
    return createHmac('sha256', Buffer.from(secret, 'hex')).update(message, 'utf8').digest('hex').toUpperCase();
  }
  const message = secret + keys.map((key) => params[key] ?? '').join('');
  return createHash('md5').update(message, 'utf8').digest('hex').toUpperCase();
}

export function napasVerify(params: Readonly<Record<string, string | undefined>>, secret: string, algorithm: NapasHashAlgorithm = 'md5-legacy'): boolean {
  return sameDigest(napasSign(params, secret, algorithm), params.vpc_SecureHash);
}

/** Description text every provider accepts in a signed field: no diacritics, `[A-Za-z0-9 -._:]` only. */
export function plainOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 \-._:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** `yyyyMMddHHmmss` in Asia/Ho_Chi_Minh whatever the server's time zone (VnPay dates). */
export function vnpayDate(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}

export function parseVnpayDate(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  if (y === undefined || mo === undefined || d === undefined || h === undefined || mi === undefined || s === undefined) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - 7 * 3_600_000);
}
