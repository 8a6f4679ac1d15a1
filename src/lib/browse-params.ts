/**
 * The browse and search URL, read on the server: query parameters → validated filters, with a
 * Vietnamese notice for each value that had to be dropped or corrected (never an error), and the
 * indexing rule. Building URLs from filters is in browse-url.ts (no zod, so client bundles stay small).
 *
 * Parameters: q, cat (search only; a category page has it in the path), province and ward (2025 units),
 * price_min / price_max (đồng), area_min / area_max (m²), bedrooms (minimum), brand, year_min,
 * km_max, fuel, gearbox (vehicles), form (posting form), sort, page, cursor (keyset cursor of the
 * backend, with page), view (grid | list).
 */
import { z } from 'zod';
import { ALL_POSTING_FORMS, isRealEstate } from './browse-options';
import { ARTICLE_SORTS, LIST_BOUNDS, LIST_PATTERNS } from './contract/list-vocabulary';
import { CURRENT_PROVINCE_CODES, CURRENT_PROVINCE_OF } from './units-2025';
import { NO_VEHICLE_FILTERS, VEHICLE_FILTER_KEYS, type BrowseContext, type BrowseFilters } from './browse-url';
import { FUEL_CODES, GEARBOX_CODES, isVehicleCategory, VEHICLE_BRANDS, VEHICLE_LIMITS, type FuelCode, type GearboxCode } from './vehicle';

export type { BrowseContext, BrowseFilters, BrowseView } from './browse-url';
export { activeFilterCount, browseHref, browseIndexing, browseQuery, changeFilters, withoutFilters } from './browse-url';

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

export const NOTICES = {
  page: 'Số trang không hợp lệ nên đang hiển thị trang 1.',
  priceMin: 'Giá tối thiểu không hợp lệ nên đã được bỏ qua.',
  priceMax: 'Giá tối đa không hợp lệ nên đã được bỏ qua.',
  priceSwapped: 'Khoảng giá bị đảo ngược (giá từ lớn hơn giá đến) nên đã được đổi lại.',
  areaMin: 'Diện tích tối thiểu không hợp lệ nên đã được bỏ qua.',
  areaMax: 'Diện tích tối đa không hợp lệ nên đã được bỏ qua.',
  areaSwapped: 'Khoảng diện tích bị đảo ngược nên đã được đổi lại.',
  realEstateOnly: 'Bộ lọc diện tích và số phòng ngủ chỉ dùng cho Bất động sản nên đã được bỏ qua.',
  bedrooms: 'Số phòng ngủ không hợp lệ nên đã được bỏ qua.',
  vehicleOnly: 'Bộ lọc hãng xe, năm sản xuất, số km, nhiên liệu và hộp số chỉ dùng cho Xe cộ nên đã được bỏ qua.',
  brand: 'Hãng xe không có trong danh sách nên đã được bỏ qua.',
  yearMin: 'Năm sản xuất không hợp lệ nên đã được bỏ qua.',
  kmMax: 'Số km không hợp lệ nên đã được bỏ qua.',
  fuel: 'Nhiên liệu không hợp lệ nên đã được bỏ qua.',
  gearbox: 'Hộp số không hợp lệ nên đã được bỏ qua.',
  province: 'Tỉnh/thành không hợp lệ nên đã được bỏ qua.',
  provinceMerged: 'Tỉnh/thành cũ trong liên kết đã được sáp nhập (từ 01/07/2025) nên đang lọc theo tỉnh/thành hiện nay.',
  ward: 'Phường/xã không hợp lệ nên đã được bỏ qua.',
  wardWithoutProvince: 'Phường/xã chỉ dùng được khi đã chọn tỉnh/thành nên đã được bỏ qua.',
  district: 'Quận/huyện không còn được dùng từ 01/07/2025 nên bộ lọc quận/huyện đã được bỏ qua.',
  form: 'Loại tin không hợp lệ nên đã được bỏ qua.',
  sort: 'Cách sắp xếp không hợp lệ nên đang dùng cách sắp xếp mặc định.',
  category: 'Danh mục không hợp lệ nên đã được bỏ qua.',
  cursor: 'Liên kết trang không hợp lệ hoặc đã cũ nên đang hiển thị lại từ trang này.',
  queryTooLong: `Từ khoá dài hơn ${MAX_QUERY_LENGTH} ký tự nên đã được rút gọn.`,
} as const;

const first = (value: string | readonly string[] | undefined): string | undefined => {
  const text = typeof value === 'string' ? value : value?.[0];
  const trimmed = text?.trim();
  return trimmed === '' ? undefined : trimmed;
};

const number = (max: number) => z.string().regex(/^\d+(\.\d+)?$/).transform(Number).pipe(z.number().min(0).max(max));
const PAGE = z.string().regex(/^\d{1,4}$/).transform(Number).pipe(z.number().int().min(1).max(MAX_PAGE));
const BEDROOMS = z.string().regex(/^\d{1,2}$/).transform(Number).pipe(z.number().int().min(1).max(LIST_BOUNDS.bedrooms));
const YEAR = z.string().regex(/^\d{4}$/).transform(Number).pipe(z.number().int().min(VEHICLE_LIMITS.yearMin).max(VEHICLE_LIMITS.yearMax));
const KM = z.string().regex(/^\d{1,7}$/).transform(Number).pipe(z.number().int().min(0).max(VEHICLE_LIMITS.kmMax));
const BRAND = z
  .string()
  .transform((value): string | undefined => VEHICLE_BRANDS.find((brand) => brand.toLowerCase() === value.toLowerCase()))
  .pipe(z.string());
