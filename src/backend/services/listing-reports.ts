/**
 * Reports of listings (trust and safety): one per member and listing, a moderator queue, and the
 * moderator's decision (dismiss, take down, reject with a reason), which notifies every reporter
 * concerned and, for take down / reject, the seller — all in one transaction.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_MESSAGES, REPORT_REASON_LABELS, type ReportAction, type ReportReason, type ReportStatus } from '~/lib/listing-report';
import { listingPath } from '~/lib/slug';
import type { Database } from '../db/client';
import { categories, listingReports, listings, members } from '../db/schema';
import { BackendError } from '../http';
import { applyListingEvent, TransitionRefused } from './listing-transitions';
import { notify } from './notify';
import { LISTING_STATUS, LIVE_STATUSES, QUEUE_STATUSES } from '~/machines/listing-statuses';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Statuses a report can take a listing out of: pending, posted, verifying, verified. */
const REMOVABLE_STATUSES = [...QUEUE_STATUSES, ...LIVE_STATUSES] as const;
const STATUS_BY_ACTION: Record<ReportAction, ReportStatus> = { dismiss: 'dismissed', take_down: 'taken_down', reject: 'rejected' };

async function listingWithCategory(db: Database, id: number) {
  const [row] = await db
    .select({ id: listings.id, memberId: listings.memberId, title: listings.title, status: listings.status, objectSlug: listings.objectSlug, categorySlug: categories.slug })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

export async function hasReported(db: Database, memberId: number, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(and(eq(listingReports.memberId, memberId), eq(listingReports.listingId, listingId)))
    .limit(1);
  return row !== undefined;
}

export async function createReport(db: Database, input: { memberId: number; listingId: number; reason: ReportReason; details: string | null; now?: Date }) {
  const listing = await listingWithCategory(db, input.listingId);
  if (!listing || !(REMOVABLE_STATUSES as readonly number[]).includes(listing.status)) throw new BackendError(404, REPORT_MESSAGES.listingMissing);
  if (listing.memberId === input.memberId) throw new BackendError(400, REPORT_MESSAGES.ownListing);
  const [row] = await db
    .insert(listingReports)
    .values({ listingId: listing.id, memberId: input.memberId, reason: input.reason, details: input.details, createdAt: input.now ?? new Date() })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (!row) throw new BackendError(409, REPORT_MESSAGES.duplicate);
  return { id: row.id };
}

/** The moderator queue: reports of one status, oldest open first (latest first once resolved). */
export async function reportQueue(db: Database, input: { status: ReportStatus; page: number; perPage: number }) {
  const reporter = alias(members, 'reporter');
  const reportsOnListing = sql<string>`(select count(*) from ${listingReports} other where other.listing_id = ${listingReports.listingId} and other.status = 'open')`;
  const where = eq(listingReports.status, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        report: listingReports,
        reporterName: reporter.fullName,
        listing: { id: listings.id, title: listings.title, status: listings.status, objectSlug: listings.objectSlug, memberId: listings.memberId },
        categorySlug: categories.slug,
        sellerName: members.fullName,
        openOnListing: reportsOnListing,
      })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(members, eq(members.id, listings.memberId))
      .innerJoin(reporter, eq(reporter.id, listingReports.memberId))
      .where(where)
      .orderBy(input.status === 'open' ? asc(listingReports.createdAt) : desc(listingReports.resolvedAt), asc(listingReports.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ total: count() }).from(listingReports).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.report.id,
      reason: row.report.reason,
      details: row.report.details,
      status: row.report.status,
      resolution_note: row.report.resolutionNote,
      created_at: seconds(row.report.createdAt),
      resolved_at: row.report.resolvedAt ? seconds(row.report.resolvedAt) : null,
      reporter: { id: row.report.memberId, full_name: row.reporterName },
      listing: {
        id: row.listing.id,
        title: row.listing.title,
        status: row.listing.status,
        path: listingPath(row.categorySlug, row.listing.objectSlug, row.listing.id),
        seller: { id: row.listing.memberId, full_name: row.sellerName },
        open_reports: Number(row.openOnListing),
      },
    })),
    page: input.page,
    per_page: input.perPage,
    total: Number(total?.total ?? 0),
  };
}

