/**
 * Moderation for the moderator role: the queue of listings waiting for a decision and the
 * decisions, and the "Mua an toàn" complaints (issue #38) with their decision: refund all, refund
 * part, or pay the seller. The backend checks the role on every call (a member's token gets 403);
 * the /moderation pages also answer 404 to members.
 */
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Effect, Schema } from 'effect';
import { RowId } from '~/lib/contract/common';
import { ReviewDecision } from '~/lib/contract/moderation-decision';
import { ModerationQueueRequest } from '~/lib/contract/post-manage';
import { SAFE_PURCHASE_BOUNDS } from '~/lib/contract/safe-purchase';
import { writtenNotes } from '~/machines/listingLifecycle';
import { toDisputeView } from '../dto/safe-purchase-dispute';
import { toQueueItemView } from '../dto/user-post';
import { authedProcedure } from '../trpc';
import { PostManageApi } from '../upstream/post-manage-api';
import { MESSAGES, runUpstreamOrThrow } from '../upstream/to-trpc-error';

/** The decide input: which listing, and the decision (one schema with the backend's decide route). */
const decideInput = Schema.Struct({ postId: RowId, decision: ReviewDecision });

const OrderCode = Schema.String.pipe(Schema.pattern(/^MAT[0-9A-Z]{6,36}$/));
/** The note both sides are sent with the decision: required, so a decision always says why. */
const DecisionNote = Schema.String.pipe(
  Schema.maxLength(SAFE_PURCHASE_BOUNDS.note),
  Schema.filter((note) => note.trim().length > 0),
);
const disputesInput = Schema.Struct({ page: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, SAFE_PURCHASE_BOUNDS.page)), { default: () => 1 }) });
/**
 * A refund of part of the price names its amount (the backend refuses one that is not above 0 and
 * below the price); a full refund or a release sends none.
 */
const resolveDisputeInput = Schema.Struct({
  code: OrderCode,
  decision: Schema.Literal('refund', 'partial', 'release'),
  refundAmount: Schema.optional(Schema.Int.pipe(Schema.between(1, SAFE_PURCHASE_BOUNDS.maxVnd))),
  note: DecisionNote,
}).pipe(Schema.filter((input) => input.decision !== 'partial' || input.refundAmount !== undefined || { path: ['refundAmount'], message: 'refundAmount is required for a partial refund' }));

export const moderationRouter = {
  queue: authedProcedure.input(Schema.standardSchemaV1(ModerationQueueRequest)).query(async ({ ctx, input }) => {
    const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.moderationQueue(ctx.session, input)));
    return {
      items: page.data.map((item) => toQueueItemView(item, ctx.upstream.mediaBaseUrl)),
      page: page.page,
      pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
      total: page.total,
      notice: page.notice,
    };
  }),

  decide: authedProcedure.input(Schema.standardSchemaV1(decideInput)).mutation(async ({ ctx, input }) => {
    const body =
      input.decision.decision === 'send_back'
        ? { decision: 'send_back' as const, notes: writtenNotes(input.decision.notes) }
        : input.decision;
    const status = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.decide(ctx.session, input.postId, body)));
    return { postId: input.postId, status };
  }),

  disputes: authedProcedure.input(Schema.standardSchemaV1(disputesInput)).query(async ({ ctx, input }) => {
    const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.disputes(ctx.session, input.page)));
    return {
      items: page.data.map((order) => toDisputeView(order, ctx.upstream.mediaBaseUrl)),
      page: page.page,
      pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
      total: page.total,
    };
  }),

  dispute: authedProcedure.input(Schema.standardSchemaV1(Schema.Struct({ code: OrderCode }))).query(async ({ ctx, input }) => {
    const order = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.safePurchaseOrder(ctx.session, input.code)));
    // The buyer and the seller read their orders on their own pages; this one is the moderators'.
    if (order.role !== 'moderator') throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    return toDisputeView(order, ctx.upstream.mediaBaseUrl);
  }),

  resolveDispute: authedProcedure.input(Schema.standardSchemaV1(resolveDisputeInput)).mutation(async ({ ctx, input }) => {
    const order = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(PostManageApi, (api) =>
        api.resolveDispute(ctx.session, { code: input.code, decision: input.decision, refund_amount: input.decision === 'partial' ? (input.refundAmount ?? 0) : 0, note: input.note.trim() }),
      ),
    );
    return toDisputeView(order, ctx.upstream.mediaBaseUrl);
  }),
} satisfies TRPCRouterRecord;
