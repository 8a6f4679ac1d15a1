/**
 * Filters → links, in one canonical parameter order. Category pages, /search, their pagination and
 * the filter controls all build URLs here, so the same filters always give the same URL. Reading
 * and validating a URL is browse-params.ts (server side).
 *
 * Parameters: q, cat (search only; a category page has it in the path), province and ward (the
 * 2025 units: 34 provinces → wards, src/lib/units-2025.ts),
 * price_min / price_max (đồng), area_min / area_max (m²), bedrooms (minimum), brand, year_min,
 * km_max, fuel, gearbox (vehicles, src/lib/vehicle.ts), form (posting form), sort, page, cursor
 * (keyset cursor of the backend, with page), view (grid | list).
 */
import type { BrowseSort } from './browse-options';
import { searchQueryKey } from './search-text';
import type { FuelCode, GearboxCode } from './vehicle';

export type BrowseContext = 'category' | 'search';
export type BrowseView = 'grid' | 'list';

export interface BrowseFilters {
  readonly q?: string | undefined;
  readonly cat?: string | undefined;
  readonly province?: string | undefined;
  /** A 2025 ward/commune code (5 digits), within `province`. */
  readonly ward?: string | undefined;
  readonly priceMin?: number | undefined;
  readonly priceMax?: number | undefined;
  readonly areaMin?: number | undefined;
  readonly areaMax?: number | undefined;
  readonly bedrooms?: number | undefined;
  /** Vehicles ("Xe cộ") only: a listed brand, a model year from, an odometer up to, fuel, gearbox. */
  readonly brand?: string | undefined;
  readonly yearMin?: number | undefined;
  readonly kmMax?: number | undefined;
  readonly fuel?: FuelCode | undefined;
  readonly gearbox?: GearboxCode | undefined;
  readonly form?: string | undefined;
  readonly sort?: BrowseSort | undefined;
  readonly page: number;
  readonly cursor?: string | undefined;
  readonly view?: BrowseView | undefined;
}

/** The filters a visitor chose (what "Xoá bộ lọc" clears): everything but q, cat, sort, page, view. */
export function activeFilterCount(filters: BrowseFilters): number {
  const set = [
    filters.province,
    filters.ward,
    filters.priceMin ?? filters.priceMax,
    filters.areaMin ?? filters.areaMax,
    filters.bedrooms,
    ...VEHICLE_FILTER_KEYS.map((key) => filters[key]),
    filters.form,
  ];
  return set.filter((value) => value !== undefined).length;
}

/** The vehicle filters: what leaving the "Xe cộ" category drops. */
export const VEHICLE_FILTER_KEYS = ['brand', 'yearMin', 'kmMax', 'fuel', 'gearbox'] as const;
export const NO_VEHICLE_FILTERS = { brand: undefined, yearMin: undefined, kmMax: undefined, fuel: undefined, gearbox: undefined } as const;

export function withoutFilters(filters: BrowseFilters): BrowseFilters {
  return { q: filters.q, cat: filters.cat, sort: filters.sort, page: 1, view: filters.view };
}

/**
 * The query string for filters, in one fixed order, without defaults (`page` 1, no sort). On a
 * category page `cat` is the path, so it is left out.
 */
export function browseQuery(filters: BrowseFilters, context: BrowseContext): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(key, String(value));
  };
  set('q', filters.q);
  if (context === 'search') set('cat', filters.cat);
  set('province', filters.province);
  set('ward', filters.ward);
  set('price_min', filters.priceMin);
  set('price_max', filters.priceMax);
  set('area_min', filters.areaMin);
  set('area_max', filters.areaMax);
  set('bedrooms', filters.bedrooms);
  set('brand', filters.brand);
  set('year_min', filters.yearMin);
  set('km_max', filters.kmMax);
  set('fuel', filters.fuel);
  set('gearbox', filters.gearbox);
  set('form', filters.form);
  set('sort', filters.sort);
  if (filters.page > 1) set('page', filters.page);
  if (filters.page > 1) set('cursor', filters.cursor);
  set('view', filters.view);
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
    filters.ward !== undefined ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    filters.areaMin !== undefined ||
    filters.areaMax !== undefined ||
    filters.bedrooms !== undefined ||
    VEHICLE_FILTER_KEYS.some((key) => filters[key] !== undefined) ||
    filters.form !== undefined ||
    filters.sort !== undefined ||
    filters.cursor !== undefined;
  const canonical: BrowseFilters = { province: filters.province, page: noisy ? 1 : filters.page };
  return { index: !noisy, canonicalQuery: browseQuery(canonical, 'category') };
}
