/**
 * The browse and search URL, read on the server: query parameters → validated filters, with a
 * Vietnamese notice for each value that had to be dropped or corrected (never an error). Each
 * field is read by its row of browse-filter.ts (key, bounds, notice); the rules between fields
 * (a reversed range, a ward without its province, a category's own filters) are here. Building
 * URLs from filters is browse-url.ts.
 */
import { isRealEstate } from './browse-options';
import { BROWSE_FIELDS, BROWSE_FIELD_NAMES, groupFieldNames, readValue, type BrowseFieldName, type FieldSpec } from './browse-filter';
import { LIST_BOUNDS } from './contract/list-vocabulary';
import { CURRENT_PROVINCE_CODES, CURRENT_PROVINCE_OF } from './units-2025';
import type { BrowseContext, BrowseFilters } from './browse-url';
import { isVehicleCategory } from './vehicle';

export type { BrowseContext, BrowseFilters, BrowseView } from './browse-url';
export { activeFilterCount, browseHref, browseIndexing, browseQuery, changeFilters, withoutFilters } from './browse-url';
export { CURSOR_PATTERN } from './browse-filter';

export const BROWSE_PAGE_SIZE = 20;
export const MAX_PAGE = LIST_BOUNDS.page;
export const MAX_QUERY_LENGTH = LIST_BOUNDS.query;

export type RawSearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A query string's parameters as the page receives them (every value of a repeated name kept). */
export function rawSearchParams(query: string | URLSearchParams): RawSearchParams {
  const raw: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(query)) (raw[name] ??= []).push(value);
  return raw;
}

export interface ParsedBrowse {
  readonly filters: BrowseFilters;
  /** What was ignored or corrected, for a visible notice on the page. */
  readonly notices: readonly string[];
}

const fieldNotice = (name: BrowseFieldName): string => (BROWSE_FIELDS[name] as FieldSpec).notice ?? '';

export const NOTICES = {
  page: fieldNotice('page'),
  priceMin: fieldNotice('priceMin'),
  priceMax: fieldNotice('priceMax'),
  priceSwapped: 'Khoảng giá bị đảo ngược (giá từ lớn hơn giá đến) nên đã được đổi lại.',
  areaMin: fieldNotice('areaMin'),
  areaMax: fieldNotice('areaMax'),
  areaSwapped: 'Khoảng diện tích bị đảo ngược nên đã được đổi lại.',
  realEstateOnly: 'Bộ lọc diện tích và số phòng ngủ chỉ dùng cho Bất động sản nên đã được bỏ qua.',
  bedrooms: fieldNotice('bedrooms'),
  vehicleOnly: 'Bộ lọc hãng xe, năm sản xuất, số km, nhiên liệu và hộp số chỉ dùng cho Xe cộ nên đã được bỏ qua.',
  brand: fieldNotice('brand'),
  yearMin: fieldNotice('yearMin'),
  kmMax: fieldNotice('kmMax'),
  fuel: fieldNotice('fuel'),
  gearbox: fieldNotice('gearbox'),
  province: fieldNotice('province'),
  provinceMerged: 'Tỉnh/thành cũ trong liên kết đã được sáp nhập (từ 01/07/2025) nên đang lọc theo tỉnh/thành hiện nay.',
  ward: fieldNotice('ward'),
  wardWithoutProvince: 'Phường/xã chỉ dùng được khi đã chọn tỉnh/thành nên đã được bỏ qua.',
  district: 'Quận/huyện không còn được dùng từ 01/07/2025 nên bộ lọc quận/huyện đã được bỏ qua.',
  form: fieldNotice('form'),
  sort: fieldNotice('sort'),
  category: fieldNotice('cat'),
  cursor: fieldNotice('cursor'),
  queryTooLong: `Từ khoá dài hơn ${MAX_QUERY_LENGTH} ký tự nên đã được rút gọn.`,
} as const;

