/**
 * Data of the `/review` page, shared by its metadata and its body (React `cache`: one upstream call
 * each per request), and the seller's stars for the listing page and the public profile. Reviews
 * never fail a page: a failed call is `null` and the page says so in place of the block.
 */
import 'server-only';
import { cache } from 'react';
import type { ReviewRating } from '~/lib/reviews';
import { publicCaller } from './callers';
import type { SellerRatingView } from '../dto/review';
import { serverLog } from '../log';
import type { ReviewPage } from '../routers/reviews';

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const loadReviewPage = cache(async (sellerId: number | null, rating: ReviewRating | null, page: number): Promise<ReviewPage | null> => {
  try {
    return await publicCaller().reviews.list({ sellerId: sellerId ?? undefined, rating: rating ?? undefined, page });
  } catch (error) {
    serverLog.warn('reviews unavailable', { sellerId, errorMessage: describe(error) });
    return null;
  }
});

/** A seller's aggregate (null `sellerId`: the whole marketplace); null when it could not be loaded. */
export const loadSellerRating = cache(async (sellerId: number | null): Promise<SellerRatingView | null> => {
  try {
    return await publicCaller().reviews.summary({ sellerId: sellerId ?? undefined });
  } catch (error) {
    serverLog.warn('review summary unavailable', { sellerId, errorMessage: describe(error) });
    return null;
  }
});

export const loadReviewedSeller = cache((sellerId: number) => publicCaller().profile.byId({ id: sellerId }));
