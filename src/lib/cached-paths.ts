/**
 * The app's one map from a listing to the cached pages that show it (issue #14): the backend only
 * says which listing changed (the listing-change stream); this module says which public paths
 * that touches and which cached routes (see cachedRouting in route-guards) serve those paths.
 */
import { CACHED_CATEGORY_PREFIX, CACHED_HOME_PATH, RESERVED_TOP_SEGMENTS } from './route-guards';
import { listingPath } from './slug';

const SEGMENT = /^[a-z0-9-]{1,120}$/;
const reserved = new Set<string>(RESERVED_TOP_SEGMENTS);

/** A change as the stream carries it: the listing and its slugs now (null when the row is gone). */
export interface ChangedListing {
  readonly listingId: number;
  readonly categorySlug: string | null;
  readonly objectSlug: string | null;
}

/** Public pages that may show the listing: home (its blocks), its category and its own page. */
export function pagesShowingListing(listing: ChangedListing): string[] {
  if (listing.categorySlug === null || listing.objectSlug === null) return ['/'];
  return ['/', `/${listing.categorySlug}`, listingPath(listing.categorySlug, listing.objectSlug, listing.listingId)];
}

/** The route paths to revalidate for a public path; empty for anything that is not a cached page. */
export function cachedRoutesFor(publicPath: string): string[] {
  if (publicPath === '/') return [CACHED_HOME_PATH];
  const segments = publicPath.split('/').filter(Boolean);
  if (!segments.every((segment) => SEGMENT.test(segment)) || reserved.has(segments[0] ?? '')) return [];
  if (segments.length === 1) return [`${CACHED_CATEGORY_PREFIX}/${segments[0]}`];
  if (segments.length === 2) return [publicPath];
  return [];
}

/** Every cached route a batch of changes touches, each once. */
export function cachedRoutesOfChanges(changes: readonly ChangedListing[]): string[] {
  return [...new Set(changes.flatMap(pagesShowingListing).flatMap(cachedRoutesFor))];
}
