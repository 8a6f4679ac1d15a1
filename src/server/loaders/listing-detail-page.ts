/**
 * Data of the listing page, shared by its metadata and its body: React `cache` makes one
 * post-detail call per request (so a page view counts one view, not two). Similar listings never
 * fail the page: on error the block is simply left out.
 */
import 'server-only';
import { cache } from 'react';
import { publicCaller } from './callers';
import type { ListingDetail } from '../dto/listing-detail';
import { serverLog } from '../log';
import type { SimilarListings } from '../routers/detail';

export const loadListingDetail = cache((id: number): Promise<ListingDetail | null> => publicCaller().detail.byId({ id }));

export const loadSimilarListings = cache(async (id: number, categorySlug: string): Promise<SimilarListings> => {
  try {
    return await publicCaller().detail.similar({ id, cat: categorySlug, num: 8 });
  } catch (error) {
    serverLog.warn('similar listings unavailable', { id, errorMessage: error instanceof Error ? error.message : String(error) });
    return { kind: 'newest', items: [] };
  }
});
