/**
 * Client of the posting calls on the back-end API host (spec §7 "Posting"): post, edit-post,
 * create-repost (multipart), draft, plus upload-media, post-options and post-detail `for=edit`.
 * Refusals (`success: false` with 4xx) come back as `UpstreamRejected` carrying the backend's
 * Vietnamese message and field, which the wizard shows as it is (spec §8). Writes are never retried.
 * Wire formats: src/lib/contract/posting.ts.
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import { EditDetailResponse, PostingResultResponse, PostOptionsResponse, UploadMediaResponse, type EditDetail, type PostOptions, type StoredMediaWire, type SubmitDraftRequest } from '~/lib/contract/posting';
import type { UpstreamError } from './errors';
import { READ_RETRY, makeUpstreamHttpClient } from './http';
import type { MemberAuth } from './member-api';
import { LISTING_STATUS } from '~/machines/listing-statuses';

export interface PostingResult {
  readonly postId: number;
  readonly status: number;
}

export type PostingCall = 'post' | 'edit' | 'repost';

export interface PostingApiService {
  readonly options: (auth: MemberAuth) => Effect.Effect<PostOptions, UpstreamError>;
  readonly editDetail: (auth: MemberAuth, postId: number) => Effect.Effect<EditDetail, UpstreamError>;
  readonly send: (auth: MemberAuth, call: PostingCall, form: FormData) => Effect.Effect<PostingResult, UpstreamError>;
  readonly submitDraft: (auth: MemberAuth, postId: number) => Effect.Effect<PostingResult, UpstreamError>;
  readonly uploadMedia: (auth: MemberAuth, form: FormData) => Effect.Effect<readonly StoredMediaWire[], UpstreamError>;
}

export class PostingApi extends Context.Tag('upstream/PostingApi')<PostingApi, PostingApiService>() {}

const USER_FACING = [400, 402, 403, 404, 409, 413] as const;
const PATHS: Readonly<Record<PostingCall, string>> = { post: '/api/content/post', edit: '/api/content/edit-post', repost: '/fe-rv/create-repost' };
/** Uploads of large videos take a while; reads and form posts keep the host's budget. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export const makePostingApi = (config: { readonly baseUrl: string; readonly timeoutMs?: number | undefined }): Effect.Effect<PostingApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({ service: 'PostingApi', host: 'api', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
    const toResult = ({ data }: typeof PostingResultResponse.Type): PostingResult => ({ postId: data.post_id, status: data.status });
    return {
      options: ({ token }) =>
        http
          .get('/api/content/post-options', { operation: 'options', schema: PostOptionsResponse, bearerToken: token, retry: READ_RETRY })
          .pipe(Effect.map((body) => body.data)),
      editDetail: ({ token }, postId) =>
        http
          .get('/api/content/post-detail', {
            operation: 'editDetail',
            schema: EditDetailResponse,
            bearerToken: token,
            retry: READ_RETRY,
            urlParams: { post_id: String(postId), for: 'edit' },
            userFacingStatuses: [403, 404],
          })
          .pipe(Effect.map((body) => body.data)),
      send: ({ token, memberId }, call, form) => {
        form.set('user_id', String(memberId));
        return http
          .postMultipart(PATHS[call], form, { operation: call, schema: PostingResultResponse, bearerToken: token, userFacingStatuses: USER_FACING, timeoutMs: 60_000 })
          .pipe(Effect.map(toResult));
      },
      submitDraft: ({ token, memberId }, postId) =>
        http
          .postJson(
            '/api/content/draft',
            { post_id: postId, status: LISTING_STATUS.pending, user_id: memberId } satisfies typeof SubmitDraftRequest.Encoded,
            { operation: 'submitDraft', schema: PostingResultResponse, bearerToken: token, userFacingStatuses: USER_FACING },
          )
          .pipe(Effect.map(toResult)),
      uploadMedia: ({ token }, form) =>
        http
          .postMultipart('/api/content/upload-media', form, {
            operation: 'uploadMedia',
            schema: UploadMediaResponse,
            bearerToken: token,
            userFacingStatuses: USER_FACING,
            timeoutMs: UPLOAD_TIMEOUT_MS,
          })
          .pipe(Effect.map((body) => body.data)),
    } satisfies PostingApiService;
  });

export const PostingApiLive = (config: { readonly baseUrl: string; readonly timeoutMs?: number | undefined }): Layer.Layer<PostingApi, never, HttpClient.HttpClient> =>
  Layer.effect(PostingApi, makePostingApi(config));
