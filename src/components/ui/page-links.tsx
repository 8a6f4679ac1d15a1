import Link from 'next/link';
import { css } from 'styled-system/css';
import { pageWindow, type PagingInput } from '~/lib/pagination';

/**
 * Numbered page links (src/lib/pagination.ts decides which) with previous and next: plain links, so
 * they work before hydration. `href` gives a page's address (with its keyset cursor, when known).
 */
interface PageLinksProps {
  readonly paging: PagingInput;
  readonly href: (page: number, cursor?: string) => string;
  /** False where the page follows its page links itself (a live browse page): nothing to prefetch. */
  readonly prefetch?: false;
}

export function PageLinks({ paging, href, prefetch }: PageLinksProps) {
  const { items, previous, next } = pageWindow(paging);
  if (previous === null && next === null) return null;
  return (
    <nav aria-label="Phân trang" className={nav}>
      {previous === null ? (
        <span className={step} aria-disabled="true">
          ‹ Trước
        </span>
      ) : (
        <Link href={href(previous)} prefetch={prefetch} className={step} rel="prev">
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
                <Link href={href(item.page, item.cursor)} prefetch={prefetch} className={number} aria-label={`Trang ${item.page}`}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {next === null ? (
        <span className={step} aria-disabled="true">
          Sau ›
        </span>
      ) : (
        <Link href={href(next.page, next.cursor)} prefetch={prefetch} className={step} rel="next">
          Sau ›
        </Link>
      )}
    </nav>
  );
}

const nav = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', flexWrap: 'wrap', my: '8' });
const list = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' });
const cell = {
  minW: '10',
  h: '10',
  px: '3',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
} as const;
const number = css({
  ...cell,
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { borderColor: 'fg.accent', color: 'fg.accent' },
  '&[aria-current=page]': { bg: 'bg.accent', borderColor: 'bg.accent', color: 'fg.inverse', fontWeight: 'bold' },
});
const step = css({
  ...cell,
  color: 'fg.default',
  _hover: { color: 'fg.accent' },
  '&[aria-disabled=true]': { color: 'fg.subtle', cursor: 'default', _hover: { color: 'fg.subtle' } },
});
const gap = css({ ...cell, minW: '6', px: '0', color: 'fg.subtle' });