const REPORTER_NOTICE: Record<ReportAction, (title: string) => { title: string; body: string }> = {
  dismiss: (title) => ({
    title: 'Báo cáo của bạn đã được xem xét',
    body: `Chúng tôi đã xem xét báo cáo về tin “${title}” và chưa thấy vi phạm nên tin vẫn được hiển thị. Cảm ơn bạn đã góp ý.`,
  }),
  take_down: (title) => ({
    title: 'Tin bạn báo cáo đã bị gỡ',
    body: `Tin “${title}” đã bị gỡ sau khi chúng tôi xem xét báo cáo của bạn. Cảm ơn bạn đã giúp Rao vặt an toàn hơn.`,
  }),
  reject: (title) => ({
    title: 'Tin bạn báo cáo đã bị từ chối',
    body: `Tin “${title}” đã bị từ chối hiển thị sau khi chúng tôi xem xét báo cáo của bạn. Cảm ơn bạn đã giúp Rao vặt an toàn hơn.`,
  }),
};

/**
 * The moderator's decision on a report. Dismiss closes this report only; take down / reject change
 * the listing and close every open report on it, and each reporter hears the outcome.
 */
export async function resolveReport(db: Database, input: { moderatorId: number; reportId: number; action: ReportAction; note: string | null; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(listingReports).where(eq(listingReports.id, input.reportId)).for('update');
    if (!report) throw new BackendError(404, REPORT_MESSAGES.reportMissing);
    if (report.status !== 'open') throw new BackendError(409, REPORT_MESSAGES.alreadyResolved);
    const [listing] = await tx.select().from(listings).where(eq(listings.id, report.listingId)).for('update');
    if (!listing) throw new BackendError(404, REPORT_MESSAGES.listingMissing);
    const status = STATUS_BY_ACTION[input.action];

    let closed: Array<{ id: number; memberId: number }> = [{ id: report.id, memberId: report.memberId }];
    let listingStatus = listing.status;
    if (input.action !== 'dismiss') {
      if ((REMOVABLE_STATUSES as readonly number[]).includes(listing.status)) {
        // Through the lifecycle machine like every status change. A listing still in review can be
        // rejected with the moderator's reason; a live one can only be taken down (the machine
        // has no reject after approval), and the owner is told why by the machine's notification.
        const reason = input.note ?? `Báo cáo: ${REPORT_REASON_LABELS[report.reason]}`;
        const inReview = listing.status === LISTING_STATUS.pending || listing.status === LISTING_STATUS.verifying;
        const event = input.action === 'reject' && inReview ? { type: 'listing.reject' as const, reason } : { type: 'listing.takeDown' as const };
        try {
          listingStatus = await applyListingEvent(tx, { listingId: listing.id, event, actor: { memberId: input.moderatorId, role: 'moderator' }, now });
        } catch (error) {
          if (error instanceof TransitionRefused) throw new BackendError(409, error.message);
          throw error;
        }
      }
      closed = await tx
        .select({ id: listingReports.id, memberId: listingReports.memberId })
        .from(listingReports)
        .where(and(eq(listingReports.listingId, listing.id), eq(listingReports.status, 'open')));
    }
    const ids = closed.map((row) => row.id);
    await tx
      .update(listingReports)
      .set({ status, resolutionNote: input.note, resolvedBy: input.moderatorId, resolvedAt: now })
      .where(inArray(listingReports.id, ids));
    for (const reporter of closed) {
      await notify(tx, { memberId: reporter.memberId, tab: 'activities', ...REPORTER_NOTICE[input.action](listing.title) });
    }
    return { id: report.id, status, resolved: ids.length, listing_status: listingStatus };
  });
}
