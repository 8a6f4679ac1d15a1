/**
 * Canonical listing URLs, decided in the proxy. Listing pages are cached, and a redirect rendered by
 * a cached page goes out with its Location header twice on the first request (vercel/next.js#82117),
 * which strict crawlers refuse; so a wrong slug or category is redirected here, before the page,
 * from a small per-process cache of id → public path (one backend call per listing a minute).
 */
import 'server-only';
import { Duration, Effect, Either } from 'effect';
import { parseListingSegment } from '~/lib/slug';
import { RESERVED_TOP_SEGMENTS } from '~/lib/route-guards';
import { ContentApi } from './upstream/content-api';
import { PROXY_LOOKUP_MS } from './upstream/time-budget';
import { getUpstream } from './upstream-instance';

const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;
const reserved = new Set<string>(RESERVED_TOP_SEGMENTS);

interface Entry {
  readonly path: string | null;
  readonly expires: number;
}

// On globalThis: the proxy and the revalidation route are separate bundles in one process.
const globalForCanonical = globalThis as typeof globalThis & { raovatCanonicalPaths?: Map<number, Entry> };
const cache = (globalForCanonical.raovatCanonicalPaths ??= new Map<number, Entry>());

/** The listing id of a `/{cat}/{slug}-{id}` path, or null for any other path. */
export function listingIdOf(pathname: string): number | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2 || reserved.has(segments[0] ?? '')) return null;
  return parseListingSegment(segments[1] ?? '')?.id ?? null;
}

async function lookup(id: number, now: number): Promise<string | null | undefined> {
  const hit = cache.get(id);
  if (hit && hit.expires > now) return hit.path;
  const lookupPath = Effect.flatMap(ContentApi, (api) => api.canonicalPath(id)).pipe(Effect.timeout(Duration.millis(PROXY_LOOKUP_MS)));
  const result = await getUpstream().runtime.runPromise(Effect.either(lookupPath));
  let path: string | null;
  if (Either.isRight(result)) path = result.right;
  else if (result.left._tag === 'UpstreamHttpError' && result.left.status === 404) path = null;
  else return undefined; // Backend trouble: let the page decide rather than cache a guess.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? id);
  cache.set(id, { path, expires: now + TTL_MS });
  return path;
}

/**
 * What the proxy does with a listing path: redirect (308) to its canonical path, or answer the 404
 * page for an id the backend does not know (`missing`); null when it is canonical, not a listing,
 * or the backend could not say (the page decides).
 */
export type ListingRoute = { readonly kind: 'redirect'; readonly path: string } | { readonly kind: 'missing' } | null;

export async function listingRoute(pathname: string, now = Date.now()): Promise<ListingRoute> {
  const id = listingIdOf(pathname);
  if (id === null) return null;
  const path = await lookup(id, now);
  if (path === undefined) return null;
  if (path === null) return { kind: 'missing' };
  return path !== pathname ? { kind: 'redirect', path } : null;
}


/** Forgets a listing's path (its title or category changed, or it is gone). */
export function forgetCanonicalListing(listingId: number): void {
  cache.delete(listingId);
}
