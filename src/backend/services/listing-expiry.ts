/**
 * The expiry job (spec §9: a listing's end date is start + days − 1): posted and verified listings
 * past their end are expired through the lifecycle machine (status history, notification), and
 * members are told three days before, once per posting period. `runListingExpiry` is one pass
 * (tests call it with a chosen `now`); the job queue runs it (jobs/periodic-jobs.ts).
 */
import { and, asc, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { formatDate } from '~/lib/time';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { applyListingEvent, TransitionRefused } from './listing-transitions';
import { notify } from './notify';

export const EXPIRY_WARNING_DAYS = 3;
const BATCH = 200;
const DAY_MS = 86_400_000;

export interface ExpiryPass {
  readonly expired: number;
  readonly warned: number;
  /** Ids of the listings this pass expired. */
  readonly expiredIds: readonly number[];
}

export async function runListingExpiry(db: Database, now: Date = new Date()): Promise<ExpiryPass> {
  const expiredIds: number[] = [];
  const ended = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.status, LIVE_STATUSES), isNull(listings.expiredAt), lt(listings.endsAt, now)))
    .orderBy(asc(listings.endsAt))
    .limit(BATCH);
  for (const { id } of ended) {
    try {
      await applyListingEvent(db, { listingId: id, event: { type: 'listing.expire' }, actor: { memberId: 0, role: 'system' }, now });
      expiredIds.push(id);
    } catch (error) {
      // Another action got there first (taken down, edited): nothing to expire any more.
      if (!(error instanceof TransitionRefused)) throw error;
    }
  }

  const warnBefore = new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS);
  const warned = await db.transaction(async (tx) => {
    const due = and(
      inArray(listings.status, LIVE_STATUSES),
      isNull(listings.expiredAt),
      isNull(listings.expiryWarnedAt),
      gte(listings.endsAt, now),
      lte(listings.endsAt, warnBefore),
    );
    // One batch per pass keeps the transaction short; the rest follow next pass.
    const batch = await tx.select({ id: listings.id }).from(listings).where(due).orderBy(asc(listings.endsAt)).limit(BATCH).for('update', { skipLocked: true });
    if (batch.length === 0) return 0;
    const rows = await tx
      .update(listings)
      .set({ expiryWarnedAt: now })
      .where(and(due, inArray(listings.id, batch.map((row) => row.id))))
      .returning({ memberId: listings.memberId, title: listings.title, endsAt: listings.endsAt, id: listings.id });
    for (const row of rows) {
      await notify(tx, {
        memberId: row.memberId,
        tab: 'activities',
        title: 'Tin sắp hết hạn',
        body: `Tin "${row.title}" sẽ hết hạn hiển thị sau ngày ${row.endsAt ? formatDate(row.endsAt) : ''}. Bạn có thể đẩy tin hoặc đăng lại khi tin hết hạn.`,
        link: '/user/post-manage?tab=posted',
      });
    }
    return rows.length;
  });
  return { expired: expiredIds.length, warned, expiredIds };
}
