/**
 * A category page's or the search page's data for the browser (issue #16): when a visitor changes
 * a filter, the sort or the page, the browser asks for the new page's data here and renders it,
 * instead of asking the server to render the whole page again. The same assembly as the server
 * render (../browse-page-data.ts), so a URL shows the same page whichever way it was reached.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { assembleBrowsePage, type BrowsePageData } from '../browse-page-data';
import { markWholeAnswer } from '../shared-answers';
import { publicProcedure } from '../trpc';
import { browseReader } from './browse';

/** A query string is bounded like a URL a browser sends; the parser bounds every value again. */
const MAX_QUERY_STRING = 2_000;

export const browsePageRouter = {
  read: publicProcedure
    .input(
      z.object({
        context: z.enum(['category', 'search']),
        slug: z.string().regex(/^[a-z0-9-]{1,60}$/).nullable(),
        query: z.string().max(MAX_QUERY_STRING),
      }),
    )
    .query(async ({ ctx, input }): Promise<BrowsePageData | null> => {
      if ((input.context === 'category') !== (input.slug !== null)) return null;
      const page = await assembleBrowsePage(browseReader(ctx), input.context, input.slug, input.query);
      // Shared like the page it renders (../shared-answers.ts), unless its list could not be read.
      if (page !== null && page.error === null) markWholeAnswer(ctx);
      return page;
    }),
} satisfies TRPCRouterRecord;
