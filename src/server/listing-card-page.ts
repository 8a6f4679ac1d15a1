/**
 * A page of listing cards from list-article, as the home blocks and a public profile show it. Spec
 * §7: a failed list-article is an empty list, never an error page.
 */
import { Effect } from 'effect';
import type { ListArticleRequest } from '~/lib/contract/list';
import { toListingCard, type ListingCard } from './dto/listing-card';
import { ListApi } from './upstream/list-api';
import { runUpstreamOrThrow } from './upstream/to-trpc-error';
import type { Upstream } from './upstream-instance';

export interface ListingCardPage {
  readonly items: ListingCard[];
  readonly page: number;
  readonly hasMore: boolean;
}

export async function listingCardPage(upstream: Upstream, request: ListArticleRequest): Promise<ListingCardPage> {
  const page = await runUpstreamOrThrow(
    upstream.runtime,
    Effect.flatMap(ListApi, (api) => api.listArticleOrEmpty(request)),
  );
  return {
    items: page.data.map((article) => toListingCard(article, upstream.mediaBaseUrl)),
    page: page.page,
    hasMore: page.has_more,
  };
}
