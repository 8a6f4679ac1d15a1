/**
 * The providers' refund and payout shapes ("Mua an toàn", issue #38): the exact strings signed
 * (VnPay's `|`-joined refund fields in the documented order, MoMo's refund and disbursement
 * `k=v&…` strings), and the sandboxes holding the merchant to them: a bad signature is refused, a
 * repeated request id gets the first answer, a refund beyond what the sandbox payment took is refused.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { readBackendEnv } from '../../src/backend/env';
import type { PaymentRow } from '../../src/backend/payments/orders';
import { vnpayPaymentUrl } from '../../src/backend/payments/providers';
import { momoDisbursementRequest, momoRefundRequest, readMomoRefund, readVnpayRefund, vnpayRefundRequest } from '../../src/backend/payments/refunds';
import { sandboxRoutes } from '../../src/backend/payments/sandbox';
import { momoSigningString } from '../../src/backend/payments/signatures';
import { createLogger } from '../../src/lib/log';
import { PAYMENT_ENV } from '../helpers/payments';

const env = readBackendEnv(PAYMENT_ENV);
const payment: PaymentRow = {
  id: 1,
  memberId: 1,
  provider: 'vnpay',
  orderCode: 'RV22ABC123',
  amountVnd: 2_550_000,
  pointPackId: null,
  servicePackageId: null,
  safePurchaseOrderId: 1,
  status: 'paid',
  resultCode: 1,
  providerTransactionId: '14226112',
  description: 'Mua an toan',
  createdAt: new Date(Date.UTC(2026, 0, 10, 3, 0, 0)),
  expiresAt: new Date(Date.UTC(2026, 0, 10, 3, 15, 0)),
  settledAt: null,
  providerPayload: null,
};
const now = new Date(Date.UTC(2026, 0, 12, 1, 2, 3));

describe('refund and payout requests', () => {
  test('VnPay refund: the 13 fields joined with | in the documented order, HMAC-SHA512 with the hash secret', () => {
    const request = vnpayRefundRequest(env, { refundCode: 'MATRABC123', payment, amountVnd: 800_000, full: false, createdBy: 'raovat', now });
    const signed = `MATRABC123|2.1.0|refund|${env.VNPAY_TMN_CODE}|03|RV22ABC123|80000000|14226112|20260110100000|raovat|20260112080203|127.0.0.1|Hoan tien RV22ABC123`;
    expect(request.vnp_SecureHash).toBe(createHmac('sha512', env.VNPAY_HASH_SECRET).update(signed).digest('hex'));
    expect(vnpayRefundRequest(env, { refundCode: 'MATRABC123', payment, amountVnd: 2_550_000, full: true, createdBy: 'raovat', now }).vnp_TransactionType).toBe('02');
  });

  test('MoMo refund and disbursement: raw k=v strings in their fixed orders, HMAC-SHA256 with the secret key', () => {
    const refund = momoRefundRequest(env, { refundCode: 'MATRABC123', payment: { ...payment, provider: 'momo', providerTransactionId: '4088878653' }, amountVnd: 800_000 });
    const refundString = `accessKey=${env.MOMO_ACCESS_KEY}&amount=800000&description=Hoan tien RV22ABC123&orderId=MATRABC123&partnerCode=${env.MOMO_PARTNER_CODE}&requestId=MATRABC123&transId=4088878653`;
    expect(refund.signature).toBe(createHmac('sha256', env.MOMO_SECRET_KEY).update(refundString).digest('hex'));
    const payout = momoDisbursementRequest(env, { payoutCode: 'MATPX1', amountVnd: 1_700_000, orderCode: 'MATX1', target: { kind: 'bank', bankCode: 'VCB', accountNumber: '0071000123456', accountName: 'NGUOI BAN' } });
    expect(payout.requestType).toBe('disburseToBank');
    expect(JSON.parse(Buffer.from(String(payout.disbursementMethod), 'base64').toString('utf8'))).toEqual({ bankAccountNo: '0071000123456', bankAccountHolderName: 'NGUOI BAN', bankCode: 'VCB' });
    const payoutString = momoSigningString(['accessKey', 'amount', 'disbursementMethod', 'extraData', 'orderId', 'orderInfo', 'partnerCode', 'requestId', 'requestType'], { ...payout, accessKey: env.MOMO_ACCESS_KEY });
    expect(payout.signature).toBe(createHmac('sha256', env.MOMO_SECRET_KEY).update(payoutString).digest('hex'));
  });

  test('answers: VnPay 00 done, 94 asked again, a bad checksum never trusted; MoMo 0 done, 7000 asked again, 1080 refused', () => {
    expect(readVnpayRefund(env, { vnp_ResponseCode: '00', vnp_TmnCode: env.VNPAY_TMN_CODE, vnp_SecureHash: 'bad' }).outcome).toBe('unknown');
    expect(readMomoRefund({ resultCode: '0' }).outcome).toBe('succeeded');
    expect(readMomoRefund({ resultCode: '7000' }).outcome).toBe('unknown');
    expect(readMomoRefund({ resultCode: '1080' }).outcome).toBe('failed');
  });
});

describe('the refund sandboxes', () => {
  const sandbox = sandboxRoutes({ env, log: createLogger('test', 'silent'), fetch: (url, init) => Promise.resolve(sandbox.request(url, init)) });
  const post = async (path: string, body: Record<string, string | number>) => (await sandbox.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, string | number>>;

  test('VnPay: a bad checksum is 97; the same request id answers its first answer; the answer is signed', async () => {
    const request = vnpayRefundRequest(env, { refundCode: 'MATRREPEAT1', payment, amountVnd: 800_000, full: false, createdBy: 'raovat', now });
    expect((await post('/sandbox/vnpay/merchant_webapi/api/transaction', { ...request, vnp_Amount: '90000000' })).vnp_ResponseCode).toBe('97');
    const first = await post('/sandbox/vnpay/merchant_webapi/api/transaction', request);
    const again = await post('/sandbox/vnpay/merchant_webapi/api/transaction', request);
    expect(first.vnp_ResponseCode).toBe('00');
    expect(again).toEqual(first);
    expect(readVnpayRefund(env, Object.fromEntries(Object.entries(first).map(([key, value]) => [key, String(value)]))).outcome).toBe('succeeded');
  });

  test('VnPay: refunds of a sandbox payment stop at what it took (95)', async () => {
    const paid = { ...payment, orderCode: 'RV22OVERREFUND', createdAt: new Date(), expiresAt: new Date(Date.now() + 15 * 60_000) };
    const url = new URL(vnpayPaymentUrl(env, paid, { returnUrl: 'http://localhost:3000/payment/kq-thanh-toan-vnpay-s1', ipAddr: '127.0.0.1' }));
    const done = await sandbox.request('/sandbox/vnpay/complete', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ q: url.search.slice(1), action: 'pay' }).toString() });
    expect(done.status).toBe(302);
    const refund = (code: string, amountVnd: number) => post('/sandbox/vnpay/merchant_webapi/api/transaction', vnpayRefundRequest(env, { refundCode: code, payment: paid, amountVnd, full: false, createdBy: 'raovat', now }));
    expect((await refund('MATROVER1', 2_000_000)).vnp_ResponseCode).toBe('00');
    expect((await refund('MATROVER2', 600_000)).vnp_ResponseCode).toBe('95');
    expect((await refund('MATROVER3', 550_000)).vnp_ResponseCode).toBe('00');
  });

  test('MoMo: a bad signature is refused with resultCode 20', async () => {
    const request = momoRefundRequest(env, { refundCode: 'MATRBAD', payment: { ...payment, provider: 'momo' }, amountVnd: 800_000 });
    const refused = await sandbox.request('/sandbox/momo/v2/gateway/api/refund', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...request, amount: 900_000 }) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { resultCode: number }).resultCode).toBe(20);
  });
});
