import Link from 'next/link';
import { css } from 'styled-system/css';

export interface Crumb {
  readonly label: string;
  /** Absent for the current page (the last crumb). */
  readonly href?: string | null | undefined;
}

/** Trang chủ › … as visitors see it; the first crumb is always the home page. */
export function withHome(crumbs: readonly Crumb[]): Crumb[] {
  return [{ label: 'Trang chủ', href: '/' }, ...crumbs];
}

/**
 * The visible trail alone, with no configuration import, so the browser can render it too (a
 * browse page after a filter change). Breadcrumbs (./breadcrumbs.tsx) adds the JSON-LD twin.
 */
export function BreadcrumbTrail({ crumbs, children }: { crumbs: readonly Crumb[]; children?: React.ReactNode }) {
  return (
    <nav aria-label="Đường dẫn" className={nav}>
      <ol className={list}>
        {withHome(crumbs).map((crumb) => (
          <li key={`${crumb.label}|${crumb.href ?? ''}`} className={entry}>
            {crumb.href ? (
              <Link href={crumb.href} prefetch={false} className={link}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className={current}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      {children}
    </nav>
  );
}

const nav = css({ mb: '3', fontSize: 'sm', color: 'fg.muted' });
const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' });
const entry = css({ display: 'inline-flex', alignItems: 'center', gap: '1', '&:not(:last-child)::after': { content: '"›"', color: 'fg.subtle', mx: '1' } });
const link = css({ _hover: { color: 'fg.accent', textDecoration: 'underline' } });
const current = css({ color: 'fg.default', fontWeight: 'medium' });
