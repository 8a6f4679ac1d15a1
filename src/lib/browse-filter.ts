/**
 * A browse filter, declared once (issue #40): each field of a category page's or /search's URL
 * with its URL key, its list-article key, its bounds and the notice shown when a URL's value is
 * dropped. Everything else is derived from this table: the filters' type, the URL renderer and
 * reader (browse-url.ts, browse-params.ts), the router's zod input (server/routers/browse.ts), the
 * list-article filters (`toArticleFilters`) and the contract's schema of them
 * (contract/list.ts `ListArticleFilterFields`), which the backend decodes its requests with.
 *
 * Adding a filter is one row here, its WHERE in backend/services/article-search.ts and its control
 * in components/browse. Plain data, no schema library: client bundles import it.
 */
import { ALL_POSTING_FORMS, type BrowseSort } from './browse-options';
import { ARTICLE_SORTS, LIST_BOUNDS, LIST_PATTERNS } from './contract/list-vocabulary';
import { FUEL_CODES, GEARBOX_CODES, VEHICLE_BRANDS, VEHICLE_LIMITS } from './vehicle';

/** A number from `min` to `max`; whole when `int`. In a URL: its decimal digits (String(n)). */
export interface NumberValue {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly int: boolean;
}
/** Text up to `max` characters, matching `pattern` when there is one. */
export interface TextValue {
  readonly kind: 'text';
  readonly max: number;
  readonly pattern?: RegExp | undefined;
}
/** One of a few numeric codes (fuel, gearbox). */
export interface CodeValue<T extends number = number> {
  readonly kind: 'code';
  readonly codes: readonly T[];
}
/** One of a few words, exactly (sort, view). */
export interface EnumValue<T extends string = string> {
  readonly kind: 'enum';
  readonly values: readonly T[];
}
/**
 * A word the URL offers from a list (a brand, a posting form), spelled as listed; the backend
 * accepts any text up to `max` (a listing may name a brand the list lacks).
 */
export interface ListedValue {
  readonly kind: 'listed';
  readonly values: readonly string[];
  readonly max: number;
  readonly caseInsensitive: boolean;
}
export type ValueSpec = NumberValue | TextValue | CodeValue | EnumValue | ListedValue;

/** The value a spec stands for. */
export type ValueOf<S extends ValueSpec> =
  S extends CodeValue<infer T> ? T : S extends EnumValue<infer T> ? T : S extends NumberValue ? number : string;

/**
 * Where a field belongs: the search itself (q, cat), a visitor's `filter` (what "Xoá bộ lọc"
 * clears; `facet` names the control, so a range counts once), the order, paging, or display only.
 */
type Role = 'search' | 'filter' | 'order' | 'paging' | 'display';

export interface FieldSpec {
  /** The URL's query parameter. */
  readonly url: string;
  /** list-article's key; none for what the backend never sees (view). */
  readonly wire?: string;
  readonly value: ValueSpec;
  readonly role: Role;
  /** The control a `filter` belongs to (price_min and price_max: 'price'). */
  readonly facet?: string;
  /** Only meaningful in these categories: dropped elsewhere, with the group's notice. */
  readonly only?: 'realEstate' | 'vehicle';
  /** Shown when the URL's value is not valid and is dropped. */
  readonly notice?: string;
  /** A category page filtered by this alone is still a landing page worth indexing (province). */
  readonly landing?: boolean;
}

const number = (min: number, max: number, int: boolean): NumberValue => ({ kind: 'number', min, max, int });
const text = (max: number, pattern?: RegExp): TextValue => ({ kind: 'text', max, pattern });
const code = <T extends number>(codes: readonly T[]): CodeValue<T> => ({ kind: 'code', codes });
const oneOf = <T extends string>(values: readonly T[]): EnumValue<T> => ({ kind: 'enum', values });
const listed = (values: readonly string[], max: number, caseInsensitive: boolean): ListedValue => ({ kind: 'listed', values, max, caseInsensitive });

export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;
const VIEWS = ['grid', 'list'] as const;

