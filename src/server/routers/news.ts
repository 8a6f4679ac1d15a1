/**
 * News from the newspaper's feed (list-tto) for the home page's news blocks.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { mediaUrl } from '../dto/listing-card';
import { publicProcedure } from '../trpc';
import { ListApi } from '../upstream/list-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface NewsCard {
  readonly id: number;
  readonly title: string;
  readonly summary: string;
  readonly imageUrl: string | null;
  readonly link: string;
  readonly publishedAt: Date;
}

export const newsRouter = {
  latest: publicProcedure
    .input(z.object({ num: z.number().int().min(1).max(20).default(6) }))
    .query(async ({ ctx, input }): Promise<NewsCard[]> => {
      const items = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listTto()));
      return items.slice(0, input.num).map((item) => ({
        id: item.id,
        title: item.title,
        summary: item.summary,
        imageUrl: item.image ? mediaUrl(ctx.upstream.mediaBaseUrl, item.image, 360) : null,
        link: item.link,
        publishedAt: new Date(item.published_at * 1000),
      }));
    }),
} satisfies TRPCRouterRecord;
