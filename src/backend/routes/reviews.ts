/**
 * Seller reviews (ours: docs/upstream-contract.md "Seller reviews"): public lists and aggregates,
 * a member's own review of a listing, writing (rate-limited), the seller's reply and the
 * moderators' hide. The reviewer is always the token's member; a payload naming anyone else is 403.
 */
import { Option, Schema } from 'effect';
import { Hono } from 'hono';
import {
  ReviewHideRequest,
  ReviewHideResponse,
  ReviewListRequest,
  ReviewListResponse,
  ReviewMineRequest,
  ReviewMineResponse,
  ReviewReplyRequest,
  ReviewReplyResponse,
  ReviewSaveRequest,
  ReviewSaveResponse,
  ReviewSummaryRequest,
  ReviewSummaryResponse,
} from '~/lib/contract/review';
import {
  cleanReviewText,
  HIDE_REASON_FIELD,
  HIDE_REASON_MAX,
  HIDE_REASON_MIN,
  isReviewRating,
  REVIEW_MESSAGES,
  type ReviewRating,
  validateReplyText,
  validateReviewText,
} from '~/lib/reviews';
import { validateText } from '~/lib/validation';
import { assertSelf, requireMember, requireModerator, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { AnswerOutsideContract, answer, decodeRequest } from '../contract-edge';
import { errorBody, readBody } from '../http';
import { createRateLimiter } from '../services/rate-limit';
import { hideReview, listReviews, myReview, replyToReview, reviewSummary, saveReview } from '../services/seller-reviews';

/** Every field that could name the acting member; `reviewer_id` too, since it is the one a forger would try. */
const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm', 'reviewer_id'] as const;
/** Stars read as the contract reads them, but refused with the form's own message, not the generic one. */
const decodeRating = Schema.decodeUnknownOption(ReviewSaveRequest.fields.rating);

/** A text with its own Vietnamese messages: anything but a string reads as empty, so it gets the "empty" one. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The column is a smallint held to 1–5 by a check constraint; the contract's answers say so. */
function storedRating(rating: number): ReviewRating {
  if (isReviewRating(rating)) return rating;
  throw new AnswerOutsideContract(`rating: ${rating} is not 1–5`);
}

export function reviewRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const authed = requireMember(db);
  // Like listing reports: a person writes a few reviews at a time, a script writes hundreds.
  const reviewLimit = createRateLimiter(db, { name: 'review', limit: 5, windowMs: 10 * 60_000 });
  const replyLimit = createRateLimiter(db, { name: 'review-reply', limit: 10, windowMs: 10 * 60_000 });


  app.get('/api/review/list', async (c) => {
    const query = decodeRequest(ReviewListRequest, c.req.query(), { blankIsAbsent: true });
    const page = await listReviews(db, { sellerId: query.seller_id, rating: query.rating, page: query.page, perPage: query.per_page });
    return answer(c, ReviewListResponse, { status: 200, data: { ...page, data: page.data.map((review) => ({ ...review, rating: storedRating(review.rating) })) } });
  });

  app.get('/api/review/summary', async (c) => {
    const { seller_id: sellerId } = decodeRequest(ReviewSummaryRequest, c.req.query(), { blankIsAbsent: true });
    return answer(c, ReviewSummaryResponse, { status: 200, data: await reviewSummary(db, sellerId) });
  });

  app.get('/api/review/mine', authed, async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const { post_id: postId } = decodeRequest(ReviewMineRequest.pick('post_id'), c.req.query());
    const review = await myReview(db, member.id, postId);
    return answer(c, ReviewMineResponse, { status: 200, data: review && { ...review, rating: storedRating(review.rating) } });
  });

  app.post('/api/review/save', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { post_id: postId } = decodeRequest(ReviewSaveRequest.pick('post_id'), body);
    const rating = Option.getOrUndefined(decodeRating(body.rating));
    if (rating === undefined) return c.json({ ...errorBody(400, REVIEW_MESSAGES.ratingMissing), field: 'rating' }, 400);
    const problem = validateReviewText(text(body.content));
    if (problem) return c.json({ ...errorBody(400, problem), field: 'content' }, 400);
    const wait = await reviewLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, REVIEW_MESSAGES.tooFast(wait)), 429);
    const saved = await saveReview(db, { reviewerId: member.id, listingId: postId, rating, content: cleanReviewText(text(body.content)) });
    return answer(c, ReviewSaveResponse, { status: 200, success: true, data: { id: saved.id, created: saved.created, seller_id: saved.seller_id } });
  });

  app.post('/api/review/reply', authed, async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { review_id: reviewId } = decodeRequest(ReviewReplyRequest.pick('review_id'), body);
    const problem = validateReplyText(text(body.content));
    if (problem) return c.json({ ...errorBody(400, problem), field: 'content' }, 400);
    const wait = await replyLimit.hit(String(member.id));
    if (wait > 0) return c.json(errorBody(429, REVIEW_MESSAGES.tooFast(wait)), 429);
    const replied = await replyToReview(db, { sellerId: member.id, reviewId, content: cleanReviewText(text(body.content)) });
    return answer(c, ReviewReplyResponse, { status: 200, success: true, data: { id: replied.id } });
  });

  app.post('/api/moderation/reviews/hide', authed, requireModerator(), async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { review_id: reviewId } = decodeRequest(ReviewHideRequest.pick('review_id'), body);
    const reason = cleanReviewText(text(body.reason));
    const problem = validateText(reason, { field: HIDE_REASON_FIELD, min: HIDE_REASON_MIN, max: HIDE_REASON_MAX });
    if (problem) return c.json({ ...errorBody(400, problem), field: 'reason' }, 400);
    const hidden = await hideReview(db, { moderatorId: member.id, reviewId, reason });
    return answer(c, ReviewHideResponse, { status: 200, success: true, data: { id: hidden.id } });
  });

  return app;
}
