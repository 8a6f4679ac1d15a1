/**
 * The data of a server-rendered category page or /search (assembled in ../browse-page-data.ts,
 * which the browser's filter changes reach through `browsePage.read`).
 *
 * Memoised per request (React `cache`, primitive arguments), so generateMetadata and the page share
 * one set of upstream calls.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { BrowseContext, BrowseFilters, BrowseView, RawSearchParams } from '~/lib/browse-params';
import { sortedQueryKey } from '~/lib/query-key';
import { assembleBrowsePage, type BrowsePageData } from '../browse-page-data';
import type { CategoryLink } from '../dto/category';
import { VIEW_COOKIE } from '../view-cookie-name';
import { browseReader } from '../routers/browse';
import { publicCaller, publicContext } from './callers';

export { VIEW_COOKIE } from '../view-cookie-name';
export { BROWSE_MESSAGES, type BrowsePageData } from '../browse-page-data';

/** Search params as one stable string, so `cache` sees equal arguments for equal URLs. */
export function searchParamsKey(raw: RawSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) params.append(key, item);
  }
  return sortedQueryKey(params);
}

/** Every category (hidden included); throws when list-term cannot be read (the error page shows). */
export const loadAllCategories = cache(async (): Promise<readonly CategoryLink[]> => publicCaller().browse.categories());

export const loadBrowsePage = cache(async (context: BrowseContext, slug: string | null, key: string): Promise<BrowsePageData | null> => {
  return assembleBrowsePage({ ...browseReader(publicContext()), categories: loadAllCategories }, context, slug, key);
});

/** Grid or list: the URL's `view` first (shared links), then the remembered choice, then grid (spec §4). */
export async function resolveView(filters: BrowseFilters): Promise<BrowseView> {
  if (filters.view !== undefined) return filters.view;
  const remembered = (await cookies()).get(VIEW_COOKIE)?.value;
  return remembered === 'list' ? 'list' : 'grid';
}
