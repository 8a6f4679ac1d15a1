/**
 * The app process's one upstream runtime, built from the validated env. Kept on globalThis so dev
 * reloads and the separate RSC / route-handler bundles share it instead of piling up runtimes.
 */
import 'server-only';
import { env } from '~/env';
import { makeUpstreamRuntime, type UpstreamRuntime, type UpstreamServices } from './upstream/runtime';
import { PAGE_BUDGET_MS, withDeadline, type UpstreamRunner } from './upstream/time-budget';

export interface Upstream {
  readonly runtime: UpstreamRunner<UpstreamServices>;
  /** Base URL browsers load media from. */
  readonly mediaBaseUrl: string;
  /** Base URL of the back-end API host, for the long-lived streams read outside the runtime (chat events). */
  readonly apiUrl: string;
}

interface ProcessUpstream extends Upstream {
  readonly runtime: UpstreamRuntime;
}

const globalForUpstream = globalThis as typeof globalThis & { raovatUpstream?: ProcessUpstream };

/**
 * The upstream of a server-rendered page: the process runtime under the page's time budget, which
 * runs out at `deadline` (one per request, whatever the number of callers and contexts).
 */
export function pageUpstream(deadline: number): Upstream {
  const upstream = getUpstream();
  return { runtime: withDeadline(upstream.runtime, deadline), mediaBaseUrl: upstream.mediaBaseUrl, apiUrl: upstream.apiUrl };
}

/** When a page rendered from now must have all its data. */
export const pageDeadline = (): number => Date.now() + PAGE_BUDGET_MS;

export function getUpstream(): ProcessUpstream {
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
      referenceTtlMs: env.UPSTREAM_REFERENCE_TTL_MS,
    }),
    mediaBaseUrl: env.MEDIA_PUBLIC_URL,
    apiUrl: env.API_URL,
  };
  return globalForUpstream.raovatUpstream;
}
