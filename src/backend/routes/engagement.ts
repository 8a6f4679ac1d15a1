/**
 * Writing on a listing (spec §7 "Comments and callbacks"): POST /api/comment/send and the callback
 * requests (check-existed, save; one per member and listing). Bearer token required; a member id in
 * the payload must be the token's. The listing's owner is notified (tab "activities").
 */
import { Hono } from 'hono';
import {
  CallbackExistedResponse,
  CallbackSaveRequest,
  CallbackSaveResponse,
  CommentSendRequest,
  CommentSendResponse,
  PostIdRequest,
} from '~/lib/contract/content';
import { validatePhone, validateText } from '~/lib/validation';
import { assertSelf, memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { errorBody, readBody } from '../http';
import { addCallbackRequest, addComment, hasCallbackRequest, liveListing } from '../services/engagement';
import { findById } from '../services/members';
import { createRateLimiter } from '../services/rate-limit';

const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm'] as const;

export function engagementRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  const commentLimit = createRateLimiter(db, { name: 'comment', limit: 10, windowMs: 60_000 });

  app.post('/api/comment/send', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const input = decodeRequest(CommentSendRequest, { ...body, obj: body.obj ?? body.post_id });
    const problem = validateText(input.content, { field: 'Nội dung bình luận', min: 2, max: 1000 });
    if (problem) return c.json({ ...errorBody(400, problem), field: 'content' }, 400);
    const wait = await commentLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, `Bạn bình luận quá nhanh, vui lòng thử lại sau ${wait} giây.`), 429);
    const listing = await liveListing(db, input.obj);
    const id = await addComment(db, listing, member, input.content.trim());
    return answer(c, CommentSendResponse, { status: 200, success: true, data: { id } });
  });

  app.get('/api/content/callback-request/check-existed', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const { post_id: id } = decodeRequest(PostIdRequest, c.req.query());
    return answer(c, CallbackExistedResponse, { status: 200, data: { existed: await hasCallbackRequest(db, member.id, id) } });
  });

  app.post('/api/content/callback-request/save', authed, async (c) => {
    const { member, input } = await memberRequest(c, CallbackSaveRequest, MEMBER_FIELDS);
    const phoneProblem = validatePhone(input.phone);
    if (phoneProblem) return answer(c, CallbackSaveResponse, { status: 200, data: { success: false, message: phoneProblem, field: 'phone' } });
    const listing = await liveListing(db, input.post_id);
    if (listing.memberId === member.id) return answer(c, CallbackSaveResponse, { status: 200, data: { success: false, message: 'Đây là tin của bạn.' } });
    const profile = await findById(db, member.id);
    const name = input.name.trim() || profile?.fullName || member.fullName;
    const saved = await addCallbackRequest(db, listing, { memberId: member.id, name, phone: input.phone.trim(), note: input.note.trim() || null });
    if (!saved) return answer(c, CallbackSaveResponse, { status: 200, data: { success: false, message: 'Bạn đã gửi yêu cầu gọi lại cho tin này rồi.' } });
    return answer(c, CallbackSaveResponse, { status: 200, data: { success: true, id: saved.id } });
  });

  return app;
}
