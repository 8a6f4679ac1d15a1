/**
 * Moderation for the moderator role: the queue of listings waiting for a decision and the
 * decisions. The backend checks the role on every call (a member's token gets 403); the /moderation
 * page also answers 404 to members.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { NOTE_MAX_CHARS, REASON_MAX_CHARS, SEND_BACK_FIELDS, VERIFY_CHECKS } from '~/machines/listingLifecycle';
import { toQueueItemView } from '../dto/user-post';
import { authedProcedure } from '../trpc';
import { PostManageApi } from '../upstream/post-manage-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const postId = z.number().int().positive().max(2_147_483_647);
const fields = Object.keys(SEND_BACK_FIELDS) as [keyof typeof SEND_BACK_FIELDS, ...Array<keyof typeof SEND_BACK_FIELDS>];
const checks = Object.keys(VERIFY_CHECKS) as [keyof typeof VERIFY_CHECKS, ...Array<keyof typeof VERIFY_CHECKS>];

const decision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().max(REASON_MAX_CHARS) }),
  z.object({ decision: z.literal('send_back'), notes: z.partialRecord(z.enum(fields), z.string().max(NOTE_MAX_CHARS)) }),
  z.object({ decision: z.literal('verify'), checks: z.array(z.enum(checks)).max(checks.length) }),
]);

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

  decide: authedProcedure.input(z.object({ postId, decision })).mutation(async ({ ctx, input }) => {
    const body =
      input.decision.decision === 'send_back'
        ? { decision: 'send_back' as const, notes: Object.fromEntries(Object.entries(input.decision.notes).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) }
        : input.decision;
    const status = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.decide(ctx.session, input.postId, body)));
    return { postId: input.postId, status };
  }),
} satisfies TRPCRouterRecord;
