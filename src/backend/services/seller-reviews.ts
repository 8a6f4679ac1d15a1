/**
 * Member reviews of sellers (docs/upstream-contract.md "Seller reviews"): one review per reviewer
 * and listing (saving again replaces it), never of one's own listing; one reply by the seller;
 * moderators hide abusive reviews. Hidden reviews are neither listed nor counted. Each write and
 * its notification share one transaction.
 */
import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { abbreviateName, EMPTY_DISTRIBUTION, averageTenths, REVIEW_MESSAGES, REVIEW_RATINGS, REVIEWABLE_STATUSES, type RatingDistribution, type ReviewRating } from '~/lib/reviews';
import { listingPath } from '~/lib/slug';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { categories, listings, members, sellerReviews } from '../db/schema';
import { BackendError } from '../http';
import { notify } from './notify';
import { recordListingChanges } from './listing-changes';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const isReviewable = (status: number) => (REVIEWABLE_STATUSES as readonly number[]).includes(status);

/** Where a review is read: the seller's page on /review, anchored at the review. */
export const reviewLink = (sellerId: number, reviewId: number) => `/review?seller=${sellerId}#danh-gia-${reviewId}`;

// ---------------------------------------------------------------------------------------------
// Reading

export interface ReviewQuery {
  readonly sellerId?: number | undefined;
  readonly rating?: ReviewRating | undefined;
  readonly page: number;
  readonly perPage: number;
}

export async function listReviews(db: Database, query: ReviewQuery) {
  const reviewer = alias(members, 'reviewer');
  const seller = alias(members, 'seller');
  const conditions: SQL[] = [isNull(sellerReviews.hiddenAt)];
  if (query.sellerId !== undefined) conditions.push(eq(sellerReviews.sellerId, query.sellerId));
  if (query.rating !== undefined) conditions.push(eq(sellerReviews.rating, query.rating));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        review: sellerReviews,
        reviewerName: reviewer.fullName,
        sellerName: seller.fullName,
        listing: { id: listings.id, title: listings.title, status: listings.status, objectSlug: listings.objectSlug },
        categorySlug: categories.slug,
      })
      .from(sellerReviews)
      .innerJoin(reviewer, eq(reviewer.id, sellerReviews.reviewerId))
      .innerJoin(seller, eq(seller.id, sellerReviews.sellerId))
      .innerJoin(listings, eq(listings.id, sellerReviews.listingId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(where)
      .orderBy(desc(sellerReviews.createdAt), desc(sellerReviews.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(sellerReviews).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.review.id,
      rating: row.review.rating,
      content: row.review.content,
      created_at: seconds(row.review.createdAt),
      edited_at: row.review.editedAt ? seconds(row.review.editedAt) : null,
      // Only the abbreviated name leaves the backend: reviews are public, reviewers are private.
      reviewer: { display_name: abbreviateName(row.reviewerName) },
      seller: { id: row.review.sellerId, full_name: row.sellerName },
      listing: {
        id: row.listing.id,
        title: row.listing.title,
        // Listings that never went public (or went back to review) have no page to link to.
        path: isReviewable(row.listing.status) ? listingPath(row.categorySlug, row.listing.objectSlug, row.listing.id) : null,
      },
      reply: row.review.reply !== null && row.review.repliedAt !== null ? { content: row.review.reply, created_at: seconds(row.review.repliedAt) } : null,
    })),
    page: query.page,
    per_page: query.perPage,
    total: Number(total?.total ?? 0),
  };
}

