/**
 * The tab's one tRPC client, without react-query: a page that only sends a call or two (a listing's
 * view count, its phone on a tap) imports this and nothing heavier. `~/trpc/react` hands the same
 * client to react-query, so both share one batching link.
 * @see https://trpc.io/docs/client/vanilla/setup
 */
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, loggerLink, splitLink, TRPCClientError, type TRPCClient } from '@trpc/client';
import { wireFormat } from '~/lib/wire-format';
import type { AppRouter } from '~/server/routers/_app';

let browserClient: TRPCClient<AppRouter> | undefined;

function makeTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      // Development only: the condition is replaced at build time, so production bundles drop the logger.
      ...(process.env.NODE_ENV === 'development' ? [loggerLink<AppRouter>({ enabled: (op) => op.direction === 'down' && op.result instanceof Error })] : []),
      splitLink({
        // Subscriptions (chat events) over server-sent events: the browser's EventSource resumes
        // with the last tracked id after a drop.
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/api/trpc', transformer: wireFormat }),
        false: httpBatchLink({
          url: '/api/trpc',
          transformer: wireFormat,
          // The custom header lets the server refuse cross-site form posts (CSRF defence).
          headers: () => ({ 'x-trpc-source': 'react' }),
        }),
      }),
    ],
  });
}

/** The browser's client, made once per tab; on the server (rendering a client component) a fresh one. */
export function trpcClient(): TRPCClient<AppRouter> {
  if (typeof window === 'undefined') return makeTrpcClient();
  browserClient ??= makeTrpcClient();
  return browserClient;
}

/** The tRPC error code of a failed call (e.g. TOO_MANY_REQUESTS), or null when it never reached the server. */
export function trpcErrorCode(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const code = (error.data as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** A call the server refused because the session is gone (expired, or cleared elsewhere). */
export const isUnauthorizedError = (error: unknown): boolean => trpcErrorCode(error) === 'UNAUTHORIZED';
