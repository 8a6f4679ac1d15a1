/**
 * Buyer–seller chat (issue #18): open a conversation from a listing, the inbox, one conversation,
 * send, read, typing, block, report, the unread badge, and `events` — the member's chat events as
 * a tRPC subscription over server-sent events. Each event is `tracked()` with the backend's event
 * id, so the browser's link reconnects with the last id it saw and the backend replays from there:
 * nothing missed, nothing twice, whichever app or backend instance answers. The member id always
 * comes from the session.
 */
import { tracked, TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { CHAT_BOUNDS, CLIENT_ID_PATTERN, CONVERSATION_FILTERS, CONVERSATION_REPORT_REASONS, CONVERSATION_REPORT_STATUSES, MESSAGE_MAX_PHOTOS } from '~/lib/contract/chat';
import { toChatEventView, toConversationReportView, toConversationSummary, toConversationView, type ChatEventView } from '../dto/chat';
import { authedProcedure, publicProcedure, UNAUTHORIZED_MESSAGE } from '../trpc';
import { ChatApi } from '../upstream/chat-api';
import { ChatStreamUnavailable, readChatStream } from '../upstream/chat-stream';
import { MESSAGES, runUpstreamOrThrow } from '../upstream/to-trpc-error';

const id = z.number().int().positive().max(2_147_483_647);
const messageId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const photoPath = z.string().regex(/^chat\/\d{4}\/\d{2}\/[\w-]{8,40}\.jpg$/);

/** A stream event, or a bare id: where a new reader starts (so its first reconnect resumes from there). */
export type ChatStreamItem = { readonly kind: 'start' } | ChatEventView;

export const chatRouter = {
  open: authedProcedure.input(z.object({ listingId: id })).mutation(({ ctx, input }) =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.open(ctx.session, input.listingId)),
    ),
  ),

  inbox: authedProcedure
    .input(z.object({ filter: z.enum(CONVERSATION_FILTERS).default('all'), page: z.number().int().min(1).max(CHAT_BOUNDS.inboxPage).default(1) }))
    .query(async ({ ctx, input }) => {
      const page = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ChatApi, (api) => api.list(ctx.session, { filter: input.filter, page: input.page, perPage: 20 })),
      );
      return {
        items: page.data.map((summary) => toConversationSummary(summary, ctx.upstream.mediaBaseUrl)),
        page: page.page,
        pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
        total: page.total,
      };
    }),

  conversation: authedProcedure.input(z.object({ id, before: messageId.optional() })).query(async ({ ctx, input }) => {
    const detail = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.conversation(ctx.session, input.id, input.before)),
    );
    return toConversationView(detail, ctx.upstream.mediaBaseUrl);
  }),

  send: authedProcedure
    .input(
      z.object({
        conversationId: id,
        clientId: z.string().regex(CLIENT_ID_PATTERN),
        body: z.string().max(CHAT_BOUNDS.rawMessage),
        photos: z.array(photoPath).max(MESSAGE_MAX_PHOTOS).default([]),
      }),
    )
    // Only the stored id: the message itself reaches the sender's pages on their event stream, the
    // one way a message arrives (docs/decisions.md, "Chat: one delivery path").
    .mutation(async ({ ctx, input }): Promise<{ id: number }> => {
      const message = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ChatApi, (api) => api.send(ctx.session, input)),
      );
      return { id: message.id };
    }),

  markRead: authedProcedure.input(z.object({ conversationId: id, upTo: messageId })).mutation(({ ctx, input }) =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.markRead(ctx.session, input.conversationId, input.upTo)),
    ),
  ),

  /** The member's device has the other member's messages up to `upTo`: it saw them arrive on its stream. */
  markDelivered: authedProcedure.input(z.object({ conversationId: id, upTo: messageId })).mutation(({ ctx, input }) =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.markDelivered(ctx.session, input.conversationId, input.upTo)),
    ),
  ),

  typing: authedProcedure.input(z.object({ conversationId: id })).mutation(({ ctx, input }) =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.typing(ctx.session, input.conversationId)),
    ),
  ),

  block: authedProcedure.input(z.object({ conversationId: id, blocked: z.boolean() })).mutation(({ ctx, input }) =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.block(ctx.session, input.conversationId, input.blocked)),
    ),
  ),

  report: authedProcedure
    .input(z.object({ conversationId: id, reason: z.enum(CONVERSATION_REPORT_REASONS), details: z.string().trim().max(CHAT_BOUNDS.reportDetails).optional() }))
    .mutation(({ ctx, input }) =>
      runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ChatApi, (api) => api.report(ctx.session, input)),
      ),
    ),

  /** 0 for guests, so the header can ask without knowing who is signed in. */
  unread: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.session) return { conversations: 0, messages: 0 };
    const auth = ctx.session;
    return runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.unread(auth)),
    );
  }),

  /** Moderators: reported conversations (the backend checks the role). */
  reportQueue: authedProcedure
    .input(z.object({ status: z.enum(CONVERSATION_REPORT_STATUSES).default('open'), page: z.number().int().min(1).max(CHAT_BOUNDS.reportPage).default(1) }))
    .query(async ({ ctx, input }) => {
      const page = await runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(ChatApi, (api) => api.reportQueue(ctx.session, input)),
      );
      return {
        items: page.data.map((report) => toConversationReportView(report, ctx.upstream.mediaBaseUrl)),
        page: page.page,
        pageCount: Math.max(1, Math.ceil(page.total / page.per_page)),
        total: page.total,
      };
    }),

  resolveReport: authedProcedure.input(z.object({ id, status: z.enum(['dismissed', 'actioned']) })).mutation(({ ctx, input }) =>
    runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(ChatApi, (api) => api.resolveReport(ctx.session, input)),
    ),
  ),

  events: authedProcedure.input(z.object({ lastEventId: z.string().regex(/^\d{1,18}$/).nullish() }).optional()).subscription(async function* ({ ctx, input, signal }) {
    try {
      for await (const item of readChatStream({ baseUrl: ctx.upstream.apiUrl, token: ctx.session.token, lastEventId: input?.lastEventId, signal })) {
        const data: ChatStreamItem = item.event === null ? { kind: 'start' } : toChatEventView(item.event, ctx.upstream.mediaBaseUrl);
        yield tracked(item.id, data);
      }
    } catch (error) {
      if (signal?.aborted) return;
      if (error instanceof ChatStreamUnavailable && error.status === 401) throw new TRPCError({ code: 'UNAUTHORIZED', message: UNAUTHORIZED_MESSAGE });
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable, cause: error });
    }
  }),
} satisfies TRPCRouterRecord;
