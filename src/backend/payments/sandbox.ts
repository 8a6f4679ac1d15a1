/**
 * Local sandboxes of VnPay, MoMo and Napas (shared/reference/payments.md §6): each verifies the
 * merchant's signed request like the real gateway, shows a payment page, and on the payer's choice
 * sends the signed server-to-server notification (retried until acknowledged) and redirects the
 * browser to the merchant's return URL with the provider's own parameters and signature.
 *
 * Sandbox state (MoMo sessions, finished references) lives in process memory: a restart forgets
 * unfinished sandbox payments, which the merchant side then expires after 15 minutes.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from '~/lib/log';
import type { BackendEnv } from '../env';
import { readBody } from '../http';
import type { ProviderFetch } from './providers';
import { NAPAS_CANCELLED_CODE } from './providers';
import { MOMO_DISBURSEMENT_FIELDS, MOMO_REFUND_FIELDS, VNPAY_REFUND_FIELDS, VNPAY_REFUND_RESPONSE_FIELDS, vnpayPipeSign } from './refunds';
import { checkoutPage, sandboxErrorPage } from './sandbox-pages';
import {
  MOMO_CREATE_FIELDS,
  MOMO_CREATE_RESPONSE_FIELDS,
  MOMO_RESULT_FIELDS,
  momoSign,
  momoSigningString,
  momoVerify,
  napasSign,
  napasVerify,
  parseVnpayDate,
  sameDigest,
  vnpayDate,
  vnpayQuery,
  vnpayVerify,
} from './signatures';

type PayerAction = 'pay' | 'cancel' | 'expire' | 'fail';
const ACTIONS: readonly PayerAction[] = ['pay', 'cancel', 'expire', 'fail'];
const readAction = (value: unknown): PayerAction | null => (ACTIONS.find((action) => action === value) ?? null);

interface SandboxDeps {
  readonly env: BackendEnv;
  readonly log: Logger;
  readonly fetch: ProviderFetch;
}

/** A bounded set of finished references: a sandbox payment can be completed once. */
function finishedSet(limit = 10_000) {
  const seen = new Set<string>();
  return {
    has: (key: string) => seen.has(key),
    add: (key: string) => {
      if (seen.size >= limit) seen.clear();
      seen.add(key);
    },
  };
}

/** A verified VnPay or Napas request's fields, as its query carries them (the amount in hundredths of a đồng). */
interface QueryOrder {
  readonly merchant: string | undefined;
  readonly orderRef: string | undefined;
  readonly description: string | undefined;
  readonly amount: string | undefined;
}

/** VnPay's and Napas's payment page: the signed request rides in the page's query, and the payer's choice posts it back as `q`. */
const signedQueryCheckout = (provider: 'vnpay' | 'napas', url: string, order: QueryOrder) =>
  checkoutPage({
    provider,
    merchant: order.merchant ?? '',
    orderRef: order.orderRef ?? '',
    description: order.description ?? '',
    amountVnd: Number(order.amount) / 100,
    action: `/sandbox/${provider}/complete`,
    hidden: { q: new URL(url).search.slice(1) },
  });

/**
 * Delivers a notification: the first attempt is awaited (so the merchant usually knows before the
 * browser returns), later ones run in the background every `retryMs`, up to `retries` times, until
 * `acknowledged` says the merchant recorded it (VnPay: RspCode 00/02; MoMo: 204).
 */
async function deliverNotification(
  deps: SandboxDeps,
  label: string,
  send: () => Promise<Response>,
  acknowledged: (response: Response) => Promise<boolean>,
): Promise<void> {
  const attempt = async (left: number): Promise<void> => {
    let ok = false;
    try {
      ok = await acknowledged(await send());
    } catch (error) {
      deps.log.warn('sandbox IPN delivery failed', { label, error: String(error) });
    }
    if (ok || left <= 0) return;
    const timer = setTimeout(() => void attempt(left - 1), deps.env.PAYMENT_SANDBOX_IPN_RETRY_MS);
    timer.unref();
  };
  await attempt(deps.env.PAYMENT_SANDBOX_IPN_RETRIES);
}

const transactionNumber = () => String(randomInt(10_000_000, 99_999_999));

function formFields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') out[key] = value;
  return out;
}

