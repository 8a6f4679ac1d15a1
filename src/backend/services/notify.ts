/**
 * Notifications created by real events (listing decisions, payments, vouchers, comments…). Call it
 * with the transaction that records the event, so a notification exists exactly when the event does.
 */
import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationTab = (typeof notifications.$inferInsert)['tab'];

export interface NotificationInput {
  readonly memberId: number;
  readonly tab: NotificationTab;
  readonly title: string;
  readonly body: string;
  /** A path on the app the notification opens. */
  readonly link?: string;
}

export async function notify(db: Database, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ memberId: input.memberId, tab: input.tab, title: input.title, body: input.body, link: input.link ?? null });
}
