import Link from 'next/link';
import { css } from 'styled-system/css';
import { pageWindow } from '~/lib/pagination';
import { reviewsHref, type ReviewFilters } from '~/lib/review-url';

/** Numbered page links of /review (src/lib/pagination.ts decides which), as plain links. */
export function ReviewPagination({ filters, pageCount, perPage, total }: { filters: ReviewFilters; pageCount: number; perPage: number; total: number }) {
  const { items, previous, next } = pageWindow({
    page: filters.page,
    num: perPage,
    total,
    totalCapped: false,
    hasMore: filters.page < pageCount,
    nextCursor: null,
    maxPage: 1000,
  });
  if (previous === null && next === null) return null;
  const href = (page: number) => reviewsHref({ ...filters, page });
  return (
    <nav aria-label="Phân trang" className={nav}>
      {previous === null ? null : (
        <Link href={href(previous)} className={step} rel="prev">
          ‹ Trước
        </Link>
      )}
      <ol className={list}>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className={number} aria-current="page">
                  {item.page}
                </span>
              ) : (
                <Link href={href(item.page)} className={number} aria-label={`Trang ${item.page}`}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next === null ? null : (
        <Link href={href(next.page)} className={step} rel="next">
          Sau ›
        </Link>
      )}
    </nav>
  );
}

const nav = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', flexWrap: 'wrap', mt: '6' });
const list = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' });
const cell = { minW: '10', h: '10', px: '3', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'md', fontSize: 'sm', fontWeight: 'medium' } as const;
const number = css({
  ...cell,
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
  '&[aria-current=page]': { bg: 'bg.accent', borderColor: 'bg.accent', color: 'fg.inverse', fontWeight: 'bold' },
});
const step = css({ ...cell, color: 'fg.default', _hover: { color: 'fg.accent' } });
const gap = css({ ...cell, minW: '6', px: '0', color: 'fg.subtle' });
