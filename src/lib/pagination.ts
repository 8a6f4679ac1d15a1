/**
 * Which page links a result list shows: the first page, two pages either side of the current one,
 * the last page when the total is exact, gaps between. Totals beyond 1,000 are not counted (the
 * backend caps them), so past the counted pages only "next" leads on, by keyset cursor. Numbered
 * links are offset pages; the next page carries the cursor as well, so paging forward stays cheap
 * however deep.
 */
export interface PagingInput {
  readonly page: number;
  readonly num: number;
  readonly total: number | null;
  readonly totalCapped: boolean;
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
  /** The deepest page the backend accepts. */
  readonly maxPage: number;
}

export type PageItem =
  | { readonly kind: 'page'; readonly page: number; readonly current: boolean; readonly cursor?: string | undefined }
  | { readonly kind: 'gap'; readonly key: string };

export interface PageWindow {
  readonly items: readonly PageItem[];
  readonly previous: number | null;
  readonly next: { readonly page: number; readonly cursor?: string | undefined } | null;
}

const SPREAD = 2;

export function pageWindow({ page, num, total, totalCapped, hasMore, nextCursor, maxPage }: PagingInput): PageWindow {
  const exactLast = total !== null && !totalCapped ? Math.max(1, Math.ceil(total / num)) : null;
  const counted = total !== null && totalCapped ? Math.floor(total / num) : 0;
  const reachable = hasMore ? page + 1 : page;
  const last = Math.min(maxPage, exactLast ?? Math.max(counted, reachable));
  const nextCursor_ = nextCursor ?? undefined;
  const next = hasMore && page < maxPage ? { page: page + 1, cursor: nextCursor_ } : null;

  const from = Math.max(1, page - SPREAD);
  const to = Math.min(last, page + SPREAD);
  const items: PageItem[] = [];
  const add = (number: number) =>
    items.push({ kind: 'page', page: number, current: number === page, cursor: number === page + 1 ? nextCursor_ : undefined });

  // A gap stands for two pages or more; a single hidden page is shown instead.
  if (from > 1) add(1);
  if (from === 3) add(2);
  if (from > 3) items.push({ kind: 'gap', key: 'start' });
  for (let number = from; number <= to; number += 1) add(number);
  if (exactLast !== null && to < exactLast) {
    if (to === exactLast - 2) add(exactLast - 1);
    if (to < exactLast - 2) items.push({ kind: 'gap', key: 'end' });
    add(exactLast);
  } else if (exactLast === null && (to < last || hasMore)) {
    items.push({ kind: 'gap', key: 'end' });
  }
  return { items, previous: page > 1 ? page - 1 : null, next };
}