/** The fields, in the URL's one canonical order. */
export const BROWSE_FIELDS = {
  q: { url: 'q', wire: 'q', value: text(LIST_BOUNDS.query), role: 'search' },
  cat: { url: 'cat', wire: 'cat', value: text(60, LIST_PATTERNS.categorySlug), role: 'search', notice: 'Danh mục không hợp lệ nên đã được bỏ qua.' },
  province: {
    url: 'province',
    wire: 'province_2025',
    value: text(2, LIST_PATTERNS.province),
    role: 'filter',
    facet: 'province',
    landing: true,
    notice: 'Tỉnh/thành không hợp lệ nên đã được bỏ qua.',
  },
  ward: { url: 'ward', wire: 'ward_2025', value: text(5, LIST_PATTERNS.ward), role: 'filter', facet: 'ward', notice: 'Phường/xã không hợp lệ nên đã được bỏ qua.' },
  priceMin: {
    url: 'price_min',
    wire: 'price_min',
    value: number(0, LIST_BOUNDS.price, false),
    role: 'filter',
    facet: 'price',
    notice: 'Giá tối thiểu không hợp lệ nên đã được bỏ qua.',
  },
  priceMax: {
    url: 'price_max',
    wire: 'price_max',
    value: number(0, LIST_BOUNDS.price, false),
    role: 'filter',
    facet: 'price',
    notice: 'Giá tối đa không hợp lệ nên đã được bỏ qua.',
  },
  areaMin: {
    url: 'area_min',
    wire: 'area_min',
    value: number(0, LIST_BOUNDS.area, false),
    role: 'filter',
    facet: 'area',
    only: 'realEstate',
    notice: 'Diện tích tối thiểu không hợp lệ nên đã được bỏ qua.',
  },
  areaMax: {
    url: 'area_max',
    wire: 'area_max',
    value: number(0, LIST_BOUNDS.area, false),
    role: 'filter',
    facet: 'area',
    only: 'realEstate',
    notice: 'Diện tích tối đa không hợp lệ nên đã được bỏ qua.',
  },
  bedrooms: {
    url: 'bedrooms',
    wire: 'bedrooms',
    value: number(1, LIST_BOUNDS.bedrooms, true),
    role: 'filter',
    facet: 'bedrooms',
    only: 'realEstate',
    notice: 'Số phòng ngủ không hợp lệ nên đã được bỏ qua.',
  },
  brand: {
    url: 'brand',
    wire: 'brand',
    value: listed(VEHICLE_BRANDS, VEHICLE_LIMITS.brand, true),
    role: 'filter',
    facet: 'brand',
    only: 'vehicle',
    notice: 'Hãng xe không có trong danh sách nên đã được bỏ qua.',
  },
  yearMin: {
    url: 'year_min',
    wire: 'year_min',
    value: number(VEHICLE_LIMITS.yearMin, VEHICLE_LIMITS.yearMax, true),
    role: 'filter',
    facet: 'yearMin',
    only: 'vehicle',
    notice: 'Năm sản xuất không hợp lệ nên đã được bỏ qua.',
  },
  kmMax: {
    url: 'km_max',
    wire: 'km_max',
    value: number(0, VEHICLE_LIMITS.kmMax, true),
    role: 'filter',
    facet: 'kmMax',
    only: 'vehicle',
    notice: 'Số km không hợp lệ nên đã được bỏ qua.',
  },
  fuel: { url: 'fuel', wire: 'fuel', value: code(FUEL_CODES), role: 'filter', facet: 'fuel', only: 'vehicle', notice: 'Nhiên liệu không hợp lệ nên đã được bỏ qua.' },
  gearbox: { url: 'gearbox', wire: 'gearbox', value: code(GEARBOX_CODES), role: 'filter', facet: 'gearbox', only: 'vehicle', notice: 'Hộp số không hợp lệ nên đã được bỏ qua.' },
  form: {
    url: 'form',
    wire: 'posting_form',
    value: listed(ALL_POSTING_FORMS, LIST_BOUNDS.form, false),
    role: 'filter',
    facet: 'form',
    notice: 'Loại tin không hợp lệ nên đã được bỏ qua.',
  },
  sort: { url: 'sort', wire: 'sort', value: oneOf<BrowseSort>(ARTICLE_SORTS), role: 'order', notice: 'Cách sắp xếp không hợp lệ nên đang dùng cách sắp xếp mặc định.' },
  page: { url: 'page', wire: 'page', value: number(1, LIST_BOUNDS.page, true), role: 'paging', notice: 'Số trang không hợp lệ nên đang hiển thị trang 1.' },
  cursor: {
    url: 'cursor',
    wire: 'cursor',
    value: text(LIST_BOUNDS.cursor, CURSOR_PATTERN),
    role: 'paging',
    notice: 'Liên kết trang không hợp lệ hoặc đã cũ nên đang hiển thị lại từ trang này.',
  },
  view: { url: 'view', value: oneOf(VIEWS), role: 'display' },
} as const satisfies Record<string, FieldSpec>;

