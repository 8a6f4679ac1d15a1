/**
 * PGlite has no autovacuum. Without one, every dead row version stays in the listings table (each
 * counted page view is an update), and pages changed since the last VACUUM are no longer marked
 * all-visible, so a walk of the covering search index (migration 0005) reads their table rows again.
 *
 * Cleaning the indexes is what makes a VACUUM slow: after 2,000 view-count updates spread over
 * 100k listings it scans every index of the table (~2 s on this machine, the connection blocked),
 * where a VACUUM that leaves the indexes alone takes ~0.1 s and still marks the pruned pages
 * all-visible. So the job cleans them on its first pass (at start, after migrations that may have
 * rewritten rows) and on every FULL_VACUUM_EVERY-th after it, and leaves them alone on the others.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** With the default five-minute interval: the indexes are cleaned about once an hour. */
export const FULL_VACUUM_EVERY = 12;

/** Marks unchanged pages all-visible and frees dead rows; outside any transaction, as VACUUM must be. */
export async function vacuumListings(db: Database, options: { readonly cleanIndexes: boolean } = { cleanIndexes: true }): Promise<void> {
  await db.execute(options.cleanIndexes ? sql`vacuum listings` : sql`vacuum (index_cleanup off) listings`);
}
