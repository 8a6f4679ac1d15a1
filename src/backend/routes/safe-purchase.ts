/**
 * "Mua an toàn" (issue #38; docs/upstream-contract.md "Mua an toàn"): the seller's offer on a
 * listing, the buyer's quote, order and payment (through the existing MoMo / VnPay / Napas flows:
 * the attempt is a payment row settled by the same IPN and validate calls), each side's actions,
 * the moderators' decisions, the order lists, the seller's payout account and balance. Bearer
 * token on every call; the acting member is the token's. Mounted inside paymentRoutes so a MoMo
 * payment is created in the same in-process sandbox that serves its page.
 */
import { listingRoleOf } from '~/lib/member-roles';
import { Hono, type Context } from 'hono';
import {
  CreateSafePurchaseRequest,
  DisputeSafePurchaseRequest,
  PayoutAccountRequest,
  PayoutAccountResponse,
  PaySafePurchaseRequest,
  PaySafePurchaseResponse,
  ResolveSafePurchaseRequest,
  SafePurchaseActionRequest,
  SafePurchaseDisputesRequest,
  SafePurchaseListRequest,
  SafePurchaseListResponse,
  SafePurchaseOfferRequest,
  SafePurchaseOfferResponse,
  SafePurchaseOrderRequest,
  SafePurchaseOrderResponse,
  SafePurchaseQuoteRequest,
  SafePurchaseQuoteResponse,
  SellerBalanceResponse,
} from '~/lib/contract/safe-purchase';
import { PAYMENT_CREATE_FAILED_MESSAGE } from '~/lib/payment-result';
import { describeError } from '~/lib/log';
import type { SafePurchaseEvent } from '~/machines/safePurchaseMachine';
import { assertSelf, requireMember, requireModerator, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, errorBody, readBody } from '../http';
import { momoCreate, napasPaymentUrl, ProviderUnavailable, RESULT_PATHS, vnpayPaymentUrl, type ProviderFetch } from '../payments/providers';
import { createRateLimiter } from '../services/rate-limit';
import {
  applyOrderEvent,
  createOrder,
  createOrderPayment,
  disputeQueue,
  listOrders,
  maskAccount,
  orderView,
  payoutAccountOf,
  quoteFor,
  readableOrder,
  safePurchaseSettings,
  SafePurchaseRefused,
  savePayoutAccount,
  sellerBalance,
  setSafePurchaseOffer,
  settleMoneyOf,
  type EventDetails,
} from '../services/safe-purchase';

const AMOUNT_CHANGED = 'Giá món hàng đã thay đổi, vui lòng xem lại trước khi đặt.';

function refusal(c: Context, error: unknown): Response {
  if (error instanceof SafePurchaseRefused) return c.json(errorBody(error.status, error.message), error.status);
  throw error;
}

