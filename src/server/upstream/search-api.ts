/**
 * Client of the back-end API host's search suggestions (spec §7 "GET /api/content/search-tag with
 * key"). Its own small service so the search box does not share a file with the content calls of
 * other features; both point at the same host (`apiUrl`).
 *
 * Suggestions are a nicety: `searchTagOrEmpty` turns any failure into no suggestions (logged), so
 * a slow backend never breaks typing.
 *
 * @see https://effect.website/docs/requirements-management/services/
 * @see /work/shared/spec/product-spec.md §7
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, Schema } from 'effect';
import { SEARCH_TAG_BOUNDS, SearchTagRequest, SearchTagResponse, type SearchTag } from '~/lib/contract/search';
import { UpstreamInvalidInput, logUpstreamError, type UpstreamError } from './errors';
import { makeUpstreamHttpClient } from './http';

export const MAX_SEARCH_TAG_KEY = SEARCH_TAG_BOUNDS.key;

export interface SearchApiService {
  /** GET /api/content/search-tag?key=…&limit=…: phrases starting with the typed text. */
  readonly searchTag: (key: string, limit?: number) => Effect.Effect<ReadonlyArray<SearchTag>, UpstreamError>;
  /** The same, with every failure logged and answered with no suggestions. */
  readonly searchTagOrEmpty: (key: string, limit?: number) => Effect.Effect<ReadonlyArray<SearchTag>>;
}

export class SearchApi extends Context.Tag('upstream/SearchApi')<SearchApi, SearchApiService>() {}

export interface SearchApiConfig {
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
}

// Typing waits on this call: a short budget and no retries, the next keystroke asks again anyway.
const SUGGEST_TIMEOUT_MS = 1_500;

export const makeSearchApi = (config: SearchApiConfig): Effect.Effect<SearchApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({
      service: 'SearchApi',
      host: 'api',
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });

    // Typed text is cut and the limit brought within bounds rather than refused: suggestions are a nicety.
    const searchTag = (key: string, limit: number = SEARCH_TAG_BOUNDS.defaultLimit): Effect.Effect<ReadonlyArray<SearchTag>, UpstreamError> =>
      Schema.encode(SearchTagRequest)({
        key: key.slice(0, SEARCH_TAG_BOUNDS.key),
        limit: Math.min(SEARCH_TAG_BOUNDS.limit, Math.max(1, Math.trunc(limit))),
      }).pipe(
        Effect.mapError((error) => new UpstreamInvalidInput({ host: 'api', operation: 'searchTag', detail: error.message })),
        Effect.flatMap((urlParams) =>
          http.get('/api/content/search-tag', {
            operation: 'searchTag',
            schema: SearchTagResponse,
            urlParams,
            timeoutMs: Math.min(SUGGEST_TIMEOUT_MS, config.timeoutMs ?? SUGGEST_TIMEOUT_MS),
          }),
        ),
        Effect.map((envelope) => envelope.data),
      );

    const service: SearchApiService = {
      searchTag,
      searchTagOrEmpty: (key, limit) =>
        searchTag(key, limit).pipe(
          Effect.catchAll((error) =>
            Effect.sync((): ReadonlyArray<SearchTag> => {
              logUpstreamError(error, 'warn', 'search-tag failed; no suggestions');
              return [];
            }),
          ),
          Effect.withSpan('SearchApi.searchTagOrEmpty'),
        ),
    };
    return service;
  });

export const SearchApiLive = (config: SearchApiConfig): Layer.Layer<SearchApi, never, HttpClient.HttpClient> =>
  Layer.effect(SearchApi, makeSearchApi(config));
