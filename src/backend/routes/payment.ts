/**
 * The payment domain (spec §7 "Payments", form-encoded): create and validate calls for MoMo, VnPay
 * and Napas, the providers' IPN endpoints, createCast (pay with points) and starsTrading (stars to
 * bonus points); the local sandboxes are mounted here too. The paying member is the bearer
 * token's; the amount is the stored pack's or package's; results settle through `settleOrder` only.
 * docs/upstream-contract.md "Payment host" defines every payload the spec leaves "not shown".
 */
import { Hono, type Context } from 'hono';
import {
  CastRequest,
  CastResponse,
  CreatePaymentRequest,
  CreatePaymentResponse,
  StarsTradingRequest,
  StarsTradingResponse,
  ValidateCodeResponse,
  ValidateVnPayResponse,
} from '~/lib/contract/payment';
import { describeError } from '~/lib/log';
import { PAYMENT_CREATE_FAILED_MESSAGE, PAYMENT_RESULT_MESSAGES, vnpayValidateAnswer } from '~/lib/payment-result';
import { assertSelf, memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer } from '../contract-edge';
import { BackendError, CONTROL_CHARACTER_MESSAGE, errorBody, hasControlCharacters, readBody } from '../http';
import { createOrder, findOrder, settleOrder, type OrderItem, type Provider, type ResultCode, type SettleResult } from '../payments/orders';
import {
  momoCreate,
  napasPaymentUrl,
  ProviderUnavailable,
  readMomo,
  readNapas,
  readVnpay,
  RESULT_PATHS,
  vnpayPaymentUrl,
  type ProviderFetch,
  type ProviderResult,
} from '../payments/providers';
import { sandboxRoutes } from '../payments/sandbox';
import { InsufficientPoints } from '../services/ledger';
import { walletBalances } from '../services/members';
import { createRateLimiter } from '../services/rate-limit';
import { buyPackageWithPoints, tradeStars } from '../services/wallet-trades';
import { backendMetrics, type IpnOutcome } from '../metrics';

export const RESULT_MESSAGES = PAYMENT_RESULT_MESSAGES;
export const CREATE_FAILED_MESSAGE = PAYMENT_CREATE_FAILED_MESSAGE;
const TOO_MANY_PAYMENTS = 'Bạn tạo quá nhiều giao dịch, vui lòng thử lại sau ít phút.';

/** Query-string and form values as plain strings (repeated keys keep the first). */
function stringFields(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
    else if (typeof first === 'number') out[key] = String(first);
  }
  // A provider's notification comes here past the edge's URL check (edge.ts): refuse it here instead.
  if (Object.entries(out).some(([key, value]) => hasControlCharacters(key) || hasControlCharacters(value))) {
    throw new BackendError(400, CONTROL_CHARACTER_MESSAGE);
  }
  return out;
}

