/**
 * "Tin nhắn" notifications (issue #18): a message its receiver has not read a little while after it
 * arrived — the chat page was not open or not visible, since an open, visible page marks what it
 * shows as read at once — raises one notification in the receiver's list (tab "messages"), one per
 * unread streak, not one per message. Reading the conversation marks its notification read.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, conversations, members, notifications } from '../db/schema';

/** How long a message stays unread before its receiver is notified. */
export const UNREAD_QUIET_MS = 15_000;
const LOOKBACK_MS = 86_400_000;
const BATCH = 500;

export const conversationLink = (conversationId: number) => `/user/tin-nhan/${conversationId}`;

function preview(body: string, photos: readonly string[]): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return photos.length > 0 ? `Đã gửi ${photos.length} ảnh.` : '';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** One pass: notifies every receiver of a quiet, unread, not yet notified streak; returns how many. */
export async function notifyUnreadMessages(db: Database, now = new Date()): Promise<number> {
  const buyerReceives = sql`${chatMessages.senderId} = ${conversations.sellerId}`;
  const unreadByBuyer = sql`${buyerReceives} and ${conversations.buyerReadId} < ${conversations.lastMessageId} and ${conversations.buyerNotifiedId} <= ${conversations.buyerReadId}`;
  const unreadBySeller = sql`not (${buyerReceives}) and ${conversations.sellerReadId} < ${conversations.lastMessageId} and ${conversations.sellerNotifiedId} <= ${conversations.sellerReadId}`;
  const due = await db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      lastMessageId: conversations.lastMessageId,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      photos: chatMessages.photos,
      senderName: members.fullName,
    })
    .from(conversations)
    .innerJoin(chatMessages, eq(chatMessages.id, conversations.lastMessageId))
    .innerJoin(members, eq(members.id, chatMessages.senderId))
    .where(
      and(
        lt(conversations.lastMessageAt, new Date(now.getTime() - UNREAD_QUIET_MS)),
        gt(conversations.lastMessageAt, new Date(now.getTime() - LOOKBACK_MS)),
        sql`((${unreadByBuyer}) or (${unreadBySeller}))`,
      ),
    )
    .limit(BATCH);
  let notified = 0;
  for (const conversation of due) {
    const lastMessageId = conversation.lastMessageId ?? 0;
    const toBuyer = conversation.senderId === conversation.sellerId;
    const receiverId = toBuyer ? conversation.buyerId : conversation.sellerId;
    await db.transaction(async (tx) => {
      // Conditional, so two backends running the pass at once notify once.
      const claimed = toBuyer
        ? await tx
            .update(conversations)
            .set({ buyerNotifiedId: lastMessageId })
            .where(and(eq(conversations.id, conversation.id), sql`${conversations.buyerNotifiedId} <= ${conversations.buyerReadId}`, lt(conversations.buyerReadId, lastMessageId)))
            .returning({ id: conversations.id })
        : await tx
            .update(conversations)
            .set({ sellerNotifiedId: lastMessageId })
            .where(and(eq(conversations.id, conversation.id), sql`${conversations.sellerNotifiedId} <= ${conversations.sellerReadId}`, lt(conversations.sellerReadId, lastMessageId)))
            .returning({ id: conversations.id });
      if (claimed.length === 0) return;
      await tx.insert(notifications).values({
        memberId: receiverId,
        tab: 'messages',
        title: `Tin nhắn mới từ ${conversation.senderName}`,
        body: preview(conversation.body, conversation.photos),
        link: conversationLink(conversation.id),
      });
      notified += 1;
    });
  }
  return notified;
}

/** The conversation's "Tin nhắn" notifications are read once the conversation is. */
export async function markChatNotificationsRead(db: Database, memberId: number, conversationId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ seen: 2 })
    .where(and(eq(notifications.memberId, memberId), eq(notifications.tab, 'messages'), eq(notifications.link, conversationLink(conversationId)), eq(notifications.seen, 1)));
}
