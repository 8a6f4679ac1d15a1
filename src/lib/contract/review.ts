/**
 * Seller reviews on the back-end API host (ours: docs/upstream-contract.md "Seller reviews"):
 * public lists and aggregates, the member's own review, writing, the seller's reply and the
 * moderators' hide.
 */
import { Schema } from 'effect';
import { EpochSeconds, RowId, WireInt } from './common';

const Ok = <A, I, R>(data: Schema.Schema<A, I, R>) => Schema.Struct({ status: Schema.Literal(200), data });
const Written = <A, I, R>(data: Schema.Schema<A, I, R>) => Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data });

export const Rating = Schema.Literal(1, 2, 3, 4, 5);
const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative());

export class PublicReview extends Schema.Class<PublicReview>('Review/PublicReview')({
  id: Schema.Number,
  rating: Rating,
  content: Schema.String,
  created_at: EpochSeconds,
  /** When the reviewer last replaced the review; null if never. */
  edited_at: Schema.NullOr(EpochSeconds),
  /** Abbreviated by the backend ("Nguyễn V. A."): full names of reviewers are never sent. */
  reviewer: Schema.Struct({ display_name: Schema.String }),
  seller: Schema.Struct({ id: Schema.Number, full_name: Schema.String }),
  /** `path` is null when the listing has no public page any more. */
  listing: Schema.Struct({ id: Schema.Number, title: Schema.String, path: Schema.NullOr(Schema.String) }),
  reply: Schema.NullOr(Schema.Struct({ content: Schema.String, created_at: EpochSeconds })),
}) {}

export const ReviewListResponse = Ok(
  Schema.Struct({ data: Schema.Array(PublicReview), page: Schema.Number, per_page: Schema.Number, total: Count }),
);

export const ReviewSummaryResponse = Ok(
  Schema.Struct({
    seller_id: Schema.NullOr(Schema.Number),
    count: Count,
    /** One decimal (4.7), null without reviews. */
    average: Schema.NullOr(Schema.Number.pipe(Schema.between(1, 5))),
    distribution: Schema.Struct({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count }),
  }),
);

export const ReviewMineResponse = Ok(
  Schema.NullOr(
    Schema.Struct({
      id: Schema.Number,
      rating: Rating,
      content: Schema.String,
      created_at: EpochSeconds,
      edited_at: Schema.NullOr(EpochSeconds),
      hidden: Schema.Boolean,
      has_reply: Schema.Boolean,
    }),
  ),
);

export const ReviewSaveResponse = Written(Schema.Struct({ id: Schema.Number, created: Schema.Boolean, seller_id: Schema.Number }));
export const ReviewReplyResponse = Written(Schema.Struct({ id: Schema.Number }));
export const ReviewHideResponse = Written(Schema.Struct({ id: Schema.Number }));

/** Bounds of the review list's query, as plain values the app's router derives its zod input from. */
export const REVIEW_BOUNDS = {
  /** Deepest page, and reviews per page. */
  page: 1000,
  perPage: 50,
} as const;

/** Stars as a client sends them: a number in JSON, its digit in a form. */
const WireRating = WireInt.pipe(Schema.compose(Rating));
const PageUpTo = (max: number) => WireInt.pipe(Schema.between(1, max));
/**
 * The member the client acts as. Not an input the backend decodes: the token names the member,
 * and the backend refuses a payload naming anyone else (in this or any other member field).
 */
const ActingMember = Schema.optional(RowId);

export const ReviewListRequest = Schema.Struct({
  seller_id: Schema.optional(RowId),
  rating: Schema.optional(WireRating),
  page: Schema.optionalWith(PageUpTo(REVIEW_BOUNDS.page), { default: () => 1 }),
  per_page: Schema.optionalWith(PageUpTo(REVIEW_BOUNDS.perPage), { default: () => 10 }),
});

/** Without `seller_id`, the whole marketplace's aggregate. */
export const ReviewSummaryRequest = Schema.Struct({ seller_id: Schema.optional(RowId) });

export const ReviewMineRequest = Schema.Struct({ member_id: ActingMember, post_id: RowId });

/**
 * `rating` and the texts below have their own Vietnamese messages, so the backend checks them itself
 * after decoding the rest; the texts are bounded after cleaning (src/lib/reviews.ts), not here.
 */
export const ReviewSaveRequest = Schema.Struct({ member_id: ActingMember, post_id: RowId, rating: WireRating, content: Schema.String });

export const ReviewReplyRequest = Schema.Struct({ member_id: ActingMember, review_id: RowId, content: Schema.String });

export const ReviewHideRequest = Schema.Struct({ member_id: ActingMember, review_id: RowId, reason: Schema.String });
