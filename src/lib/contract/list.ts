/**
 * The list host (spec §7 "Listings"): categories, listings, news, packages, point packs, price list.
 */
import { Schema } from 'effect';
import { Envelope, EpochSeconds } from './common';

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
} as const;

export const ListArticleRequest = Schema.Struct({
  type: Schema.Literal(1, 2, 3, 4),
  page: Schema.Number.pipe(Schema.int(), Schema.between(1, 1000)),
  num: Schema.Number.pipe(Schema.int(), Schema.between(1, 40)),
});
export type ListArticleRequest = typeof ListArticleRequest.Type;

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
}) {}

export const ListArticleResponse = Envelope(
  Schema.Struct({
    data: Schema.Array(Article),
    page: Schema.Number,
    num: Schema.Number,
    has_more: Schema.Boolean,
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

export const ListPriceResponse = Envelope(
  Schema.Struct({
    'rao-vat': Schema.Array(PriceItem),
    'add-on': Schema.Array(PriceItem),
    'tto-display': Schema.Array(PriceItem),
    media: Schema.Array(PriceItem),
    other: Schema.Array(PriceItem),
    'day-tin-rao-vat': Schema.Array(PriceItem),
  }),
);
