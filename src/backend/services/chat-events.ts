/**
 * Each member's ordered chat events (issue #18), in the shape of the listing-change outbox
 * (services/listing-changes.ts): rows written in the transaction of the change, pg_notify on
 * commit with the members concerned, and a transaction-scoped advisory lock per member so that a
 * member's events commit in id order — a reader resuming after the last id it saw misses nothing
 * and gets nothing twice, whichever backend instance it reconnects to.
 */
import { and, asc, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { ChatEventWire } from '~/lib/contract/chat';
import type { Database } from '../db/client';
import { chatEvents } from '../db/schema';

export const CHAT_EVENTS_CHANNEL = 'chat_events';
/** The first key of the two-key advisory lock a writer takes per member (the second is the member id). */
const CHAT_LOCK_CLASS = 7_411_021;
/** "đang nhập…" is worth nothing after a minute; the rest is kept a week for reconnecting readers. */
const TYPING_KEPT_MS = 60 * 60_000;
const EVENTS_KEPT_MS = 7 * 86_400_000;

type EventBody = ChatEventWire extends infer Event ? (Event extends ChatEventWire ? Omit<Event, 'id'> : never) : never;

export interface ChatEventFor {
  readonly memberId: number;
  readonly event: EventBody;
}

/** Records events for their members inside the caller's transaction. */
export async function recordChatEvents(tx: Database, events: readonly ChatEventFor[]): Promise<void> {
  if (events.length === 0) return;
  const members = [...new Set(events.map((entry) => entry.memberId))].sort((a, b) => a - b);
  // In member order, so two writers for the same pair of members cannot deadlock.
  for (const memberId of members) await tx.execute(sql`select pg_advisory_xact_lock(${CHAT_LOCK_CLASS}, ${memberId})`);
  await tx.insert(chatEvents).values(
    events.map(({ memberId, event }) => {
      const { conversation_id: conversationId, kind, ...payload } = event;
      return { memberId, conversationId, kind, payload };
    }),
  );
  await tx.execute(sql`select pg_notify(${CHAT_EVENTS_CHANNEL}, ${members.join(',')})`);
}

/** A member's events after `afterId`, oldest first. */
export async function readChatEvents(db: Database, memberId: number, afterId: number, limit = 200): Promise<ChatEventWire[]> {
  const rows = await db
    .select()
    .from(chatEvents)
    .where(and(eq(chatEvents.memberId, memberId), gt(chatEvents.id, afterId)))
    .orderBy(asc(chatEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.payload, id: row.id, conversation_id: row.conversationId, kind: row.kind }) as ChatEventWire);
}

/** The id of a member's newest event (0: none), where a reader with nothing to catch up starts. */
export async function latestChatEvent(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ last: max(chatEvents.id) }).from(chatEvents).where(eq(chatEvents.memberId, memberId));
  return Number(row?.last ?? 0);
}

/** Typing events older than an hour and every event older than a week. */
export async function pruneChatEvents(db: Database, now = Date.now()): Promise<number> {
  const typing = await db
    .delete(chatEvents)
    .where(and(inArray(chatEvents.kind, ['typing']), lt(chatEvents.createdAt, new Date(now - TYPING_KEPT_MS))))
    .returning({ id: chatEvents.id });
  const old = await db
    .delete(chatEvents)
    .where(lt(chatEvents.createdAt, new Date(now - EVENTS_KEPT_MS)))
    .returning({ id: chatEvents.id });
  return typing.length + old.length;
}
