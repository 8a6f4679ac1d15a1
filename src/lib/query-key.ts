/**
 * A query string in one spelling: parameters sorted by name (a repeated name keeps its values'
 * order), so `?b=1&a=2` and `?a=2&b=1` are one key. No zod here: the browser uses it too.
 */
export function sortedQueryKey(query: string | URLSearchParams): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}
