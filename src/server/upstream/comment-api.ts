/**
 * Client of the comment host (spec §7 "Comments and callbacks"): one page of a listing's comments,
 * `GET /api/comment` with cat, obj, app 22, page and per_page (5 by default, spec §9). Posting a
 * comment needs a session and arrives with the accounts issue. Fails only with `UpstreamError`.
 *
 * Wire format: src/lib/contract/content.ts `CommentListResponse`.
 * @see /work/shared/spec/product-spec.md §7, §9
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  COMMENT_BOUNDS,
  CommentListRequest as CommentListQuery,
  CommentListResponse,
  CommentSendRequest,
  CommentSendResponse,
} from '~/lib/contract/content';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { READ_RETRY, makeUpstreamHttpClient } from './http';
import type { MemberAuth } from './member-api';

/** The spec's app id (§9). */
export const APP_ID = COMMENT_BOUNDS.app;
/** Comments per page (spec §9). */
export const COMMENTS_PER_PAGE = COMMENT_BOUNDS.perPage;

export type CommentPage = (typeof CommentListResponse.Type)['data'];

export interface CommentListRequest {
  /** The listing's category slug. */
  readonly cat: string;
  /** The listing id. */
  readonly obj: number;
  readonly page: number;
  readonly perPage?: number | undefined;
}

export interface CommentApiService {
  readonly list: (request: CommentListRequest) => Effect.Effect<CommentPage, UpstreamError>;
  /** POST /api/comment/send as the signed-in member; refusals carry the spec §5 message. */
  readonly send: (auth: MemberAuth, postId: number, content: string) => Effect.Effect<number, UpstreamError>;
}

export class CommentApi extends Context.Tag('upstream/CommentApi')<CommentApi, CommentApiService>() {}

export interface CommentApiConfig {
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
}

const HOST = 'comment';

/** A request in its wire form, built with the contract's schema, which checks it: a caller bug is not a round trip. */
const encodeRequest = <A, I>(schema: Schema.Schema<A, I>, operation: string, request: A) => encodeContractRequest(schema, { host: HOST, operation }, request);

export const makeCommentApi = (config: CommentApiConfig): Effect.Effect<CommentApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({ service: 'CommentApi', host: HOST, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
    const service: CommentApiService = {
      list: ({ cat, obj, page, perPage = COMMENTS_PER_PAGE }) =>
        encodeRequest(CommentListQuery, 'list', { cat, obj, app: APP_ID, page, per_page: perPage }).pipe(
          Effect.flatMap((query) => http.get('/api/comment', { operation: 'list', schema: CommentListResponse, retry: READ_RETRY, urlParams: query })),
          Effect.map((envelope) => envelope.data),
        ),
      send: ({ memberId, token }, postId, content) =>
        encodeRequest(CommentSendRequest, 'send', { obj: postId, content }).pipe(
          Effect.flatMap((body) =>
            // The spec's app id travels with every comment call; the host knows only this one.
            http.postJson('/api/comment/send', { member_id: memberId, app: APP_ID, ...body }, { operation: 'send', schema: CommentSendResponse, bearerToken: token, userFacingStatuses: [400, 404, 429] }),
          ),
          Effect.map((body) => body.data.id),
        ),
    };
    return service;
  });

export const CommentApiLive = (config: CommentApiConfig): Layer.Layer<CommentApi, never, HttpClient.HttpClient> =>
  Layer.effect(CommentApi, makeCommentApi(config));
