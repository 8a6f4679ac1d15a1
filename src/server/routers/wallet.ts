/**
 * The points wallet: point packs and service packages on sale, paying through a provider (create
 * and validate, for the payment machine), buying a package with points, gift codes and the trade
 * history. The member is always the session's; amounts are looked up here and re-checked upstream.
 */
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { env, siteUrl } from '~/env';
import { HISTORY_OPTIONS, IDEMPOTENCY_KEY_PATTERN, PAYMENT_BOUNDS, type HistoryItem } from '~/lib/contract/payment';
import { PAYMENT_PROVIDERS, PAYMENT_RESULT_PATHS } from '~/lib/payment-result';
import { authedProcedure, publicProcedure } from '../trpc';
import { ListApi } from '../upstream/list-api';
import { MemberApi } from '../upstream/member-api';
import { PaymentApi } from '../upstream/payment-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export const HISTORY_PAGE_SIZE = 10;
const VOUCHER_NETWORK_FAILURE = 'Voucher không tồn tại';

const provider = z.enum(PAYMENT_PROVIDERS);
const item = z.object({ kind: z.enum(['pack', 'package']), id: z.number().int().min(1).max(2_147_483_647) });
/** Provider return parameters: bounded in count and size. */
const returnParams = z.record(z.string().regex(/^[A-Za-z_]\w{0,40}$/), z.string().max(1000)).refine((params) => Object.keys(params).length <= 40);

export interface HistoryPageView {
  readonly items: readonly HistoryItem[];
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
}

export const walletRouter = {
  pointPacks: publicProcedure.query(async ({ ctx }) => {
    const packs = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listPackagePoint()));
    return packs.map((pack) => ({ id: pack.id, name: pack.name, priceVnd: pack.price, points: pack.point, bonusPoints: pack.point_bonus, days: pack.day_number }));
  }),

  servicePackages: publicProcedure.query(async ({ ctx }) => {
    const packages = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listAllPackage()));
    return [...packages]
      .sort((a, b) => a.post_type - b.post_type || a.day_number - b.day_number)
      .map((pkg) => ({
        id: pkg.id,
        name: pkg.name,
        postType: pkg.post_type,
        ttoHome: pkg.tto_page.tto_home,
        ttoDetail: pkg.tto_page.tto_detail,
        discount: pkg.discount,
        addOns: pkg.add_ons.add_ons,
        addOnsPrice: pkg.add_ons.add_ons_price,
        days: pkg.day_number,
        isAuto: pkg.is_auto,
        postQuota: pkg.post_quota,
        pricePoints: pkg.price,
        priceVnd: pkg.price_vnd,
      }));
  }),

  /** Creates the order at the provider; `ok: false` (spec §8 "creation failure resolves false") with a message. */
  createPayment: authedProcedure.input(z.object({ provider, item })).mutation(async ({ ctx, input }) => {
    const auth = { memberId: ctx.session.memberId, token: ctx.session.token };
    const program = Effect.gen(function* () {
      const list = yield* ListApi;
      const found =
        input.item.kind === 'pack'
          ? (yield* list.listPackagePoint()).find((pack) => pack.id === input.item.id)
          : (yield* list.listAllPackage()).find((pkg) => pkg.id === input.item.id);
      if (!found) return null;
      const amount = 'price_vnd' in found ? found.price_vnd : found.price;
      const profile = yield* Effect.flatMap(MemberApi, (api) => api.profileInfo(auth));
      const payments = yield* PaymentApi;
      return yield* payments.create(auth, {
        provider: input.provider,
        memberName: profile.full_name,
        description: `Mua ${found.name}`,
        amount,
        item: input.item,
        redirect: new URL(PAYMENT_RESULT_PATHS[input.provider], env.PAYMENT_RETURN_URL ?? siteUrl()).toString(),
        notify: input.provider === 'momo' ? (env.PAYMENT_MOMO_NOTIFY_URL ?? new URL('/api/payment/ipnMoMo', env.PAYMENT_API_URL).toString()) : undefined,
      });
    });
    try {
      const created = await runUpstreamOrThrow(ctx.upstream.runtime, program);
      return created ? { ok: true as const, url: created.url } : { ok: false as const, message: 'Gói bạn chọn không còn được bán.' };
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') throw error;
      return { ok: false as const, message: error instanceof TRPCError ? error.message : undefined };
    }
  }),

  /** Forwards the provider's return parameters to validate*; the answer drives the machine. */
  validatePayment: authedProcedure.input(z.object({ provider, params: returnParams })).mutation(async ({ ctx, input }) => {
    const auth = { memberId: ctx.session.memberId, token: ctx.session.token };
    return runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PaymentApi, (api) => api.validate(auth, input.provider, input.params)));
  }),

  /** createCast: pays a service package with points. The key makes a double click buy once. */
  buyPackageWithPoints: authedProcedure
    .input(z.object({ packageId: z.number().int().min(1), points: z.number().int().min(0).max(PAYMENT_BOUNDS.castPoints), idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN) }))
    .mutation(async ({ ctx, input }) => {
      const auth = { memberId: ctx.session.memberId, token: ctx.session.token };
      const message = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PaymentApi, (api) => api.buyPackageWithPoints(auth, input)));
      return { message };
    }),

  /** voucher/take: the server's message on refusal, 'Voucher không tồn tại' on network failure (spec §8). */
  redeemVoucher: authedProcedure.input(z.object({ code: z.string().trim().min(1, 'Vui lòng nhập mã quà tặng.').max(PAYMENT_BOUNDS.voucherCode) })).mutation(async ({ ctx, input }) => {
    const auth = { memberId: ctx.session.memberId, token: ctx.session.token };
    const exit = await ctx.upstream.runtime.runPromiseExit(Effect.flatMap(PaymentApi, (api) => api.takeVoucher(auth, input.code)));
    if (exit._tag === 'Success') return { ok: true as const, message: exit.value };
    const failure = exit.cause._tag === 'Fail' ? exit.cause.error : null;
    if (failure?._tag === 'UpstreamRejected') return { ok: false as const, message: failure.userMessage };
    if (failure?._tag === 'UpstreamHttpError' && failure.status === 401) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.' });
    return { ok: false as const, message: VOUCHER_NETWORK_FAILURE };
  }),

  history: authedProcedure
    .input(z.object({ option: z.enum(HISTORY_OPTIONS), page: z.number().int().min(1).max(PAYMENT_BOUNDS.historyPage).default(1) }))
    .query(async ({ ctx, input }): Promise<HistoryPageView> => {
      const auth = { memberId: ctx.session.memberId, token: ctx.session.token };
      const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PaymentApi, (api) => api.history(auth, { option: input.option, page: input.page, number: HISTORY_PAGE_SIZE })));
      return { items: page.items, page: page.page, total: page.total, pageSize: HISTORY_PAGE_SIZE };
    }),
} satisfies TRPCRouterRecord;
