/**
 * Catalog: categories from list-term (spec §7), as the header menu and pages use them.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { toCategoryLink, isMenuCategory, type CategoryLink } from '../dto/category';
import { publicProcedure } from '../trpc';
import { ListApi } from '../upstream/list-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export const catalogRouter = {
  /** Categories shown in menus (nhu-yeu-pham hidden, spec §1). */
  menu: publicProcedure.query(async ({ ctx }): Promise<CategoryLink[]> => {
    const categories = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listTerm()));
    return categories.filter(isMenuCategory).map(toCategoryLink);
  }),
} satisfies TRPCRouterRecord;