type Fields = typeof BROWSE_FIELDS;
export type BrowseFieldName = keyof Fields;
export const BROWSE_FIELD_NAMES = Object.keys(BROWSE_FIELDS) as BrowseFieldName[];

/** A category page's or /search's filters: every field optional but the page. */
export type BrowseFilters = { readonly [K in Exclude<BrowseFieldName, 'page'>]?: ValueOf<Fields[K]['value']> | undefined } & { readonly page: number };
export type BrowseView = (typeof VIEWS)[number];

/** The fields list-article filters by (the search and a visitor's filters; not order, paging or view). */
export type FilterFieldName = { [K in BrowseFieldName]: Fields[K]['role'] extends 'search' | 'filter' ? K : never }[BrowseFieldName];
export const FILTER_FIELD_NAMES = BROWSE_FIELD_NAMES.filter((name): name is FilterFieldName => {
  const { role } = BROWSE_FIELDS[name];
  return role === 'search' || role === 'filter';
});

/** list-article's filters, by its own keys (price_min, province_2025, posting_form, …). */
export type ArticleFilters = { readonly [K in FilterFieldName as Fields[K]['wire']]?: ValueOf<Fields[K]['value']> | undefined };

/** The list-article filters of browse filters: one mapping for the search page and the alerts. */
export function toArticleFilters(filters: Omit<BrowseFilters, 'page'>): ArticleFilters {
  // Empty search words mean no search.
  return Object.fromEntries(FILTER_FIELD_NAMES.map((name) => [BROWSE_FIELDS[name].wire, filters[name] === '' ? undefined : filters[name]])) as ArticleFilters;
}

/** The visitor's filters (what "Xoá bộ lọc" clears): every field of role `filter`. */
export const VISITOR_FILTER_NAMES = BROWSE_FIELD_NAMES.filter((name) => BROWSE_FIELDS[name].role === 'filter');

/** The fields of a category-only group (vehicle, real estate): what leaving the category drops. */
export const groupFieldNames = (group: 'realEstate' | 'vehicle'): BrowseFieldName[] =>
  BROWSE_FIELD_NAMES.filter((name) => (BROWSE_FIELDS[name] as FieldSpec).only === group);

/** A field's value written in a URL or a form body. */
export const valueText = (value: string | number): string => String(value);

/**
 * A URL's text for a field → its value, or undefined when it is not valid. Numbers are read the
 * way `valueText` writes them (digits, a decimal part, a small number's exponent), so what the
 * renderer writes the reader reads back exactly.
 */
export function readValue<S extends ValueSpec>(spec: S, raw: string): ValueOf<S> | undefined;
export function readValue(spec: ValueSpec, raw: string): string | number | undefined {
  switch (spec.kind) {
    case 'number': {
      const pattern = spec.int ? new RegExp(`^\\d{1,${String(spec.max).length}}$`) : /^\d+(\.\d+)?(e-\d+)?$/;
      if (!pattern.test(raw)) return undefined;
      const value = Number(raw);
      return value >= spec.min && value <= spec.max ? value : undefined;
    }
    case 'text':
      return raw.length <= spec.max && (spec.pattern === undefined || spec.pattern.test(raw)) ? raw : undefined;
    case 'code':
      return spec.codes.find((candidate) => String(candidate) === raw);
    case 'enum':
      return spec.values.find((candidate) => candidate === raw);
    case 'listed': {
      const wanted = spec.caseInsensitive ? raw.toLowerCase() : raw;
      return spec.values.find((candidate) => (spec.caseInsensitive ? candidate.toLowerCase() : candidate) === wanted);
    }
  }
}
