/**
 * Which cached routes a public path is served from (see cachedRouting in route-guards): what the
 * revalidation endpoint refreshes when the backend says a public page changed.
 */
import { CACHED_CATEGORY_PREFIX, CACHED_HOME_PATH, RESERVED_TOP_SEGMENTS } from './route-guards';

const SEGMENT = /^[a-z0-9-]{1,120}$/;
const reserved = new Set<string>(RESERVED_TOP_SEGMENTS);

/** The route paths to revalidate for a public path; empty for anything that is not a cached page. */
export function cachedRoutesFor(publicPath: string): string[] {
  if (publicPath === '/') return [CACHED_HOME_PATH];
  const segments = publicPath.split('/').filter(Boolean);
  if (!segments.every((segment) => SEGMENT.test(segment)) || reserved.has(segments[0] ?? '')) return [];
  if (segments.length === 1) return [`${CACHED_CATEGORY_PREFIX}/${segments[0]}`];
  if (segments.length === 2) return [publicPath];
  return [];
}