export function safePurchaseRoutes({ db, env, log, providerFetch }: BackendDeps & { readonly providerFetch: ProviderFetch }) {
  const app = new Hono<MemberEnv>();
  app.use('/api/safe-purchase/*', requireMember(db));
  const settings = safePurchaseSettings(env);
  const orders = createRateLimiter(db, { name: 'safe-purchase-create', limit: 20, windowMs: 60 * 60_000 });
  const money = { db, env, fetch: providerFetch };
  // A product owner (read-only staff) buys and sells as any member.
  const actorOf = (c: Context<MemberEnv>) => ({ memberId: c.get('member').id, role: listingRoleOf(c.get('member').role) });

  /** Reads the body as JSON or a form, refusing a member id other than the token's. */
  const body = async (c: Context<MemberEnv>) => {
    const input = await readBody(c);
    assertSelf(c.get('member'), input);
    return input;
  };

  /** Applies a member's action, then asks the provider for what it recorded (refunds, payout). */
  const act = async (c: Context<MemberEnv>, code: string, event: SafePurchaseEvent, details?: EventDetails) => {
    const actor = actorOf(c);
    const { order, viewer } = await readableOrder(db, actor, code);
    const updated = await applyOrderEvent(db, { orderId: order.id, event, actor, details });
    try {
      await settleMoneyOf(money, updated.id);
    } catch (error) {
      // The timer job asks again; the member's action itself is done.
      log.warn('safe purchase money not settled yet', { order: updated.code, ...describeError(error) });
    }
    const { order: settled } = await readableOrder(db, actor, code);
    return answer(c, SafePurchaseOrderResponse, { status: 200, data: await orderView(db, settled, viewer) });
  };

  app.post('/api/safe-purchase/offer', async (c) => {
    const input = decodeRequest(SafePurchaseOfferRequest, await body(c));
    try {
      const enabled = await setSafePurchaseOffer(db, settings, c.get('member').id, input.listing_id, input.enabled);
      return answer(c, SafePurchaseOfferResponse, { status: 200, data: { listing_id: input.listing_id, enabled } });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/safe-purchase/quote', async (c) => {
    const input = decodeRequest(SafePurchaseQuoteRequest, c.req.query());
    try {
      const quote = await quoteFor(db, settings, input.listing_id);
      return answer(c, SafePurchaseQuoteResponse, {
        status: 200,
        data: {
          listing_id: quote.listingId,
          title: quote.title,
          price: quote.priceVnd,
          fee: quote.feeVnd,
          total: quote.totalVnd,
          handover_days: quote.handoverDays,
          confirm_days: quote.confirmDays,
          payment_minutes: quote.paymentMinutes,
        },
      });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.post('/api/safe-purchase/create', async (c) => {
    const member = c.get('member');
    const input = decodeRequest(CreateSafePurchaseRequest, await body(c));
    const wait = await orders.hit(`member:${member.id}`);
    if (wait > 0) return c.json(errorBody(429, `Bạn đặt quá nhiều đơn, vui lòng thử lại sau ${Math.ceil(wait / 60)} phút.`), 429);
    try {
      // The buyer's `a` is the total they were shown: a different one means the price changed since.
      if (input.a !== undefined && input.a !== (await quoteFor(db, settings, input.listing_id)).totalVnd) throw new SafePurchaseRefused(AMOUNT_CHANGED, 409);
      const order = await createOrder(db, settings, member.id, input.listing_id);
      return answer(c, SafePurchaseOrderResponse, { status: 200, data: await orderView(db, order, 'buyer') });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.post('/api/safe-purchase/pay', async (c) => {
    const member = c.get('member');
    const input = decodeRequest(PaySafePurchaseRequest, await body(c));
    let target: URL;
    try {
      target = new URL(input.redirect);
    } catch {
      throw new BackendError(400, 'Địa chỉ trở về không hợp lệ.');
    }
    if (target.origin !== new URL(env.APP_ORIGIN).origin || target.pathname !== RESULT_PATHS[input.provider]) throw new BackendError(400, 'Địa chỉ trở về không hợp lệ.');
    const returnUrl = `${target.origin}${target.pathname}`;
    try {
      const payment = await createOrderPayment(db, member.id, input.code, input.provider, env.PAYMENT_ORDER_TTL_MINUTES);
      const ipAddr = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1';
      let url: string;
      try {
        if (input.provider === 'vnpay') url = vnpayPaymentUrl(env, payment, { returnUrl, ipAddr });
        else if (input.provider === 'napas') url = napasPaymentUrl(env, payment, { returnUrl, backUrl: new URL('/user/don-mua', env.APP_ORIGIN).toString(), ipAddr, gateway: input.pt ?? 'ATM' });
        else url = await momoCreate(env, payment, { redirectUrl: returnUrl, fetch: providerFetch });
      } catch (error) {
        if (!(error instanceof ProviderUnavailable)) throw error;
        log.warn('safe purchase payment not created at the provider', { provider: input.provider, payment: payment.orderCode, error: error.message });
        return c.json(errorBody(502, PAYMENT_CREATE_FAILED_MESSAGE), 502);
      }
      return answer(c, PaySafePurchaseResponse, {
        status: 200,
        data: { url, payment_code: payment.orderCode, amount: payment.amountVnd, expires_at: Math.floor(payment.expiresAt.getTime() / 1000) },
      });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/safe-purchase/order', async (c) => {
    const input = decodeRequest(SafePurchaseOrderRequest, c.req.query());
    try {
      const { order, viewer } = await readableOrder(db, actorOf(c), input.code);
      return answer(c, SafePurchaseOrderResponse, { status: 200, data: await orderView(db, order, viewer) });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/safe-purchase/orders', async (c) => {
    const input = decodeRequest(SafePurchaseListRequest, c.req.query(), { blankIsAbsent: true });
    const { data, total } = await listOrders(db, c.get('member').id, input.side, input.page, input.per_page, new Date(), input.conversation_id);
    return answer(c, SafePurchaseListResponse, { status: 200, data: { data, page: input.page, per_page: input.per_page, total } });
  });

  const simple = (path: string, event: SafePurchaseEvent) =>
    app.post(path, async (c) => {
      const input = decodeRequest(SafePurchaseActionRequest, await body(c));
      try {
        return await act(c, input.code, event);
      } catch (error) {
        return refusal(c, error);
      }
    });
  simple('/api/safe-purchase/hand-over', { type: 'order.handOver' });
  simple('/api/safe-purchase/confirm', { type: 'order.confirm' });
  simple('/api/safe-purchase/cancel', { type: 'order.cancel' });

  app.post('/api/safe-purchase/dispute', async (c) => {
    const input = decodeRequest(DisputeSafePurchaseRequest, await body(c));
    try {
      return await act(c, input.code, { type: 'order.dispute', reason: input.reason }, { photos: input.photos });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.post('/api/safe-purchase/resolve', requireModerator(), async (c) => {
    const input = decodeRequest(ResolveSafePurchaseRequest, await body(c));
    try {
      return await act(c, input.code, { type: 'order.resolve', decision: input.decision, refundVnd: input.decision === 'partial' ? input.refund_amount : 0 }, { note: input.note });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/safe-purchase/disputes', requireModerator(), async (c) => {
    const input = decodeRequest(SafePurchaseDisputesRequest, c.req.query(), { blankIsAbsent: true });
    const { data, total } = await disputeQueue(db, input.page, input.per_page);
    return answer(c, SafePurchaseListResponse, { status: 200, data: { data, page: input.page, per_page: input.per_page, total } });
  });

  app.get('/api/safe-purchase/payout-account', async (c) => {
    const account = await payoutAccountOf(db, c.get('member').id);
    return answer(c, PayoutAccountResponse, {
      status: 200,
      data: account ? { kind: account.kind, bank_code: account.bankCode, account: maskAccount(account.accountNumber), account_name: account.accountName } : null,
    });
  });

  app.post('/api/safe-purchase/payout-account', async (c) => {
    const input = decodeRequest(PayoutAccountRequest, await body(c));
    const saved = await savePayoutAccount(db, c.get('member').id, { kind: input.kind, bankCode: input.bank_code, accountNumber: input.account_number, accountName: input.account_name });
    return answer(c, PayoutAccountResponse, { status: 200, data: { kind: saved.kind, bank_code: saved.bankCode, account: maskAccount(saved.accountNumber), account_name: saved.accountName } });
  });

  app.get('/api/safe-purchase/balance', async (c) => {
    const balance = await sellerBalance(db, c.get('member').id);
    return answer(c, SellerBalanceResponse, { status: 200, data: { awaiting_payout: balance.awaitingPayout, paid_out: balance.paidOut, held: balance.held } });
  });

  return app;
}
