'use client';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

/** Previous / "Trang x/y" / next, for client-side lists (notifications, favourites). */
export function SimplePager({ label, page, pageCount, onPage }: { label: string; page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={pager}>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Trước
      </button>
      <span className={muted}>
        Trang {page}/{pageCount}
      </span>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Sau
      </button>
    </nav>
  );
}

const pager = css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'center', mt: '2' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
