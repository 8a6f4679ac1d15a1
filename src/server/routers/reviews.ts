/**
 * Member reviews of sellers (`/review`, the listing page's "Viết đánh giá", the seller's stars on
 * profiles and contact boxes). The reviewer, the replying seller and the moderator are always the
 * session's member: no input names a member.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { REVIEW_BOUNDS } from '~/lib/contract/review';
import { HIDE_REASON_MAX, REPLY_TEXT_MAX, REVIEW_RATINGS, REVIEW_TEXT_MAX } from '~/lib/reviews';
import { toMyReviewView, toReviewView, toSellerRatingView, type MyReviewView, type ReviewView, type SellerRatingView } from '../dto/review';
import { authedProcedure, publicProcedure } from '../trpc';
import { ReviewApi } from '../upstream/review-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export const REVIEWS_PER_PAGE = 10;

const id = z.number().int().positive().max(2_147_483_647);
const rating = z.union(REVIEW_RATINGS.map((value) => z.literal(value)));
// Raw text may carry markup or spaces the backend strips before its length check: leave room.
const rawText = (max: number) => z.string().max(max * 4);

export interface ReviewPage {
  readonly items: ReviewView[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

export const reviewsRouter = {
  /** Newest visible reviews, optionally of one seller and/or one star count. */
  list: publicProcedure
    .input(z.object({ sellerId: id.optional(), rating: rating.optional(), page: z.number().int().min(1).max(REVIEW_BOUNDS.page).default(1) }))
    .query(async ({ ctx, input, signal }): Promise<ReviewPage> => {
      const page = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ReviewApi, (api) => api.list({ sellerId: input.sellerId, rating: input.rating, page: input.page, perPage: REVIEWS_PER_PAGE })),
        { signal },
      );
      return { items: page.data.map(toReviewView), page: page.page, pageCount: Math.max(1, Math.ceil(page.total / page.per_page)), total: page.total };
    }),

  /** A seller's aggregate (or the marketplace's, without `sellerId`): count, average, stars per count. */
  summary: publicProcedure.input(z.object({ sellerId: id.optional() })).query(async ({ ctx, input, signal }): Promise<SellerRatingView> =>
    toSellerRatingView(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ReviewApi, (api) => api.summary(input.sellerId)), { signal })),
  ),

  /** The signed-in member's own review of a listing, to edit it; null when they have none. */
  mine: authedProcedure.input(z.object({ listingId: id })).query(async ({ ctx, input, signal }): Promise<MyReviewView | null> =>
    toMyReviewView(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ReviewApi, (api) => api.mine(ctx.session, input.listingId)), { signal })),
  ),

  save: authedProcedure
    .input(z.object({ listingId: id, rating, content: rawText(REVIEW_TEXT_MAX) }))
    .mutation(async ({ ctx, input }): Promise<{ id: number; created: boolean; sellerId: number }> => {
      const saved = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ReviewApi, (api) => api.save(ctx.session, { postId: input.listingId, rating: input.rating, content: input.content })),
      );
      return { id: saved.id, created: saved.created, sellerId: saved.seller_id };
    }),

  reply: authedProcedure
    .input(z.object({ reviewId: id, content: rawText(REPLY_TEXT_MAX) }))
    .mutation(async ({ ctx, input }): Promise<{ id: number }> => ({
      id: await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ReviewApi, (api) => api.reply(ctx.session, input))),
    })),

  /** Moderators only (the backend decides; a member is refused). */
  hide: authedProcedure
    .input(z.object({ reviewId: id, reason: rawText(HIDE_REASON_MAX) }))
    .mutation(async ({ ctx, input }): Promise<{ id: number }> => ({
      id: await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ReviewApi, (api) => api.hide(ctx.session, input))),
    })),
} satisfies TRPCRouterRecord;
