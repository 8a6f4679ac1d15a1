/**
 * The posting calls (spec §7 "Posting") and the two this project adds (upload-media,
 * post-options), plus post-detail's `for=edit` answer. Shapes: docs/upstream-contract.md "Posting".
 */
import { Schema } from 'effect';
import { Envelope, EpochSeconds, RowId, WireInt } from './common';

const Tier = Schema.Literal(1, 2, 3);

export const StoredMediaWire = Schema.Struct({
  path: Schema.String,
  name: Schema.String,
  mime_type: Schema.String,
  bytes: Schema.Number,
  width: Schema.NullOr(Schema.Number),
  height: Schema.NullOr(Schema.Number),
});
export type StoredMediaWire = typeof StoredMediaWire.Type;

/** post, edit-post, create-repost, draft: `{ success: true, data: { post_id, status } }`. */
export const PostingResultResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ post_id: Schema.Number, status: Schema.Number }),
});

/** draft: send a finished draft to review. Its status must be 10; the service says why otherwise. */
export const SubmitDraftRequest = Schema.Struct({
  post_id: RowId,
  status: Schema.optional(WireInt),
  user_id: Schema.optional(RowId),
});

export const UploadMediaResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Array(StoredMediaWire),
});

export const PostOptionsResponse = Envelope(
  Schema.Struct({
    categories: Schema.Array(Schema.Struct({ id: Schema.Number, slug: Schema.String, name: Schema.String, listing_type: Schema.Literal(1, 2) })),
    tiers: Schema.Array(Schema.Struct({ post_type: Tier, name: Schema.String, points: Schema.Number })),
    day_numbers: Schema.Array(Schema.Number),
    wallet: Schema.Struct({ point: Schema.Number, point_bonus: Schema.Number }),
    packages: Schema.Array(
      Schema.Struct({
        id: Schema.Number,
        name: Schema.String,
        post_type: Tier,
        day_number: Schema.Number,
        remaining_posts: Schema.Number,
        expires_at: EpochSeconds,
      }),
    ),
    drafts: Schema.Array(Schema.Struct({ id: Schema.Number, title: Schema.String, draft_step: Schema.NullOr(Schema.String), updated_at: EpochSeconds })),
    limits: Schema.Struct({
      images: Schema.Number,
      documents: Schema.Number,
      videos: Schema.Number,
      panoramas: Schema.Number,
      request_bytes: Schema.Number,
      /** The largest file of each kind (docs/upstream-contract.md "Posting"). */
      file_bytes: Schema.Struct({ images: Schema.Number, documents: Schema.Number, videos: Schema.Number, panoramas: Schema.Number }),
    }),
  }),
);
export type PostOptions = (typeof PostOptionsResponse.Type)['data'];

export const EditDetailResponse = Envelope(
  Schema.Struct({
    post_id: Schema.Number,
    status: Schema.Number,
    draft_step: Schema.NullOr(Schema.String),
    send_back_notes: Schema.Record({ key: Schema.String, value: Schema.String }),
    reject_reason: Schema.NullOr(Schema.String),
    updated_at: EpochSeconds,
    category_slug: Schema.NullOr(Schema.String),
    term_id: Schema.Number,
    listing_type: Schema.Literal(1, 2),
    posting_form: Schema.String,
    title: Schema.String,
    description: Schema.String,
    transaction_type: Schema.Literal(1, 2, 3),
    price: Schema.String,
    price_unit: Schema.Literal('', '1', '2', '3'),
    area: Schema.String,
    bedrooms: Schema.String,
    bathrooms: Schema.String,
    /** Vehicle facts as the wizard typed them ('' when not said; src/lib/vehicle.ts). */
    vehicle_brand: Schema.String,
    vehicle_model: Schema.String,
    vehicle_year: Schema.String,
    vehicle_km: Schema.String,
    vehicle_fuel: Schema.String,
    vehicle_gearbox: Schema.String,
    province_code: Schema.String,
    district_code: Schema.String,
    ward_code: Schema.String,
    street: Schema.String,
    lat: Schema.NullOr(Schema.Number),
    lng: Schema.NullOr(Schema.Number),
    contact_name: Schema.String,
    contact_phone: Schema.String,
    post_type: Tier,
    day_number: Schema.Literal(14, 28),
    payment_by: Schema.Literal('point', 'package'),
    media: Schema.Struct({
      images: Schema.Array(StoredMediaWire),
      documents: Schema.Array(StoredMediaWire),
      videos: Schema.Array(StoredMediaWire),
      panoramas: Schema.Array(StoredMediaWire),
    }),
  }),
);
export type EditDetail = (typeof EditDetailResponse.Type)['data'];
