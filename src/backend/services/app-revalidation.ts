/**
 * Tells the app which public pages a listing change affects (home, its category, its own page), so
 * cached pages refresh at once. Best effort: a failure only means the page refreshes on its timer
 * (60 s), so it is logged and never fails the change itself.
 */
import { eq, inArray } from 'drizzle-orm';
import { listingPath } from '../../lib/slug';
import type { Logger } from '../../lib/log';
import type { Database } from '../db/client';
import { categories, listings } from '../db/schema';

export interface RevalidationTarget {
  readonly appOrigin: string;
  readonly secret: string | undefined;
  readonly log: Logger;
}

export interface ChangedListing {
  readonly id: number;
  readonly objectSlug: string;
  readonly categorySlug: string;
}

export function publicPathsOf(listing: ChangedListing): string[] {
  return ['/', `/${listing.categorySlug}`, listingPath(listing.categorySlug, listing.objectSlug, listing.id)];
}

export async function revalidateListingPages(target: RevalidationTarget, listings: readonly ChangedListing[]): Promise<void> {
  if (!target.secret || listings.length === 0) return;
  const paths = [...new Set(listings.flatMap(publicPathsOf))].slice(0, 50);
  try {
    const response = await fetch(new URL('/api/revalidate', target.appOrigin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': target.secret },
      body: JSON.stringify({ paths }),
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) target.log.warn('revalidation refused', { status: response.status });
  } catch (error) {
    target.log.warn('revalidation failed', { errorMessage: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Called after listings changed; never throws. Callers await it (at most ~2 s) so the member's next
 * page already shows the change.
 */
export type ListingsChanged = (listingIds: readonly number[]) => Promise<void>;

/** Looks up the changed listings' paths and asks the app to refresh them, in the background. */
export function createListingRevalidator(deps: { db: Database; appOrigin: string; secret: string | undefined; log: Logger }): ListingsChanged {
  if (!deps.secret) return async () => {};
  const target: RevalidationTarget = { appOrigin: deps.appOrigin, secret: deps.secret, log: deps.log };
  return async (listingIds) => {
    if (listingIds.length === 0) return;
    await (async () => {
      const rows = await deps.db
        .select({ id: listings.id, objectSlug: listings.objectSlug, categorySlug: categories.slug })
        .from(listings)
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(inArray(listings.id, [...listingIds]));
      await revalidateListingPages(target, rows);
    })().catch((error: unknown) => deps.log.warn('revalidation lookup failed', { errorMessage: error instanceof Error ? error.message : String(error) }));
  };
}
