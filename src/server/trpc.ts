/**
 * The one tRPC init module. It exports only named builders; `t` never leaves this file.
 * Context: request headers plus the upstream runtime. Routers live in ./routers, one per domain.
 * @see https://trpc.io/docs/server/routers
 * @see https://trpc.io/docs/server/context#inner-and-outer-context
 */
import 'server-only';
import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError, z } from 'zod';
import { getUpstream, type Upstream } from './upstream-instance';

export interface ContextInnerOptions {
  readonly headers: Headers;
  readonly upstream: Upstream;
}

/** Plain values in, context out: tests call this with a fake or local upstream and no Next request. */
export function createContextInner(options: ContextInnerOptions) {
  return { headers: options.headers, upstream: options.upstream };
}

export function createTRPCContext(options: { headers: Headers }) {
  return createContextInner({ headers: options.headers, upstream: getUpstream() });
}

export type TRPCContext = ReturnType<typeof createContextInner>;

const t = initTRPC.context<TRPCContext>().create({
  transformer: superjson,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    data: {
      ...shape.data,
      // Field errors for forms; the message itself is already user-facing Vietnamese.
      zodError: error.cause instanceof ZodError ? z.flattenError(error.cause) : null,
    },
  }),
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