const code = <T extends number>(codes: readonly T[]) => z.string().regex(/^\d$/).transform(Number).refine((value): value is T => (codes as readonly number[]).includes(value));
const SORTS = z.enum(ARTICLE_SORTS);
const SLUG = LIST_PATTERNS.categorySlug;
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Reads the query string of a category page (`category` is its slug) or of /search. Unknown
 * parameters are ignored silently (tracking tags and the like); known ones with bad values are
 * dropped with a notice. Whether a well-formed province, district or category exists is checked
 * later, against the location and category data (`dropUnknown`).
 */
export function parseBrowseParams(raw: RawSearchParams, context: BrowseContext, category?: string): ParsedBrowse {
  const notices = new Set<string>();
  const read = <T>(key: string, schema: z.ZodType<T>, notice?: string): T | undefined => {
    const value = first(raw[key]);
    if (value === undefined) return undefined;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    if (notice) notices.add(notice);
    return undefined;
  };

  let q: string | undefined;
  const rawQuery = context === 'search' ? first(raw.q) : undefined;
  if (rawQuery !== undefined) {
    if (rawQuery.length > MAX_QUERY_LENGTH) notices.add(NOTICES.queryTooLong);
    q = rawQuery.slice(0, MAX_QUERY_LENGTH);
  }

  const cat = context === 'search' ? read('cat', z.string().regex(SLUG), NOTICES.category) : category;
  let province = read('province', z.string().regex(/^\d{2}$/), NOTICES.province);
  // A link or saved search from before 2025-07-01 names an old province: filter by the one it joined.
  if (province !== undefined && !CURRENT_PROVINCE_CODES.has(province) && CURRENT_PROVINCE_OF[province] !== undefined) {
    province = CURRENT_PROVINCE_OF[province];
    notices.add(NOTICES.provinceMerged);
  }
  let ward = read('ward', z.string().regex(/^\d{5}$/), NOTICES.ward);
  if (ward !== undefined && province === undefined) {
    notices.add(NOTICES.wardWithoutProvince);
    ward = undefined;
  }
  if (first(raw.district) !== undefined) notices.add(NOTICES.district);

  let priceMin = read('price_min', number(LIST_BOUNDS.price), NOTICES.priceMin);
  let priceMax = read('price_max', number(LIST_BOUNDS.price), NOTICES.priceMax);
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
    notices.add(NOTICES.priceSwapped);
  }

  let areaMin = read('area_min', number(LIST_BOUNDS.area), NOTICES.areaMin);
  let areaMax = read('area_max', number(LIST_BOUNDS.area), NOTICES.areaMax);
  let bedrooms = read('bedrooms', BEDROOMS, NOTICES.bedrooms);
  if (areaMin !== undefined && areaMax !== undefined && areaMin > areaMax) {
    [areaMin, areaMax] = [areaMax, areaMin];
    notices.add(NOTICES.areaSwapped);
  }
  if (!isRealEstate(cat) && (areaMin !== undefined || areaMax !== undefined || bedrooms !== undefined)) {
    notices.add(NOTICES.realEstateOnly);
    [areaMin, areaMax, bedrooms] = [undefined, undefined, undefined];
  }

  let vehicle: Pick<BrowseFilters, (typeof VEHICLE_FILTER_KEYS)[number]> = {
    brand: read('brand', BRAND, NOTICES.brand),
    yearMin: read('year_min', YEAR, NOTICES.yearMin),
    kmMax: read('km_max', KM, NOTICES.kmMax),
    fuel: read<FuelCode>('fuel', code(FUEL_CODES), NOTICES.fuel),
    gearbox: read<GearboxCode>('gearbox', code(GEARBOX_CODES), NOTICES.gearbox),
  };
  if (!isVehicleCategory(cat) && VEHICLE_FILTER_KEYS.some((key) => vehicle[key] !== undefined)) {
    notices.add(NOTICES.vehicleOnly);
    vehicle = NO_VEHICLE_FILTERS;
  }

  const form = read('form', z.string().refine((value) => ALL_POSTING_FORMS.includes(value)), NOTICES.form);
  let sort = read('sort', SORTS, NOTICES.sort);
  if (sort === 'relevance' && q === undefined) {
    notices.add(NOTICES.sort);
    sort = undefined;
  }

  const page = read('page', PAGE, NOTICES.page) ?? 1;
  let cursor = read('cursor', z.string().regex(CURSOR_PATTERN), NOTICES.cursor);
  // A cursor only means something past page 1.
  if (page === 1) cursor = undefined;
  const view = read('view', z.enum(['grid', 'list']));

  return {
    filters: { q, cat, province, ward, priceMin, priceMax, areaMin, areaMax, bedrooms, ...vehicle, form, sort, page, cursor, view },
    notices: [...notices],
  };
}
