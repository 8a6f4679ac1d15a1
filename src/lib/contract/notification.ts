/**
 * The notification host (spec §7 "GET /api/notification/count … data.total"; list and mark-read
 * are ours: docs/upstream-contract.md "Notification host"). The `member_id` beside a request's
 * fields is checked against the bearer token's member (403) before the rest is decoded.
 */
import { Schema } from 'effect';
import { EpochSeconds, RowId, WireInt } from './common';
import { NOTIFICATION_TABS } from './notification-vocabulary';

export * from './notification-vocabulary';


/** The list's bounds, plain so the app's router derives its own without a schema library. */
export const NOTIFICATION_BOUNDS = { page: 500, perPage: 50 } as const;

const Tab = Schema.Literal(...NOTIFICATION_TABS);

/** GET /api/notification/list's query. */
export const NotificationListRequest = Schema.Struct({
  tab: Schema.optionalWith(Tab, { default: () => 'general' as const }),
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, NOTIFICATION_BOUNDS.page)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, NOTIFICATION_BOUNDS.perPage)), { default: () => 10 }),
});

/** POST /api/notification/read: one of the member's notifications (another's changes nothing). */
export const NotificationReadRequest = Schema.Struct({ id: RowId });

/** POST /api/notification/read-all: every notification, or one tab's. */
export const NotificationReadAllRequest = Schema.Struct({ tab: Schema.optional(Tab) });

export const UnreadCountResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ total: Schema.Number }) });

export class NotificationItem extends Schema.Class<NotificationItem>('Notification/Item')({
  id: Schema.Number,
  tab: Tab,
  title: Schema.String,
  body: Schema.String,
  link: Schema.NullOr(Schema.String),
  /** 1 unseen, 2 seen (spec §3). */
  seen: Schema.Literal(1, 2),
  created_at: EpochSeconds,
}) {}

export const NotificationListResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({
    data: Schema.Array(NotificationItem),
    page: Schema.Number,
    per_page: Schema.Number,
    total: Schema.Number,
    unread_by_tab: Schema.Record({ key: Schema.String, value: Schema.Number }),
  }),
});
