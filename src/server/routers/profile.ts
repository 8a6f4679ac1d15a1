/**
 * Public profiles (/profile/{id}): the member's public info from the member host and their live
 * listings from list-article (type 5, member filter) as card projections.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { ArticleListType } from '~/lib/contract/list';
import { listingCardPage, type ListingCardPage } from '../listing-card-page';
import { toPublicProfileView, type PublicProfileView } from '../dto/public-profile';
import { publicProcedure } from '../trpc';
import { MemberApi } from '../upstream/member-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export const PROFILE_PAGE_SIZE = 20;

const memberId = z.number().int().min(1).max(2_147_483_647);

export type ProfileListingsPage = ListingCardPage;

export const profileRouter = {
  /** The member's public info; null when there is no such member (the page answers 404). */
  byId: publicProcedure.input(z.object({ id: memberId })).query(async ({ ctx, input }): Promise<PublicProfileView | null> => {
    const profile = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(MemberApi, (api) => api.publicProfile(input.id)),
    );
    return profile ? toPublicProfileView(profile, ctx.upstream.mediaBaseUrl) : null;
  }),

  /** One page of the member's live listings. Spec §7: a failed list-article is an empty list. */
  listings: publicProcedure
    .input(z.object({ id: memberId, page: z.number().int().min(1).max(1000).default(1) }))
    .query(async ({ ctx, input }): Promise<ProfileListingsPage> => {
      const request = { type: ArticleListType.browse, member: input.id, page: input.page, num: PROFILE_PAGE_SIZE };
      return listingCardPage(ctx.upstream, request);
    }),
} satisfies TRPCRouterRecord;
