/**
 * Saved searches: what is stored of a category page or /search (the browse URL's filters in
 * canonical order, without page, cursor, sort or view) and the link back to it. The browse router
 * and the backend's alert job both map filters with browse-filter.ts `toArticleFilters`, so a
 * saved search matches exactly what the search page shows.
 */
import { browseQuery, type BrowseContext, type BrowseFilters } from './browse-url';

export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_NAME_FIELD = 'Tên tìm kiếm';

export const SAVED_SEARCH_MESSAGES = {
  duplicate: 'Bạn đã lưu tìm kiếm này rồi. Xem trong mục Tìm kiếm đã lưu.',
  limit: `Bạn chỉ lưu được tối đa ${SAVED_SEARCH_LIMIT} tìm kiếm. Hãy xoá bớt tìm kiếm cũ.`,
  missing: 'Tìm kiếm đã lưu không tồn tại.',
  category: 'Danh mục của tìm kiếm không tồn tại.',
} as const;

/** The stored query of a search: its filters only, in the one canonical order. */
export function savedSearchQuery(filters: BrowseFilters, context: BrowseContext): string {
  return browseQuery({ ...filters, page: 1, cursor: undefined, sort: undefined, view: undefined }, context);
}

/** Where a saved search opens: its page with its filters; `newestFirst` for alerts. */
export function savedSearchHref(search: { context: BrowseContext; categorySlug: string | null; query: string }, newestFirst = false): string {
  const path = search.context === 'category' && search.categorySlug ? `/${search.categorySlug}` : '/search';
  const params = new URLSearchParams(search.query);
  if (newestFirst) params.set('sort', 'newest');
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A default name for a search: the words and the category, e.g. '“xe máy” – Xe cộ'. */
export function defaultSavedSearchName(filters: BrowseFilters, categoryName: string | null): string {
  const parts = [filters.q ? `“${filters.q}”` : null, categoryName].filter((part): part is string => part !== null && part !== '');
  return (parts.join(' – ') || 'Tất cả tin').slice(0, SAVED_SEARCH_NAME_MAX);
}
