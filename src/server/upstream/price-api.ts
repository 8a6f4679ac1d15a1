/**
 * Client of the price host (spec §7): the price list grouped as rao-vat, add-on, tto-display,
 * media, other and day-tin-rao-vat. One Effect service; fails only with `UpstreamError`.
 *
 * Edit this file to add a price-host call. The wire format lives in src/lib/contract/list.ts.
 *
 * @see https://effect.website/docs/requirements-management/services/
 * @see /work/shared/spec/product-spec.md §7
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import { ListPriceResponse } from '~/lib/contract/list';
import type { UpstreamError } from './errors';
import { READ_RETRY, makeUpstreamHttpClient } from './http';

/** The decoded price list: one array of `PriceItem` per group. */
export type PriceList = (typeof ListPriceResponse.Type)['data'];

export interface PriceApiService {
  /** GET /api/list/list-price on the price host. */
  readonly listPrice: () => Effect.Effect<PriceList, UpstreamError>;
}

export class PriceApi extends Context.Tag('upstream/PriceApi')<PriceApi, PriceApiService>() {}

export interface PriceApiConfig {
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
}

export const makePriceApi = (config: PriceApiConfig): Effect.Effect<PriceApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({
      service: 'PriceApi',
      host: 'price',
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });
    const service: PriceApiService = {
      listPrice: () =>
        http
          .get('/api/list/list-price', { operation: 'listPrice', schema: ListPriceResponse, retry: READ_RETRY })
          .pipe(Effect.map((envelope) => envelope.data)),
    };
    return service;
  });

export const PriceApiLive = (config: PriceApiConfig): Layer.Layer<PriceApi, never, HttpClient.HttpClient> =>
  Layer.effect(PriceApi, makePriceApi(config));