/** Visible reviews per star, their count and average (one decimal), for a seller or the whole marketplace. */
export async function reviewSummary(db: Database, sellerId?: number) {
  const rows = await db
    .select({ rating: sellerReviews.rating, reviews: count() })
    .from(sellerReviews)
    .where(and(isNull(sellerReviews.hiddenAt), sellerId === undefined ? undefined : eq(sellerReviews.sellerId, sellerId)))
    .groupBy(sellerReviews.rating);
  const distribution: Record<ReviewRating, number> = { ...EMPTY_DISTRIBUTION };
  for (const row of rows) {
    const rating = REVIEW_RATINGS.find((value) => value === row.rating);
    if (rating !== undefined) distribution[rating] = Number(row.reviews);
  }
  const tenths = averageTenths(distribution);
  const total = REVIEW_RATINGS.reduce((sum, rating) => sum + distribution[rating], 0);
  return { seller_id: sellerId ?? null, count: total, average: tenths === null ? null : tenths / 10, distribution: distribution as RatingDistribution };
}

/** The member's own review of a listing (hidden ones included, so the form can say why it is locked). */
export async function myReview(db: Database, reviewerId: number, listingId: number) {
  const [row] = await db
    .select()
    .from(sellerReviews)
    .where(and(eq(sellerReviews.reviewerId, reviewerId), eq(sellerReviews.listingId, listingId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    rating: row.rating,
    content: row.content,
    created_at: seconds(row.createdAt),
    edited_at: row.editedAt ? seconds(row.editedAt) : null,
    hidden: row.hiddenAt !== null,
    has_reply: row.reply !== null,
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

async function reviewableListing(db: Database, listingId: number) {
  const [row] = await db
    .select({ id: listings.id, memberId: listings.memberId, title: listings.title, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row && isReviewable(row.status) ? row : null;
}

export interface SaveReviewInput {
  readonly reviewerId: number;
  readonly listingId: number;
  readonly rating: ReviewRating;
  /** Already cleaned and validated (src/lib/reviews.ts). */
  readonly content: string;
  readonly now?: Date;
}

/**
 * Writes the reviewer's review of the listing's seller, or replaces their earlier one. An upsert on
 * (reviewer, listing), so two saves at once still leave one review; a hidden review stays hidden
 * and cannot be edited. The seller is notified.
 */
export async function saveReview(db: Database, input: SaveReviewInput) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const listing = await reviewableListing(tx, input.listingId);
    if (!listing) throw new BackendError(404, REVIEW_MESSAGES.listingMissing);
    if (listing.memberId === input.reviewerId) throw new BackendError(400, REVIEW_MESSAGES.ownListing);
    const [saved] = await tx
      .insert(sellerReviews)
      .values({ listingId: listing.id, sellerId: listing.memberId, reviewerId: input.reviewerId, rating: input.rating, content: input.content, createdAt: now })
      .onConflictDoUpdate({
        target: [sellerReviews.reviewerId, sellerReviews.listingId],
        set: { rating: input.rating, content: input.content, editedAt: now },
        setWhere: isNull(sellerReviews.hiddenAt),
      })
      .returning({ id: sellerReviews.id, editedAt: sellerReviews.editedAt });
    // No row back: the existing review is hidden (the conflict update was skipped).
    if (!saved) throw new BackendError(409, REVIEW_MESSAGES.hiddenEdit);
    const created = saved.editedAt === null;
    const [reviewer] = await tx.select({ fullName: members.fullName }).from(members).where(eq(members.id, input.reviewerId));
    const who = abbreviateName(reviewer?.fullName ?? '');
    await notify(tx, {
      memberId: listing.memberId,
      tab: 'activities',
      title: created ? 'Bạn có đánh giá mới' : 'Một đánh giá về bạn vừa được sửa',
      body: `${who} ${created ? 'đã đánh giá' : 'đã sửa đánh giá,'} bạn ${input.rating} sao về tin “${listing.title}”.`,
      link: reviewLink(listing.memberId, saved.id),
    });
    await recordListingChanges(tx, await listingsShowingSeller(tx, listing.memberId, listing.id), 'review');
    return { id: saved.id, created, seller_id: listing.memberId, listing_id: listing.id };
  });
}

/** The seller's one public reply. A conditional update, so two replies at once still leave one. */
export async function replyToReview(db: Database, input: { sellerId: number; reviewId: number; content: string; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sellerReviews)
      .set({ reply: input.content, repliedAt: now })
      .where(and(eq(sellerReviews.id, input.reviewId), eq(sellerReviews.sellerId, input.sellerId), isNull(sellerReviews.hiddenAt), isNull(sellerReviews.reply)))
      .returning({ id: sellerReviews.id, reviewerId: sellerReviews.reviewerId, listingId: sellerReviews.listingId });
    if (!updated) {
      const [review] = await tx
        .select({ sellerId: sellerReviews.sellerId, hiddenAt: sellerReviews.hiddenAt })
        .from(sellerReviews)
        .where(eq(sellerReviews.id, input.reviewId));
      if (!review || review.hiddenAt !== null) throw new BackendError(404, REVIEW_MESSAGES.reviewMissing);
      if (review.sellerId !== input.sellerId) throw new BackendError(403, REVIEW_MESSAGES.notSeller);
      throw new BackendError(409, REVIEW_MESSAGES.replyTwice);
    }
    await notify(tx, {
      memberId: updated.reviewerId,
      tab: 'activities',
      title: 'Người bán đã phản hồi đánh giá của bạn',
      body: 'Người bán vừa trả lời đánh giá bạn viết. Bấm để xem phản hồi.',
      link: reviewLink(input.sellerId, updated.id),
    });
    await recordListingChanges(tx, [updated.listingId], 'review');
    return { id: updated.id, listing_id: updated.listingId };
  });
}

/** A moderator hides an abusive review; the reviewer is told why. Hidden reviews leave every list and aggregate. */
export async function hideReview(db: Database, input: { moderatorId: number; reviewId: number; reason: string; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    // A moderator never decides about a review they wrote or one about their own listings.
    const [concerned] = await tx
      .select({ id: sellerReviews.id })
      .from(sellerReviews)
      .where(and(eq(sellerReviews.id, input.reviewId), or(eq(sellerReviews.sellerId, input.moderatorId), eq(sellerReviews.reviewerId, input.moderatorId))));
    if (concerned) throw new BackendError(403, REVIEW_MESSAGES.ownReview);
    const [hidden] = await tx
      .update(sellerReviews)
      .set({ hiddenAt: now, hiddenBy: input.moderatorId, hiddenReason: input.reason })
      .where(and(eq(sellerReviews.id, input.reviewId), isNull(sellerReviews.hiddenAt)))
      .returning({ id: sellerReviews.id, reviewerId: sellerReviews.reviewerId, sellerId: sellerReviews.sellerId, listingId: sellerReviews.listingId });
    if (!hidden) {
      const [review] = await tx.select({ id: sellerReviews.id }).from(sellerReviews).where(eq(sellerReviews.id, input.reviewId));
      throw review ? new BackendError(409, REVIEW_MESSAGES.alreadyHidden) : new BackendError(404, REVIEW_MESSAGES.reviewMissing);
    }
    await notify(tx, {
      memberId: hidden.reviewerId,
      tab: 'activities',
      title: 'Đánh giá của bạn đã bị ẩn',
      body: `Ban quản trị đã ẩn một đánh giá bạn viết vì vi phạm quy định. Lý do: ${input.reason}`,
    });
    await recordListingChanges(tx, await listingsShowingSeller(tx, hidden.sellerId, hidden.listingId), 'review');
    return { id: hidden.id, seller_id: hidden.sellerId, listing_id: hidden.listingId };
  });
}

/**
 * The listings whose cached pages show this seller's aggregate: the reviewed one first, then the
 * seller's most recently pushed live ones (bounded; the rest refresh on their 60 s timer).
 */
export async function listingsShowingSeller(db: Database, sellerId: number, reviewedListingId: number, limit = 15): Promise<number[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.memberId, sellerId), inArray(listings.status, LIVE_STATUSES), sql`${listings.id} <> ${reviewedListingId}`))
    .orderBy(desc(listings.pushedAt), desc(listings.id))
    .limit(limit);
  return [reviewedListingId, ...rows.map((row) => row.id)];
}
