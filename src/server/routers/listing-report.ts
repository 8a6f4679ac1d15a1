/**
 * Reporting a listing ("Báo cáo tin" on the detail page) and the moderators' report queue. The
 * backend decides who is a moderator; a member gets FORBIDDEN from the queue calls.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_STATUSES, type ReportReason, type ReportStatus } from '~/lib/listing-report';
import { authedProcedure, publicProcedure } from '../trpc';
import { EngagementApi } from '../upstream/engagement-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const postId = z.number().int().positive().max(2_147_483_647);

export interface ReportQueueView {
  readonly items: Array<{
    readonly id: number;
    readonly reason: ReportReason;
    readonly details: string | null;
    readonly status: ReportStatus;
    readonly resolutionNote: string | null;
    readonly createdAt: Date;
    readonly reporterName: string;
    readonly listing: { readonly id: number; readonly title: string; readonly status: number; readonly path: string; readonly sellerName: string; readonly openReports: number };
  }>;
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}

export const listingReportRouter = {
  /** Whether the signed-in member already reported this listing (guests: false). */
  reported: publicProcedure.input(z.object({ postId })).query(async ({ ctx, input }) => {
    if (!ctx.session) return false;
    const auth = ctx.session;
    return runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.hasReported(auth, input.postId)));
  }),

  create: authedProcedure
    .input(z.object({ postId, reason: z.enum(REPORT_REASONS), details: z.string().max(REPORT_DETAILS_MAX * 2).default('') }))
    .mutation(async ({ ctx, input }) => ({
      id: await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.report(ctx.session, input))),
    })),

  queue: authedProcedure
    .input(z.object({ status: z.enum(REPORT_STATUSES).default('open'), page: z.number().int().min(1).max(1000).default(1) }))
    .query(async ({ ctx, input }): Promise<ReportQueueView> => {
      const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.reportQueue(ctx.session, input)));
      return {
        items: page.data.map((item) => ({
          id: item.id,
          reason: item.reason,
          details: item.details,
          status: item.status,
          resolutionNote: item.resolution_note,
          createdAt: new Date(item.created_at * 1000),
          reporterName: item.reporter.full_name,
          listing: {
            id: item.listing.id,
            title: item.listing.title,
            status: item.listing.status,
            path: item.listing.path,
            sellerName: item.listing.seller.full_name,
            openReports: item.listing.open_reports,
          },
        })),
        page: page.page,
        pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
        total: page.total,
      };
    }),

  resolve: authedProcedure
    .input(z.object({ reportId: postId, action: z.enum(REPORT_ACTIONS), note: z.string().max(1000).default('') }))
    .mutation(async ({ ctx, input }) => {
      const result = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(EngagementApi, (api) => api.resolveReport(ctx.session, input)));
      return { id: result.id, status: result.status, resolved: result.resolved };
    }),
} satisfies TRPCRouterRecord;
