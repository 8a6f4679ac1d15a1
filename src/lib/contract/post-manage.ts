/**
 * Post management and moderation on the wire (spec §7 list-user, delete, push, upgrade, take-down,
 * re-post; the rest is ours: docs/upstream-contract.md "Listing lifecycle: post management" and
 * "Moderation").
 */
import { ParseResult, Schema } from 'effect';
import { LISTING_STATUS_CODES } from '~/machines/listing-statuses';
import { AppId, EpochSeconds, RowId, WireInt } from './common';
import { VehicleWire } from './list';
import { POST_TABS, type PostTab } from './post-manage-vocabulary';

export * from './post-manage-vocabulary';


const StatusCode = Schema.Literal(...LISTING_STATUS_CODES);

/** list-user's `status` may be a status code standing for its tab (spec §4). */
const TAB_OF_STATUS = { 10: 'wait_view', 20: 'posted', 30: 'take_down', 40: 'reject', 50: 'send_back', 60: 'draft', 70: 'wait_view', 80: 'verified' } as const satisfies Record<typeof StatusCode.Type, PostTab>;
const TabFromStatusCode = Schema.transformOrFail(WireInt.pipe(Schema.compose(StatusCode)), Schema.Literal(...POST_TABS), {
  strict: true,
  decode: (code) => ParseResult.succeed(TAB_OF_STATUS[code]),
  // The app always sends a tab by its name (the union's first member); a code is only ever read.
  encode: (tab, _options, ast) => ParseResult.fail(new ParseResult.Forbidden(ast, tab, 'a tab is sent by its name')),
});

export const LIST_USER_BOUNDS = { page: 1000, perPage: 50 } as const;

/** list-user: one tab of the member's listings. `id` is the member's own id (checked against the token). */
export const ListUserRequest = Schema.Struct({
  id: Schema.optional(RowId),
  status: Schema.optionalWith(Schema.Union(Schema.Literal(...POST_TABS), TabFromStatusCode), { default: () => 'all' as const }),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, LIST_USER_BOUNDS.page)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, LIST_USER_BOUNDS.perPage)), { default: () => 10 }),
  sort: Schema.optionalWith(Schema.Literal('asc', 'desc'), { default: () => 'desc' as const }),
});

export const ActionQuoteRequest = Schema.Struct({ post_id: RowId });

/** A member's action on one listing (delete, push, take-down, re-post, submit, resubmit, request verification). */
export const ListingActionRequest = Schema.Struct({
  post_id: RowId,
  user_id: Schema.optional(RowId),
  app_id: Schema.optional(AppId),
});

/** delete also says the status it asks for (spec §7): the deleted one. */
export const DeleteListingRequest = Schema.Struct({
  ...ListingActionRequest.fields,
  status: Schema.optional(WireInt.pipe(Schema.compose(Schema.Literal(40)))),
});

/** upgrade: the tier asked for (2 vip, 3 super vip, 4 home page), paid in points. */
export const UpgradeListingRequest = Schema.Struct({
  ...ListingActionRequest.fields,
  post_type: WireInt.pipe(Schema.compose(Schema.Literal(2, 3, 4))),
  type: Schema.optional(Schema.String.pipe(Schema.maxLength(20))),
  payment_by: Schema.optionalWith(Schema.Literal('point'), { default: () => 'point' as const }),
});

export const QUEUE_WAITING = ['1d', '3d', '7d'] as const;
export const QUEUE_SORTS = ['oldest', 'newest'] as const;
const Trimmed = (max: number) => Schema.Trim.pipe(Schema.maxLength(max));

/**
 * The moderation queue's search (docs/upstream-contract.md "Moderation"): a listing id or title
 * words, the poster's or contact phone, a category, how long it has waited, the order. The app's
 * moderation router takes the same schema as its input.
 */
export const ModerationQueueRequest = Schema.Struct({
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, 1000)), { default: () => 1 }),
  q: Schema.optional(Trimmed(100)),
  phone: Schema.optional(Trimmed(20)),
  category: Schema.optional(Trimmed(80).pipe(Schema.pattern(/^[a-z0-9-]*$/))),
  waiting: Schema.optional(Schema.Literal(...QUEUE_WAITING)),
  sort: Schema.optionalWith(Schema.Literal(...QUEUE_SORTS), { default: () => 'oldest' as const }),
});
export type ModerationQueueRequest = typeof ModerationQueueRequest.Type;
const Notes = Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.String }));
const Category = Schema.Struct({ id: Schema.Number, slug: Schema.String, name: Schema.String });

