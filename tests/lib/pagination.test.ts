import { describe, expect, test } from 'vitest';
import { pageWindow, type PageItem, type PagingInput } from '../../src/lib/pagination';

const base: PagingInput = { page: 1, num: 20, total: 95, totalCapped: false, hasMore: true, nextCursor: 'c2', maxPage: 1000 };
const labels = (items: readonly PageItem[]) => items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page)));

describe('pageWindow', () => {
  test('first page of an exact total: the window, then the last page (a lone hidden page is shown, not a gap)', () => {
    const window = pageWindow(base);
    expect(labels(window.items)).toEqual(['[1]', '2', '3', '4', '5']);
    expect(window.previous).toBeNull();
    expect(window.next).toEqual({ page: 2, cursor: 'c2' });
    // The next page's number link carries the cursor too.
    expect(window.items[1]).toEqual({ kind: 'page', page: 2, current: false, cursor: 'c2' });
  });

  test('middle of a long exact list: first, gaps, window, last', () => {
    const window = pageWindow({ ...base, page: 10, total: 400 });
    expect(labels(window.items)).toEqual(['1', '…', '8', '9', '[10]', '11', '12', '…', '20']);
    expect(window.previous).toBe(9);
  });

  test('last page: no next link', () => {
    const window = pageWindow({ ...base, page: 5, hasMore: false, nextCursor: null });
    expect(labels(window.items)).toEqual(['1', '2', '3', '4', '[5]']);
    expect(window.next).toBeNull();
  });

  test('capped totals ("Hơn 1.000 tin"): no last page, a trailing gap, and cursor paging past the counted pages', () => {
    expect(labels(pageWindow({ ...base, total: 1000, totalCapped: true }).items)).toEqual(['[1]', '2', '3', '…']);
    const deep = pageWindow({ ...base, page: 70, total: 1000, totalCapped: true, nextCursor: 'c71' });
    expect(labels(deep.items)).toEqual(['1', '…', '68', '69', '[70]', '71', '…']);
    expect(deep.next).toEqual({ page: 71, cursor: 'c71' });
  });

  test('a single page shows just itself; the backend page limit stops "next"', () => {
    expect(labels(pageWindow({ ...base, total: 7, hasMore: false, nextCursor: null }).items)).toEqual(['[1]']);
    expect(pageWindow({ ...base, page: 1000, total: 1000, totalCapped: true }).next).toBeNull();
  });
});
