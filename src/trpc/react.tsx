'use client';
/**
 * Browser side of tRPC: the provider, the typed hooks (`useTRPC`) and one QueryClient per tab.
 * @see https://trpc.io/docs/client/tanstack-react-query/setup
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, loggerLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import { wireFormat } from '~/lib/wire-format';
import type { AppRouter } from '~/server/routers/_app';
import { makeQueryClient } from './query-client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // Development only: the condition is replaced at build time, so production bundles drop the logger.
        ...(process.env.NODE_ENV === 'development' ? [loggerLink<AppRouter>({ enabled: (op) => op.direction === 'down' && op.result instanceof Error })] : []),
        httpBatchLink({
          url: '/api/trpc',
          transformer: wireFormat,
          // The custom header lets the server refuse cross-site form posts (CSRF defence).
          headers: () => ({ 'x-trpc-source': 'react' }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