export const StatusChange = Schema.Struct({
  event: Schema.String,
  actor_role: Schema.Literal('member', 'moderator', 'system'),
  from_status: Schema.NullOr(Schema.Number),
  to_status: Schema.Number,
  reason: Schema.NullOr(Schema.String),
  notes: Notes,
  at: EpochSeconds,
});

export class UserPost extends Schema.Class<UserPost>('PostManage/UserPost')({
  post_id: Schema.Number,
  title: Schema.String,
  object_slug: Schema.String,
  category: Category,
  thumb: Schema.NullOr(Schema.Struct({ path: Schema.String })),
  status: StatusCode,
  expired: Schema.Boolean,
  listing_type: Schema.Number,
  post_type: Schema.Number,
  on_home_page: Schema.Boolean,
  verified: Schema.Boolean,
  price: Schema.NullOr(Schema.Number),
  price_unit: Schema.Number,
  transaction_type: Schema.Number,
  location: Schema.Struct({ stage: Schema.String }),
  created_at: EpochSeconds,
  object_date: EpochSeconds,
  pushed_at: EpochSeconds,
  ends_at: Schema.NullOr(EpochSeconds),
  duration_days: Schema.Number,
  view_count: Schema.Number,
  /** The seller offers "Mua an toàn" for it (issue #38; ours, not in spec §7): absent reads as not offered. */
  safe_purchase: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  reject_reason: Schema.NullOr(Schema.String),
  send_back_notes: Notes,
  draft_step: Schema.NullOr(Schema.String),
  last_change: Schema.NullOr(StatusChange),
}) {}

export const ListUserResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({
    data: Schema.Array(UserPost),
    page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number,
    counts: Schema.Record({ key: Schema.String, value: Schema.Number }),
  }),
});

export const ActionQuoteResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({
    post_id: Schema.Number,
    category: Schema.Struct({ name: Schema.String, slug: Schema.String }),
    level: Schema.Literal(1, 2, 3, 4),
    level_label: Schema.String,
    balance: Schema.Number,
    rank_now: Schema.Number,
    push: Schema.Struct({ cost: Schema.Number, rank_after: Schema.Number }),
    upgrades: Schema.Array(Schema.Struct({ level: Schema.Literal(2, 3, 4), label: Schema.String, cost: Schema.Number, rank_after: Schema.Number })),
  }),
});

export const ListingActionResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ post_id: Schema.Number, status: StatusCode }),
});

export class QueueItem extends Schema.Class<QueueItem>('Moderation/QueueItem')({
  post_id: Schema.Number,
  status: StatusCode,
  title: Schema.String,
  object_slug: Schema.String,
  description: Schema.String,
  category: Category,
  owner: Schema.Struct({ id: Schema.Number, full_name: Schema.String, phone: Schema.String }),
  listing_type: Schema.Number,
  post_type: Schema.Number,
  on_home_page: Schema.Boolean,
  posting_form: Schema.String,
  price: Schema.NullOr(Schema.Number),
  price_unit: Schema.Number,
  transaction_type: Schema.Number,
  area: Schema.NullOr(Schema.Number),
  bedrooms: Schema.NullOr(Schema.Number),
  bathrooms: Schema.NullOr(Schema.Number),
  /** The same facts the detail page shows; null for listings that are not vehicles or say nothing of it. */
  vehicle: Schema.optionalWith(Schema.NullOr(VehicleWire), { default: () => null }),
  location: Schema.Struct({ stage: Schema.String, street: Schema.NullOr(Schema.String), latitude: Schema.NullOr(Schema.Number), longitude: Schema.NullOr(Schema.Number) }),
  contact_info: Schema.Struct({ contact_name: Schema.String, contact_phone: Schema.String }),
  duration_days: Schema.Number,
  submitted_at: EpochSeconds,
  created_at: EpochSeconds,
  send_back_notes: Notes,
  media: Schema.Array(Schema.Struct({ kind: Schema.Literal('image', 'document', 'video', 'panorama'), path: Schema.String, width: Schema.NullOr(Schema.Number), height: Schema.NullOr(Schema.Number), mime_type: Schema.String })),
  history: Schema.Array(StatusChange),
}) {}

export const ModerationQueueResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({
    page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number,
    /** Set when the search is the id of a listing that exists but is not waiting: says its state. */
    notice: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
    data: Schema.Array(QueueItem),
  }),
});
