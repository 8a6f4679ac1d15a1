/**
 * The chat host (issue #18; docs/upstream-contract.md "Chat"): open a conversation from a listing,
 * the inbox, one conversation, send (idempotent on client_id), read, delivered, typing, block, report, unread
 * counts and photo upload. Bearer token required on every call; the member is the token's, and
 * only the two members of a conversation get anything of it (services/chat.ts `memberOf`).
 * Limits: a burst and a daily cap per sender, tighter for accounts younger than a day, and a cap
 * on new conversations a day.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
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
} from '~/lib/contract/chat';
import { assertSelf, memberRequest, requireMember, requireModerator, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { errorBody, readBody } from '../http';
import {
  ChatRefused,
  conversationDetail,
  conversationReportsQueue,
  resolveConversationReport,
  listConversations,
  markConversation,
  openConversation,
  recordChatPhoto,
  reportConversation,
  sendMessage,
  setBlocked,
  signalTyping,
  unreadCounts,
} from '../services/chat';
import { createRateLimiter, type RateLimiter } from '../services/rate-limit';
import { storeChatPhoto, UploadRejected } from '../services/uploads';
import { backendMetrics } from '../metrics';

const NEW_ACCOUNT_MS = 24 * 60 * 60_000;

function refusal(c: Context, error: unknown): Response {
  if (error instanceof ChatRefused) return c.json({ ...errorBody(error.status, error.message), field: error.field }, error.status);
  if (error instanceof UploadRejected) return c.json({ ...errorBody(400, error.message), field: 'photos' }, 400);
  throw error;
}

const tooFast = (c: Context, seconds: number, what: string) => c.json(errorBody(429, `${what}, vui lòng thử lại sau ${seconds} giây.`), 429);

/** The first limit that refuses, in seconds; 0 when every one lets the hit through. */
async function firstRefusal(limits: ReadonlyArray<readonly [RateLimiter, string]>): Promise<number> {
  for (const [limiter, key] of limits) {
    const wait = await limiter.hit(key);
    if (wait > 0) return wait;
  }
  return 0;
}

