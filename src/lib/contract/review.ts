/**
 * Seller reviews on the back-end API host (ours: docs/upstream-contract.md "Seller reviews"):
 * public lists and aggregates, the member's own review, writing, the seller's reply and the
 * moderators' hide.
 */
import { Schema } from 'effect';
import { EpochSeconds } from './common';

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
