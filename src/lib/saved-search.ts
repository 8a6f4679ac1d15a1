/**
 * Saved searches: what is stored of a category page or /search (the browse URL's filters in
 * canonical order, without page, cursor, sort or view), the list-article filters a search means,
 * and the link back to it. The browse router and the backend's alert job both use
 * `articleFilters`, so a saved search matches exactly what the search page shows.
 */
import type { ListArticleRequest } from './contract/list';
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

export type ArticleFilters = Pick<
  ListArticleRequest,
  | 'cat'
  | 'q'
  | 'province_2025'
  | 'ward_2025'
  | 'price_min'
  | 'price_max'
  | 'area_min'
  | 'area_max'
  | 'bedrooms'
  | 'brand'
  | 'year_min'
  | 'km_max'
  | 'fuel'
  | 'gearbox'
  | 'posting_form'
>;

/** The list-article filters of browse filters (one mapping for the search page and the alerts). */
export function articleFilters(filters: Omit<BrowseFilters, 'page'>): ArticleFilters {
  return {
    cat: filters.cat,
    q: filters.q === '' ? undefined : filters.q,
    province_2025: filters.province,
    ward_2025: filters.ward,
    price_min: filters.priceMin,
    price_max: filters.priceMax,
    area_min: filters.areaMin,
    area_max: filters.areaMax,
    bedrooms: filters.bedrooms,
    brand: filters.brand,
    year_min: filters.yearMin,
    km_max: filters.kmMax,
    fuel: filters.fuel,
    gearbox: filters.gearbox,
    posting_form: filters.form,
  };
}

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
