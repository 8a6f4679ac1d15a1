import Link from 'next/link';
import { css } from 'styled-system/css';
import { env } from '~/env';

export interface Crumb {
  readonly label: string;
  /** Absent for the current page (the last crumb). */
  readonly href?: string | null | undefined;
}

/** Trang chủ › … trail, with its BreadcrumbList JSON-LD twin for search engines. */
/**
 * The one breadcrumb trail of the site (category, search, detail, info and profile pages).
 * `structuredData` false when the page already puts the BreadcrumbList in its own JSON-LD graph.
 */
export function Breadcrumbs({ crumbs, structuredData = true }: { crumbs: readonly Crumb[]; structuredData?: boolean }) {
  const trail: Crumb[] = [{ label: 'Trang chủ', href: '/' }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, env.NEXT_PUBLIC_SITE_URL).toString() } : {}),
    })),
  };
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
              <span aria-current="page" className={current}>
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      {structuredData ? (
      <script
        type="application/ld+json"
        // JSON-LD must be raw JSON; `<` is escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      ) : null}
    </nav>
  );
}

const nav = css({ mb: '3', fontSize: 'sm', color: 'fg.muted' });
const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' });
const entry = css({ display: 'inline-flex', alignItems: 'center', gap: '1', '&:not(:last-child)::after': { content: '"›"', color: 'fg.subtle', mx: '1' } });
const link = css({ _hover: { color: 'fg.accent', textDecoration: 'underline' } });
const current = css({ color: 'fg.default', fontWeight: 'medium' });
