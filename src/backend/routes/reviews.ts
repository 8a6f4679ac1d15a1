/**
 * Seller reviews (ours: docs/upstream-contract.md "Seller reviews"): public lists and aggregates,
 * a member's own review of a listing, writing (rate-limited), the seller's reply and the
 * moderators' hide. The reviewer is always the token's member; a payload naming anyone else is 403.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  cleanReviewText,
  HIDE_REASON_FIELD,
  HIDE_REASON_MAX,
  HIDE_REASON_MIN,
  isReviewRating,
  REVIEW_MESSAGES,
  validateReplyText,
  validateReviewText,
} from '~/lib/reviews';
import { validateText } from '~/lib/validation';
import { assertSelf, requireMember, requireModerator, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { errorBody, parseInput, readBody } from '../http';
import { createRateLimiter } from '../services/rate-limit';
import { hideReview, listReviews, myReview, replyToReview, reviewSummary, saveReview } from '../services/seller-reviews';

/** Every field that could name the acting member; `reviewer_id` too, since it is the one a forger would try. */
const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm', 'reviewer_id'] as const;
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

const listQuery = z.object({
  seller_id: positiveId.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function reviewRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  // Like listing reports: a person writes a few reviews at a time, a script writes hundreds.
  const reviewLimit = createRateLimiter(db, { name: 'review', limit: 5, windowMs: 10 * 60_000 });
  const replyLimit = createRateLimiter(db, { name: 'review-reply', limit: 10, windowMs: 10 * 60_000 });


  app.get('/api/review/list', async (c) => {
    const query = parseInput(listQuery, c.req.query());
    const rating = isReviewRating(query.rating) ? query.rating : undefined;
    return c.json({ status: 200, data: await listReviews(db, { sellerId: query.seller_id, rating, page: query.page, perPage: query.per_page }) });
  });

  app.get('/api/review/summary', async (c) => {
    const { seller_id: sellerId } = parseInput(z.object({ seller_id: positiveId.optional() }), c.req.query());
    return c.json({ status: 200, data: await reviewSummary(db, sellerId) });
  });

  app.get('/api/review/mine', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const postId = parseInput(positiveId, c.req.query('post_id'));
    return c.json({ status: 200, data: await myReview(db, member.id, postId) });
  });

  app.post('/api/review/save', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { post_id: postId } = parseInput(z.object({ post_id: positiveId }), body);
    const rating = Number(body.rating);
    if (!isReviewRating(rating)) return c.json({ ...errorBody(400, REVIEW_MESSAGES.ratingMissing), field: 'rating' }, 400);
    const problem = validateReviewText(text(body.content));
    if (problem) return c.json({ ...errorBody(400, problem), field: 'content' }, 400);
    const wait = await reviewLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, REVIEW_MESSAGES.tooFast(wait)), 429);
    const saved = await saveReview(db, { reviewerId: member.id, listingId: postId, rating, content: cleanReviewText(text(body.content)) });
    return c.json({ status: 200, success: true, data: { id: saved.id, created: saved.created, seller_id: saved.seller_id } });
  });

  app.post('/api/review/reply', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { review_id: reviewId } = parseInput(z.object({ review_id: positiveId }), body);
    const problem = validateReplyText(text(body.content));
    if (problem) return c.json({ ...errorBody(400, problem), field: 'content' }, 400);
    const wait = await replyLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, REVIEW_MESSAGES.tooFast(wait)), 429);
    const replied = await replyToReview(db, { sellerId: member.id, reviewId, content: cleanReviewText(text(body.content)) });
    return c.json({ status: 200, success: true, data: { id: replied.id } });
  });

  app.post('/api/moderation/reviews/hide', authed, requireModerator(), async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { review_id: reviewId } = parseInput(z.object({ review_id: positiveId }), body);
    const reason = cleanReviewText(text(body.reason));
    const problem = validateText(reason, { field: HIDE_REASON_FIELD, min: HIDE_REASON_MIN, max: HIDE_REASON_MAX });
    if (problem) return c.json({ ...errorBody(400, problem), field: 'reason' }, 400);
    const hidden = await hideReview(db, { moderatorId: member.id, reviewId, reason });
    return c.json({ status: 200, success: true, data: { id: hidden.id } });
  });

  return app;
}