export function sandboxRoutes(deps: SandboxDeps) {
  const { env } = deps;
  const app = new Hono();
  const base = env.BACKEND_PUBLIC_URL.replace(/\/+$/, '');

  /** What each sandbox payment took, by provider reference: a refund may not exceed it. */
  const paidAmounts = new Map<string, number>();
  const recordPaid = (reference: string, amount: number) => {
    if (paidAmounts.size >= 10_000) paidAmounts.clear();
    paidAmounts.set(reference, amount);
  };

  // ------------------------------------------------------------------ VnPay
  const vnpayDone = finishedSet();

  const vnpayRequestProblem = (params: Record<string, string>, now: Date): string | null => {
    if (!vnpayVerify(params, env.VNPAY_HASH_SECRET)) return '97';
    if (params.vnp_Version !== '2.1.0' || params.vnp_Command !== 'pay' || params.vnp_CurrCode !== 'VND') return '03';
    if (params.vnp_TmnCode !== env.VNPAY_TMN_CODE) return '02';
    if (!/^\d{1,12}$/.test(params.vnp_Amount ?? '') || Number(params.vnp_Amount) % 100 !== 0) return '03';
    if (!params.vnp_TxnRef || !params.vnp_ReturnUrl) return '03';
    const expires = parseVnpayDate(params.vnp_ExpireDate ?? '');
    if (!expires || !parseVnpayDate(params.vnp_CreateDate ?? '')) return '03';
    if (expires < now) return '11';
    if (vnpayDone.has(params.vnp_TxnRef)) return '01';
    return null;
  };

  app.get('/sandbox/vnpay/paymentv2/vpcpay.html', (c) => {
    const params = c.req.query();
    const problem = vnpayRequestProblem(params, new Date());
    if (problem) return c.html(sandboxErrorPage('vnpay', 'Giao dịch không hợp lệ hoặc đã hết hạn.', problem), 400);
    const order = { merchant: params.vnp_TmnCode, orderRef: params.vnp_TxnRef, description: params.vnp_OrderInfo, amount: params.vnp_Amount };
    return c.html(signedQueryCheckout('vnpay', c.req.url, order));
  });

  app.post('/sandbox/vnpay/complete', async (c) => {
    const form = formFields(await readBody(c));
    const params = Object.fromEntries(new URLSearchParams(form.q ?? ''));
    const action = readAction(form.action);
    const now = new Date();
    const problem = vnpayRequestProblem(params, now);
    if (!action || (problem && problem !== '11')) return c.html(sandboxErrorPage('vnpay', 'Giao dịch không hợp lệ hoặc đã được xử lý.', problem ?? '03'), 400);
    const chosen: PayerAction = problem === '11' ? 'expire' : action;
    vnpayDone.add(params.vnp_TxnRef ?? '');
    const txn = transactionNumber();
    const common = {
      vnp_Amount: params.vnp_Amount ?? '',
      vnp_OrderInfo: params.vnp_OrderInfo ?? '',
      vnp_PayDate: vnpayDate(now),
      vnp_TmnCode: params.vnp_TmnCode ?? '',
      vnp_TxnRef: params.vnp_TxnRef ?? '',
    };
    const result: Record<string, string> = {
      pay: { ...common, vnp_BankCode: 'NCB', vnp_BankTranNo: `VNP${txn}`, vnp_CardType: 'ATM', vnp_ResponseCode: '00', vnp_TransactionNo: txn, vnp_TransactionStatus: '00' },
      cancel: { ...common, vnp_BankCode: 'VNPAY', vnp_CardType: 'QRCODE', vnp_ResponseCode: '24', vnp_TransactionNo: '0', vnp_TransactionStatus: '02' },
      expire: { ...common, vnp_BankCode: 'VNPAY', vnp_CardType: 'QRCODE', vnp_ResponseCode: '11', vnp_TransactionNo: '0', vnp_TransactionStatus: '02' },
      fail: { ...common, vnp_BankCode: 'NCB', vnp_CardType: 'ATM', vnp_ResponseCode: '51', vnp_TransactionNo: '0', vnp_TransactionStatus: '02' },
    }[chosen];
    const query = vnpayQuery(result, env.VNPAY_HASH_SECRET);
    if (chosen === 'pay') recordPaid(`vnpay:${common.vnp_TxnRef}`, Number(common.vnp_Amount) / 100);
    await deliverNotification(
      deps,
      `vnpay ${common.vnp_TxnRef}`,
      () => deps.fetch(`${env.VNPAY_IPN_URL}?${query}`, { method: 'GET', signal: AbortSignal.timeout(10_000) }),
      async (response) => {
        const body = (await response.json().catch(() => null)) as { RspCode?: string } | null;
        return response.ok && (body?.RspCode === '00' || body?.RspCode === '02');
      },
    );
    return c.redirect(`${params.vnp_ReturnUrl}?${query}`, 302);
  });

  // ------------------------------------------------------------------ MoMo
  interface MomoSession {
    readonly partnerCode: string;
    readonly orderId: string;
    readonly requestId: string;
    readonly amount: number;
    readonly orderInfo: string;
    readonly redirectUrl: string;
    readonly ipnUrl: string;
    readonly extraData: string;
    readonly expiresAt: number;
  }
  const momoSessions = new Map<string, MomoSession>();
  const momoOrders = finishedSet();
  const momoRequests = finishedSet();
  const MOMO_ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

  const momoError = (c: Context, resultCode: number, message: string, subErrors?: Array<{ field: string; message: string }>) =>
    c.json({ resultCode, message, responseTime: Date.now(), ...(subErrors ? { subErrors } : {}) }, 400);

  app.post('/sandbox/momo/v2/gateway/api/create', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, string | number> | null;
    if (!body) return momoError(c, 20, 'Bad format request.');
    if (String(body.partnerCode) !== env.MOMO_PARTNER_CODE) return momoError(c, 11, 'Access denied.');
    if (!momoVerify(MOMO_CREATE_FIELDS, body, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY)) {
      const expected = momoSigningString(MOMO_CREATE_FIELDS, { ...body, accessKey: env.MOMO_ACCESS_KEY });
      return momoError(c, 20, 'Bad format request.', [{ field: 'signature', message: `Chữ ký không hợp lệ. Chuỗi ký mong đợi: ${expected}` }]);
    }
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount)) return momoError(c, 21, 'Invalid amount.');
    if (amount < 1_000 || amount > 50_000_000) return momoError(c, 22, 'Amount out of range.');
    const orderId = String(body.orderId ?? '');
    const requestId = String(body.requestId ?? '');
    if (!MOMO_ORDER_ID.test(orderId) || !requestId) return momoError(c, 20, 'Bad format request.');
    if (momoRequests.has(requestId)) return momoError(c, 40, 'Duplicate requestId.');
    if (momoOrders.has(orderId)) return momoError(c, 41, 'Duplicate orderId.');
    momoRequests.add(requestId);
    momoOrders.add(orderId);
    const token = randomUUID();
    momoSessions.set(token, {
      partnerCode: env.MOMO_PARTNER_CODE,
      orderId,
      requestId,
      amount,
      orderInfo: String(body.orderInfo ?? ''),
      redirectUrl: String(body.redirectUrl ?? ''),
      ipnUrl: String(body.ipnUrl ?? ''),
      extraData: String(body.extraData ?? ''),
      expiresAt: Date.now() + 15 * 60_000,
    });
    const response = { partnerCode: env.MOMO_PARTNER_CODE, requestId, orderId, amount, responseTime: Date.now(), message: 'Thành công.', resultCode: 0, payUrl: `${base}/sandbox/momo/pay?t=${token}` };
    return c.json({ ...response, signature: momoSign(MOMO_CREATE_RESPONSE_FIELDS, response, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY) });
  });

  app.get('/sandbox/momo/pay', (c) => {
    const token = c.req.query('t') ?? '';
    const session = momoSessions.get(token);
    if (!session) return c.html(sandboxErrorPage('momo', 'Giao dịch không tồn tại hoặc đã được xử lý.', '42'), 404);
    return c.html(
      checkoutPage({
        provider: 'momo',
        merchant: session.partnerCode,
        orderRef: session.orderId,
        description: session.orderInfo,
        amountVnd: session.amount,
        action: '/sandbox/momo/complete',
        hidden: { t: token },
      }),
    );
  });

  app.post('/sandbox/momo/complete', async (c) => {
    const form = formFields(await readBody(c));
    const session = momoSessions.get(form.t ?? '');
    const action = readAction(form.action);
    if (!session || !action) return c.html(sandboxErrorPage('momo', 'Giao dịch không tồn tại hoặc đã được xử lý.', '42'), 400);
    momoSessions.delete(form.t ?? '');
    const chosen: PayerAction = session.expiresAt < Date.now() ? 'expire' : action;
    const [resultCode, message] = ({ pay: [0, 'Successful.'], cancel: [1006, 'Transaction denied by user.'], expire: [1005, 'Transaction expired.'], fail: [1001, 'Insufficient funds.'] } as const)[chosen];
    const result = {
      partnerCode: session.partnerCode,
      orderId: session.orderId,
      requestId: session.requestId,
      amount: session.amount,
      orderInfo: session.orderInfo,
      orderType: 'momo_wallet',
      transId: Number(transactionNumber()),
      resultCode,
      message,
      payType: 'webApp',
      responseTime: Date.now(),
      extraData: session.extraData,
    };
    const signed = { ...result, signature: momoSign(MOMO_RESULT_FIELDS, result, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY) };
    if (chosen === 'pay') recordPaid(`momo:${result.transId}`, result.amount);
    await deliverNotification(
      deps,
      `momo ${session.orderId}`,
      () => deps.fetch(session.ipnUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signed), signal: AbortSignal.timeout(15_000) }),
      async (response) => response.status === 204,
    );
    const query = new URLSearchParams(Object.entries(signed).map(([key, value]) => [key, String(value)])).toString();
    return c.redirect(`${session.redirectUrl}?${query}`, 302);
  });

  // ------------------------------------------------------------------ Napas
  const napasDone = finishedSet();

  const napasRequestProblem = (params: Record<string, string>): string | null => {
    if (!napasVerify(params, env.NAPAS_SECRET, env.NAPAS_HASH)) return '8';
    if (params.vpc_Command !== 'pay' || params.vpc_Version !== '2.0' || params.vpc_CurrencyCode !== 'VND') return '9';
    if (params.vpc_Merchant !== env.NAPAS_MERCHANT || params.vpc_AccessCode !== env.NAPAS_ACCESS_CODE) return '10';
    if (!/^\d{1,14}$/.test(params.vpc_Amount ?? '') || !params.vpc_MerchTxnRef || !params.vpc_ReturnURL) return '10';
    if (napasDone.has(params.vpc_MerchTxnRef)) return '33';
    return null;
  };

  app.get('/sandbox/napas/gateway/vpcpay.do', (c) => {
    const params = c.req.query();
    const problem = napasRequestProblem(params);
    if (problem) return c.html(sandboxErrorPage('napas', 'Giao dịch không hợp lệ.', problem), 400);
    const order = { merchant: params.vpc_Merchant, orderRef: params.vpc_MerchTxnRef, description: params.vpc_OrderInfo, amount: params.vpc_Amount };
    return c.html(signedQueryCheckout('napas', c.req.url, order));
  });

  app.post('/sandbox/napas/complete', async (c) => {
    const form = formFields(await readBody(c));
    const params = Object.fromEntries(new URLSearchParams(form.q ?? ''));
    const action = readAction(form.action);
    const problem = napasRequestProblem(params);
    if (!action || problem) return c.html(sandboxErrorPage('napas', 'Giao dịch không hợp lệ hoặc đã được xử lý.', problem ?? '10'), 400);
    napasDone.add(params.vpc_MerchTxnRef ?? '');
    const [code, message] = ({ pay: ['0', 'Approved'], cancel: [NAPAS_CANCELLED_CODE, 'Cancelled by cardholder'], expire: ['34', 'Transaction timeout'], fail: ['7', 'Insufficient funds'] } as const)[action];
    const now = new Date();
    const result: Record<string, string> = {
      vpc_Version: params.vpc_Version ?? '',
      vpc_Locale: params.vpc_Locale ?? '',
      vpc_Command: 'pay',
      vpc_Merchant: params.vpc_Merchant ?? '',
      vpc_MerchTxnRef: params.vpc_MerchTxnRef ?? '',
      vpc_Amount: params.vpc_Amount ?? '',
      vpc_CurrencyCode: 'VND',
      vpc_CardType: 'SML',
      vpc_OrderInfo: params.vpc_OrderInfo ?? '',
      vpc_ResponseCode: code,
      vpc_TransactionNo: action === 'pay' ? transactionNumber() : '0',
      vpc_BatchNo: vnpayDate(now).slice(0, 8),
      vpc_AcqResponseCode: action === 'pay' ? '00' : '51',
      vpc_Message: message,
    };
    result.vpc_SecureHash = napasSign(result, env.NAPAS_SECRET, env.NAPAS_HASH);
    if (action === 'pay') recordPaid(`napas:${result.vpc_MerchTxnRef}`, Number(result.vpc_Amount) / 100);
    const query = new URLSearchParams(result).toString();
    await deliverNotification(
      deps,
      `napas ${result.vpc_MerchTxnRef}`,
      () => deps.fetch(env.NAPAS_IPN_URL, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query, signal: AbortSignal.timeout(10_000) }),
      async (response) => {
        const body = (await response.json().catch(() => null)) as { RspCode?: string } | null;
        return response.ok && (body?.RspCode === '00' || body?.RspCode === '02');
      },
    );
    return c.redirect(`${params.vpc_ReturnURL}?${query}`, 302);
  });

  // ------------------------------------------------------------------ refunds and payouts
  // Each provider answers a repeated request id with its first answer (the merchant retries with
  // the same id after a timeout), and refuses refunding more than was paid.
  const answered = new Map<string, Record<string, string | number>>();
  const remember = (key: string, answer: Record<string, string | number>) => {
    if (answered.size >= 10_000) answered.clear();
    answered.set(key, answer);
    return answer;
  };
  const refundedOf = new Map<string, number>();
  /** Records `amount` more refunded on a paid reference; false when it would exceed what was paid (when the sandbox took it). */
  const refundWithin = (reference: string, amount: number) => {
    const already = refundedOf.get(reference) ?? 0;
    const limit = paidAmounts.get(reference);
    if (limit !== undefined && already + amount > limit) return false;
    refundedOf.set(reference, already + amount);
    return true;
  };

  app.post('/sandbox/vnpay/merchant_webapi/api/transaction', async (c) => {
    const body = formFields(((await c.req.json().catch(() => null)) as Record<string, unknown> | null) ?? {});
    const requestId = body.vnp_RequestId ?? '';
    const previous = answered.get(`vnpay:${requestId}`);
    if (previous) return c.json(previous);
    const reply = (code: string, message: string) => {
      const response: Record<string, string> = {
        vnp_ResponseId: randomUUID().replaceAll('-', '').slice(0, 20),
        vnp_Command: 'refund',
        vnp_ResponseCode: code,
        vnp_Message: message,
        vnp_TmnCode: env.VNPAY_TMN_CODE,
        vnp_TxnRef: body.vnp_TxnRef ?? '',
        vnp_Amount: body.vnp_Amount ?? '',
        vnp_BankCode: 'NCB',
        vnp_PayDate: vnpayDate(new Date()),
        vnp_TransactionNo: code === '00' ? transactionNumber() : '0',
        vnp_TransactionType: body.vnp_TransactionType ?? '',
        vnp_TransactionStatus: code === '00' ? '05' : '09',
        vnp_OrderInfo: body.vnp_OrderInfo ?? '',
      };
      const signed = { ...response, vnp_SecureHash: vnpayPipeSign(VNPAY_REFUND_RESPONSE_FIELDS, response, env.VNPAY_HASH_SECRET) };
      return c.json(code === '97' ? signed : remember(`vnpay:${requestId}`, signed));
    };
    if (!sameDigest(vnpayPipeSign(VNPAY_REFUND_FIELDS, body, env.VNPAY_HASH_SECRET), body.vnp_SecureHash)) return reply('97', 'Invalid Checksum');
    if (body.vnp_Command !== 'refund' || body.vnp_Version !== '2.1.0' || !requestId || !/^0[23]$/.test(body.vnp_TransactionType ?? '')) return reply('03', 'Invalid request');
    if (body.vnp_TmnCode !== env.VNPAY_TMN_CODE) return reply('02', 'Merchant invalid');
    const amount = Number(body.vnp_Amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) return reply('03', 'Invalid amount');
    if (!refundWithin(`vnpay:${body.vnp_TxnRef}`, amount / 100)) return reply('95', 'Refund amount exceeds the transaction');
    return reply('00', 'Refund success');
  });

  app.post('/sandbox/momo/v2/gateway/api/refund', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, string | number> | null;
    if (!body) return momoError(c, 20, 'Bad format request.');
    const requestId = String(body.requestId ?? '');
    const previous = answered.get(`momo-refund:${requestId}`);
    if (previous) return c.json(previous);
    if (String(body.partnerCode) !== env.MOMO_PARTNER_CODE) return momoError(c, 11, 'Access denied.');
    if (!momoVerify(MOMO_REFUND_FIELDS, body, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY)) return momoError(c, 20, 'Bad format request.', [{ field: 'signature', message: 'Chữ ký không hợp lệ.' }]);
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount < 1_000) return momoError(c, 21, 'Invalid amount.');
    const base = { partnerCode: env.MOMO_PARTNER_CODE, orderId: String(body.orderId ?? ''), requestId, amount, transId: Number(transactionNumber()), responseTime: Date.now() };
    if (!refundWithin(`momo:${String(body.transId)}`, amount)) return c.json(remember(`momo-refund:${requestId}`, { ...base, resultCode: 1080, message: 'Refund amount exceeds the transaction.' }));
    return c.json(remember(`momo-refund:${requestId}`, { ...base, resultCode: 0, message: 'Thành công.' }));
  });

  app.post('/sandbox/momo/v2/gateway/api/disbursement/pay', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, string | number> | null;
    if (!body) return momoError(c, 20, 'Bad format request.');
    const requestId = String(body.requestId ?? '');
    const previous = answered.get(`momo-payout:${requestId}`);
    if (previous) return c.json(previous);
    if (String(body.partnerCode) !== env.MOMO_PARTNER_CODE) return momoError(c, 11, 'Access denied.');
    if (!momoVerify(MOMO_DISBURSEMENT_FIELDS, body, env.MOMO_ACCESS_KEY, env.MOMO_SECRET_KEY)) return momoError(c, 20, 'Bad format request.', [{ field: 'signature', message: 'Chữ ký không hợp lệ.' }]);
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount < 1_000 || amount > 50_000_000) return momoError(c, 22, 'Amount out of range.');
    if (body.requestType !== 'disburseToWallet' && body.requestType !== 'disburseToBank') return momoError(c, 20, 'Bad format request.');
    const base = { partnerCode: env.MOMO_PARTNER_CODE, orderId: String(body.orderId ?? ''), requestId, amount, transId: Number(transactionNumber()), responseTime: Date.now() };
    return c.json(remember(`momo-payout:${requestId}`, { ...base, resultCode: 0, message: 'Thành công.' }));
  });

  app.post('/sandbox/napas/gateway/vpcdps', async (c) => {
    const params = formFields(await readBody(c));
    const previous = answered.get(`napas:${params.vpc_MerchTxnRef ?? ''}`);
    const send = (answer: Record<string, string | number>) => c.body(new URLSearchParams(Object.entries(answer).map(([key, value]) => [key, String(value)])).toString(), 200, { 'content-type': 'application/x-www-form-urlencoded' });
    if (previous) return send(previous);
    const reply = (code: string, message: string) => {
      const result: Record<string, string> = {
        vpc_Command: 'refund',
        vpc_Merchant: env.NAPAS_MERCHANT,
        vpc_MerchTxnRef: params.vpc_MerchTxnRef ?? '',
        vpc_Amount: params.vpc_Amount ?? '',
        vpc_TxnResponseCode: code,
        vpc_TransactionNo: code === '0' ? transactionNumber() : '0',
        vpc_Message: message,
      };
      result.vpc_SecureHash = napasSign(result, env.NAPAS_SECRET, env.NAPAS_HASH);
      return send(code === '8' ? result : remember(`napas:${params.vpc_MerchTxnRef ?? ''}`, result));
    };
    if (!napasVerify(params, env.NAPAS_SECRET, env.NAPAS_HASH)) return reply('8', 'Invalid checksum');
    if (params.vpc_Command !== 'refund' || params.vpc_Merchant !== env.NAPAS_MERCHANT || params.vpc_AccessCode !== env.NAPAS_ACCESS_CODE || !params.vpc_MerchTxnRef) return reply('10', 'Invalid request');
    const amount = Number(params.vpc_Amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0) return reply('10', 'Invalid amount');
    if (!refundWithin(`napas:${params.vpc_OrgMerchTxnRef ?? ''}`, amount / 100)) return reply('20', 'Refund amount exceeds the transaction');
    return reply('0', 'Approved');
  });

  return app;
}


