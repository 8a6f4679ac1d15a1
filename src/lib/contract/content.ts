/**
 * The back-end API's content calls (spec §7 "Listings": post-detail) and the comment host's list
 * (spec §7 "Comments and callbacks"). The spec names the calls but not their answers; the shapes
 * below are ours and docs/upstream-contract.md ("Content host: post-detail") describes them.
 */
import { Schema } from 'effect';
import { LISTING_STATUS_CODES } from '~/machines/listing-statuses';
import { Article } from './list';
import { APP_ID } from '../posting-rules';
import { Envelope, EpochSeconds, RowId, WireInt } from './common';

/**
 * The comment list's bounds and the spec's app id (§9), plain so the app's routers and forms read
 * them without a schema library.
 */
export const COMMENT_BOUNDS = {
  /** The spec's app id; the only one the comment host answers. */
  app: APP_ID,
  /** Comments per page: the spec's default and the most a page may ask for. */
  perPage: 5,
  perPageMax: 20,
  page: 1000,
  /** Characters of a category slug, accepted for the spec's call shape. */
  cat: 60,
  /** Characters a comment body may carry on the wire; the spec's own limit is checked with its message. */
  content: 5000,
} as const;

/** post-detail's query: the listing, and `for=edit` for its owner's edit mode (posting's EditDetailResponse). */
export const PostDetailRequest = Schema.Struct({
  post_id: RowId,
  for: Schema.optional(Schema.Literal('edit')),
});

/** contact-phone, count-view, canonical-path and callback-request/check-existed: one listing. */
export const PostIdRequest = Schema.Struct({ post_id: RowId });

/** One stored file of a listing, as the media host serves it (`path` goes after `/media/{width}/`). */
export class MediaFile extends Schema.Class<MediaFile>('Content/MediaFile')({
  id: Schema.Number,
  path: Schema.String,
  mime_type: Schema.String,
  width: Schema.NullOr(Schema.Number),
  height: Schema.NullOr(Schema.Number),
  bytes: Schema.Number,
  /** The uploader's file name (documents show it). */
  name: Schema.NullOr(Schema.String),
}) {}

const Place = Schema.Struct({ code: Schema.String, name: Schema.String });

/**
 * Where the listing is: administrative units of today (2025: province and ward, GSO codes and names
 * with their type; `district` is always null since then), street, map point. `former_stage` is the
 * address a listing posted with the old codes had, when it reads differently (docs/upstream-contract.md).
 */
export const DetailLocation = Schema.Struct({
  stage: Schema.String,
  former_stage: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  street: Schema.NullOr(Schema.String),
  province: Schema.NullOr(Place),
  district: Schema.NullOr(Place),
  ward: Schema.NullOr(Place),
  lat: Schema.NullOr(Schema.Number),
  lng: Schema.NullOr(Schema.Number),
});

export const ListingStatus = Schema.Literal(...LISTING_STATUS_CODES);

/**
 * post-detail `data`: every Article field (with a richer `location`) plus the detail page's own.
 * The contact phone is deliberately absent: it is revealed one listing at a time by contact-phone.
 */
export class PostDetail extends Schema.Class<PostDetail>('Content/PostDetail')({
  ...Article.fields,
  location: DetailLocation,
  /** 2 real estate, 1 general goods (spec §1). */
  listing_type: Schema.Literal(1, 2),
  /** Status code of spec §4; `state` says whether the listing is live. */
  status: ListingStatus,
  /** Last day the listing is live (spec §9: start + days − 1); null when never posted. */
  ends_at: Schema.NullOr(EpochSeconds),
  view_count: Schema.Number,
  /** The seller offers "Mua an toàn" for it (issue #38; ours, not in spec §7): absent reads as not offered. */
  safe_purchase: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** Ordered by position; each list may be empty. */
  media: Schema.Struct({
    images: Schema.Array(MediaFile),
    videos: Schema.Array(MediaFile),
    documents: Schema.Array(MediaFile),
    panoramas: Schema.Array(MediaFile),
  }),
  seller: Schema.Struct({
    id: Schema.Number,
    full_name: Schema.String,
    /** Media path of the avatar, or null for the default one. */
    avatar: Schema.NullOr(Schema.String),
    member_since: EpochSeconds,
    /** The seller's live listings, this one included when live. */
    active_listings: Schema.Number,
  }),
  /** Trail from the category down to the district, for breadcrumbs: the app turns them into links. */
  breadcrumbs: Schema.Array(
    Schema.Struct({
      kind: Schema.Literal('category', 'province', 'ward', 'district'),
      /** Category slug or location code. */
      key: Schema.String,
      name: Schema.String,
    }),
  ),
}) {}

