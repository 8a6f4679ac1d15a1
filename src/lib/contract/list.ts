/**
 * The list host (spec §7 "Listings"): categories, listings, news, packages, point packs, price list.
 */
import { Schema } from 'effect';
import { BROWSE_FIELDS, FILTER_FIELD_NAMES, type CodeValue, type FilterFieldName, type NumberValue, type ValueOf, type ValueSpec } from '../browse-filter';
import { FUEL_CODES, GEARBOX_CODES } from '../vehicle';
import { Envelope, EpochSeconds, RowId, WireInt, WireNumber } from './common';
import { ARTICLE_SORTS, LIST_BOUNDS, LIST_PATTERNS } from './list-vocabulary';

export class Category extends Schema.Class<Category>('List/Category')({
  id: Schema.Number,
  slug: Schema.String,
  name: Schema.String,
}) {}

export const ListTermResponse = Envelope(Schema.Array(Category));

/** list-article `type`: which block of listings is asked for (spec: "not shown" beyond 3). */
export const ArticleListType = {
  /** Home-page tier listings, for the vedette carousel. */
  vedette: 1,
  /** vip and super vip listings, best ranked first. */
  hot: 2,
  /** Every active listing, newest ranking first: the 404 page's "other listings". */
  newest: 3,
  /** The hidden nhu-yeu-pham category (necessary items). */
  necessities: 4,
  /** Browse and search: every live listing matching the filters below (category pages, /search, profiles, similar listings). */
  browse: 5,
} as const;

export const ArticleSort = Schema.Literal(...ARTICLE_SORTS);
export type ArticleSort = typeof ArticleSort.Type;

const Code = (pattern: RegExp) => Schema.String.pipe(Schema.pattern(pattern));

/** How a browse field travels: numbers and codes as JSON numbers or form-body text, the rest as text. */
type WireEncoded<S extends ValueSpec> = S extends NumberValue | CodeValue ? number | string : string;
type WireSchema<S extends ValueSpec> = Schema.Schema<ValueOf<S>, WireEncoded<S>>;

/** A browse field's wire schema, from its row in src/lib/browse-filter.ts (its bounds are the URL's and the router's). */
function wireSchema(spec: ValueSpec): Schema.Schema<number, number | string> | Schema.Schema<string> {
  switch (spec.kind) {
    case 'number':
      return spec.int ? WireInt.pipe(Schema.between(spec.min, spec.max)) : WireNumber.pipe(Schema.finite(), Schema.between(spec.min, spec.max));
    case 'text': {
      const text = Schema.String.pipe(Schema.maxLength(spec.max));
      return spec.pattern === undefined ? text : text.pipe(Schema.pattern(spec.pattern));
    }
    case 'code':
      return WireInt.pipe(Schema.compose(Schema.Literal(...spec.codes)));
    case 'enum':
      return Schema.Literal(...spec.values);
    case 'listed':
      return Schema.String.pipe(Schema.maxLength(spec.max));
  }
}

type Fields = typeof BROWSE_FIELDS;
/** list-article's filters, one optional field per browse filter, keyed by its wire name (price_min, province_2025, posting_form, …). */
export const ListArticleFilterFields = Object.fromEntries(
  FILTER_FIELD_NAMES.map((name) => [BROWSE_FIELDS[name].wire, Schema.optional(wireSchema(BROWSE_FIELDS[name].value))]),
) as { [K in FilterFieldName as Fields[K]['wire']]: Schema.optional<WireSchema<Fields[K]['value']>> };

/**
 * list-article request. `type`, `page`, `num` are the spec's; the optional filters are ours
 * (docs/upstream-contract.md): they apply to every type and are what type 5 (browse) is for.
 */
