/**
 * Server side of tRPC for React Server Components: a per-request QueryClient, the options proxy that
 * calls routers in-process (no HTTP hop), `prefetch` and `HydrateClient`.
 * @see https://trpc.io/docs/client/tanstack-react-query/server-components
 */
import 'server-only';
import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { headers } from 'next/headers';
import { cache, type ReactNode } from 'react';
import { appRouter } from '~/server/routers/_app';
import { createCallerFactory, createContextInner, createTRPCContext } from '~/server/trpc';
import { pageDeadline, pageUpstream } from '~/server/upstream-instance';
import { currentRequestDeadline } from '~/server/upstream/request-deadline';
import { makeQueryClient } from './query-client';

export const getQueryClient = cache(makeQueryClient);

/** One time budget per page request, shared by every caller and context (request-deadline.ts). */
const renderDeadline = cache(() => currentRequestDeadline() ?? pageDeadline());

const createRequestContext = cache(async () => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set('x-trpc-source', 'rsc');
  return createTRPCContext({ headers: requestHeaders, upstream: pageUpstream(renderDeadline()) });
});

/** Context for public, cacheable pages: no request headers are read, so the page stays static. */
const createPublicContext = cache(() =>
  createContextInner({ headers: new Headers({ 'x-trpc-source': 'rsc' }), upstream: pageUpstream(renderDeadline()), session: null }),
);

export const trpc = createTRPCOptionsProxy({ ctx: createRequestContext, router: appRouter, queryClient: getQueryClient });

/** Direct caller for public data rendered on the server (header categories, 404 grid). */
export const publicCaller = cache(() => createCallerFactory(appRouter)(createPublicContext()));

/** Caller with the visitor's session (user-area pages); reading the cookie makes the page dynamic. */
export const requestCaller = cache(() => createCallerFactory(appRouter)(createRequestContext));

export const publicTrpc = createTRPCOptionsProxy({ ctx: createPublicContext, router: appRouter, queryClient: getQueryClient });

export function HydrateClient({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={dehydrate(getQueryClient())}>{children}</HydrationBoundary>;
}

type PrefetchOptions = Parameters<QueryClient['prefetchQuery']>[0];

/** Starts a query on the server without awaiting it; the pending query streams to the client. */
export function prefetch(queryOptions: PrefetchOptions) {
  void getQueryClient().prefetchQuery(queryOptions);
}
