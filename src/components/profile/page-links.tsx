import Link from 'next/link';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

interface PageLinksProps {
  /** The list's path without a query; page 1 is the bare path (one canonical URL). */
  readonly basePath: string;
  readonly page: number;
  readonly hasMore: boolean;
}

/** Previous / next links of a paged list (has_more pagination: no total count is needed). */
export function PageLinks({ basePath, page, hasMore }: PageLinksProps) {
  if (page <= 1 && !hasMore) return null;
  const href = (target: number) => (target <= 1 ? basePath : `${basePath}?page=${target}`);
  return (
    <nav aria-label="Phân trang" className={nav}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={button({ variant: 'outline', size: 'sm' })}>
          ‹ Trang trước
        </Link>
      ) : (
        <span />
      )}
      <span className={current}>Trang {page}</span>
      {hasMore ? (
        <Link href={href(page + 1)} rel="next" className={button({ variant: 'outline', size: 'sm' })}>
          Trang sau ›
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const nav = css({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: '3', mt: '6', '& > :last-child': { justifySelf: 'end' } });
const current = css({ fontSize: 'sm', color: 'fg.muted' });
