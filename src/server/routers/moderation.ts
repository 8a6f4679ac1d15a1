/**
 * Moderation for the moderator role: the queue of listings waiting for a decision and the
 * decisions. The backend checks the role on every call (a member's token gets 403); the /moderation
 * page also answers 404 to members.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect, Schema } from 'effect';
import { RowId } from '~/lib/contract/common';
import { ReviewDecision } from '~/lib/contract/moderation-decision';
import { ModerationQueueRequest } from '~/lib/contract/post-manage';
import { writtenNotes } from '~/machines/listingLifecycle';
import { toQueueItemView } from '../dto/user-post';
import { authedProcedure } from '../trpc';
import { PostManageApi } from '../upstream/post-manage-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

/** The decide input: which listing, and the decision (one schema with the backend's decide route). */
const decideInput = Schema.Struct({ postId: RowId, decision: ReviewDecision });

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
} satisfies TRPCRouterRecord;
