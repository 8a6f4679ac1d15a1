/**
 * Client of the chat host (the back-end API host; docs/upstream-contract.md "Chat"): conversations,
 * messages, marks, blocks, reports and photo upload. Every call carries the member's bearer token;
 * refusals (blocked, not found, too fast, invalid) come back as UpstreamRejected with the backend's
 * Vietnamese message. Sends are never retried here: the browser's outbox resends with the same
 * client id, which the backend answers with the stored message. The event stream is read by
 * ./chat-stream.ts, not through this client (it is long-lived).
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  BlockRequest,
  BlockResponse,
  ChatOkResponse,
  ChatPhotoResponse,
  ChatUnreadResponse,
  ConversationListRequest,
  ConversationListResponse,
  ConversationReportListRequest,
  ConversationReportListResponse,
  ConversationRequest,
  ConversationResponse,
  MarkDeliveredRequest,
  MarkReadRequest,
  OpenConversationRequest,
  OpenConversationResponse,
  ReportConversationRequest,
  ResolveConversationReportRequest,
  SendMessageRequest,
  SendMessageResponse,
  TypingRequest,
  type ConversationFilter,
  type ConversationReportReason,
  type ConversationReportStatus,
} from '~/lib/contract/chat';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
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
  readonly markDelivered: (auth: MemberAuth, conversationId: number, upTo: number) => Effect.Effect<void, UpstreamError>;
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

const HOST = 'chat';
const USER_FACING = [400, 403, 404, 409, 429] as const;
const UPLOAD_TIMEOUT_MS = 60_000;

/** A request in its wire form, by the contract's schema, which validates it: a caller bug is not a round trip. */
const encode = <A, I>(schema: Schema.Schema<A, I>, operation: string, request: A) => encodeContractRequest(schema, { host: HOST, operation }, request);

export const ChatApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<ChatApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    ChatApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'ChatApi', host: HOST, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      const write = <A, I>(path: string, operation: string, token: string, schema: Schema.Schema<A, I>, request: A) =>
        encode(schema, operation, request).pipe(
          Effect.flatMap((body) => http.postJson(path, body, { operation, schema: ChatOkResponse, bearerToken: token, userFacingStatuses: USER_FACING })),
          Effect.asVoid,
        );
      return {
        open: ({ token }, listingId) =>
          encode(OpenConversationRequest, 'open', { listing_id: listingId }).pipe(
            Effect.flatMap((body) =>
              http.postJson('/api/chat/open', body, { operation: 'open', schema: OpenConversationResponse, bearerToken: token, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((body) => body.data.conversation_id),
          ),
        list: ({ token }, query) =>
          encode(ConversationListRequest, 'list', { filter: query.filter, page: query.page, per_page: query.perPage }).pipe(
            Effect.flatMap((urlParams) =>
              http.get('/api/chat/conversations', { operation: 'list', schema: ConversationListResponse, retry: READ_RETRY, bearerToken: token, urlParams }),
            ),
            Effect.map((body) => body.data),
          ),
        conversation: ({ token }, id, before) =>
          encode(ConversationRequest, 'conversation', { id, before }).pipe(
            Effect.flatMap((urlParams) =>
              http.get('/api/chat/conversation', {
                operation: 'conversation',
                schema: ConversationResponse,
                retry: READ_RETRY,
                bearerToken: token,
                userFacingStatuses: USER_FACING,
                urlParams,
              }),
            ),
            Effect.map((body) => body.data),
          ),
        send: ({ token }, input) =>
          encode(SendMessageRequest, 'send', { conversation_id: input.conversationId, client_id: input.clientId, body: input.body, photos: input.photos }).pipe(
            Effect.flatMap((body) =>
              http.postJson('/api/chat/send', body, { operation: 'send', schema: SendMessageResponse, bearerToken: token, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((body) => body.data.message),
          ),
        markRead: ({ token }, conversationId, upTo) => write('/api/chat/read', 'markRead', token, MarkReadRequest, { conversation_id: conversationId, up_to: upTo }),
        markDelivered: ({ token }, conversationId, upTo) =>
          write('/api/chat/delivered', 'markDelivered', token, MarkDeliveredRequest, { conversation_id: conversationId, up_to: upTo }),
        typing: ({ token }, conversationId) => write('/api/chat/typing', 'typing', token, TypingRequest, { conversation_id: conversationId }),
        block: ({ token }, conversationId, blocked) =>
          encode(BlockRequest, 'block', { conversation_id: conversationId, blocked }).pipe(
            Effect.flatMap((body) =>
              http.postJson('/api/chat/block', body, { operation: 'block', schema: BlockResponse, bearerToken: token, userFacingStatuses: USER_FACING }),
            ),
            Effect.map((body) => body.data.blocked),
          ),
        report: ({ token }, input) =>
          write('/api/chat/report', 'report', token, ReportConversationRequest, {
            conversation_id: input.conversationId,
            reason: input.reason,
            ...(input.details ? { details: input.details } : {}),
          }),
        unread: ({ token }) =>
          http.get('/api/chat/unread', { operation: 'unread', schema: ChatUnreadResponse, retry: READ_RETRY, bearerToken: token }).pipe(Effect.map((body) => body.data)),
        uploadPhoto: ({ token }, form) =>
          http
            .postMultipart('/api/chat/upload-photo', form, { operation: 'uploadPhoto', schema: ChatPhotoResponse, bearerToken: token, userFacingStatuses: USER_FACING, timeoutMs: UPLOAD_TIMEOUT_MS })
            .pipe(Effect.map((body) => body.data)),
        reportQueue: ({ token }, query) =>
          // per_page is the backend's default: the app shows the queue as the backend pages it.
          encode(ConversationReportListRequest.pick('status', 'page'), 'reportQueue', { status: query.status, page: query.page }).pipe(
            Effect.flatMap((urlParams) =>
              http.get('/api/moderation/chat-reports', {
                operation: 'reportQueue',
                schema: ConversationReportListResponse,
                retry: READ_RETRY,
                bearerToken: token,
                userFacingStatuses: USER_FACING,
                urlParams,
              }),
            ),
            Effect.map((body) => body.data),
          ),
        resolveReport: ({ token }, input) =>
          write('/api/moderation/chat-reports/resolve', 'resolveReport', token, ResolveConversationReportRequest, { id: input.id, status: input.status }),
      } satisfies ChatApiService;
    }),
  );