export function chatRoutes({ db, env }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/chat/*', requireMember(db));
  const burst = createRateLimiter(db, { name: 'chat-burst', limit: 20, windowMs: 60_000 });
  const daily = createRateLimiter(db, { name: 'chat-daily', limit: 1_000, windowMs: 86_400_000 });
  const newAccountDaily = createRateLimiter(db, { name: 'chat-new-account', limit: 50, windowMs: 86_400_000 });
  const openings = createRateLimiter(db, { name: 'chat-open', limit: 30, windowMs: 86_400_000 });
  const newAccountOpenings = createRateLimiter(db, { name: 'chat-open-new-account', limit: 5, windowMs: 86_400_000 });
  const typing = createRateLimiter(db, { name: 'chat-typing', limit: 40, windowMs: 60_000 });
  const uploads = createRateLimiter(db, { name: 'chat-photo', limit: 30, windowMs: 10 * 60_000 });
  const reports = createRateLimiter(db, { name: 'chat-report', limit: 5, windowMs: 10 * 60_000 });

  const isNewAccount = (c: Context<MemberEnv>) => Date.now() - c.get('member').memberSince.getTime() < NEW_ACCOUNT_MS;

  app.post('/api/chat/open', async (c) => {
    const { member, input } = await memberRequest(c, OpenConversationRequest);
    try {
      const limits: Array<readonly [RateLimiter, string]> = [[openings, String(member.id)]];
      if (isNewAccount(c)) limits.push([newAccountOpenings, String(member.id)]);
      // Reopening an existing conversation costs nothing: only a new one is counted.
      const conversationId = await openConversation(db, member.id, input.listing_id, new Date(), async () => {
        const wait = await firstRefusal(limits);
        if (wait > 0) throw new ChatRefused(409, `Bạn đã bắt đầu quá nhiều cuộc trò chuyện hôm nay, vui lòng thử lại sau ${Math.ceil(wait / 3600)} giờ.`);
      });
      return answer(c, OpenConversationResponse, { status: 200, data: { conversation_id: conversationId } });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/chat/conversations', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    const input = decodeRequest(ConversationListRequest, c.req.query(), { blankIsAbsent: true });
    const { data, total } = await listConversations(db, member.id, { filter: input.filter, page: input.page, perPage: input.per_page });
    return answer(c, ConversationListResponse, { status: 200, data: { data, page: input.page, per_page: input.per_page, total } });
  });

  app.get('/api/chat/conversation', async (c) => {
    const member = c.get('member');
    const input = decodeRequest(ConversationRequest, c.req.query(), { blankIsAbsent: true });
    try {
      return answer(c, ConversationResponse, { status: 200, data: await conversationDetail(db, member.id, input.id, input.before) });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.post('/api/chat/send', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body);
    const input = decodeRequest(SendMessageRequest, body);
    const limits: Array<readonly [RateLimiter, string]> = [
      [burst, String(member.id)],
      [daily, String(member.id)],
    ];
    if (isNewAccount(c)) limits.push([newAccountDaily, String(member.id)]);
    const wait = await firstRefusal(limits);
    if (wait > 0) return tooFast(c, wait, 'Bạn gửi tin nhắn quá nhanh');
    try {
      const { message, created } = await sendMessage(db, member.id, { conversationId: input.conversation_id, clientId: input.client_id, body: input.body, photos: input.photos });
      if (created) backendMetrics()?.chatSent.inc();
      return answer(c, SendMessageResponse, { status: 200, data: { message } });
    } catch (error) {
      return refusal(c, error);
    }
  });

  // Read and delivered marks: the same request, one kind each. "Delivered" is posted by the device
  // that saw the other member's messages arrive — written by what observed the delivery, not by the
  // stream that wrote them out (docs/decisions.md, issue #40).
  for (const [path, request, kind] of [
    ['/api/chat/read', MarkReadRequest, 'read'],
    ['/api/chat/delivered', MarkDeliveredRequest, 'delivered'],
  ] as const) {
    app.post(path, async (c) => {
      const { member, input } = await memberRequest(c, request);
      try {
        await markConversation(db, member.id, input.conversation_id, kind, input.up_to);
        return answer(c, ChatOkResponse, { status: 200, success: true });
      } catch (error) {
        return refusal(c, error);
      }
    });
  }

  app.post('/api/chat/typing', async (c) => {
    const { member, input } = await memberRequest(c, TypingRequest);
    // Typing past the limit is simply not shown: never an error for the one typing.
    if ((await typing.hit(String(member.id))) > 0) return answer(c, ChatOkResponse, { status: 200, success: true });
    try {
      await signalTyping(db, member.id, input.conversation_id);
      return answer(c, ChatOkResponse, { status: 200, success: true });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.post('/api/chat/block', async (c) => {
    const { member, input } = await memberRequest(c, BlockRequest);
    try {
      const blocked = await setBlocked(db, member.id, input.conversation_id, input.blocked);
      return answer(c, BlockResponse, { status: 200, data: { blocked } });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.post('/api/chat/report', async (c) => {
    const { member, input } = await memberRequest(c, ReportConversationRequest);
    const wait = await reports.hit(String(member.id));
    if (wait > 0) return tooFast(c, wait, 'Bạn gửi báo cáo quá nhanh');
    try {
      await reportConversation(db, member.id, input.conversation_id, input.reason, input.details?.trim() || null);
      return answer(c, ChatOkResponse, { status: 200, success: true });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/chat/unread', async (c) => {
    const member = c.get('member');
    return answer(c, ChatUnreadResponse, { status: 200, data: await unreadCounts(db, member.id) });
  });

  app.post('/api/chat/upload-photo', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    const file = body.file;
    if (!(file instanceof File)) return c.json({ ...errorBody(400, 'Vui lòng chọn ảnh để gửi.'), field: 'photos' }, 400);
    const wait = await uploads.hit(String(member.id));
    if (wait > 0) return tooFast(c, wait, 'Bạn tải ảnh lên quá nhanh');
    try {
      const stored = await storeChatPhoto(env.MEDIA_DIR, file);
      await recordChatPhoto(db, member.id, stored.path);
      return answer(c, ChatPhotoResponse, { status: 200, data: stored });
    } catch (error) {
      return refusal(c, error);
    }
  });

  app.get('/api/moderation/chat-reports', requireMember(db), requireModerator(), async (c) => {
    const input = decodeRequest(ConversationReportListRequest, c.req.query(), { blankIsAbsent: true });
    const { data, total } = await conversationReportsQueue(db, { status: input.status, page: input.page, perPage: input.per_page });
    return answer(c, ConversationReportListResponse, { status: 200, data: { data, page: input.page, per_page: input.per_page, total } });
  });

  app.post('/api/moderation/chat-reports/resolve', requireMember(db), requireModerator(), async (c) => {
    const input = decodeRequest(ResolveConversationReportRequest, await readBody(c));
    try {
      await resolveConversationReport(db, c.get('member').id, input.id, input.status);
      return answer(c, ChatOkResponse, { status: 200, success: true });
    } catch (error) {
      return refusal(c, error);
    }
  });

  return app;
}
