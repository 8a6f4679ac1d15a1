/**
 * Moderation for the moderator role: the queue of listings waiting for a decision and the
 * decisions. The backend checks the role on every call (a member's token gets 403); the /moderation
 * page also answers 404 to members.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { reviewDecision } from '~/lib/contract/moderation-decision';
import { writtenNotes } from '~/machines/listingLifecycle';
import { toQueueItemView } from '../dto/user-post';
import { authedProcedure } from '../trpc';
import { PostManageApi } from '../upstream/post-manage-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const postId = z.number().int().positive().max(2_147_483_647);
/** The queue's search (issue #20): a listing id or title words, a phone, a category, how long it has waited, the order. */
export const queueInput = z.object({
  page: z.number().int().min(1).max(1000).default(1),
  q: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(20).optional(),
  category: z.string().trim().max(80).regex(/^[a-z0-9-]*$/).optional(),
  waiting: z.enum(['1d', '3d', '7d']).optional(),
  sort: z.enum(['oldest', 'newest']).default('oldest'),
});

export const moderationRouter = {
  queue: authedProcedure.input(queueInput).query(async ({ ctx, input }) => {
    const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.moderationQueue(ctx.session, input)));
    return {
      items: page.data.map((item) => toQueueItemView(item, ctx.upstream.mediaBaseUrl)),
      page: page.page,
      pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
      total: page.total,
    };
  }),

  decide: authedProcedure.input(z.object({ postId, decision: reviewDecision })).mutation(async ({ ctx, input }) => {
    const body =
      input.decision.decision === 'send_back'
        ? { decision: 'send_back' as const, notes: writtenNotes(input.decision.notes) }
        : input.decision;
    const status = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.decide(ctx.session, input.postId, body)));
    return { postId: input.postId, status };
  }),
} satisfies TRPCRouterRecord;
