'use client';
/**
 * Browser side of tRPC: the provider, the typed hooks (`useTRPC`) and one QueryClient per tab.
 * @see https://trpc.io/docs/client/tanstack-react-query/setup
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, loggerLink, splitLink, TRPCClientError, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import { wireFormat } from '~/lib/wire-format';
import type { AppRouter } from '~/server/routers/_app';
import { makeQueryClient } from './query-client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;
let browserTrpcClient: TRPCClient<AppRouter> | undefined;

function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

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

function getTrpcClient() {
  if (typeof window === 'undefined') return makeTrpcClient();
  browserTrpcClient ??= makeTrpcClient();
  return browserTrpcClient;
}

/** A call the server refused because the session is gone (expired, or cleared elsewhere). */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof TRPCClientError && (error.data as { code?: unknown } | undefined)?.code === 'UNAUTHORIZED';

/**
 * The tab's one QueryClient and tRPC client, for code outside React (the auth runtime). Every
 * provider below shares them, so a cache written by one island is read by the others.
 */
export function browserDataLayer() {
  const queryClient = getQueryClient();
  const client = getTrpcClient();
  return { queryClient, client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}

/**
 * Mounted by the pages and islands that use tRPC (member pages, payment, moderation, and each
 * public page's data islands), not by the root layout: public pages then load react-query and
 * the tRPC client after they are interactive, not in their first-load JavaScript.
 */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(getTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
