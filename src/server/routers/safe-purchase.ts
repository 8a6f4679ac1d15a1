/**
 * "Mua an toàn" (issue #38) for members: the quote and checkout of an offered listing (create the
 * order, then the provider payment through the existing gateway return pages), the buyer's and the
 * seller's orders and their actions, the seller's offer toggle, payout account and balance. The
 * member is always the session's; the backend's machine decides every action again on each call and
 * its Vietnamese refusals reach the member unchanged (to-trpc-error). Moderators' calls: moderation.ts.
 */
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { env, siteUrl } from '~/env';
import { MESSAGE_MAX_PHOTOS } from '~/lib/contract/chat-vocabulary';
import { SAFE_PURCHASE_BOUNDS } from '~/lib/contract/safe-purchase';
import { PAYMENT_PROVIDERS, PAYMENT_RESULT_PATHS, type PaymentProvider } from '~/lib/payment-result';
import { toOrderView, type OrderView } from '../dto/safe-purchase-order';
import { authedProcedure } from '../trpc';
import type { MemberAuth } from '../upstream/member-api';
import { PostManageApi, type PayoutAccount } from '../upstream/post-manage-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const ORDERS_PER_PAGE = 10;
/** Said when the order exists but the provider could not start: it waits, payable, on /user/don-mua. */
export const PAY_LATER_MESSAGE = 'Đơn đã được tạo nhưng chưa mở được cổng thanh toán. Bạn có thể thanh toán lại trong mục Đơn mua.';

const listingId = z.number().int().min(1).max(2_147_483_647);
const code = z.string().regex(/^MAT[0-9A-Z]{6,36}$/);
const provider = z.enum(PAYMENT_PROVIDERS);

export interface OrderPageView {
  readonly items: readonly OrderView[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

export type CheckoutResult = { readonly ok: true; readonly url: string; readonly code: string } | { readonly ok: false; readonly message: string; readonly code: string | null };

const authOf = (session: MemberAuth): MemberAuth => ({ memberId: session.memberId, token: session.token });
const returnUrl = (chosen: PaymentProvider) => new URL(PAYMENT_RESULT_PATHS[chosen], env.PAYMENT_RETURN_URL ?? siteUrl()).toString();
const payInput = (orderCode: string, chosen: PaymentProvider) => ({ code: orderCode, provider: chosen, redirect: returnUrl(chosen), ...(chosen === 'napas' ? { pt: 'ATM' as const } : {}) });

/** A refusal's Vietnamese message; a lost session stays an error so the page asks to sign in again. */
function messageOf(error: unknown): string {
  if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') throw error;
  return error instanceof TRPCError ? error.message : 'Không thể kết nối, vui lòng thử lại.';
}

export const safePurchaseRouter = {
  quote: authedProcedure.input(z.object({ listingId })).query(async ({ ctx, input }) => {
    const quote = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.safePurchaseQuote(authOf(ctx.session), input.listingId)));
    return { listingId: quote.listing_id, title: quote.title, price: quote.price, fee: quote.fee, total: quote.total, handoverDays: quote.handover_days, confirmDays: quote.confirm_days, paymentMinutes: quote.payment_minutes };
  }),

