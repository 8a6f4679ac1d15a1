/**
 * The one road from a server-rendered page to data: a tRPC caller that runs the app's routers in
 * process (no HTTP hop), under the page request's time budget. Page loaders in this folder use it;
 * pages and route handlers never call upstream services themselves.
 * @see https://trpc.io/docs/server/server-side-calls
 */
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { appRouter } from '../routers/_app';
import { createCallerFactory, createContextInner, createTRPCContext } from '../trpc';
import { pageDeadline, pageUpstream } from '../upstream-instance';
import { currentRequestDeadline } from '../upstream/request-deadline';

const createCaller = createCallerFactory(appRouter);

/** One time budget per page request, shared by every caller and context (request-deadline.ts). */
const renderDeadline = cache(() => currentRequestDeadline() ?? pageDeadline());

const createRequestContext = cache(async () => {
  const requestHeaders = new Headers(await headers());
  requestHeaders.set('x-trpc-source', 'rsc');
  return createTRPCContext({ headers: requestHeaders, upstream: pageUpstream(renderDeadline()) });
});

/**
 * Context for public, cacheable pages: no request headers are read, so the page stays static.
 * Exported for reads shared as plain functions (routers/browse.ts `browseReader`), whose input the
 * page has already validated.
 */
export const publicContext = cache(() =>
  createContextInner({ headers: new Headers({ 'x-trpc-source': 'rsc' }), upstream: pageUpstream(renderDeadline()), session: null }),
);

/** Caller for public data rendered on the server (category pages, header menu, 404 grid). */
export const publicCaller = cache(() => createCaller(publicContext()));

/** Caller with the visitor's session (user-area pages); reading the cookie makes the page dynamic. */
export const requestCaller = cache(() => createCaller(createRequestContext));
