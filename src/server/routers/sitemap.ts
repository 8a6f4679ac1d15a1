/**
 * Sitemap data for the app's /sitemap.xml and /sitemaps/*.xml route handlers: which listing chunks
 * exist and the live listings of one chunk, as site paths.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { listingPath } from '~/lib/slug';
import { publicProcedure } from '../trpc';
import { SitemapApi } from '../upstream/sitemap-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface SitemapListing {
  readonly path: string;
  /** ISO 8601, so the value survives JSON caches unchanged. */
  readonly lastmod: string;
}

export const sitemapRouter = {
  /** The listing chunk numbers that hold at least one live listing. */
  chunks: publicProcedure.query(async ({ ctx }): Promise<number[]> => {
    const first = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(SitemapApi, (api) => api.page(1)));
    return [...first.pages];
  }),

  /** The live listings of one chunk. */
  listings: publicProcedure
    .input(z.object({ chunk: z.number().int().min(1).max(214_749) }))
    .query(async ({ ctx, input }): Promise<SitemapListing[]> => {
      const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(SitemapApi, (api) => api.page(input.chunk)));
      return page.items.map((item) => ({
        path: listingPath(item.cat_slug, item.object_slug, item.id),
        lastmod: new Date(item.lastmod * 1000).toISOString(),
      }));
    }),
} satisfies TRPCRouterRecord;
