/**
 * Client of the list host (spec §7 "Listings"): categories, listing blocks, news, point packs and
 * service packages. One Effect service; its methods fail only with `UpstreamError`.
 *
 * Edit this file to add a list-host call (list-user comes later). Wire formats live in
 * src/lib/contract/list.ts; change them there, never here.
 *
 * list-article is a POST but a pure read, so it retries like the GETs. The spec does not say how
 * its payload is encoded; we send JSON (`{"type":3,"page":1,"num":10}`), which the reference
 * backend accepts (it also accepts a form body) and docs/upstream-contract.md records.
 *
 * @see https://effect.website/docs/requirements-management/services/
 * @see https://effect.website/docs/requirements-management/layers/
 * @see /work/shared/spec/product-spec.md §7
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import {
  ListAllPackageResponse,
  ListArticleRequest,
  ListArticleResponse,
  ListPackagePointResponse,
  ListTermResponse,
  ListTtoResponse,
  type Category,
  type NewsItem,
  type PointPack,
  type ServicePackage,
} from '~/lib/contract/list';
import { logUpstreamError, type UpstreamError } from './errors';
import { encodeContractRequest } from './encode-request';
import { READ_RETRY, makeUpstreamHttpClient } from './http';
import { keptReads } from './kept-reads';

/** One page of a listing block: `data.data` of the list-article answer. */
export type ArticlePage = (typeof ListArticleResponse.Type)['data'];

export interface ListApiService {
  /** GET /api/list/list-term: the categories. */
  readonly listTerm: () => Effect.Effect<ReadonlyArray<Category>, UpstreamError>;
  /** POST /api/list/list-article (JSON body): one page of a listing block. */
  readonly listArticle: (request: ListArticleRequest) => Effect.Effect<ArticlePage, UpstreamError>;
  /**
   * Spec §7: "empty list on failure". Same call, but any failure (including invalid input) is
   * logged and becomes `{ data: [], page, num, has_more: false }`. For blocks that must not break
   * a page (the 404 page's "other listings", home carousels).
   */
  readonly listArticleOrEmpty: (request: ListArticleRequest) => Effect.Effect<ArticlePage>;
  /** GET /api/list/list-tto: news items for the TTO block. */
  readonly listTto: () => Effect.Effect<ReadonlyArray<NewsItem>, UpstreamError>;
  /** GET /api/list/list-package-point: point packs. */
  readonly listPackagePoint: () => Effect.Effect<ReadonlyArray<PointPack>, UpstreamError>;
  /** GET /api/list/list-all-package: service packages, in the upstream's order. */
  readonly listAllPackage: () => Effect.Effect<ReadonlyArray<ServicePackage>, UpstreamError>;
}

export class ListApi extends Context.Tag('upstream/ListApi')<ListApi, ListApiService>() {}

export interface ListApiConfig {
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
  /** How long the category list is kept after a read (./kept-reads.ts); 0 or unset reads it every time. */
  readonly referenceTtlMs?: number | undefined;
}

const HOST = 'list';

export const makeListApi = (config: ListApiConfig): Effect.Effect<ListApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({
      service: 'ListApi',
      host: HOST,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });

    const listArticle = (request: ListArticleRequest): Effect.Effect<ArticlePage, UpstreamError> =>
      encodeContractRequest(ListArticleRequest, { host: HOST, operation: 'listArticle' }, request).pipe(
        Effect.flatMap((body) =>
          http.postJson('/api/list/list-article', body, {
            operation: 'listArticle',
            schema: ListArticleResponse,
            retry: READ_RETRY,
            // A filter the backend refuses (a province that does not exist, a ward outside it) is the
            // visitor's input: its Vietnamese message, not a server fault.
            userFacingStatuses: [400],
          }),
        ),
        Effect.map((envelope) => envelope.data),
      );

    const categories = yield* keptReads(config.referenceTtlMs ?? 0, 1, (_list: 'categories') =>
      http.get('/api/list/list-term', { operation: 'listTerm', schema: ListTermResponse, retry: READ_RETRY }).pipe(Effect.map((envelope) => envelope.data)),
    );

    const service: ListApiService = {
      listTerm: () => categories('categories'),
      listArticle,
      listArticleOrEmpty: (request) =>
        listArticle(request).pipe(
          Effect.catchAll((error) =>
            Effect.sync((): ArticlePage => {
              logUpstreamError(error, 'warn', 'list-article failed; serving an empty list');
              return { data: [], page: request.page, num: request.num, has_more: false, next_cursor: null, total: 0, total_capped: false, word_match: null, place: null, corrected: null };
            }),
          ),
          Effect.withSpan('ListApi.listArticleOrEmpty'),
        ),
      listTto: () =>
        http
          .get('/api/list/list-tto', { operation: 'listTto', schema: ListTtoResponse, retry: READ_RETRY })
          .pipe(Effect.map((envelope) => envelope.data)),
      listPackagePoint: () =>
        http
          .get('/api/list/list-package-point', {
            operation: 'listPackagePoint',
            schema: ListPackagePointResponse,
            retry: READ_RETRY,
          })
          .pipe(Effect.map((envelope) => envelope.data)),
      listAllPackage: () =>
        http
          .get('/api/list/list-all-package', {
            operation: 'listAllPackage',
            schema: ListAllPackageResponse,
            retry: READ_RETRY,
          })
          .pipe(Effect.map((envelope) => envelope.data)),
    };
    return service;
  });

/** The live service for a base URL; needs an `HttpClient` (the runtime provides the fetch one). */
export const ListApiLive = (config: ListApiConfig): Layer.Layer<ListApi, never, HttpClient.HttpClient> =>
  Layer.effect(ListApi, makeListApi(config));
