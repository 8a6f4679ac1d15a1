/**
 * Conversations between a buyer and a seller about a listing (issue #18). Only the two members of
 * a conversation can read it or write to it — every call here starts from `memberOf`, which answers
 * "not found" to anyone else, so a stranger learns nothing, not even that it exists. Messages are
 * idempotent on (sender, client id); every change records its events for both sides in the same
 * transaction (services/chat-events.ts).
 */
import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ChatMessageWire,
  ContactWarning,
  ConversationDetailWire,
  ConversationFilter,
  ConversationReportReason,
  ConversationReportStatus,
  ConversationReportWire,
  ConversationSummaryWire,
} from '~/lib/contract/chat';
import { MESSAGE_MAX_CHARS, MESSAGE_MAX_PHOTOS } from '~/lib/contract/chat';
import type { Database } from '../db/client';
import { categories, chatMessages, chatPhotos, conversationReports, conversations, listings, memberBlocks, members } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';
import { isLive } from './articles';
import { markChatNotificationsRead } from './chat-notify';
import { contactWarnings } from './chat-safety';
import { recordChatEvents, type ChatEventFor } from './chat-events';

export const CONVERSATION_NOT_FOUND = 'Không tìm thấy cuộc trò chuyện.';
export const BLOCKED_MESSAGE = 'Bạn không thể nhắn tin trong cuộc trò chuyện này vì một trong hai người đã chặn người kia.';

export class ChatRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

type ConversationRow = typeof conversations.$inferSelect;
type Role = 'buyer' | 'seller';

interface Membership {
  readonly conversation: ConversationRow;
  readonly role: Role;
  readonly otherId: number;
}

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** The conversation if the member is one of its two members; otherwise "not found". */
export async function memberOf(db: Database, conversationId: number, memberId: number, lock = false): Promise<Membership> {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), or(eq(conversations.buyerId, memberId), eq(conversations.sellerId, memberId))));
  const [conversation] = lock ? await query.for('update') : await query;
  if (!conversation) throw new ChatRefused(404, CONVERSATION_NOT_FOUND);
  const role: Role = conversation.buyerId === memberId ? 'buyer' : 'seller';
  return { conversation, role, otherId: role === 'buyer' ? conversation.sellerId : conversation.buyerId };
}

async function blockState(db: Database, memberId: number, otherId: number): Promise<'none' | 'by_me' | 'by_other'> {
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(and(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, otherId)), and(eq(memberBlocks.blockerId, otherId), eq(memberBlocks.blockedId, memberId))),
    );
  if (rows.some((row) => row.blockerId === memberId)) return 'by_me';
  return rows.length > 0 ? 'by_other' : 'none';
}

/**
 * The buyer's conversation about a listing, made on first use (after `beforeCreate`, where the
 * caller counts new conversations against its limits); a seller cannot open one on their own listing.
 */
export async function openConversation(db: Database, buyerId: number, listingId: number, now = new Date(), beforeCreate?: () => Promise<void>): Promise<number> {
  const [listing] = await db
    .select({ id: listings.id, memberId: listings.memberId, status: listings.status, endsAt: listings.endsAt })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing) throw new ChatRefused(404, 'Tin đăng không tồn tại.');
  if (listing.memberId === buyerId) throw new ChatRefused(403, 'Đây là tin đăng của bạn, không thể tự nhắn tin cho mình.');
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
  if (existing) return existing.id;
  if (!isLive(listing, now)) throw new ChatRefused(409, 'Tin đăng đã hết hạn hoặc không còn hiển thị, không thể bắt đầu trò chuyện.');
  if ((await blockState(db, buyerId, listing.memberId)) !== 'none') throw new ChatRefused(403, BLOCKED_MESSAGE);
  await beforeCreate?.();
  const [created] = await db
    .insert(conversations)
    .values({ listingId, buyerId, sellerId: listing.memberId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [raced] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
  if (!raced) throw new ChatRefused(409, 'Không mở được cuộc trò chuyện, vui lòng thử lại.');
  return raced.id;
}

const sellerMember = alias(members, 'seller_member');
const buyerMember = alias(members, 'buyer_member');
const lastMessage = alias(chatMessages, 'last_message');

function toMessage(row: typeof chatMessages.$inferSelect): ChatMessageWire {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    client_id: row.clientId,
    body: row.body,
    photos: row.photos,
    warnings: row.warnings.filter((warning): warning is ContactWarning => warning === 'phone' || warning === 'bank' || warning === 'link'),
    created_at: epoch(row.createdAt),
  };
}

