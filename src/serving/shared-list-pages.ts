/**
 * Guests' filtered category pages and search pages in the micro-cache (issue #16). Next renders
 * them per request (their queries are endless, so they cannot be ISR pages) and marks them
 * `private, no-store`; yet for a guest such a page depends on nothing but its query and the
 * remembered list view, which nginx's cache key holds. So the micro-cache keeps them too, under one
 * normalised URL per query: the browse parser's reading written back in its fixed order, defaults
 * and unknown parameters (tracking tags) dropped, text trimmed and bounded. Another spelling is sent
 * on to that URL inside nginx (X-Accel-Redirect), so every spelling of a query shares one render.
 *
 * Not shared: a query with a value the parser had to drop or correct (its page names what was
 * dropped, for that visitor), and a page whose results could not be read (it carries
 * INCOMPLETE_PAGE_ATTRIBUTE). Freshness is the category pages': nginx keeps nothing longer than
 * the micro-cache's second or two (./whole-answer.ts).
 */
import { browseQuery, parseBrowseParams, rawSearchParams } from '../lib/browse-params';
import { categorySlugOf } from '../lib/route-guards';

export interface ListPageUrl {
  /** The normalised URL: what the cache key holds and what fills it. */
  readonly url: string;
  /** Rendered by Next per request (a query, or the search page): shared here despite its no-store. */
  readonly perRequest: boolean;
}

/** The normalised URL of a category or search page load, or null for any other page and for a query that needs its own render. */
export function listPageUrl(url: string): ListPageUrl | null {
  const parsed = new URL(url, 'http://site');
  const { pathname } = parsed;
  const slug = pathname === '/search' ? null : categorySlugOf(pathname);
  if (pathname !== '/search' && slug === null) return null;
  const { filters, notices } = parseBrowseParams(rawSearchParams(parsed.searchParams), slug === null ? 'search' : 'category', slug ?? undefined);
  if (notices.length > 0) return null;
  const query = browseQuery(filters, slug === null ? 'search' : 'category');
  return { url: query === '' ? pathname : `${pathname}?${query}`, perRequest: slug === null || query !== '' };
}
