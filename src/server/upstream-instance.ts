/**
 * The app process's one upstream runtime, built from the validated env. Kept on globalThis so dev
 * reloads and the separate RSC / route-handler bundles share it instead of piling up runtimes.
 */
import 'server-only';
import { env } from '~/env';
import { makeUpstreamRuntime, type UpstreamRuntime } from './upstream/runtime';

export interface Upstream {
  readonly runtime: UpstreamRuntime;
  /** Base URL browsers load media from. */
  readonly mediaBaseUrl: string;
}

const globalForUpstream = globalThis as typeof globalThis & { raovatUpstream?: Upstream };

export function getUpstream(): Upstream {
  globalForUpstream.raovatUpstream ??= {
    runtime: makeUpstreamRuntime({
      listApiUrl: env.LIST_API_URL,
      priceApiUrl: env.PRICE_API_URL,
      locationUrl: env.LIST_API_URL,
      apiUrl: env.API_URL,
      commentApiUrl: env.COMMENT_API_URL,
      ssoUrl: env.SSO_URL,
      notificationApiUrl: env.NOTIFICATION_API_URL,
      paymentApiUrl: env.PAYMENT_API_URL,
      timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    }),
    mediaBaseUrl: env.MEDIA_PUBLIC_URL,
  };
  return globalForUpstream.raovatUpstream;
}