  /** Opens the order at the total the buyer was shown, then starts its payment: the gateway URL, as the wallet's top-up. */
  checkout: authedProcedure.input(z.object({ listingId, shownTotal: z.number().int().min(0).max(SAFE_PURCHASE_BOUNDS.maxVnd * 2), provider })).mutation(async ({ ctx, input }): Promise<CheckoutResult> => {
    const auth = authOf(ctx.session);
    let orderCode: string;
    try {
      orderCode = (await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.createSafePurchase(auth, input.listingId, input.shownTotal)))).code;
    } catch (error) {
      return { ok: false, message: messageOf(error), code: null };
    }
    try {
      const payment = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.paySafePurchase(auth, payInput(orderCode, input.provider))));
      return { ok: true, url: payment.url, code: orderCode };
    } catch (error) {
      const message = messageOf(error);
      return { ok: false, message: `${message} ${PAY_LATER_MESSAGE}`, code: orderCode };
    }
  }),

  /** Pays an order still waiting for payment (from the buyer's list). */
  pay: authedProcedure.input(z.object({ code, provider })).mutation(async ({ ctx, input }): Promise<CheckoutResult> => {
    try {
      const payment = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.paySafePurchase(authOf(ctx.session), payInput(input.code, input.provider))));
      return { ok: true, url: payment.url, code: input.code };
    } catch (error) {
      return { ok: false, message: messageOf(error), code: input.code };
    }
  }),

  order: authedProcedure.input(z.object({ code })).query(async ({ ctx, input }): Promise<OrderView> => {
    const order = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.safePurchaseOrder(authOf(ctx.session), input.code)));
    return toOrderView(order);
  }),

  orders: authedProcedure
    .input(z.object({ side: z.enum(['buyer', 'seller']), page: z.number().int().min(1).max(SAFE_PURCHASE_BOUNDS.page).default(1), conversationId: listingId.optional() }))
    .query(async ({ ctx, input }): Promise<OrderPageView> => {
      const page = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(PostManageApi, (api) =>
          api.safePurchaseOrders(authOf(ctx.session), { side: input.side, page: input.page, per_page: ORDERS_PER_PAGE, ...(input.conversationId === undefined ? {} : { conversation_id: input.conversationId }) }),
        ),
      );
      return { items: page.data.map(toOrderView), page: page.page, pageCount: Math.max(1, Math.ceil(page.total / page.per_page)), total: page.total };
    }),

  /** The seller's "Đã giao hàng", the buyer's "Đã nhận hàng" and "Huỷ đơn": the order after it. */
  act: authedProcedure.input(z.object({ code, action: z.enum(['handOver', 'confirm', 'cancel']) })).mutation(async ({ ctx, input }): Promise<OrderView> => {
    const order = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.actOnSafePurchase(authOf(ctx.session), input.action, input.code)));
    return toOrderView(order);
  }),

  /** A complaint: the reason and photos uploaded through the chat photo path; the backend attaches the conversation's last messages. */
  dispute: authedProcedure
    .input(
      z.object({
        code,
        reason: z.string().trim().min(1, 'Vui lòng nhập lý do khiếu nại.').max(SAFE_PURCHASE_BOUNDS.reason),
        photos: z.array(z.string().max(SAFE_PURCHASE_BOUNDS.photoPath)).max(MESSAGE_MAX_PHOTOS).default([]),
      }),
    )
    .mutation(async ({ ctx, input }): Promise<OrderView> => {
      const order = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.disputeSafePurchase(authOf(ctx.session), input)));
      return toOrderView(order);
    }),

  /** The seller turns the offer on or off; the backend refuses other categories or prices in Vietnamese. */
  setOffer: authedProcedure.input(z.object({ listingId, enabled: z.boolean() })).mutation(async ({ ctx, input }) => {
    const enabled = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.setSafePurchaseOffer(authOf(ctx.session), input.listingId, input.enabled)));
    return { listingId: input.listingId, enabled };
  }),

  payoutAccount: authedProcedure.query(async ({ ctx }): Promise<PayoutAccount> => runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.payoutAccount(authOf(ctx.session))))),

  savePayoutAccount: authedProcedure
    .input(
      z.object({
        kind: z.enum(['bank', 'momo']),
        bankCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2,12}$/, 'Mã ngân hàng gồm 2–12 chữ cái, ví dụ VCB.'),
        accountNumber: z.string().trim().regex(/^[0-9]{6,30}$/, 'Số tài khoản gồm 6–30 chữ số.'),
        accountName: z.string().trim().min(2, 'Vui lòng nhập tên chủ tài khoản.').max(SAFE_PURCHASE_BOUNDS.accountName),
      }),
    )
    .mutation(async ({ ctx, input }): Promise<PayoutAccount> =>
      runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(PostManageApi, (api) => api.savePayoutAccount(authOf(ctx.session), { kind: input.kind, bank_code: input.bankCode, account_number: input.accountNumber, account_name: input.accountName })),
      ),
    ),

  balance: authedProcedure.query(async ({ ctx }) => {
    const balance = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.sellerBalance(authOf(ctx.session))));
    return { awaitingPayout: balance.awaiting_payout, paidOut: balance.paid_out };
  }),
} satisfies TRPCRouterRecord;
