/**
 * Filters → links, in one canonical parameter order: the one URL renderer. Category pages, /search,
 * their pagination, the filter controls, saved searches and the list answers' keys all build
 * their query here, from the fields of browse-filter.ts, so the same filters always give the same
 * URL. Reading and validating a URL is browse-params.ts (server side).
 */
import { BROWSE_FIELDS, BROWSE_FIELD_NAMES, groupFieldNames, valueText, VISITOR_FILTER_NAMES, type BrowseFieldName, type BrowseFilters, type FieldSpec } from './browse-filter';
import { searchQueryKey } from './search-text';

export type { BrowseFilters, BrowseView } from './browse-filter';
export type BrowseContext = 'category' | 'search';

/** The filters a visitor chose (what "Xoá bộ lọc" clears), a range counting once: everything but q, cat, sort, page, view. */
export function activeFilterCount(filters: BrowseFilters): number {
  const facets = new Set(VISITOR_FILTER_NAMES.filter((name) => filters[name] !== undefined).map((name) => (BROWSE_FIELDS[name] as FieldSpec).facet));
  return facets.size;
}

/** The vehicle filters: what leaving the "Xe cộ" category drops. */
export const VEHICLE_FILTER_KEYS = groupFieldNames('vehicle');
export const NO_VEHICLE_FILTERS: Partial<BrowseFilters> = Object.fromEntries(VEHICLE_FILTER_KEYS.map((name) => [name, undefined]));

export function withoutFilters(filters: BrowseFilters): BrowseFilters {
  return { q: filters.q, cat: filters.cat, sort: filters.sort, page: 1, view: filters.view };
}

/** Whether a field is written: `cat` is a category page's path, page 1 is the default, a cursor belongs to a later page. */
function written(name: BrowseFieldName, filters: BrowseFilters, context: BrowseContext): boolean {
  if (name === 'cat') return context === 'search';
  if (name === 'page' || name === 'cursor') return filters.page > 1;
  return true;
}

/**
 * The query string for filters, in one fixed order, without defaults (`page` 1, no sort). On a
 * category page `cat` is the path, so it is left out.
 */
export function browseQuery(filters: BrowseFilters, context: BrowseContext): string {
  const params = new URLSearchParams();
  for (const name of BROWSE_FIELD_NAMES) {
    const value = filters[name];
    if (value !== undefined && written(name, filters, context)) params.set(BROWSE_FIELDS[name].url, valueText(value));
  }
  return params.toString();
}

/**
 * The key of a list read's answer (issue #41, src/server/answer-cache.ts): the canonical query of
 * the filters that reach the backend (not `view`), `cat` always in it, the search words in the
 * spelling the backend cannot tell apart (searchQueryKey), then the page size and any cursor
 * (a read may carry one on page 1). Two reads with one key get one answer from the backend.
 */
export function listAnswerKey(filters: BrowseFilters, num: number): string {
  const q = filters.q === undefined ? undefined : searchQueryKey(filters.q);
  const query = browseQuery({ ...filters, q: q === '' ? undefined : q, cursor: undefined, view: undefined }, 'search');
  const params = new URLSearchParams(query);
  params.set('num', String(num));
  if (filters.cursor !== undefined) params.set('cursor', filters.cursor);
  return params.toString();
}

export function browseHref(path: string, filters: BrowseFilters, context: BrowseContext): string {
  const query = browseQuery(filters, context);
  return query === '' ? path : `${path}?${query}`;
}

/** A filter change starts again at page 1: the old cursor and page belong to the old results. */
export function changeFilters(filters: BrowseFilters, change: Partial<Omit<BrowseFilters, 'page' | 'cursor'>>): BrowseFilters {
  return { ...filters, ...change, page: 1, cursor: undefined };
}

/**
 * Indexing (docs/decisions.md "Browse"): a category page, alone or narrowed to a province, is a
 * landing page worth indexing, page 2+ included; any other filter, a sort, a view or a search
 * makes it `noindex` with the canonical URL of the page without that noise.
 */
export function browseIndexing(filters: BrowseFilters, context: BrowseContext): { index: boolean; canonicalQuery: string } {
  if (context === 'search') return { index: false, canonicalQuery: browseQuery({ q: filters.q, page: 1 }, 'search') };
  const noisy =
    VISITOR_FILTER_NAMES.some((name) => filters[name] !== undefined && (BROWSE_FIELDS[name] as FieldSpec).landing !== true) ||
    filters.sort !== undefined ||
    filters.cursor !== undefined;
  const canonical: BrowseFilters = { province: filters.province, page: noisy ? 1 : filters.page };
  return { index: !noisy, canonicalQuery: browseQuery(canonical, 'category') };
}