/** The category-only groups and the notice for their fields outside the category. */
const GROUPS = [
  { fields: groupFieldNames('realEstate'), applies: isRealEstate, notice: NOTICES.realEstateOnly },
  { fields: groupFieldNames('vehicle'), applies: isVehicleCategory, notice: NOTICES.vehicleOnly },
] as const;

const first = (value: string | readonly string[] | undefined): string | undefined => {
  const text = typeof value === 'string' ? value : value?.[0];
  const trimmed = text?.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Reads the query string of a category page (`category` is its slug) or of /search. Unknown
 * parameters are ignored silently (tracking tags and the like); known ones with bad values are
 * dropped with a notice. Whether a well-formed province, district or category exists is checked
 * later, against the location and category data (`dropUnknown`).
 */
export function parseBrowseParams(raw: RawSearchParams, context: BrowseContext, category?: string): ParsedBrowse {
  const notices = new Set<string>();
  // Every field but the search words (cut, not dropped) by its own spec, in the URL's order.
  const read: Record<string, string | number | undefined> = {};
  for (const name of BROWSE_FIELD_NAMES) {
    if (name === 'q' || (name === 'cat' && context === 'category')) continue;
    const field: FieldSpec = BROWSE_FIELDS[name];
    const text = first(raw[field.url]);
    if (text === undefined) continue;
    const value = readValue(field.value, text);
    if (value === undefined && field.notice !== undefined) notices.add(field.notice);
    read[name] = value;
  }
  const filters = { ...read, page: read.page ?? 1 } as Record<string, string | number | undefined> & BrowseFilters;
  const set = (change: Partial<Record<BrowseFieldName, string | number | undefined>>) => Object.assign(filters, change);

  const rawQuery = context === 'search' ? first(raw.q) : undefined;
  if (rawQuery !== undefined) {
    if (rawQuery.length > MAX_QUERY_LENGTH) notices.add(NOTICES.queryTooLong);
    set({ q: rawQuery.slice(0, MAX_QUERY_LENGTH) });
  }
  if (context === 'category') set({ cat: category });

  // A link or saved search from before 2025-07-01 names an old province: filter by the one it joined.
  const { province } = filters;
  if (province !== undefined && !CURRENT_PROVINCE_CODES.has(province) && CURRENT_PROVINCE_OF[province] !== undefined) {
    set({ province: CURRENT_PROVINCE_OF[province] });
    notices.add(NOTICES.provinceMerged);
  }
  if (filters.ward !== undefined && filters.province === undefined) {
    notices.add(NOTICES.wardWithoutProvince);
    set({ ward: undefined });
  }
  if (first(raw.district) !== undefined) notices.add(NOTICES.district);

  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax) {
    set({ priceMin: filters.priceMax, priceMax: filters.priceMin });
    notices.add(NOTICES.priceSwapped);
  }
  if (filters.areaMin !== undefined && filters.areaMax !== undefined && filters.areaMin > filters.areaMax) {
    set({ areaMin: filters.areaMax, areaMax: filters.areaMin });
    notices.add(NOTICES.areaSwapped);
  }
  for (const group of GROUPS) {
    if (group.applies(filters.cat) || !group.fields.some((name) => filters[name] !== undefined)) continue;
    notices.add(group.notice);
    set(Object.fromEntries(group.fields.map((name) => [name, undefined])));
  }

  if (filters.sort === 'relevance' && filters.q === undefined) {
    notices.add(NOTICES.sort);
    set({ sort: undefined });
  }
  // A cursor only means something past page 1.
  if (filters.page === 1) set({ cursor: undefined });

  return { filters: canonical(filters), notices: [...notices] };
}

/** The filters with every field present, in the URL's order (unset ones undefined). */
function canonical(filters: BrowseFilters): BrowseFilters {
  return Object.fromEntries(BROWSE_FIELD_NAMES.map((name) => [name, filters[name]])) as BrowseFilters;
}
