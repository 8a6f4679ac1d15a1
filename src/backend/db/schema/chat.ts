/** Chat between buyer and seller: conversations, messages, photos, blocks, reports and the event stream. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo } from './columns';
import { members } from './accounts';
import { listings } from './listings';

/**
 * Buyer–seller chat (issue #18): one conversation per (listing, buyer); the seller is the listing's
 * member when it started. Read and delivered marks are the last message id each side has read / had
 * delivered, so "unread" is a comparison of ids, not a row per message.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    buyerId: refersTo('buyer_id', () => members.id, 'cascade'),
    sellerId: refersTo('seller_id', () => members.id, 'cascade'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    buyerReadId: bigint('buyer_read_id', { mode: 'number' }).notNull().default(0),
    sellerReadId: bigint('seller_read_id', { mode: 'number' }).notNull().default(0),
    buyerDeliveredId: bigint('buyer_delivered_id', { mode: 'number' }).notNull().default(0),
    sellerDeliveredId: bigint('seller_delivered_id', { mode: 'number' }).notNull().default(0),
    /** The last message each side was sent a "Tin nhắn" notification for (one per unread streak). */
    buyerNotifiedId: bigint('buyer_notified_id', { mode: 'number' }).notNull().default(0),
    sellerNotifiedId: bigint('seller_notified_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_key').on(t.listingId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_last_message_idx').on(t.lastMessageAt),
    check('conversations_two_members_check', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/** A message: plain text (at most 1,000 characters) and up to five photos; `client_id` makes a resend a no-op. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: refersTo('conversation_id', () => conversations.id, 'cascade'),
    senderId: refersTo('sender_id', () => members.id, 'cascade'),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull().default(''),
    /** Media paths of the message's photos (chat/{year}/{month}/…jpg). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** What the receiver is gently warned about: a phone number, a bank account, an outside link. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientId), index('chat_messages_conversation_idx').on(t.conversationId, t.id.desc())],
);

/** Photos uploaded for a message not sent yet; sending claims them (message_id), the clean-up removes the rest. */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    path: text('path').primaryKey(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_photos_unclaimed_idx').on(t.createdAt).where(sql`${t.messageId} is null`)],
);

/** A member who no longer wants messages from another: nothing more goes either way. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: refersTo('blocker_id', () => members.id, 'cascade'),
    blockedId: refersTo('blocked_id', () => members.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);

/** A conversation reported to the moderators; the queue shows its last messages. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: refersTo('conversation_id', () => conversations.id, 'cascade'),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    reason: text('reason', { enum: ['scam', 'harassment', 'spam', 'other'] }).notNull(),
    details: text('details'),
    status: text('status', { enum: ['open', 'dismissed', 'actioned'] }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => members.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_reports_member_key').on(t.memberId, t.conversationId),
    index('conversation_reports_open_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Each member's ordered chat events (a message, a read or delivered mark, "đang nhập…", a block),
 * written in the transaction of the change and signalled with pg_notify: every backend instance
 * streams them to its readers, who resume after the last id they saw (routes/chat-events.ts).
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').notNull(),
    conversationId: integer('conversation_id').notNull(),
    kind: text('kind', { enum: ['message', 'read', 'delivered', 'typing', 'blocked'] }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_events_member_idx').on(t.memberId, t.id), index('chat_events_created_idx').on(t.createdAt)],
);
