/**
 * Listings: the blocks of list-article (spec §7) as card projections; a failed list-article is an empty block.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { ArticleListType } from '~/lib/contract/list';
import { listingCardPage, type ListingCardPage } from '../listing-card-page';
import { publicProcedure } from '../trpc';

const blockInput = z.object({
  block: z.enum(['vedette', 'hot', 'newest', 'necessities']),
  page: z.number().int().min(1).max(1000).default(1),
  num: z.number().int().min(1).max(40).default(10),
});

export type ListingBlockPage = ListingCardPage;

export const listingRouter = {
  /** One page of a block. */
  block: publicProcedure.input(blockInput).query(async ({ ctx, input }): Promise<ListingBlockPage> => {
    const request = { type: ArticleListType[input.block], page: input.page, num: input.num };
    return listingCardPage(ctx.upstream, request);
  }),
} satisfies TRPCRouterRecord;
