/**
 * Composes the upstream services once: ListApi, PriceApi and LocationApi over one fetch-based
 * HttpClient, as a ManagedRuntime. The app's env module calls `makeUpstreamRuntime` with validated
 * values; nothing here reads process.env.
 *
 * Edit this file when a new upstream service (a new host) is added: give it a URL in
 * `UpstreamConfig`, merge its layer below, and add its tag to `UpstreamServices`.
 *
 * @see https://effect.website/docs/runtime/#managedruntime
 * @see https://effect-ts.github.io/effect/platform/FetchHttpClient.ts.html
 */
import { FetchHttpClient } from '@effect/platform';
import type { HttpClient } from '@effect/platform';
import { Layer, ManagedRuntime } from 'effect';
import { ChatApiLive, type ChatApi } from './chat-api';
import { CommentApiLive, type CommentApi } from './comment-api';
import { ContentApiLive, type ContentApi } from './content-api';
import { EngagementApiLive, type EngagementApi } from './engagement-api';
import { DEFAULT_TIMEOUT_MS } from './http';
import { ListApiLive, type ListApi } from './list-api';
import { LocationApiLive, type LocationApi } from './location-api';
import { MemberApiLive, type MemberApi } from './member-api';
import { PostManageApiLive, type PostManageApi } from './post-manage-api';
import { FunnelApiLive, type FunnelApi } from './funnel-api';
import { PostingApiLive, type PostingApi } from './posting-api';
import { PriceApiLive, type PriceApi } from './price-api';
import { ReviewApiLive, type ReviewApi } from './review-api';
import { SearchApiLive, type SearchApi } from './search-api';
import { SitemapApiLive, type SitemapApi } from './sitemap-api';
import { NotificationApiLive, type NotificationApi } from './notification-api';
import { PaymentApiLive, type PaymentApi } from './payment-api';
import { SsoApiLive, type SsoApi } from './sso-api';

export interface UpstreamConfig {
  /** Base URL of the list host (list-term, list-article, ...). */
  readonly listApiUrl: string;
  /** Base URL of the price host (list-price). */
  readonly priceApiUrl: string;
  /** Base URL serving /location/*.json: the list host in spec §7. */
  readonly locationUrl: string;
  /** Base URL of the back-end API host (content, member, posting calls). */
  readonly apiUrl: string;
  /** Base URL of the comment host. */
  readonly commentApiUrl: string;
  /** Base URL of the single sign-on host. */
  readonly ssoUrl: string;
  /** Base URL of the notification host. */
  readonly notificationApiUrl: string;
  /** Base URL of the payment domain (defaults to the back-end API host when unset). */
  readonly paymentApiUrl?: string | undefined;
  /** Per-attempt timeout for every call, in milliseconds (default 5000). */
  readonly timeoutMs?: number | undefined;
  /** How long reference data (the category list, the location files) is kept per process; 0 or unset reads it every time (./kept-reads.ts). */
  readonly referenceTtlMs?: number | undefined;
}

export type UpstreamServices =
  | ListApi
  | PriceApi
  | LocationApi
  | SsoApi
  | NotificationApi
  | MemberApi
  | SitemapApi
  | ContentApi
  | CommentApi
  | SearchApi
  | PostManageApi
  | FunnelApi
  | PaymentApi
  | EngagementApi
  | PostingApi
  | ReviewApi
  | ChatApi;
export type UpstreamRuntime = ManagedRuntime.ManagedRuntime<UpstreamServices, never>;

export interface UpstreamRuntimeOptions {
  /**
   * The HttpClient under every service. Default `FetchHttpClient.layer` (global fetch). Tests may
   * pass `FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, myFetch)))`.
   */
  readonly httpClient?: Layer.Layer<HttpClient.HttpClient> | undefined;
}

const assertBaseUrl = (name: keyof UpstreamConfig, value: string): void => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`upstream config: ${name} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`upstream config: ${name} must be an http(s) URL`);
  }
};

/** All upstream services as one layer (for tests that build their own runtime or provide directly). */
export const makeUpstreamLayer = (
  config: UpstreamConfig,
  options: UpstreamRuntimeOptions = {},
): Layer.Layer<UpstreamServices> => {
  // Fail at start-up, with the setting's name, rather than on the first request.
  assertBaseUrl('listApiUrl', config.listApiUrl);
  assertBaseUrl('priceApiUrl', config.priceApiUrl);
  assertBaseUrl('locationUrl', config.locationUrl);
  assertBaseUrl('apiUrl', config.apiUrl);
  assertBaseUrl('commentApiUrl', config.commentApiUrl);
  assertBaseUrl('ssoUrl', config.ssoUrl);
  assertBaseUrl('notificationApiUrl', config.notificationApiUrl);
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) {
    throw new Error('upstream config: timeoutMs must be a positive integer');
  }
  return Layer.mergeAll(
    ContentApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    CommentApiLive({ baseUrl: config.commentApiUrl, timeoutMs }),
    ListApiLive({ baseUrl: config.listApiUrl, timeoutMs, referenceTtlMs: config.referenceTtlMs }),
    PriceApiLive({ baseUrl: config.priceApiUrl, timeoutMs }),
    LocationApiLive({ baseUrl: config.locationUrl, timeoutMs, referenceTtlMs: config.referenceTtlMs }),
    SsoApiLive({ baseUrl: config.ssoUrl, timeoutMs }),
    NotificationApiLive({ baseUrl: config.notificationApiUrl, timeoutMs }),
    MemberApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    SitemapApiLive({ baseUrl: config.listApiUrl, timeoutMs }),
    SearchApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    PostManageApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    FunnelApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    PaymentApiLive({ paymentUrl: config.paymentApiUrl ?? config.apiUrl, apiUrl: config.apiUrl, timeoutMs }),
    EngagementApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    PostingApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    ReviewApiLive({ baseUrl: config.apiUrl, timeoutMs }),
    ChatApiLive({ baseUrl: config.apiUrl, timeoutMs }),
  ).pipe(Layer.provide(options.httpClient ?? FetchHttpClient.layer));
};

/**
 * The runtime the tRPC context holds. Build it once per server process (keep it on a module
 * constant or `globalThis` so dev-mode reloads do not pile up runtimes) and run effects through
 * `runUpstreamOrThrow` from `to-trpc-error.ts`. `dispose()` releases it on shutdown.
 */
export const makeUpstreamRuntime = (config: UpstreamConfig, options: UpstreamRuntimeOptions = {}): UpstreamRuntime =>
  ManagedRuntime.make(makeUpstreamLayer(config, options));
