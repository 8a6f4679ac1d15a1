/**
 * The chat host (issue #18; the spec has no chat, so every shape here is ours and recorded in
 * docs/upstream-contract.md "Chat"). The backend builds its answers as these schemas' encoded types
 * and the app decodes them with the same schemas: one contract both sides compile against.
 */
import { Schema } from 'effect';
import { CONTACT_WARNINGS, CONVERSATION_FILTERS, CONVERSATION_REPORT_REASONS, CONVERSATION_REPORT_STATUSES, MESSAGE_MAX_CHARS, MESSAGE_MAX_PHOTOS } from './chat-vocabulary';
import { EpochSeconds, RowId, WireInt } from './common';

export * from './chat-vocabulary';

export const ChatMember = Schema.Struct({ id: Schema.Number, name: Schema.String, avatar: Schema.NullOr(Schema.String) });

/** The listing a conversation is about, as its pinned card shows it. */
export const ChatListing = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  object_slug: Schema.String,
  category_slug: Schema.String,
  thumb: Schema.NullOr(Schema.String),
  price: Schema.NullOr(Schema.Number),
  price_unit: Schema.Literal(1, 2, 3),
  transaction_type: Schema.Literal(1, 2, 3),
  /** Still posted and not ended: a buyer can still get it. */
  live: Schema.Boolean,
  /** Live and offered for "Mua an toàn" now (ours; absent reads as false): the buyer's button in the conversation. */
  safe_purchase: Schema.optionalWith(Schema.Boolean, { default: () => false }),
});

export const ChatMessage = Schema.Struct({
  id: Schema.Number,
  conversation_id: Schema.Number,
  sender_id: Schema.Number,
  /** The sender's own id for the message (a UUID): a resend with it is the same message. */
  client_id: Schema.String,
  body: Schema.String,
  /** Media paths of the photos, at most MESSAGE_MAX_PHOTOS. */
  photos: Schema.Array(Schema.String),
  /** What the receiver is gently warned about (a phone number, a bank account, an outside link). */
  warnings: Schema.Array(Schema.Literal(...CONTACT_WARNINGS)),
  created_at: EpochSeconds,
});
export type ChatMessageWire = typeof ChatMessage.Encoded;

/** Who blocked whom in a conversation, from the reader's side. */
export const BlockState = Schema.Literal('none', 'by_me', 'by_other');

export const ConversationSummary = Schema.Struct({
  id: Schema.Number,
  role: Schema.Literal('buyer', 'seller'),
  listing: ChatListing,
  other: ChatMember,
  last_message: Schema.NullOr(ChatMessage),
  unread: Schema.Number,
  blocked: BlockState,
  updated_at: EpochSeconds,
});
export type ConversationSummaryWire = typeof ConversationSummary.Encoded;

export const ConversationDetail = Schema.Struct({
  ...ConversationSummary.fields,
  /** The last of the reader's messages the other member has read / had delivered (0: none). */
  other_read_id: Schema.Number,
  other_delivered_id: Schema.Number,
  /** Oldest first; `has_more` when older ones exist (ask again with `before` = the first id). */
  messages: Schema.Array(ChatMessage),
  has_more: Schema.Boolean,
});
export type ConversationDetailWire = typeof ConversationDetail.Encoded;

export const OpenConversationResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ conversation_id: Schema.Number }) });

export const ConversationListResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ data: Schema.Array(ConversationSummary), page: Schema.Number, per_page: Schema.Number, total: Schema.Number }),
});

export const ConversationResponse = Schema.Struct({ status: Schema.Literal(200), data: ConversationDetail });

export const SendMessageResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ message: ChatMessage }) });

export const ChatUnreadResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ conversations: Schema.Number, messages: Schema.Number }) });

export const ChatPhotoResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ path: Schema.String, width: Schema.Number, height: Schema.Number }) });

export const BlockResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Struct({ blocked: BlockState }) });

export const ChatOkResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true) });

/** One event of a member's chat stream (`GET /api/events/chat`, event name `chat`, id = `id`). */
export const ChatEvent = Schema.Union(
  Schema.Struct({ id: Schema.Number, conversation_id: Schema.Number, kind: Schema.Literal('message'), message: ChatMessage }),
  Schema.Struct({ id: Schema.Number, conversation_id: Schema.Number, kind: Schema.Literal('read'), member_id: Schema.Number, up_to: Schema.Number }),
  Schema.Struct({ id: Schema.Number, conversation_id: Schema.Number, kind: Schema.Literal('delivered'), member_id: Schema.Number, up_to: Schema.Number }),
  Schema.Struct({ id: Schema.Number, conversation_id: Schema.Number, kind: Schema.Literal('typing'), member_id: Schema.Number }),
  Schema.Struct({ id: Schema.Number, conversation_id: Schema.Number, kind: Schema.Literal('blocked'), blocked: BlockState }),
);
export type ChatEventWire = typeof ChatEvent.Encoded;
export type ChatEventKind = ChatEventWire['kind'];

