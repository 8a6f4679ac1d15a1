/**
 * The HTTP endpoint of the tRPC API for client components. Errors are logged as one JSON line;
 * their messages are already safe for users (src/server/upstream/to-trpc-error.ts). A shared
 * cache may keep only the one answer src/server/shared-answers.ts gives a shared lifetime.
 * @see https://trpc.io/docs/server/adapters/fetch
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { siteUrl } from '~/env';
import { isTrustedMutation } from '~/server/csrf';
import { serverLog } from '~/server/log';
import { appRouter } from '~/server/routers/_app';
import { sharedAnswerMeta } from '~/server/shared-answers';
import { createTRPCContext } from '~/server/trpc';

function handler(request: Request) {
  if (request.method === 'POST' && !isTrustedMutation(request.headers, [new URL(siteUrl()).origin, new URL(request.url).origin])) {
    return Response.json({ error: { message: 'Yêu cầu không hợp lệ (khác nguồn gốc).' } }, { status: 403 });
  }
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: ({ resHeaders }) => createTRPCContext({ headers: request.headers, resHeaders }),
    // A browse page's data alone may be kept by the shared caches, as the page itself is.
    responseMeta: sharedAnswerMeta,
    onError: ({ path, error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        serverLog.error('trpc procedure failed', { path, code: error.code, errorMessage: error.message });
      }
    },
  });
}

export { handler as GET, handler as POST };
