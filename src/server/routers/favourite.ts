/**
 * Favourites of the signed-in member (spec §2 /user/like): hearts on cards and detail pages, and
 * the list. Guests get an empty set of ids so public pages can ask without knowing who is there.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { MEMBER_BOUNDS } from '~/lib/contract/member';
import { toListingCard, type ListingCard } from '../dto/listing-card';
import { authedProcedure, publicProcedure } from '../trpc';
import { MemberApi } from '../upstream/member-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export const favouriteRouter = {
  ids: publicProcedure.query(async ({ ctx }): Promise<number[]> => {
    if (!ctx.session) return [];
    const auth = ctx.session;
    return [...(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(MemberApi, (api) => api.favouriteIds(auth))))];
  }),

  list: authedProcedure.input(z.object({ page: z.number().int().min(1).max(MEMBER_BOUNDS.favouritesPage).default(1) })).query(async ({ ctx, input }) => {
    const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(MemberApi, (api) => api.favourites(ctx.session, input.page)));
    return {
      items: page.data.map((article): ListingCard => toListingCard(article, ctx.upstream.mediaBaseUrl)),
      page: page.page,
      pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
      total: page.total,
    };
  }),

  set: authedProcedure
    .input(z.object({ postId: z.number().int().positive().max(2_147_483_647), liked: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const liked = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(MemberApi, (api) => api.setFavourite(ctx.session, input.postId, input.liked)));
      return { postId: input.postId, liked };
    }),
} satisfies TRPCRouterRecord;
