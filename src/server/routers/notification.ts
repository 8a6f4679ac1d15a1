/**
 * Notifications of the signed-in member: unread count (the bell), the list by tab, mark read.
 * The member id always comes from the session.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { NOTIFICATION_BOUNDS, NOTIFICATION_TABS } from '~/lib/contract/notification';
import { authedProcedure, publicProcedure } from '../trpc';
import { NotificationApi } from '../upstream/notification-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface NotificationView {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly link: string | null;
  readonly unread: boolean;
  readonly createdAt: Date;
}

const tab = z.enum(NOTIFICATION_TABS);

export const notificationRouter = {
  /** 0 for guests, so the header can ask without knowing who is signed in. */
  unreadCount: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.session) return 0;
    const auth = ctx.session;
    return runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(NotificationApi, (api) => api.unreadCount(auth)));
  }),

  list: authedProcedure
    .input(z.object({ tab: tab.default('general'), page: z.number().int().min(1).max(NOTIFICATION_BOUNDS.page).default(1) }))
    .query(async ({ ctx, input }) => {
      const page = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(NotificationApi, (api) => api.list(ctx.session, { tab: input.tab, page: input.page, perPage: 10 })),
      );
      return {
        items: page.data.map(
          (item): NotificationView => ({
            id: item.id,
            title: item.title,
            body: item.body,
            link: item.link,
            unread: item.seen === 1,
            createdAt: new Date(item.created_at * 1000),
          }),
        ),
        page: page.page,
        pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
        unreadByTab: page.unread_by_tab,
      };
    }),

  markRead: authedProcedure
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(({ ctx, input }) => runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(NotificationApi, (api) => api.markRead(ctx.session, input.id)))),

  markAllRead: authedProcedure
    .input(z.object({ tab: tab.optional() }))
    .mutation(({ ctx, input }) => runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(NotificationApi, (api) => api.markAllRead(ctx.session, input.tab)))),
} satisfies TRPCRouterRecord;
