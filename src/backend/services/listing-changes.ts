/**
 * Changes to what public pages show, as an ordered stream (issue #14). Each change writes its rows
 * in the transaction of the change itself and signals `listing_changes` with pg_notify, which
 * PostgreSQL delivers on commit and drops on rollback. A transaction-scoped advisory lock makes the
 * writers take ids in commit order, so a reader that resumes after the last id it saw misses
 * nothing (listing changes are a few a second at most: the lock costs nothing that matters).
 * The app instances read the stream through routes/listing-events.ts and decide which of their
 * pages a change touches; the backend knows nothing of the app's URLs.
 */
import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, listingChanges, listings } from '../db/schema';

export const LISTING_CHANGES_CHANNEL = 'listing_changes';
/** Taken by every writer of the outbox until its transaction ends. */
const OUTBOX_LOCK = 7_411_020_251;

export interface ListingChange {
  readonly id: number;
  readonly listingId: number;
  readonly change: string;
  /** The listing's category and title slugs now (null when the listing row is gone). */
  readonly categorySlug: string | null;
  readonly objectSlug: string | null;
  /** When the change was stored: the apps measure how far behind they follow (their lag metric). */
  readonly createdAt: Date;
}

/** Records that these listings changed, inside the caller's transaction. */
export async function recordListingChanges(tx: Database, listingIds: readonly number[], change: string): Promise<void> {
  const ids = [...new Set(listingIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${OUTBOX_LOCK})`);
  const rows = await tx
    .insert(listingChanges)
    .values(ids.map((listingId) => ({ listingId, change })))
    .returning({ id: listingChanges.id });
  const last = rows.at(-1)?.id ?? 0;
  await tx.execute(sql`select pg_notify(${LISTING_CHANGES_CHANNEL}, ${String(last)})`);
}

/** The changes after `afterId`, oldest first, with the slugs the app maps to its pages. */
export async function readListingChanges(db: Database, afterId: number, limit = 200): Promise<ListingChange[]> {
  return db
    .select({
      id: listingChanges.id,
      listingId: listingChanges.listingId,
      change: listingChanges.change,
      createdAt: listingChanges.createdAt,
      categorySlug: categories.slug,
      objectSlug: listings.objectSlug,
    })
    .from(listingChanges)
    .leftJoin(listings, eq(listings.id, listingChanges.listingId))
    .leftJoin(categories, eq(categories.id, listings.categoryId))
    .where(gt(listingChanges.id, afterId))
    .orderBy(asc(listingChanges.id))
    .limit(limit);
}

/** The id of the newest change (0 when none): where a reader with nothing to catch up starts. */
export async function latestListingChange(db: Database): Promise<number> {
  const [row] = await db.select({ last: max(listingChanges.id) }).from(listingChanges);
  return Number(row?.last ?? 0);
}

/** Changes older than a week are no longer needed for catching up. */
export async function pruneListingChanges(db: Database, keepAfter = new Date(Date.now() - 7 * 86_400_000)): Promise<number> {
  const [newest] = await db.select({ id: listingChanges.id }).from(listingChanges).orderBy(desc(listingChanges.id)).limit(1);
  const removed = await db
    .delete(listingChanges)
    // The newest row stays whatever its age: it is where a reader with nothing to catch up starts.
    .where(and(lt(listingChanges.createdAt, keepAfter), lt(listingChanges.id, newest?.id ?? 0)))
    .returning({ id: listingChanges.id });
  return removed.length;
}
