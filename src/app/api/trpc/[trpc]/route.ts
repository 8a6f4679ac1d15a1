/**
 * The HTTP endpoint of the tRPC API for client components. Errors are logged as one JSON line;
 * their messages are already safe for users (src/server/upstream/to-trpc-error.ts). A shared
 * cache may keep only the one answer src/server/shared-answers.ts gives a shared lifetime.
 * @see https://trpc.io/docs/server/adapters/fetch
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { siteUrl } from '~/env';
import { withBodyWithinCap } from '~/server/capped-body';
import { isTrustedMutation } from '~/server/csrf';
import { serverLog } from '~/server/log';
import { appRouter } from '~/server/routers/_app';
import { sharedAnswerMeta } from '~/server/shared-answers';
import { createTRPCContext } from '~/server/trpc';

/**
 * The largest input is a listing saved from the posting wizard: its description may hold 200,000
 * characters of editor HTML (src/server/routers/posting.ts), at most ~600 KB as UTF-8 when every
 * character is Vietnamese, and a draft is saved before the text rules apply. tRPC's fetch adapter
 * reads any body whole (only its Node adapter has a `maxBodySize`).
 */
const MAX_BODY_BYTES = 768 * 1024;

async function handler(request: Request) {
  if (request.method === 'POST' && !isTrustedMutation(request.headers, [new URL(siteUrl()).origin, new URL(request.url).origin])) {
    return Response.json({ error: { message: 'Yêu cầu không hợp lệ (khác nguồn gốc).' } }, { status: 403 });
  }
  const bounded = await withBodyWithinCap(request, MAX_BODY_BYTES);
  if ('refused' in bounded) {
    return bounded.refused === 'too-large'
      ? Response.json({ error: { message: 'Dữ liệu gửi lên quá lớn.' } }, { status: 413 })
      : Response.json({ error: { message: 'Yêu cầu không hợp lệ.' } }, { status: 400 });
  }
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: bounded.value,
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
