/**
 * Search suggestions through the tab's shared data layer (cached five minutes per key). Its own
 * module, imported on the first key typed, so the search box does not bring react-query and the
 * tRPC client into a page until someone types.
 */
import { browserDataLayer } from '~/trpc/react';

const KEY_LIMIT = 100;

export function fetchSuggestions(key: string) {
  const { queryClient, trpc } = browserDataLayer();
  return queryClient.fetchQuery({ ...trpc.browse.suggest.queryOptions({ key: key.slice(0, KEY_LIMIT) }), staleTime: 5 * 60_000 });
}

export type Suggestion = Awaited<ReturnType<typeof fetchSuggestions>>[number];
