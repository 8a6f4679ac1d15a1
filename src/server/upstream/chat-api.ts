/**
 * Client of the chat host (the back-end API host; docs/upstream-contract.md "Chat"): conversations,
 * messages, marks, blocks, reports and photo upload. Every call carries the member's bearer token;
 * refusals (blocked, not found, too fast, invalid) come back as UpstreamRejected with the backend's
 * Vietnamese message. Sends are never retried here: the browser's outbox resends with the same
 * client id, which the backend answers with the stored message. The event stream is read by
 * ./chat-stream.ts, not through this client (it is long-lived).
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import {
  BlockResponse,
  ChatOkResponse,
  ChatPhotoResponse,
  ChatUnreadResponse,
  ConversationListResponse,
  ConversationReportListResponse,
  ConversationResponse,
  OpenConversationResponse,
  SendMessageResponse,
  type ConversationFilter,
  type ConversationReportReason,
  type ConversationReportStatus,
} from '~/lib/contract/chat';
import type { UpstreamError } from './errors';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';

export type ConversationPage = (typeof ConversationListResponse.Type)['data'];
export type Conversation = (typeof ConversationResponse.Type)['data'];
export type SentMessage = (typeof SendMessageResponse.Type)['data']['message'];
export type StoredChatPhoto = (typeof ChatPhotoResponse.Type)['data'];
export type ConversationReportPage = (typeof ConversationReportListResponse.Type)['data'];

export interface SendInput {
  readonly conversationId: number;
  readonly clientId: string;
  readonly body: string;
  readonly photos: readonly string[];
}

export interface ChatApiService {
  readonly open: (auth: MemberAuth, listingId: number) => Effect.Effect<number, UpstreamError>;
  readonly list: (auth: MemberAuth, query: { filter: ConversationFilter; page: number; perPage: number }) => Effect.Effect<ConversationPage, UpstreamError>;
  readonly conversation: (auth: MemberAuth, id: number, before?: number) => Effect.Effect<Conversation, UpstreamError>;
  readonly send: (auth: MemberAuth, input: SendInput) => Effect.Effect<SentMessage, UpstreamError>;
  readonly markRead: (auth: MemberAuth, conversationId: number, upTo: number) => Effect.Effect<void, UpstreamError>;
  readonly typing: (auth: MemberAuth, conversationId: number) => Effect.Effect<void, UpstreamError>;
  readonly block: (auth: MemberAuth, conversationId: number, blocked: boolean) => Effect.Effect<(typeof BlockResponse.Type)['data']['blocked'], UpstreamError>;
  readonly report: (auth: MemberAuth, input: { conversationId: number; reason: ConversationReportReason; details?: string | undefined }) => Effect.Effect<void, UpstreamError>;
  readonly unread: (auth: MemberAuth) => Effect.Effect<{ conversations: number; messages: number }, UpstreamError>;
  readonly uploadPhoto: (auth: MemberAuth, form: FormData) => Effect.Effect<StoredChatPhoto, UpstreamError>;
  /** Moderators: reported conversations with their last messages. */
  readonly reportQueue: (auth: MemberAuth, query: { status: ConversationReportStatus; page: number }) => Effect.Effect<ConversationReportPage, UpstreamError>;
  readonly resolveReport: (auth: MemberAuth, input: { id: number; status: Exclude<ConversationReportStatus, 'open'> }) => Effect.Effect<void, UpstreamError>;
}

export class ChatApi extends Context.Tag('upstream/ChatApi')<ChatApi, ChatApiService>() {}

const USER_FACING = [400, 403, 404, 409, 429] as const;
const UPLOAD_TIMEOUT_MS = 60_000;

export const ChatApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<ChatApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    ChatApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'ChatApi', host: 'chat', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      const write = (path: string, operation: string, token: string, body: Record<string, unknown>) =>
        http.postJson(path, body, { operation, schema: ChatOkResponse, bearerToken: token, userFacingStatuses: USER_FACING }).pipe(Effect.asVoid);
      return {
        open: ({ token }, listingId) =>
          http
            .postJson('/api/chat/open', { listing_id: listingId }, { operation: 'open', schema: OpenConversationResponse, bearerToken: token, userFacingStatuses: USER_FACING })
            .pipe(Effect.map((body) => body.data.conversation_id)),
        list: ({ token }, query) =>
          http
            .get('/api/chat/conversations', {
              operation: 'list',
              schema: ConversationListResponse,
              retry: READ_RETRY,
              bearerToken: token,
              urlParams: { filter: query.filter, page: String(query.page), per_page: String(query.perPage) },
            })
            .pipe(Effect.map((body) => body.data)),
        conversation: ({ token }, id, before) =>
          http
            .get('/api/chat/conversation', {
              operation: 'conversation',
              schema: ConversationResponse,
              retry: READ_RETRY,
              bearerToken: token,
              userFacingStatuses: USER_FACING,
              urlParams: { id: String(id), ...(before === undefined ? {} : { before: String(before) }) },
            })
            .pipe(Effect.map((body) => body.data)),
        send: ({ token }, input) =>
          http
            .postJson(
              '/api/chat/send',
              { conversation_id: input.conversationId, client_id: input.clientId, body: input.body, photos: input.photos },
              { operation: 'send', schema: SendMessageResponse, bearerToken: token, userFacingStatuses: USER_FACING },
            )
            .pipe(Effect.map((body) => body.data.message)),
        markRead: ({ token }, conversationId, upTo) => write('/api/chat/read', 'markRead', token, { conversation_id: conversationId, up_to: upTo }),
        typing: ({ token }, conversationId) => write('/api/chat/typing', 'typing', token, { conversation_id: conversationId }),
        block: ({ token }, conversationId, blocked) =>
          http
            .postJson('/api/chat/block', { conversation_id: conversationId, blocked }, { operation: 'block', schema: BlockResponse, bearerToken: token, userFacingStatuses: USER_FACING })
            .pipe(Effect.map((body) => body.data.blocked)),
        report: ({ token }, input) =>
          write('/api/chat/report', 'report', token, { conversation_id: input.conversationId, reason: input.reason, ...(input.details ? { details: input.details } : {}) }),
        unread: ({ token }) =>
          http.get('/api/chat/unread', { operation: 'unread', schema: ChatUnreadResponse, retry: READ_RETRY, bearerToken: token }).pipe(Effect.map((body) => body.data)),
        uploadPhoto: ({ token }, form) =>
          http
            .postMultipart('/api/chat/upload-photo', form, { operation: 'uploadPhoto', schema: ChatPhotoResponse, bearerToken: token, userFacingStatuses: USER_FACING, timeoutMs: UPLOAD_TIMEOUT_MS })
            .pipe(Effect.map((body) => body.data)),
        reportQueue: ({ token }, query) =>
          http
            .get('/api/moderation/chat-reports', {
              operation: 'reportQueue',
              schema: ConversationReportListResponse,
              retry: READ_RETRY,
              bearerToken: token,
              userFacingStatuses: USER_FACING,
              urlParams: { status: query.status, page: String(query.page) },
            })
            .pipe(Effect.map((body) => body.data)),
        resolveReport: ({ token }, input) => write('/api/moderation/chat-reports/resolve', 'resolveReport', token, { id: input.id, status: input.status }),
      } satisfies ChatApiService;
    }),
  );
