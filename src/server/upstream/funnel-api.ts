/**
 * The live funnel on the api host (issue #36; docs/upstream-contract.md "Funnel"): a member's
 * beacon of transitions, and the staff's counts for a range of days.
 */
import type { HttpClient } from '@effect/platform';
import { Context, Effect, Layer } from 'effect';
import { FunnelBeaconRequest, FunnelBeaconResponse, FunnelCountsRequest, FunnelCountsResponse, type FunnelTransition } from '~/lib/contract/funnel';
import { encodeContractRequest } from './encode-request';
import type { UpstreamError } from './errors';
import { makeUpstreamHttpClient, READ_RETRY } from './http';
import type { MemberAuth } from './member-api';

export type FunnelCounts = (typeof FunnelCountsResponse.Type)['data'];

export interface FunnelApiService {
  readonly beacon: (auth: MemberAuth, transitions: readonly FunnelTransition[]) => Effect.Effect<number, UpstreamError>;
  readonly counts: (auth: MemberAuth, range: { readonly from: string; readonly to: string }) => Effect.Effect<FunnelCounts, UpstreamError>;
}

export class FunnelApi extends Context.Tag('upstream/FunnelApi')<FunnelApi, FunnelApiService>() {}

export const FunnelApiLive = (config: { baseUrl: string; timeoutMs?: number | undefined }): Layer.Layer<FunnelApi, never, HttpClient.HttpClient> =>
  Layer.effect(
    FunnelApi,
    Effect.gen(function* () {
      const http = yield* makeUpstreamHttpClient({ service: 'FunnelApi', host: 'api', baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
      return {
        // Counting is not idempotent: a beacon is never retried (a lost one is a few counts less).
        beacon: ({ token }, transitions) =>
          encodeContractRequest(FunnelBeaconRequest, { host: 'api', operation: 'funnelBeacon' }, { transitions }).pipe(
            Effect.flatMap((body) => http.postJson('/api/funnel/beacon', body, { operation: 'funnelBeacon', schema: FunnelBeaconResponse, bearerToken: token, userFacingStatuses: [400, 403, 429] })),
            Effect.map((response) => response.data.recorded),
          ),
        counts: ({ token }, range) =>
          encodeContractRequest(FunnelCountsRequest, { host: 'api', operation: 'funnelCounts' }, range).pipe(
            Effect.flatMap((query) => http.get('/api/funnel/counts', { operation: 'funnelCounts', schema: FunnelCountsResponse, retry: READ_RETRY, bearerToken: token, urlParams: query, userFacingStatuses: [400, 403] })),
            Effect.map((response) => response.data),
          ),
      } satisfies FunnelApiService;
    }),
  );