const UNREAD_CAP = 99;

/** Conversations with at least one message, newest first, as the inbox lists them. */
async function summaries(db: Database, memberId: number, where: SQL | undefined, page: { limit: number; offset: number }, now: Date): Promise<ConversationSummaryWire[]> {
  const mine = sql`case when ${conversations.buyerId} = ${memberId} then ${conversations.buyerReadId} else ${conversations.sellerReadId} end`;
  const rows = await db
    .select({
      conversation: conversations,
      listing: {
        id: listings.id,
        title: listings.title,
        objectSlug: listings.objectSlug,
        thumbPath: listings.thumbPath,
        price: listings.price,
        priceUnit: listings.priceUnit,
        transactionType: listings.transactionType,
        status: listings.status,
        endsAt: listings.endsAt,
        safePurchase: listings.safePurchase,
      },
      categorySlug: categories.slug,
      seller: { id: sellerMember.id, name: sellerMember.fullName, avatar: sellerMember.avatarPath },
      buyer: { id: buyerMember.id, name: buyerMember.fullName, avatar: buyerMember.avatarPath },
      last: lastMessage,
      unread: sql<number>`(select count(*)::int from (select 1 from ${chatMessages} as unread_message
        where unread_message.conversation_id = ${conversations.id} and unread_message.sender_id <> ${memberId} and unread_message.id > ${mine}
        limit ${UNREAD_CAP}) as unread_messages)`,
      blockedByMe: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockerId} = ${memberId}
        and ${memberBlocks.blockedId} = case when ${conversations.buyerId} = ${memberId} then ${conversations.sellerId} else ${conversations.buyerId} end)`,
      blockedByOther: sql<boolean>`exists (select 1 from ${memberBlocks} where ${memberBlocks.blockedId} = ${memberId}
        and ${memberBlocks.blockerId} = case when ${conversations.buyerId} = ${memberId} then ${conversations.sellerId} else ${conversations.buyerId} end)`,
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(sellerMember, eq(sellerMember.id, conversations.sellerId))
    .innerJoin(buyerMember, eq(buyerMember.id, conversations.buyerId))
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId))
    .where(where)
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => {
    const role: Role = row.conversation.buyerId === memberId ? 'buyer' : 'seller';
    const other = role === 'buyer' ? row.seller : row.buyer;
    return {
      id: row.conversation.id,
      role,
      listing: {
        id: row.listing.id,
        title: row.listing.title,
        object_slug: row.listing.objectSlug,
        category_slug: row.categorySlug,
        thumb: row.listing.thumbPath,
        price: row.listing.price,
        price_unit: row.listing.priceUnit === 3 ? 3 : row.listing.priceUnit === 2 ? 2 : 1,
        transaction_type: row.listing.transactionType === 3 ? 3 : row.listing.transactionType === 2 ? 2 : 1,
        live: isLive(row.listing, now),
        safe_purchase: row.listing.safePurchase && isLive(row.listing, now),
      },
      other: { id: other.id, name: other.name, avatar: other.avatar },
      last_message: row.last ? toMessage(row.last) : null,
      unread: Number(row.unread),
      blocked: row.blockedByMe ? 'by_me' : row.blockedByOther ? 'by_other' : 'none',
      updated_at: epoch(row.conversation.lastMessageAt ?? row.conversation.createdAt),
    };
  });
}

const involves = (memberId: number, filter: ConversationFilter): SQL | undefined =>
  filter === 'buying' ? eq(conversations.buyerId, memberId) : filter === 'selling' ? eq(conversations.sellerId, memberId) : or(eq(conversations.buyerId, memberId), eq(conversations.sellerId, memberId));

export async function listConversations(
  db: Database,
  memberId: number,
  query: { filter: ConversationFilter; page: number; perPage: number },
  now = new Date(),
): Promise<{ data: ConversationSummaryWire[]; total: number }> {
  const where = and(involves(memberId, query.filter), isNotNull(conversations.lastMessageId));
  const [data, [counted]] = await Promise.all([
    summaries(db, memberId, where, { limit: query.perPage, offset: (query.page - 1) * query.perPage }, now),
    db.select({ total: sql<number>`count(*)::int` }).from(conversations).where(where),
  ]);
  return { data, total: Number(counted?.total ?? 0) };
}

const PAGE_OF_MESSAGES = 30;

export async function conversationDetail(db: Database, memberId: number, conversationId: number, before?: number, now = new Date()): Promise<ConversationDetailWire> {
  const { role } = await memberOf(db, conversationId, memberId);
  const [summary] = await summaries(db, memberId, eq(conversations.id, conversationId), { limit: 1, offset: 0 }, now);
  if (!summary) throw new ChatRefused(404, CONVERSATION_NOT_FOUND);
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(PAGE_OF_MESSAGES + 1);
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  return {
    ...summary,
    other_read_id: (role === 'buyer' ? conversation?.sellerReadId : conversation?.buyerReadId) ?? 0,
    other_delivered_id: (role === 'buyer' ? conversation?.sellerDeliveredId : conversation?.buyerDeliveredId) ?? 0,
    messages: rows.slice(0, PAGE_OF_MESSAGES).reverse().map(toMessage),
    has_more: rows.length > PAGE_OF_MESSAGES,
  };
}

export interface SendInput {
  readonly conversationId: number;
  readonly clientId: string;
  readonly body: string;
  readonly photos: readonly string[];
}

/**
 * Stores a message once: a resend with the same client id answers the stored message, whatever
 * happened since. Text is kept as typed (plain text: the app escapes it when it shows it).
 */
export async function sendMessage(db: Database, senderId: number, input: SendInput): Promise<{ message: ChatMessageWire; created: boolean }> {
  const body = input.body.trim();
  if (body.length === 0 && input.photos.length === 0) throw new ChatRefused(400, 'Tin nhắn đang trống.', 'body');
  if ([...body].length > MESSAGE_MAX_CHARS) throw new ChatRefused(400, `Tin nhắn dài tối đa ${MESSAGE_MAX_CHARS} ký tự.`, 'body');
  if (input.photos.length > MESSAGE_MAX_PHOTOS) throw new ChatRefused(400, `Mỗi tin nhắn gửi tối đa ${MESSAGE_MAX_PHOTOS} ảnh.`, 'photos');
  return db.transaction(async (tx) => {
    const { conversation, role, otherId } = await memberOf(tx, input.conversationId, senderId, true);
    const [already] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, input.clientId)));
    if (already) {
      if (already.conversationId !== conversation.id) throw new ChatRefused(409, 'Mã tin nhắn đã được dùng cho cuộc trò chuyện khác.');
      return { message: toMessage(already), created: false };
    }
    if ((await blockState(tx, senderId, otherId)) !== 'none') throw new ChatRefused(403, BLOCKED_MESSAGE);
    const photos = [...new Set(input.photos)];
    if (photos.length > 0) {
      const owned = await tx
        .select({ path: chatPhotos.path })
        .from(chatPhotos)
        .where(and(inArray(chatPhotos.path, photos), eq(chatPhotos.memberId, senderId), isNull(chatPhotos.messageId)));
      if (owned.length !== photos.length) throw new ChatRefused(400, 'Ảnh đính kèm không hợp lệ hoặc đã được gửi, vui lòng chọn lại ảnh.', 'photos');
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({ conversationId: conversation.id, senderId, clientId: input.clientId, body, photos, warnings: contactWarnings(body) })
      .returning();
    if (!row) throw new ChatRefused(409, 'Không gửi được tin nhắn, vui lòng thử lại.');
    if (photos.length > 0) await tx.update(chatPhotos).set({ messageId: row.id }).where(inArray(chatPhotos.path, photos));
    // The sender has read (and has) their own message.
    const own = role === 'buyer' ? { buyerReadId: row.id, buyerDeliveredId: row.id } : { sellerReadId: row.id, sellerDeliveredId: row.id };
    await tx
      .update(conversations)
      .set({ lastMessageId: row.id, lastMessageAt: row.createdAt, ...own })
      .where(eq(conversations.id, conversation.id));
    const message = toMessage(row);
    const event = { conversation_id: conversation.id, kind: 'message' as const, message };
    await recordChatEvents(tx, [
      { memberId: senderId, event },
      { memberId: otherId, event },
    ]);
    return { message, created: true };
  });
}

type Mark = 'read' | 'delivered';

/**
 * The member has read (or received) the conversation up to a message: ids only move forward, and
 * the other member hears of it. Reading implies receiving.
 */
export async function markConversation(db: Database, memberId: number, conversationId: number, mark: Mark, upTo: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { conversation, role, otherId } = await memberOf(tx, conversationId, memberId, true);
    const target = Math.min(upTo, conversation.lastMessageId ?? 0);
    const readColumn = role === 'buyer' ? 'buyerReadId' : 'sellerReadId';
    const deliveredColumn = role === 'buyer' ? 'buyerDeliveredId' : 'sellerDeliveredId';
    const changes: Partial<ConversationRow> = {};
    if (mark === 'read' && target > conversation[readColumn]) changes[readColumn] = target;
    if (target > conversation[deliveredColumn]) changes[deliveredColumn] = target;
    if (Object.keys(changes).length === 0) return;
    await tx.update(conversations).set(changes).where(eq(conversations.id, conversationId));
    const events: ChatEventFor[] = [];
    if (changes[deliveredColumn] !== undefined) {
      events.push({ memberId: otherId, event: { conversation_id: conversationId, kind: 'delivered', member_id: memberId, up_to: target } });
    }
    if (changes[readColumn] !== undefined) {
      const read = { conversation_id: conversationId, kind: 'read' as const, member_id: memberId, up_to: target };
      // The reader's other tabs clear their unread counts too.
      events.push({ memberId: otherId, event: read }, { memberId, event: read });
      await markChatNotificationsRead(tx, memberId, conversationId);
    }
    await recordChatEvents(tx, events);
  });
}

/** "đang nhập…" for the other member; nothing when either has blocked the other. */
export async function signalTyping(db: Database, memberId: number, conversationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { otherId } = await memberOf(tx, conversationId, memberId);
    if ((await blockState(tx, memberId, otherId)) !== 'none') return;
    await recordChatEvents(tx, [{ memberId: otherId, event: { conversation_id: conversationId, kind: 'typing', member_id: memberId } }]);
  });
}

/** Blocks (or unblocks) the other member of a conversation: no message goes either way while blocked. */
export async function setBlocked(db: Database, memberId: number, conversationId: number, blocked: boolean): Promise<'none' | 'by_me' | 'by_other'> {
  return db.transaction(async (tx) => {
    const { otherId } = await memberOf(tx, conversationId, memberId);
    if (blocked) await tx.insert(memberBlocks).values({ blockerId: memberId, blockedId: otherId }).onConflictDoNothing();
    else await tx.delete(memberBlocks).where(and(eq(memberBlocks.blockerId, memberId), eq(memberBlocks.blockedId, otherId)));
    const mine = await blockState(tx, memberId, otherId);
    const theirs = await blockState(tx, otherId, memberId);
    await recordChatEvents(tx, [
      { memberId, event: { conversation_id: conversationId, kind: 'blocked', blocked: mine } },
      { memberId: otherId, event: { conversation_id: conversationId, kind: 'blocked', blocked: theirs } },
    ]);
    return mine;
  });
}

export async function reportConversation(db: Database, memberId: number, conversationId: number, reason: ConversationReportReason, details: string | null): Promise<void> {
  await memberOf(db, conversationId, memberId);
  await db
    .insert(conversationReports)
    .values({ conversationId, memberId, reason, details })
    .onConflictDoUpdate({
      target: [conversationReports.memberId, conversationReports.conversationId],
      set: { reason, details, status: 'open', resolvedAt: null, resolvedBy: null, createdAt: new Date() },
    });
}

/** Conversations with unread messages, and the unread messages in them (each capped at 99). */
export async function unreadCounts(db: Database, memberId: number): Promise<{ conversations: number; messages: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where unread > 0)::int as conversations, coalesce(sum(unread), 0)::int as messages
    from (
      select (select count(*) from (select 1 from ${chatMessages} as message
        where message.conversation_id = c.id and message.sender_id <> ${memberId}
          and message.id > case when c.buyer_id = ${memberId} then c.buyer_read_id else c.seller_read_id end
        limit ${UNREAD_CAP}) as unread_messages) as unread
      from ${conversations} as c
      where (c.buyer_id = ${memberId} or c.seller_id = ${memberId}) and c.last_message_id is not null
    ) as per_conversation`);
  const rows = rowsOf(result);
  return { conversations: Number(rows[0]?.conversations ?? 0), messages: Number(rows[0]?.messages ?? 0) };
}