export const ListArticleRequest = Schema.Struct({
  type: WireInt.pipe(Schema.compose(Schema.Literal(1, 2, 3, 4, 5))),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, LIST_BOUNDS.page)), { default: () => 1 }),
  num: Schema.optionalWith(WireInt.pipe(Schema.between(1, LIST_BOUNDS.num)), { default: () => 10 }),
  /** The old province (2 digits) and district (3 digits); not with the 2025 units (province_2025, ward_2025). */
  province: Schema.optional(Code(LIST_PATTERNS.province)),
  district: Schema.optional(Code(LIST_PATTERNS.district)),
  /**
   * The browse filters (src/lib/browse-filter.ts): cat, q (matched diacritic- and case-insensitively),
   * province_2025 and ward_2025, price_min/price_max (đồng; listings without a price are excluded
   * when either is set), area_min/area_max (m²) and bedrooms for real estate, brand, year_min,
   * km_max, fuel and gearbox for vehicles, posting_form ('Cần bán', 'Cho thuê').
   */
  ...ListArticleFilterFields,
  /** Only this seller's listings (public profile). */
  member: Schema.optional(RowId),
  /** Leave this listing out (similar listings). */
  exclude: Schema.optional(RowId),
  sort: Schema.optional(ArticleSort),
  /** Keyset cursor from a previous answer's next_cursor; when present, page is ignored. */
  cursor: Schema.optional(Schema.String.pipe(Schema.maxLength(LIST_BOUNDS.cursor))),
});
export type ListArticleRequest = typeof ListArticleRequest.Type;

/** A vehicle's facts ("Xe cộ"; codes and labels in src/lib/vehicle.ts). */
export const VehicleWire = Schema.Struct({
  brand: Schema.NullOr(Schema.String),
  model: Schema.NullOr(Schema.String),
  year: Schema.NullOr(Schema.Number),
  km: Schema.NullOr(Schema.Number),
  fuel: Schema.NullOr(Schema.Literal(...FUEL_CODES)),
  gearbox: Schema.NullOr(Schema.Literal(...GEARBOX_CODES)),
});

export class Article extends Schema.Class<Article>('List/Article')({
  id: Schema.Number,
  title: Schema.String,
  object_slug: Schema.String,
  object_date: EpochSeconds,
  description: Schema.String,
  terms: Schema.Array(Category),
  thumb: Schema.NullOr(Schema.Struct({ path: Schema.String })),
  location: Schema.Struct({ stage: Schema.String }),
  posting_form: Schema.String,
  add_ons: Schema.NullOr(
    Schema.Struct({ label: Schema.Struct({ name: Schema.NullOr(Schema.String), path: Schema.NullOr(Schema.String) }) }),
  ),
  is_video: Schema.Boolean,
  state: Schema.Literal('active', 'inactive'),
  verified: Schema.Boolean,
  contact_info: Schema.Struct({ contact_name: Schema.String }),
  user: Schema.Struct({ id: Schema.Number, full_name: Schema.String }),
  post_type: Schema.Literal(1, 2, 3),
  price: Schema.NullOr(Schema.Number),
  price_unit: Schema.Literal(1, 2, 3),
  price_info: Schema.Struct({ value: Schema.String, unit: Schema.String }),
  transaction_type: Schema.Literal(1, 2, 3),
  show_type: Schema.NullOr(
    Schema.Struct({
      information_product: Schema.Struct({
        dien_tich: Schema.NullOr(Schema.Number),
        so_phong_ngu: Schema.NullOr(Schema.Number),
        so_phong_ve_sinh: Schema.NullOr(Schema.Number),
      }),
    }),
  ),
  /** Null for listings that are not vehicles, or say nothing about the vehicle. */
  vehicle: Schema.optionalWith(Schema.NullOr(VehicleWire), { default: () => null }),
}) {}

/**
 * The place a search's words named (ours, issue #35): it filtered the listings, and the other
 * words were searched as text. `now` is where it lies today ('TP. Đà Nẵng' for Quảng Nam).
 */
export const SearchPlace = Schema.Struct({
  /** As the units' data writes it: 'Quảng Nam', 'Điện Bàn'. */
  name: Schema.String,
  /** A 2025 province or ward, or a province or district of before 2025-07-01. */
  kind: Schema.Literal('province', 'ward', 'old_province', 'old_district'),
  now: Schema.String,
  /** The 2025 province it lies in when that is one ('48' for Quảng Nam): where "see listings there" leads. */
  now_code: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.pattern(/^\d{2}$/))), { default: () => null }),
  /** The query's other words as typed, searched as text ('' when the query was the place alone). */
  text: Schema.String,
});
export type SearchPlace = typeof SearchPlace.Type;

