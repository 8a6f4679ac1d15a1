/**
 * Post management of the signed-in member (spec §2 /user/post-manage, §4 tabs): the listings per
 * tab with counts, the push/upgrade quote, and the actions. Which actions a listing offers is the
 * listing-lifecycle machine's answer (the client resolves it from `stored`); the backend runs the
 * same machine and refuses anything else. The member id always comes from the session.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { POST_TABS, type PostTab } from '~/lib/contract/post-manage';
import { toUserPostRow, type UserPostRow } from '../dto/user-post';
import { authedProcedure } from '../trpc';
import { MEMBER_ACTION_PATHS, PostManageApi, type MemberAction } from '../upstream/post-manage-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const postId = z.number().int().positive().max(2_147_483_647);
const actions = Object.keys(MEMBER_ACTION_PATHS) as [MemberAction, ...MemberAction[]];

export interface UserPostPageView {
  readonly items: readonly UserPostRow[];
  readonly page: number;
  readonly pageCount: number;
  readonly counts: Readonly<Record<PostTab, number>>;
}

export const postManageRouter = {
  list: authedProcedure
    .input(z.object({ tab: z.enum(POST_TABS).default('all'), page: z.number().int().min(1).max(1000).default(1) }))
    .query(async ({ ctx, input }): Promise<UserPostPageView> => {
      const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.listUser(ctx.session, input)));
      const counts = Object.fromEntries(POST_TABS.map((tab) => [tab, page.counts[tab] ?? 0])) as Record<PostTab, number>;
      return {
        items: page.data.map((post) => toUserPostRow(post, ctx.upstream.mediaBaseUrl)),
        page: page.page,
        pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
        counts,
      };
    }),

  quote: authedProcedure.input(z.object({ postId })).query(async ({ ctx, input }) => {
    const quote = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.actionQuote(ctx.session, input.postId)));
    return {
      postId: quote.post_id,
      categoryName: quote.category.name,
      level: quote.level,
      levelLabel: quote.level_label,
      balance: quote.balance,
      rankNow: quote.rank_now,
      push: { cost: quote.push.cost, rankAfter: quote.push.rank_after },
      upgrades: quote.upgrades.map((upgrade) => ({ level: upgrade.level, label: upgrade.label, cost: upgrade.cost, rankAfter: upgrade.rank_after })),
    };
  }),

  act: authedProcedure.input(z.object({ postId, action: z.enum(actions) })).mutation(async ({ ctx, input }) => {
    const status = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.act(ctx.session, input.action, input.postId)));
    return { postId: input.postId, status };
  }),

  upgrade: authedProcedure
    .input(z.object({ postId, level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }))
    .mutation(async ({ ctx, input }) => {
      const status = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(PostManageApi, (api) => api.upgrade(ctx.session, input.postId, input.level)));
      return { postId: input.postId, status };
    }),
} satisfies TRPCRouterRecord;
