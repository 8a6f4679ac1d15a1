/**
 * The ranking rule of every public list, written once (issue "Browse": tier first, then the latest
 * push, then the newest listing). The backend's ORDER BY (src/backend/services/article-search.ts)
 * follows `RANK_ORDER` key by key; the posting issue's push and upgrade reuse `compareRank` to say
 * where a listing lands. The sort orders visitors can pick are described here too, so the
 * backend, the contract doc and the UI agree on what each one means.
 */

/** What ranking looks at. `tier`: 1 normal, 2 vip, 3 super vip (home-page tier is super vip). */
export interface RankKeys {
  readonly tier: number;
  /** The latest push; equals the posting time until the first push. */
  readonly pushedAt: Date;
  readonly id: number;
}

export type RankKey = keyof RankKeys;

/** Key by key, all descending: higher tier, later push, higher (newer) id first. */
export const RANK_ORDER: ReadonlyArray<{ readonly key: RankKey; readonly direction: 'desc' }> = [
  { key: 'tier', direction: 'desc' },
  { key: 'pushedAt', direction: 'desc' },
  { key: 'id', direction: 'desc' },
];

export const RANKING_RULE =
  'Hạng tin trước (Super VIP > VIP > thường), rồi lần đẩy tin gần nhất, rồi tin mới hơn (id lớn hơn).';

/** Negative when `a` ranks before `b`, positive when after, 0 only for the same keys. */
export function compareRank(a: RankKeys, b: RankKeys): number {
  if (a.tier !== b.tier) return b.tier - a.tier;
  const pushed = b.pushedAt.getTime() - a.pushedAt.getTime();
  if (pushed !== 0) return pushed;
  return b.id - a.id;
}

/** A ranked copy; the input is left as it was. */
export function rankListings<T extends RankKeys>(items: readonly T[]): T[] {
  return [...items].sort(compareRank);
}

/** The sort orders of list-article (`sort`), as docs/upstream-contract.md defines them. */
export const SORT_ORDERS = {
  rank: 'tier desc, pushed_at desc, id desc (the ranking rule)',
  newest: 'pushed_at desc, id desc',
  price_asc: 'price asc, listings without a price last, then id desc',
  price_desc: 'price desc, listings without a price last, then id desc',
  relevance: 'word similarity to the query desc, then the ranking rule',
} as const;

export type SortOrder = keyof typeof SORT_ORDERS;