export const PostDetailResponse = Envelope(PostDetail);

/** contact-phone `data`: the phone of one live listing's contact. */
export const ContactPhoneResponse = Envelope(
  Schema.Struct({ post_id: Schema.Number, contact_name: Schema.String, phone: Schema.String }),
);

/** count-view `data`: whether this visit counted (one per visitor and listing every ten minutes). */
export const CountViewResponse = Envelope(Schema.Struct({ counted: Schema.Boolean }));

/** canonical-path `data`: the public path of a published listing. */
export const CanonicalPathResponse = Envelope(Schema.Struct({ post_id: Schema.Number, path: Schema.String }));

/** GET /api/comment's query (spec §7): `obj` alone decides; `cat` is the spec's call shape. */
export const CommentListRequest = Schema.Struct({
  obj: RowId,
  cat: Schema.optional(Schema.String.pipe(Schema.maxLength(COMMENT_BOUNDS.cat))),
  app: Schema.optionalWith(WireInt.pipe(Schema.compose(Schema.Literal(COMMENT_BOUNDS.app))), { default: () => COMMENT_BOUNDS.app }),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, COMMENT_BOUNDS.page)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, COMMENT_BOUNDS.perPageMax)), { default: () => COMMENT_BOUNDS.perPage }),
});

export class Comment extends Schema.Class<Comment>('Comment/Comment')({
  id: Schema.Number,
  content: Schema.String,
  created_at: EpochSeconds,
  user: Schema.Struct({ id: Schema.Number, full_name: Schema.String, avatar: Schema.NullOr(Schema.String) }),
}) {}

/** GET /api/comment: one page of a listing's visible comments, newest first. */
export const CommentListResponse = Envelope(
  Schema.Struct({
    data: Schema.Array(Comment),
    page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number,
  }),
);

/**
 * POST /api/comment/send's payload (docs/upstream-contract.md "Comments and callback requests"),
 * beside the caller's `member_id`. `post_id` is read as `obj` when `obj` is absent. The content's
 * length and emptiness are checked by the backend with the spec's message, not here.
 */
export const CommentSendRequest = Schema.Struct({
  obj: RowId,
  content: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(COMMENT_BOUNDS.content)), { default: () => '' }),
});

export const CommentSendResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ id: Schema.Number }) });

export const CallbackExistedResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ existed: Schema.Boolean }) });

export const CALLBACK_BOUNDS = { name: 200, phone: 30, note: 1000 } as const;

/** POST /api/content/callback-request/save's payload, beside `member_id`; the phone is checked with the spec's message. */
export const CallbackSaveRequest = Schema.Struct({
  post_id: RowId,
  name: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(CALLBACK_BOUNDS.name)), { default: () => '' }),
  phone: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(CALLBACK_BOUNDS.phone)), { default: () => '' }),
  note: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(CALLBACK_BOUNDS.note)), { default: () => '' }),
});

/** Spec §8: "callback save fails when data.success is false". */
export const CallbackSaveResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({
    success: Schema.Boolean,
    id: Schema.optional(Schema.Number),
    message: Schema.optional(Schema.String),
    field: Schema.optional(Schema.String),
  }),
});
