/**
 * Client of the comment host (spec §7 "Comments and callbacks"): one page of a listing's comments,
 * `GET /api/comment` with cat, obj, app 22, page and per_page (5 by default, spec §9). Posting a
 * comment needs a session and arrives with the accounts issue. Fails only with `UpstreamError`.
 *
 * Wire format: src/lib/contract/content.ts `CommentListResponse`.
 * @see /work/shared/spec/product-spec.md §7, §9
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import { CommentListResponse, CommentSendResponse } from '~/lib/contract/content';
import { UpstreamInvalidInput, type UpstreamError } from './errors';
import { READ_RETRY, makeUpstreamHttpClient } from './http';
import type { MemberAuth } from './member-api';

/** The spec's app id (§9). */
export const APP_ID = 22;
/** Comments per page (spec §9). */
export const COMMENTS_PER_PAGE = 5;

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

export const makeCommentApi = (config: CommentApiConfig): Effect.Effect<CommentApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({ service: 'CommentApi', host: HOST, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
    const service: CommentApiService = {
      list: ({ cat, obj, page, perPage = COMMENTS_PER_PAGE }) => {
        const valid = Number.isSafeInteger(obj) && obj > 0 && Number.isInteger(page) && page >= 1 && page <= 1000 && perPage >= 1 && perPage <= 20;
        if (!valid) return Effect.fail(new UpstreamInvalidInput({ host: HOST, operation: 'list', detail: 'obj, page or per_page out of range' }));
        return http
          .get('/api/comment', {
            operation: 'list',
            schema: CommentListResponse,
            retry: READ_RETRY,
            urlParams: { cat, obj: String(obj), app: String(APP_ID), page: String(page), per_page: String(perPage) },
          })
          .pipe(Effect.map((envelope) => envelope.data));
      },
      send: ({ memberId, token }, postId, content) =>
        http
          .postJson(
            '/api/comment/send',
            { member_id: memberId, obj: postId, app: APP_ID, content },
            { operation: 'send', schema: CommentSendResponse, bearerToken: token, userFacingStatuses: [400, 404, 429] },
          )
          .pipe(Effect.map((body) => body.data.id)),
    };
    return service;
  });

export const CommentApiLive = (config: CommentApiConfig): Layer.Layer<CommentApi, never, HttpClient.HttpClient> =>
  Layer.effect(CommentApi, makeCommentApi(config));