/** A reported conversation in the moderators' queue, with its last messages (oldest first). */
export const ConversationReport = Schema.Struct({
  id: Schema.Number,
  conversation_id: Schema.Number,
  reason: Schema.Literal(...CONVERSATION_REPORT_REASONS),
  details: Schema.NullOr(Schema.String),
  status: Schema.Literal(...CONVERSATION_REPORT_STATUSES),
  created_at: EpochSeconds,
  reporter: ChatMember,
  reported: ChatMember,
  listing: Schema.Struct({ id: Schema.Number, title: Schema.String }),
  messages: Schema.Array(ChatMessage),
});
export type ConversationReportWire = typeof ConversationReport.Encoded;

export const ConversationReportListResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ data: Schema.Array(ConversationReport), page: Schema.Number, per_page: Schema.Number, total: Schema.Number }),
});

/** Bounds of the chat requests, as plain values the app's router derives its zod inputs from. */
export const CHAT_BOUNDS = {
  /** Deepest inbox page, and conversations per page. */
  inboxPage: 500,
  inboxPerPage: 50,
  /** Deepest page of the moderators' report queue, and reports per page. */
  reportPage: 1000,
  reportPerPage: 50,
  /** Characters a message may arrive with: the backend trims it and counts MESSAGE_MAX_CHARS characters. */
  rawMessage: MESSAGE_MAX_CHARS * 4,
  /** Characters of a photo's media path. */
  photoPath: 200,
  /** Characters of a report's details. */
  reportDetails: 1000,
} as const;

/** A message's client id: an RFC 9562 UUID, as zod's `z.uuid()` reads it (the nil and max UUIDs included). */
export const CLIENT_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A message id as a mark or a cursor: 0 means "none yet". Message ids are PostgreSQL bigints. */
const MessageId = WireInt.pipe(Schema.nonNegative(), Schema.lessThanOrEqualTo(Number.MAX_SAFE_INTEGER));
const PageUpTo = (max: number) => WireInt.pipe(Schema.between(1, max));

export const OpenConversationRequest = Schema.Struct({ listing_id: RowId });

/** The inbox's query. */
export const ConversationListRequest = Schema.Struct({
  filter: Schema.optionalWith(Schema.Literal(...CONVERSATION_FILTERS), { default: () => 'all' as const }),
  page: Schema.optionalWith(PageUpTo(CHAT_BOUNDS.inboxPage), { default: () => 1 }),
  per_page: Schema.optionalWith(PageUpTo(CHAT_BOUNDS.inboxPerPage), { default: () => 20 }),
});

/** One conversation's query; `before` pages back from a message id. */
export const ConversationRequest = Schema.Struct({ id: RowId, before: Schema.optional(MessageId) });

export const SendMessageRequest = Schema.Struct({
  conversation_id: RowId,
  client_id: Schema.String.pipe(Schema.pattern(CLIENT_ID_PATTERN)),
  body: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(CHAT_BOUNDS.rawMessage)), { default: () => '' }),
  photos: Schema.optionalWith(Schema.Array(Schema.String.pipe(Schema.maxLength(CHAT_BOUNDS.photoPath))).pipe(Schema.maxItems(MESSAGE_MAX_PHOTOS)), {
    default: () => [],
  }),
});

export const MarkReadRequest = Schema.Struct({ conversation_id: RowId, up_to: MessageId });

/** The member's device has received the other member's messages up to `up_to` (it saw them arrive). */
export const MarkDeliveredRequest = Schema.Struct({ conversation_id: RowId, up_to: MessageId });

export const TypingRequest = Schema.Struct({ conversation_id: RowId });

/** `blocked` is a boolean in JSON and `true`/`false` in a form. */
export const BlockRequest = Schema.Struct({ conversation_id: RowId, blocked: Schema.Union(Schema.Boolean, Schema.BooleanFromString) });

export const ReportConversationRequest = Schema.Struct({
  conversation_id: RowId,
  reason: Schema.Literal(...CONVERSATION_REPORT_REASONS),
  details: Schema.optional(Schema.String.pipe(Schema.maxLength(CHAT_BOUNDS.reportDetails))),
});

/** The moderators' report queue's query. */
export const ConversationReportListRequest = Schema.Struct({
  status: Schema.optionalWith(Schema.Literal(...CONVERSATION_REPORT_STATUSES), { default: () => 'open' as const }),
  page: Schema.optionalWith(PageUpTo(CHAT_BOUNDS.reportPage), { default: () => 1 }),
  per_page: Schema.optionalWith(PageUpTo(CHAT_BOUNDS.reportPerPage), { default: () => 10 }),
});

export const ResolveConversationReportRequest = Schema.Struct({ id: RowId, status: Schema.Literal('dismissed', 'actioned') });
