import Link from 'next/link';
import { css } from 'styled-system/css';
import type { Crumb } from '~/server/dto/listing-detail';

/** Trang chủ › category › province › district › the listing. Its JSON-LD twin is in the page's graph. */
export function DetailBreadcrumbs({ crumbs, title }: { crumbs: readonly Crumb[]; title: string }) {
  const trail: Crumb[] = [{ label: 'Trang chủ', href: '/' }, ...crumbs];
  return (
    <nav aria-label="Đường dẫn" className={nav}>
      <ol className={list}>
        {trail.map((crumb) => (
          <li key={`${crumb.label}|${crumb.href ?? ''}`} className={entry}>
            {crumb.href ? (
              <Link href={crumb.href} prefetch={false} className={link}>
                {crumb.label}
              </Link>
            ) : (
              <span>{crumb.label}</span>
            )}
          </li>
        ))}
        <li className={current} aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}

const nav = css({ mb: '4', fontSize: 'sm', color: 'fg.muted' });
const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', minW: '0' });
const entry = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  _after: { content: '"›"', color: 'fg.subtle', mx: '1' },
});
const current = css({ color: 'fg.default', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxW: '100%' });
const link = css({ _hover: { color: 'fg.accent', textDecoration: 'underline' } });
