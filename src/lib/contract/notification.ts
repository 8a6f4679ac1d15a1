/**
 * The notification host (spec §7 "GET /api/notification/count … data.total"; list and mark-read
 * are ours: docs/upstream-contract.md "Notification host").
 */
import { Schema } from 'effect';
import { EpochSeconds } from './common';

export const NOTIFICATION_TABS = ['general', 'promotion', 'wallet', 'news', 'activities', 'messages'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

export const UnreadCountResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ total: Schema.Number }) });

export class NotificationItem extends Schema.Class<NotificationItem>('Notification/Item')({
  id: Schema.Number,
  tab: Schema.Literal(...NOTIFICATION_TABS),
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
