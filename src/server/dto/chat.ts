/**
 * What the chat pages get from the chat host's answers: links, price text and media URLs resolved,
 * dates as Dates. Message text stays plain text; React escapes it when it is shown.
 */
import type { ChatEvent, ChatMessage, ConversationDetail, ConversationReport, ConversationSummary } from '~/lib/contract/chat';
import { DEFAULT_AVATARS } from '~/lib/avatar';
import { priceText } from '~/lib/money';
import { listingPath } from '~/lib/slug';
import { mediaUrl } from './listing-card';

export interface ChatPhotoView {
  readonly path: string;
  readonly thumbUrl: string;
  readonly fullUrl: string;
}

export interface MessageView {
  readonly id: number;
  readonly conversationId: number;
  readonly senderId: number;
  readonly clientId: string;
  readonly body: string;
  readonly photos: readonly ChatPhotoView[];
  readonly warnings: readonly ('phone' | 'bank' | 'link')[];
  readonly createdAt: Date;
}

export interface ConversationSummaryView {
  readonly id: number;
  readonly role: 'buyer' | 'seller';
  readonly listing: {
    readonly id: number;
    readonly title: string;
    readonly href: string;
    readonly thumbUrl: string | null;
    readonly priceText: string;
    readonly live: boolean;
    /** Offered for "Mua an toàn" now: the buyer sees the button in the conversation. */
    readonly safePurchase: boolean;
  };
  readonly other: { readonly id: number; readonly name: string; readonly avatarUrl: string };
  readonly lastMessage: MessageView | null;
  readonly unread: number;
  readonly blocked: 'none' | 'by_me' | 'by_other';
  readonly updatedAt: Date;
}

export interface ConversationView extends ConversationSummaryView {
  readonly otherReadId: number;
  readonly otherDeliveredId: number;
  readonly messages: readonly MessageView[];
  readonly hasMore: boolean;
}

export type ChatEventView =
  | { readonly kind: 'message'; readonly conversationId: number; readonly message: MessageView }
  | { readonly kind: 'read' | 'delivered'; readonly conversationId: number; readonly memberId: number; readonly upTo: number }
  | { readonly kind: 'typing'; readonly conversationId: number; readonly memberId: number }
  | { readonly kind: 'blocked'; readonly conversationId: number; readonly blocked: 'none' | 'by_me' | 'by_other' };

const photoView = (mediaBase: string, path: string): ChatPhotoView => ({ path, thumbUrl: mediaUrl(mediaBase, path, 360), fullUrl: mediaUrl(mediaBase, path, 'full') });

export function toMessageView(message: typeof ChatMessage.Type, mediaBase: string): MessageView {
  return {
    id: message.id,
    conversationId: message.conversation_id,
    senderId: message.sender_id,
    clientId: message.client_id,
    body: message.body,
    photos: message.photos.map((path) => photoView(mediaBase, path)),
    warnings: message.warnings,
    createdAt: new Date(message.created_at * 1000),
  };
}

export function toConversationSummary(summary: typeof ConversationSummary.Type, mediaBase: string): ConversationSummaryView {
  const { listing } = summary;
  return {
    id: summary.id,
    role: summary.role,
    listing: {
      id: listing.id,
      title: listing.title,
      href: listingPath(listing.category_slug, listing.object_slug, listing.id),
      thumbUrl: listing.thumb ? mediaUrl(mediaBase, listing.thumb, 360) : null,
      priceText: priceText({ price: listing.price, priceUnit: listing.price_unit, transactionType: listing.transaction_type }),
      live: listing.live,
      safePurchase: listing.safe_purchase,
    },
    other: { id: summary.other.id, name: summary.other.name, avatarUrl: summary.other.avatar ? mediaUrl(mediaBase, summary.other.avatar, 'full') : DEFAULT_AVATARS.boy },
    lastMessage: summary.last_message ? toMessageView(summary.last_message, mediaBase) : null,
    unread: summary.unread,
    blocked: summary.blocked,
    updatedAt: new Date(summary.updated_at * 1000),
  };
}

export function toConversationView(detail: typeof ConversationDetail.Type, mediaBase: string): ConversationView {
  return {
    ...toConversationSummary(detail, mediaBase),
    otherReadId: detail.other_read_id,
    otherDeliveredId: detail.other_delivered_id,
    messages: detail.messages.map((message) => toMessageView(message, mediaBase)),
    hasMore: detail.has_more,
  };
}

export function toChatEventView(event: typeof ChatEvent.Type, mediaBase: string): ChatEventView {
  switch (event.kind) {
    case 'message':
      return { kind: 'message', conversationId: event.conversation_id, message: toMessageView(event.message, mediaBase) };
    case 'read':
    case 'delivered':
      return { kind: event.kind, conversationId: event.conversation_id, memberId: event.member_id, upTo: event.up_to };
    case 'typing':
      return { kind: 'typing', conversationId: event.conversation_id, memberId: event.member_id };
    case 'blocked':
      return { kind: 'blocked', conversationId: event.conversation_id, blocked: event.blocked };
  }
}

export interface ConversationReportView {
  readonly id: number;
  readonly conversationId: number;
  readonly reason: (typeof ConversationReport.Type)['reason'];
  readonly details: string | null;
  readonly status: (typeof ConversationReport.Type)['status'];
  readonly createdAt: Date;
  readonly reporter: { readonly id: number; readonly name: string };
  readonly reported: { readonly id: number; readonly name: string };
  readonly listing: { readonly id: number; readonly title: string };
  readonly messages: readonly MessageView[];
}

export function toConversationReportView(report: typeof ConversationReport.Type, mediaBase: string): ConversationReportView {
  return {
    id: report.id,
    conversationId: report.conversation_id,
    reason: report.reason,
    details: report.details,
    status: report.status,
    createdAt: new Date(report.created_at * 1000),
    reporter: { id: report.reporter.id, name: report.reporter.name },
    reported: { id: report.reported.id, name: report.reported.name },
    listing: report.listing,
    messages: report.messages.map((message) => toMessageView(message, mediaBase)),
  };
}
