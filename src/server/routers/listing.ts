/**
 * Listings: the blocks of list-article (spec §7) as card projections.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { ArticleListType } from '~/lib/contract/list';
import { toListingCard, type ListingCard } from '../dto/listing-card';
import { publicProcedure } from '../trpc';
import { ListApi } from '../upstream/list-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const blockInput = z.object({
  block: z.enum(['vedette', 'hot', 'newest', 'necessities']),
  page: z.number().int().min(1).max(1000).default(1),
  num: z.number().int().min(1).max(40).default(10),
});

export interface ListingBlockPage {
  readonly items: ListingCard[];
  readonly page: number;
  readonly hasMore: boolean;
}

export const listingRouter = {
  /** One page of a block. Spec §7: a failed list-article is an empty list, never an error page. */
  block: publicProcedure.input(blockInput).query(async ({ ctx, input }): Promise<ListingBlockPage> => {
    const request = { type: ArticleListType[input.block], page: input.page, num: input.num };
    const page = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ListApi, (api) => api.listArticleOrEmpty(request)),
    );
    return {
      items: page.data.map((article) => toListingCard(article, ctx.upstream.mediaBaseUrl)),
      page: page.page,
      hasMore: page.has_more,
    };
  }),
} satisfies TRPCRouterRecord;
