/**
 * Client of the list host's sitemap call (ours; docs/upstream-contract.md "List host: sitemap"):
 * live listings by id range, for the app's chunked sitemap.xml. Wire format in
 * src/lib/contract/sitemap.ts.
 *
 * @see https://effect.website/docs/requirements-management/services/
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer, Schema } from 'effect';
import { SITEMAP_CHUNK_SIZE, SitemapRequest, SitemapResponse, type SitemapPage } from '~/lib/contract/sitemap';
import { UpstreamInvalidInput, type UpstreamError } from './errors';
import { READ_RETRY, makeUpstreamHttpClient } from './http';

export interface SitemapApiService {
  /** GET /api/list/sitemap?page=N&size=S: live listings with ids in ((N − 1)·S, N·S]. */
  readonly page: (page: number, size?: number) => Effect.Effect<SitemapPage, UpstreamError>;
}

export class SitemapApi extends Context.Tag('upstream/SitemapApi')<SitemapApi, SitemapApiService>() {}

export interface SitemapApiConfig {
  /** The list host (`LIST_API_URL`). */
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
}

const HOST = 'list';

export const makeSitemapApi = (config: SitemapApiConfig): Effect.Effect<SitemapApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({
      service: 'SitemapApi',
      host: HOST,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });

    const service: SitemapApiService = {
      page: (page, size = SITEMAP_CHUNK_SIZE) =>
        // Encoded with the contract's schema, which checks the bounds: a caller bug is not a round trip.
        Schema.encode(SitemapRequest)({ page, size }).pipe(
          Effect.mapError((error) => new UpstreamInvalidInput({ host: HOST, operation: 'sitemapPage', detail: error.message })),
          Effect.flatMap((urlParams) => http.get('/api/list/sitemap', { operation: 'sitemapPage', schema: SitemapResponse, retry: READ_RETRY, urlParams })),
          Effect.map((envelope) => envelope.data),
        ),
    };
    return service;
  });

export const SitemapApiLive = (config: SitemapApiConfig): Layer.Layer<SitemapApi, never, HttpClient.HttpClient> =>
  Layer.effect(SitemapApi, makeSitemapApi(config));
