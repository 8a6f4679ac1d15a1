/**
 * Client of the back-end API's public content reads (spec §7 "Listings"): post-detail for the
 * listing page and contact-phone, the click-to-reveal of a live listing's phone number. One Effect
 * service; its methods fail only with `UpstreamError` (a missing listing is `UpstreamHttpError` 404).
 *
 * contact-phone is rate-limited per visitor IP by the backend, and the backend only sees this app's
 * address, so the call forwards the visitor's IP in `X-Forwarded-For` (which the backend believes
 * from a loopback caller only). It is never retried: each attempt counts against the visitor.
 *
 * Wire formats live in src/lib/contract/content.ts; docs/upstream-contract.md describes them.
 * @see https://effect.website/docs/requirements-management/services/
 * @see /work/shared/spec/product-spec.md §7
 */
import { HttpClient, HttpClientRequest } from '@effect/platform';
import { Context, Effect, Layer, type Schema } from 'effect';
import {
  CallbackExistedResponse,
  CallbackSaveRequest,
  CallbackSaveResponse,
  CanonicalPathResponse,
  ContactPhoneResponse,
  CountViewResponse,
  PostDetailRequest,
  PostDetailResponse,
  PostIdRequest,
  type PostDetail,
} from '~/lib/contract/content';
import type { UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { READ_RETRY, makeUpstreamHttpClient } from './http';
import type { MemberAuth } from './member-api';

export interface ContactPhone {
  readonly postId: number;
  readonly contactName: string;
  readonly phone: string;
}

export interface ContentApiService {
  /** GET /api/content/post-detail?post_id=: the public view of one listing. */
  readonly postDetail: (postId: number) => Effect.Effect<PostDetail, UpstreamError>;
  /** GET /api/content/contact-phone?post_id=: the phone of a live listing, for one visitor. */
  readonly contactPhone: (postId: number, visitorIp: string | null) => Effect.Effect<ContactPhone, UpstreamError>;
  /** POST /api/content/count-view: counts the visitor's view of a cached listing page. */
  readonly countView: (postId: number, visitorIp: string | null) => Effect.Effect<boolean, UpstreamError>;
  /** GET /api/content/canonical-path: the public path of a published listing (404 otherwise). */
  readonly canonicalPath: (postId: number) => Effect.Effect<string, UpstreamError>;
  /** Whether the member already asked this listing's seller to call back (one request per listing). */
  readonly callbackExisted: (auth: MemberAuth, postId: number) => Effect.Effect<boolean, UpstreamError>;
  /** Saves a callback request; a refusal (`data.success` false, spec §8) is `UpstreamRejected`. */
  readonly callbackSave: (auth: MemberAuth, request: { postId: number; name: string; phone: string; note: string }) => Effect.Effect<number, UpstreamError>;
}

export class ContentApi extends Context.Tag('upstream/ContentApi')<ContentApi, ContentApiService>() {}

export interface ContentApiConfig {
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
}

const HOST = 'api';

/** A request in its wire form, built with the contract's schema, which checks it: a caller bug is not a round trip. */
const encodeRequest = <A, I>(schema: Schema.Schema<A, I>, operation: string, request: A) => encodeContractRequest(schema, { host: HOST, operation }, request);

const postIdQuery = (operation: string, postId: number) => encodeRequest(PostIdRequest, operation, { post_id: postId });

// An address is only ever a few dozen characters of hex digits, dots and colons.
const cleanIp = (ip: string | null): string | null => (ip !== null && /^[\da-fA-F:.]{2,45}$/.test(ip) ? ip : null);

export const makeContentApi = (config: ContentApiConfig): Effect.Effect<ContentApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const base = yield* HttpClient.HttpClient;
    const hostConfig = { service: 'ContentApi', host: HOST, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs };
    const http = yield* makeUpstreamHttpClient(hostConfig);

    /** The same host client, with the visitor's address on every request it sends. */
    const forVisitor = (ip: string) =>
      makeUpstreamHttpClient(hostConfig).pipe(
        Effect.provideService(HttpClient.HttpClient, base.pipe(HttpClient.mapRequest(HttpClientRequest.setHeader('x-forwarded-for', ip)))),
      );

    const clientFor = (visitorIp: string | null) => {
      const ip = cleanIp(visitorIp);
      return ip === null ? Effect.succeed(http) : forVisitor(ip);
    };

    const service: ContentApiService = {
      countView: (postId, visitorIp) =>
        postIdQuery('countView', postId).pipe(
          Effect.flatMap((body) =>
            clientFor(visitorIp).pipe(
              Effect.flatMap((client) => client.postJson('/api/content/count-view', body, { operation: 'countView', schema: CountViewResponse })),
            ),
          ),
          Effect.map((body) => body.data.counted),
        ),
      canonicalPath: (postId) =>
        postIdQuery('canonicalPath', postId).pipe(
          Effect.flatMap((query) =>
            http.get('/api/content/canonical-path', { operation: 'canonicalPath', schema: CanonicalPathResponse, urlParams: query }),
          ),
          Effect.map((body) => body.data.path),
        ),
      callbackExisted: ({ memberId, token }, postId) =>
        postIdQuery('callbackExisted', postId).pipe(
          Effect.flatMap((query) =>
            http.get('/api/content/callback-request/check-existed', {
              operation: 'callbackExisted',
              schema: CallbackExistedResponse,
              retry: READ_RETRY,
              bearerToken: token,
              urlParams: { member_id: memberId, ...query },
            }),
          ),
          Effect.map((body) => body.data.existed),
        ),
      callbackSave: ({ memberId, token }, request) =>
        encodeRequest(CallbackSaveRequest, 'callbackSave', { post_id: request.postId, name: request.name, phone: request.phone, note: request.note }).pipe(
          Effect.flatMap((body) =>
            http.postJson('/api/content/callback-request/save', { member_id: memberId, ...body }, {
              operation: 'callbackSave',
              schema: CallbackSaveResponse,
              bearerToken: token,
              userFacingStatuses: [400, 404],
              rejectWhen: (answer) => (answer.data.success ? undefined : (answer.data.message ?? 'Không gửi được yêu cầu gọi lại.')),
            }),
          ),
          Effect.map((body) => body.data.id ?? 0),
        ),
      postDetail: (postId) =>
        encodeRequest(PostDetailRequest, 'postDetail', { post_id: postId }).pipe(
          Effect.flatMap((query) =>
            http.get('/api/content/post-detail', {
              operation: 'postDetail',
              schema: PostDetailResponse,
              retry: READ_RETRY,
              urlParams: query,
            }),
          ),
          Effect.map((envelope) => envelope.data),
        ),
      contactPhone: (postId, visitorIp) =>
        postIdQuery('contactPhone', postId).pipe(
          Effect.flatMap((query) =>
            clientFor(visitorIp).pipe(
              Effect.flatMap((client) =>
                client.get('/api/content/contact-phone', {
                  operation: 'contactPhone',
                  schema: ContactPhoneResponse,
                  urlParams: query,
                }),
              ),
            ),
          ),
          Effect.map(({ data }) => ({ postId: data.post_id, contactName: data.contact_name, phone: data.phone })),
        ),
    };
    return service;
  });

export const ContentApiLive = (config: ContentApiConfig): Layer.Layer<ContentApi, never, HttpClient.HttpClient> =>
  Layer.effect(ContentApi, makeContentApi(config));
