/**
 * Client of the seller-review calls on the back-end API host (docs/upstream-contract.md "Seller
 * reviews"): public lists and aggregates, and the member's writes, which carry the session's bearer
 * token and member id. The backend's Vietnamese refusals (400/403/404/409/429) come back as
 * `UpstreamRejected` with the field they are about.
 * @see https://effect.website/docs/requirements-management/services/
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
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
import type { ReviewRating } from '~/lib/reviews';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';

type DataOf<S extends { readonly Type: { readonly data: unknown } }> = S['Type']['data'];

export type ReviewPageWire = DataOf<typeof ReviewListResponse>;
export type ReviewSummaryWire = DataOf<typeof ReviewSummaryResponse>;
export type MyReviewWire = DataOf<typeof ReviewMineResponse>;
export type ReviewSaveWire = DataOf<typeof ReviewSaveResponse>;

export interface ReviewListQuery {
  readonly sellerId?: number | undefined;
  readonly rating?: ReviewRating | undefined;
  readonly page: number;
  readonly perPage: number;
}

export interface ReviewApiService {
  readonly list: (query: ReviewListQuery) => Effect.Effect<ReviewPageWire, UpstreamError>;
  readonly summary: (sellerId: number | undefined) => Effect.Effect<ReviewSummaryWire, UpstreamError>;
  readonly mine: (auth: MemberAuth, postId: number) => Effect.Effect<MyReviewWire, UpstreamError>;
  readonly save: (auth: MemberAuth, input: { postId: number; rating: ReviewRating; content: string }) => Effect.Effect<ReviewSaveWire, UpstreamError>;
  readonly reply: (auth: MemberAuth, input: { reviewId: number; content: string }) => Effect.Effect<number, UpstreamError>;
  readonly hide: (auth: MemberAuth, input: { reviewId: number; reason: string }) => Effect.Effect<number, UpstreamError>;
}

export class ReviewApi extends Context.Tag('upstream/ReviewApi')<ReviewApi, ReviewApiService>() {}

const HOST = 'review';
const USER_FACING = [400, 403, 404, 409, 429] as const;

/** A request in its wire form, by the contract's schema, which validates it: a caller bug is not a round trip. */
const encode = <A, I>(schema: Schema.Schema<A, I>, operation: string, request: A) => encodeContractRequest(schema, { host: HOST, operation }, request);

export const ReviewApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<ReviewApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    ReviewApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'ReviewApi', host: HOST, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      const write = { userFacingStatuses: USER_FACING };
      return {
        list: (query) =>
          encode(ReviewListRequest, 'list', { seller_id: query.sellerId, rating: query.rating, page: query.page, per_page: query.perPage }).pipe(
            Effect.flatMap((urlParams) => http.get('/api/review/list', { operation: 'list', schema: ReviewListResponse, retry: READ_RETRY, urlParams })),
            Effect.map((body) => body.data),
          ),
        summary: (sellerId) =>
          encode(ReviewSummaryRequest, 'summary', { seller_id: sellerId }).pipe(
            Effect.flatMap((urlParams) => http.get('/api/review/summary', { operation: 'summary', schema: ReviewSummaryResponse, retry: READ_RETRY, urlParams })),
            Effect.map((body) => body.data),
          ),
        mine: ({ memberId, token }, postId) =>
          encode(ReviewMineRequest, 'mine', { member_id: memberId, post_id: postId }).pipe(
            Effect.flatMap((urlParams) =>
              http.get('/api/review/mine', { operation: 'mine', schema: ReviewMineResponse, retry: READ_RETRY, bearerToken: token, urlParams }),
            ),
            Effect.map((body) => body.data),
          ),
        save: ({ memberId, token }, input) =>
          encode(ReviewSaveRequest, 'save', { member_id: memberId, post_id: input.postId, rating: input.rating, content: input.content }).pipe(
            Effect.flatMap((body) => http.postJson('/api/review/save', body, { operation: 'save', schema: ReviewSaveResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data),
          ),
        reply: ({ memberId, token }, input) =>
          encode(ReviewReplyRequest, 'reply', { member_id: memberId, review_id: input.reviewId, content: input.content }).pipe(
            Effect.flatMap((body) => http.postJson('/api/review/reply', body, { operation: 'reply', schema: ReviewReplyResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data.id),
          ),
        hide: ({ memberId, token }, input) =>
          encode(ReviewHideRequest, 'hide', { member_id: memberId, review_id: input.reviewId, reason: input.reason }).pipe(
            Effect.flatMap((body) => http.postJson('/api/moderation/reviews/hide', body, { operation: 'hide', schema: ReviewHideResponse, bearerToken: token, ...write })),
            Effect.map((body) => body.data.id),
          ),
      } satisfies ReviewApiService;
    }),
  );