/** `providerFetch` reaches the providers; app.ts gives one that answers the in-process sandboxes itself. */
export function paymentRoutes({ db, env, log, providerFetch }: BackendDeps & { readonly providerFetch: ProviderFetch }) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  const creations = createRateLimiter(db, { name: 'payment-create', limit: 30, windowMs: 10 * 60_000 });
  if (env.PAYMENT_SANDBOX === '1') app.route('/', sandboxRoutes({ env, log, fetch: providerFetch }));

  /** The result page of the provider on the app's origin; anything else is refused (no open redirect). */
  const returnUrl = (provider: Provider, redirect: string): string => {
    let url: URL;
    try {
      url = new URL(redirect);
    } catch {
      throw new BackendError(400, 'Địa chỉ trở về không hợp lệ.');
    }
    if (url.origin !== new URL(env.APP_ORIGIN).origin || url.pathname !== RESULT_PATHS[provider]) throw new BackendError(400, 'Địa chỉ trở về không hợp lệ.');
    return `${url.origin}${url.pathname}`;
  };

  const create = (provider: Provider) => async (c: Context<MemberEnv>) => {
    const { member, input } = await memberRequest(c, CreatePaymentRequest, ['m', 'member_id', 'memberId']);
    const target = returnUrl(provider, input.redirect);
    const wait = await creations.hit(`member:${member.id}`);
    if (wait > 0) return c.json(errorBody(429, TOO_MANY_PAYMENTS), 429);
    const item: OrderItem = input.pack_id !== undefined ? { kind: 'pack', id: input.pack_id } : { kind: 'package', id: input.package_id ?? 0 };
    const order = await createOrder(db, { memberId: member.id, provider, item, clientAmount: input.a ?? null, ttlMinutes: env.PAYMENT_ORDER_TTL_MINUTES });
    const ipAddr = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';
    let url: string;
    try {
      if (provider === 'vnpay') url = vnpayPaymentUrl(env, order, { returnUrl: target, ipAddr });
      else if (provider === 'napas') url = napasPaymentUrl(env, order, { returnUrl: target, backUrl: new URL('/user/buy-point', env.APP_ORIGIN).toString(), ipAddr, gateway: input.pt ?? 'ATM' });
      else url = await momoCreate(env, order, { redirectUrl: target, fetch: providerFetch });
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
      log.warn('payment create failed at the provider', { provider, order: order.orderCode, error: error.message });
      return c.json(errorBody(502, CREATE_FAILED_MESSAGE), 502);
    }
    return answer(c, CreatePaymentResponse, {
      status: 200,
      success: true,
      data: { url, order_code: order.orderCode, amount: order.amountVnd, expires_at: Math.floor(order.expiresAt.getTime() / 1000) },
    });
  };

  const settle = (provider: Provider, result: ProviderResult, payload: Record<string, string>) =>
    settleOrder(db, { provider, orderCode: result.orderCode, amountVnd: result.amountVnd, outcome: result.outcome, providerTransactionId: result.providerTransactionId, payload });

  /** The app result code of a validate call (reference §5). */
  const validateCode = async (c: Context<MemberEnv>, provider: Provider, result: ProviderResult, payload: Record<string, string>): Promise<{ code: ResultCode; orderCode: string }> => {
    if (!result.signatureValid || !result.merchantValid) return { code: 0, orderCode: result.orderCode };
    const order = await findOrder(db, result.orderCode);
    if (!order) return { code: 0, orderCode: result.orderCode };
    assertSelf(c.get('member'), { m: order.memberId });
    const settled = await settle(provider, result, payload);
    return { code: codeOf(settled), orderCode: result.orderCode };
  };

  for (const [name, provider] of [['createMoMo', 'momo'], ['createVnPay', 'vnpay'], ['createNapas', 'napas']] as const) {
    app.post(`/api/payment/${name}`, authed, create(provider));
  }

  app.post('/api/payment/validateMoMo', authed, async (c) => {
    const body = stringFields(await readBody(c));
    assertSelf(c.get('member'), body, ['m', 'member_id', 'memberId']);
    const { code, orderCode } = await validateCode(c, 'momo', readMomo(env, body), body);
    return answer(c, ValidateCodeResponse, { status: code, success: code === 1, message: RESULT_MESSAGES[code], order_code: orderCode });
  });

  app.post('/api/payment/validateNapas', authed, async (c) => {
    const body = stringFields(await readBody(c));
    assertSelf(c.get('member'), body, ['m', 'member_id', 'memberId']);
    const { code, orderCode } = await validateCode(c, 'napas', readNapas(env, body), body);
    return answer(c, ValidateCodeResponse, { status: code, success: code === 1, message: RESULT_MESSAGES[code], order_code: orderCode });
  });

  app.post('/api/payment/validateVnPay', authed, async (c) => {
    const body = stringFields(await readBody(c));
    assertSelf(c.get('member'), body, ['m', 'member_id', 'memberId']);
    const result = readVnpay(env, body);
    const { code, orderCode } = await validateCode(c, 'vnpay', result, body);
    const vnpay = vnpayValidateAnswer(code, result);
    return answer(c, ValidateVnPayResponse, { ...vnpay, success: code === 1, message: RESULT_MESSAGES[code], order_code: orderCode });
  });

  // ------------------------------------------------------------ IPN (server to server)

  /** VnPay's IPN contract (reference §1.6), also used for the Napas sandbox notification. */
  const ipnReply = (result: ProviderResult, settled: SettleResult | null): { RspCode: string; Message: string } => {
    if (!result.signatureValid || !result.merchantValid) return { RspCode: '97', Message: 'Invalid signature' };
    if (!settled || settled.kind === 'not_found') return { RspCode: '01', Message: 'Order not found' };
    if (settled.kind === 'amount_mismatch') return { RspCode: '04', Message: 'invalid amount' };
    if (settled.kind === 'credit_failed' || settled.kind === 'still_pending') return { RspCode: '99', Message: 'Unknow error' };
    return settled.fresh ? { RspCode: '00', Message: 'Confirm Success' } : { RspCode: '02', Message: 'Order already confirmed' };
  };

  /** What became of a notification, for the metrics (raovat_payment_ipns_total). */
  const countIpn = (provider: 'vnpay' | 'napas' | 'momo', result: ProviderResult, settled: SettleResult | null) => {
    const metrics = backendMetrics();
    if (!metrics) return;
    let outcome: IpnOutcome;
    if (!result.signatureValid || !result.merchantValid || !settled || settled.kind === 'not_found' || settled.kind === 'amount_mismatch') outcome = 'refused';
    else if (settled.kind === 'credit_failed' || settled.kind === 'still_pending') outcome = 'failed';
    else outcome = settled.fresh ? 'applied' : 'duplicate';
    metrics.ipns.inc({ provider, outcome });
  };

  /**
   * A provider retries a notification until it gets its protocol's answer, so whatever fails inside
   * (a malformed request, a database error, a transaction number another order already holds) is
   * answered in that protocol — VnPay and Napas HTTP 200 `{ RspCode: '99' }` — never as our 500.
   */
  const unknownErrorReply = (provider: 'vnpay' | 'napas', error: unknown) => {
    if (!(error instanceof BackendError)) log.error('payment IPN failed', { provider, ...describeError(error) });
    backendMetrics()?.ipns.inc({ provider, outcome: error instanceof BackendError ? 'refused' : 'failed' });
    return { RspCode: '99', Message: 'Unknow error' };
  };

  app.get('/api/payment/ipnVnPay', async (c) => {
    try {
      // A plain object: Hono's query object has no prototype, which the jsonb column cannot store.
      const params = stringFields({ ...c.req.query() });
      const result = readVnpay(env, params);
      const settled = result.signatureValid && result.merchantValid ? await settle('vnpay', result, params) : null;
      const reply = ipnReply(result, settled);
      countIpn('vnpay', result, settled);
      if (reply.RspCode !== '00' && reply.RspCode !== '02') log.warn('VnPay IPN refused', { reply: reply.RspCode, order: result.orderCode });
      return c.json(reply);
    } catch (error) {
      return c.json(unknownErrorReply('vnpay', error));
    }
  });

  app.post('/api/payment/ipnNapas', async (c) => {
    try {
      const params = stringFields(await readBody(c));
      const result = readNapas(env, params);
      const settled = result.signatureValid && result.merchantValid ? await settle('napas', result, params) : null;
      countIpn('napas', result, settled);
      return c.json(ipnReply(result, settled));
    } catch (error) {
      return c.json(unknownErrorReply('napas', error));
    }
  });

  /** MoMo accepts only 204: anything else, our clear 4xx or a 500 for a failure inside, makes it retry. */
  app.post('/api/payment/ipnMoMo', async (c) => {
    const body = stringFields(await readBody(c));
    const result = readMomo(env, body);
    if (!result.signatureValid || !result.merchantValid) {
      countIpn('momo', result, null);
      return c.json(errorBody(400, 'Invalid signature'), 400);
    }
    const settled = await settle('momo', result, body).catch((error: unknown) => {
      backendMetrics()?.ipns.inc({ provider: 'momo', outcome: 'failed' });
      throw error;
    });
    countIpn('momo', result, settled);
    if (settled.kind === 'not_found') return c.json(errorBody(404, 'Order not found'), 404);
    if (settled.kind === 'amount_mismatch') return c.json(errorBody(400, 'Invalid amount'), 400);
    if (settled.kind === 'credit_failed') return c.json(errorBody(500, 'Unknown error'), 500);
    return c.body(null, 204);
  });

  // ------------------------------------------------------------ points and stars

  /** createCast: buys a service package with the points balance (bonus/earliest expiry first). */
  app.post('/api/payment/createCast', authed, async (c) => {
    const { member, input } = await memberRequest(c, CastRequest, ['m', 'member_id', 'memberId']);
    try {
      const bought = await buyPackageWithPoints(db, member.id, { packageId: input.package_id, expectedPoints: input.a, idempotencyKey: input.idempotency_key });
      return answer(c, CastResponse, {
        status: 200,
        success: true,
        message: `Bạn đã mua ${bought.name}.`,
        data: { points: bought.points, replayed: bought.replayed, wallet: await walletBalances(db, member.id) },
      });
    } catch (error) {
      if (error instanceof InsufficientPoints) return c.json(errorBody(400, error.message), 400);
      throw error;
    }
  });

  /** starsTrading (member_id, marks, note): 1 star becomes 1 bonus point valid 30 days. */
  app.post('/api/payment/starsTrading', authed, async (c) => {
    const { member, input } = await memberRequest(c, StarsTradingRequest, ['m', 'member_id', 'memberId']);
    const traded = await tradeStars(db, member.id, input.marks);
    if (traded === null) return c.json(errorBody(400, 'Số sao của bạn không đủ để đổi.'), 400);
    return answer(c, StarsTradingResponse, { status: 200, success: true, data: { numberOfStars: traded, wallet: await walletBalances(db, member.id) } });
  });

  return app;
}

function codeOf(settled: SettleResult): ResultCode {
  switch (settled.kind) {
    case 'settled':
      return settled.code;
    case 'credit_failed':
      return 2;
    case 'still_pending':
      return 4;
    case 'not_found':
    case 'amount_mismatch':
      return 0;
  }
}
