'use client';
/**
 * Browser side of tRPC: the provider, the typed hooks (`useTRPC`) and one QueryClient per tab.
 * @see https://trpc.io/docs/client/tanstack-react-query/setup
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import type { AppRouter } from '~/server/routers/_app';
import { trpcClient } from './client';
import { makeQueryClient } from './query-client';

export { isUnauthorizedError } from './client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

/**
 * The tab's one QueryClient and tRPC client, for code outside React (the auth runtime). Every
 * provider below shares them, so a cache written by one island is read by the others.
 */
export function browserDataLayer() {
  const queryClient = getQueryClient();
  const client = trpcClient();
  return { queryClient, client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
}

/**
 * Mounted by the pages and islands that use tRPC (member pages, payment, moderation, and each
 * public page's data islands), not by the root layout: public pages then load react-query and
 * the tRPC client after they are interactive, not in their first-load JavaScript.
 */
export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [client] = useState(trpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
