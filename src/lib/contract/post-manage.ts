/**
 * Post management and moderation on the wire (spec §7 list-user, delete, push, upgrade, take-down,
 * re-post; the rest is ours: docs/upstream-contract.md "Listing lifecycle: post management" and
 * "Moderation").
 */
import { Schema } from 'effect';
import { EpochSeconds } from './common';

export const POST_TABS = ['all', 'posted', 'wait_view', 'take_down', 'expired', 'draft', 'verified', 'send_back', 'reject'] as const;
export type PostTab = (typeof POST_TABS)[number];

const StatusCode = Schema.Literal(10, 20, 30, 40, 50, 60, 70, 80);
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
  data: Schema.Struct({ page: Schema.Number, per_page: Schema.Number, total: Schema.Number, data: Schema.Array(QueueItem) }),
});