export const ListArticleResponse = Envelope(
  Schema.Struct({
    data: Schema.Array(Article),
    page: Schema.Number,
    num: Schema.Number,
    has_more: Schema.Boolean,
    /** Cursor for the next page (keyset pagination), null on the last page. */
    next_cursor: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
    /** Matching listings, counted up to 1,000 only: beyond that `total_capped` is true ("1000+"). */
    total: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
    total_capped: Schema.optionalWith(Schema.Boolean, { default: () => false }),
    /**
     * How a search's words were matched (ours): `whole` words, or `part` when no listing had them
     * all whole and they were matched inside words instead; null without `q`.
     */
    word_match: Schema.optionalWith(Schema.NullOr(Schema.Literal('whole', 'part')), { default: () => null }),
    /** The place `q` named (ours, SearchPlace); null when it named none, and without `q`. */
    place: Schema.optionalWith(Schema.NullOr(SearchPlace), { default: () => null }),
    /**
     * Ours (issue #35): the query as searched when the words typed found nothing and a word no
     * listing has was corrected to a known one ('toyota' for 'toyta'); null otherwise.
     */
    corrected: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  }),
);

export class NewsItem extends Schema.Class<NewsItem>('List/NewsItem')({
  id: Schema.Number,
  title: Schema.String,
  summary: Schema.String,
  image: Schema.NullOr(Schema.String),
  link: Schema.String,
  published_at: EpochSeconds,
}) {}

/** list-tto's query: how many news items (ours; the spec sends none and gets 12). */
export const ListTtoRequest = Schema.Struct({
  num: Schema.optionalWith(WireInt.pipe(Schema.between(1, 50)), { default: () => 12 }),
});

export const ListTtoResponse = Envelope(Schema.Array(NewsItem));

export class PointPack extends Schema.Class<PointPack>('List/PointPack')({
  id: Schema.Number,
  name: Schema.String,
  price: Schema.Number,
  point: Schema.Number,
  point_bonus: Schema.Number,
  day_number: Schema.Number,
}) {}

export const ListPackagePointResponse = Envelope(Schema.Array(PointPack));

export class ServicePackage extends Schema.Class<ServicePackage>('List/ServicePackage')({
  id: Schema.Number,
  uuid: Schema.String,
  name: Schema.String,
  post_type: Schema.Literal(1, 2, 3),
  tto_page: Schema.Struct({ tto_home: Schema.Boolean, tto_detail: Schema.Boolean }),
  discount: Schema.Number,
  add_ons: Schema.Struct({ add_ons: Schema.Boolean, add_ons_price: Schema.Number }),
  day_number: Schema.Number,
  is_auto: Schema.Boolean,
  status: Schema.Number,
  post_quota: Schema.Number,
  price: Schema.Number,
  price_vnd: Schema.Number,
}) {}

export const ListAllPackageResponse = Envelope(Schema.Array(ServicePackage));

export class PriceItem extends Schema.Class<PriceItem>('List/PriceItem')({
  id: Schema.Number,
  other_id: Schema.NullOr(Schema.Number),
  name: Schema.String,
  label: Schema.NullOr(Schema.String),
  price: Schema.Number,
  option: Schema.NullOr(Schema.String),
  start_time: Schema.NullOr(EpochSeconds),
  end_time: Schema.NullOr(EpochSeconds),
  meta: Schema.Struct({ resource: Schema.NullOr(Schema.String) }),
}) {}

export const PRICE_GROUPS = ['rao-vat', 'add-on', 'tto-display', 'media', 'other', 'day-tin-rao-vat'] as const;
export type PriceGroup = (typeof PRICE_GROUPS)[number];

/** Every price group with nothing in it yet: a price list answers each group, an empty one as `[]`. */
export const emptyPriceGroups = <Item>(): Record<PriceGroup, Item[]> => ({
  'rao-vat': [],
  'add-on': [],
  'tto-display': [],
  media: [],
  other: [],
  'day-tin-rao-vat': [],
});

const PriceGroupItems = Schema.Array(PriceItem);

/** Every group of PRICE_GROUPS and no other: the backend answers each, an empty one as `[]`. */
const priceGroupFields = {
  'rao-vat': PriceGroupItems,
  'add-on': PriceGroupItems,
  'tto-display': PriceGroupItems,
  media: PriceGroupItems,
  other: PriceGroupItems,
  'day-tin-rao-vat': PriceGroupItems,
} satisfies Record<PriceGroup, typeof PriceGroupItems>;

/** GET /api/list/list-price (no query). */
export const ListPriceResponse = Envelope(Schema.Struct(priceGroupFields));