const REPORT_MESSAGES = 10;

/** The moderators' queue of reported conversations by status (open ones oldest first), each with its last messages. */
export async function conversationReportsQueue(
  db: Database,
  query: { status: ConversationReportStatus; page: number; perPage: number },
): Promise<{ data: ConversationReportWire[]; total: number }> {
  const reporter = alias(members, 'reporter');
  const where = eq(conversationReports.status, query.status);
  const rows = await db
    .select({ report: conversationReports, conversation: conversations, reporter: { id: reporter.id, name: reporter.fullName, avatar: reporter.avatarPath }, listing: { id: listings.id, title: listings.title } })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .innerJoin(reporter, eq(reporter.id, conversationReports.memberId))
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .where(where)
    .orderBy(query.status === 'open' ? conversationReports.createdAt : desc(conversationReports.createdAt))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(conversationReports).where(where);
  const data = await Promise.all(
    rows.map(async (row): Promise<ConversationReportWire> => {
      const reportedId = row.conversation.buyerId === row.report.memberId ? row.conversation.sellerId : row.conversation.buyerId;
      const [reported] = await db.select({ id: members.id, name: members.fullName, avatar: members.avatarPath }).from(members).where(eq(members.id, reportedId));
      const messages = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, row.conversation.id))
        .orderBy(desc(chatMessages.id))
        .limit(REPORT_MESSAGES);
      return {
        id: row.report.id,
        conversation_id: row.conversation.id,
        reason: row.report.reason,
        details: row.report.details,
        status: row.report.status,
        created_at: epoch(row.report.createdAt),
        reporter: row.reporter,
        reported: reported ?? { id: reportedId, name: '', avatar: null },
        listing: row.listing,
        messages: messages.reverse().map(toMessage),
      };
    }),
  );
  return { data, total: Number(counted?.total ?? 0) };
}

/** A moderator closes a report: dismissed (nothing wrong) or actioned (dealt with). */
export async function resolveConversationReport(db: Database, moderatorId: number, reportId: number, status: Exclude<ConversationReportStatus, 'open'>): Promise<void> {
  const [row] = await db
    .update(conversationReports)
    .set({ status, resolvedBy: moderatorId, resolvedAt: new Date() })
    .where(and(eq(conversationReports.id, reportId), eq(conversationReports.status, 'open')))
    .returning({ id: conversationReports.id });
  if (!row) throw new ChatRefused(409, 'Báo cáo này đã được xử lý hoặc không còn tồn tại.');
}

/** A photo uploaded for a message not sent yet; the cleanup job drops it if no message claims it. */
export async function recordChatPhoto(db: Database, memberId: number, path: string): Promise<void> {
  await db.insert(chatPhotos).values({ path, memberId });
}
