/**
 * Reviews as pages and components see them (src/lib/contract/review.ts is the wire): dates as
 * Dates, the average preformatted with the Vietnamese comma, listing links only where a page exists.
 */
import type { PublicReview } from '~/lib/contract/review';
import { formatRating, type RatingDistribution, type ReviewRating } from '~/lib/reviews';
import type { MyReviewWire, ReviewSummaryWire } from '../upstream/review-api';

export interface ReviewView {
  readonly id: number;
  readonly rating: ReviewRating;
  readonly content: string;
  readonly createdAt: Date;
  readonly editedAt: Date | null;
  /** Abbreviated by the backend ("Nguyễn V. A."). */
  readonly reviewerName: string;
  readonly seller: { readonly id: number; readonly name: string };
  readonly listing: { readonly id: number; readonly title: string; readonly href: string | null };
  readonly reply: { readonly content: string; readonly createdAt: Date } | null;
}

export interface SellerRatingView {
  readonly count: number;
  /** One decimal; null without reviews. */
  readonly average: number | null;
  /** "4,6"; null without reviews. */
  readonly averageText: string | null;
  readonly distribution: RatingDistribution;
}

export interface MyReviewView {
  readonly id: number;
  readonly rating: ReviewRating;
  readonly content: string;
  readonly hidden: boolean;
  readonly hasReply: boolean;
}

const date = (seconds: number) => new Date(seconds * 1000);

export function toReviewView(review: PublicReview): ReviewView {
  return {
    id: review.id,
    rating: review.rating,
    content: review.content,
    createdAt: date(review.created_at),
    editedAt: review.edited_at === null ? null : date(review.edited_at),
    reviewerName: review.reviewer.display_name,
    seller: { id: review.seller.id, name: review.seller.full_name },
    listing: { id: review.listing.id, title: review.listing.title, href: review.listing.path },
    reply: review.reply === null ? null : { content: review.reply.content, createdAt: date(review.reply.created_at) },
  };
}

export function toSellerRatingView(summary: ReviewSummaryWire): SellerRatingView {
  return {
    count: summary.count,
    average: summary.average,
    averageText: summary.average === null ? null : formatRating(summary.average),
    distribution: summary.distribution,
  };
}

export function toMyReviewView(review: MyReviewWire): MyReviewView | null {
  if (review === null) return null;
  return { id: review.id, rating: review.rating, content: review.content, hidden: review.hidden, hasReply: review.has_reply };
}
