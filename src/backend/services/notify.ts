/**
 * Notifications: created by real events (listing decisions, payments, vouchers, comments…) with
 * `notify`, called with the transaction that records the event, so a notification exists exactly
 * when the event does; and the member's inbox (a page by tab, unread counts, marking seen).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { NOTIFICATION_TABS } from '~/lib/contract/notification';
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

const UNSEEN = 1;
const SEEN = 2;

/** The column is a number; the wire knows only unseen (1) and seen (2). */
const seenOf = (seen: number): typeof UNSEEN | typeof SEEN => (seen === SEEN ? SEEN : UNSEEN);

export async function unreadTotal(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.seen, UNSEEN)));
  return Number(row?.total ?? 0);
}

/** One page of a tab, newest first, with the tab's total and the unread count of every tab. */
export async function notificationPage(db: Database, memberId: number, tab: NotificationTab, page: number, perPage: number) {
  const where = and(eq(notifications.memberId, memberId), eq(notifications.tab, tab));
  const [rows, [totalRow], unreadRows] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(notifications).where(where),
    db
      .select({ tab: notifications.tab, total: count() })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.seen, UNSEEN)))
      .groupBy(notifications.tab),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      tab: row.tab,
      title: row.title,
      body: row.body,
      link: row.link,
      seen: seenOf(row.seen),
      created_at: Math.floor(row.createdAt.getTime() / 1000),
    })),
    page,
    per_page: perPage,
    total: Number(totalRow?.total ?? 0),
    unread_by_tab: Object.fromEntries(NOTIFICATION_TABS.map((name) => [name, Number(unreadRows.find((row) => row.tab === name)?.total ?? 0)])),
  };
}

/** Marks one of the member's notifications seen; another member's id changes nothing. */
export async function markSeen(db: Database, memberId: number, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ seen: SEEN })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)));
}

/** Marks the member's notifications seen: one tab's, or all. */
export async function markAllSeen(db: Database, memberId: number, tab?: NotificationTab): Promise<void> {
  const scope = tab ? and(eq(notifications.memberId, memberId), eq(notifications.tab, tab)) : eq(notifications.memberId, memberId);
  await db.update(notifications).set({ seen: SEEN }).where(scope);
}
