/**
 * The member's saved searches: save from a category page or /search, list, rename, pause or resume,
 * delete. The query string is the page's own (browse-url.ts); the backend re-reads and normalises it.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX } from '~/lib/saved-search';
import { authedProcedure } from '../trpc';
import { EngagementApi, type SavedSearchWire } from '../upstream/engagement-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface SavedSearchView {
  readonly id: number;
  readonly name: string;
  readonly href: string;
  readonly active: boolean;
  readonly context: 'category' | 'search';
  readonly createdAt: Date;
}

const toView = (row: SavedSearchWire): SavedSearchView => ({
  id: row.id,
  name: row.name,
  href: row.href,
  active: row.active,
  context: row.context,
  createdAt: new Date(row.created_at * 1000),
});

const searchId = z.number().int().positive().max(2_147_483_647);
const name = z.string().max(SAVED_SEARCH_NAME_MAX * 2);

export const savedSearchRouter = {
  list: authedProcedure.query(async ({ ctx }): Promise<SavedSearchView[]> => {
    const rows = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.savedSearches(ctx.session)));
    return rows.map(toView);
  }),

  save: authedProcedure
    .input(
      z.object({
        context: z.enum(['category', 'search']),
        categorySlug: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
        query: z.string().max(2000),
        name,
      }),
    )
    .mutation(async ({ ctx, input }) => toView(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.saveSearch(ctx.session, input))))),

  update: authedProcedure
    .input(z.object({ id: searchId, name: name.optional(), active: z.boolean().optional() }))
    .mutation(async ({ ctx, input }) =>
      toView(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.updateSearch(ctx.session, input.id, { name: input.name, active: input.active })))),
    ),

  remove: authedProcedure.input(z.object({ id: searchId })).mutation(async ({ ctx, input }) => ({
    id: await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.deleteSearch(ctx.session, input.id))),
  })),
} satisfies TRPCRouterRecord;
