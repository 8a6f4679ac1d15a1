/**
 * Writing on a listing (spec §7 "Comments and callbacks"): POST /api/comment/send and the callback
 * requests (check-existed, save; one per member and listing). Bearer token required; a member id in
 * the payload must be the token's. The listing's owner is notified (tab "activities").
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CallbackExistedResponse,
  CallbackSaveRequest,
  CallbackSaveResponse,
  CommentSendRequest,
  CommentSendResponse,
  PostIdRequest,
} from '~/lib/contract/content';
import { listingPath } from '~/lib/slug';
import { validatePhone, validateText } from '~/lib/validation';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import type { Database } from '../db/client';
import { callbackRequests, categories, comments, listings, notifications } from '../db/schema';
import { BackendError, errorBody, readBody } from '../http';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import { findById } from '../services/members';
import { createRateLimiter } from '../services/rate-limit';

const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm'] as const;

async function liveListing(db: Database, id: number) {
  const [row] = await db
    .select({ id: listings.id, memberId: listings.memberId, title: listings.title, endsAt: listings.endsAt, objectSlug: listings.objectSlug, categorySlug: categories.slug })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(eq(listings.id, id), inArray(listings.status, [...LIVE_STATUSES])))
    .limit(1);
  if (!row || (row.endsAt && row.endsAt.getTime() < Date.now())) throw new BackendError(404, 'Tin này không tồn tại hoặc đã hết hạn.');
  return row;
}

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
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(comments).values({ listingId: listing.id, memberId: member.id, body: input.content.trim() }).returning({ id: comments.id });
      if (listing.memberId !== member.id) {
        await tx.insert(notifications).values({
          memberId: listing.memberId,
          tab: 'activities',
          title: 'Có bình luận mới trên tin của bạn',
          body: `${member.fullName} đã bình luận tin "${listing.title}".`,
          link: `${listingPath(listing.categorySlug, listing.objectSlug, listing.id)}#binh-luan`,
        });
      }
      return row?.id ?? 0;
    });
    return answer(c, CommentSendResponse, { status: 200, success: true, data: { id } });
  });

  app.get('/api/content/callback-request/check-existed', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const { post_id: id } = decodeRequest(PostIdRequest, c.req.query());
    const [row] = await db
      .select({ id: callbackRequests.id })
      .from(callbackRequests)
      .where(and(eq(callbackRequests.memberId, member.id), eq(callbackRequests.listingId, id)))
      .limit(1);
    return answer(c, CallbackExistedResponse, { status: 200, data: { existed: row !== undefined } });
  });

  app.post('/api/content/callback-request/save', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const input = decodeRequest(CallbackSaveRequest, body);
    const phoneProblem = validatePhone(input.phone);
    if (phoneProblem) return answer(c, CallbackSaveResponse, { status: 200, data: { success: false, message: phoneProblem, field: 'phone' } });
    const listing = await liveListing(db, input.post_id);
    if (listing.memberId === member.id) return answer(c, CallbackSaveResponse, { status: 200, data: { success: false, message: 'Đây là tin của bạn.' } });
    const profile = await findById(db, member.id);
    const name = input.name.trim() || profile?.fullName || member.fullName;
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(callbackRequests)
        .values({ listingId: listing.id, memberId: member.id, name, phone: input.phone.trim(), note: input.note.trim() || null })
        .onConflictDoNothing()
        .returning({ id: callbackRequests.id });
      if (!row) return null;
      await tx.insert(notifications).values({
        memberId: listing.memberId,
        tab: 'activities',
        title: 'Có người muốn bạn gọi lại',
        body: `${name} (${input.phone.trim()}) muốn bạn gọi lại về tin "${listing.title}".`,
        link: listingPath(listing.categorySlug, listing.objectSlug, listing.id),
      });
      return row;
    });
    if (!saved) return answer(c, CallbackSaveResponse, { status: 200, data: { success: false, message: 'Bạn đã gửi yêu cầu gọi lại cho tin này rồi.' } });
    return answer(c, CallbackSaveResponse, { status: 200, data: { success: true, id: saved.id } });
  });

  return app;
}
