/**
 * One QueryClient factory for server and browser. On the server a new client is made per request
 * (src/trpc/server.tsx wraps this in React `cache`), so one visitor's data never lands in another's
 * HTML. Pending queries are dehydrated so prefetches stream; the wire format keeps Dates intact.
 * @see https://trpc.io/docs/client/tanstack-react-query/server-components
 */
import { defaultShouldDehydrateQuery, QueryClient } from '@tanstack/react-query';
import { wireFormat } from '~/lib/wire-format';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Above 0 so hydrated data is not refetched on mount (perf-security A.2 #1).
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      dehydrate: {
        serializeData: wireFormat.serialize,
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
      hydrate: { deserializeData: wireFormat.deserialize },
    },
  });
}
