import Link from 'next/link';
import { css } from 'styled-system/css';
import { env } from '~/env';

export interface Crumb {
  readonly name: string;
  /** Site path; the last crumb (the current page) has none. */
  readonly href?: string;
}

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD, so search results show the same trail. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.href ? { item: new URL(item.href, env.NEXT_PUBLIC_SITE_URL).toString() } : {}),
    })),
  };
  return (
    <nav aria-label="Đường dẫn" className={nav}>
      <ol className={list}>
        {items.map((item) => (
          <li key={item.name} className={entry}>
            {item.href ? (
              <Link href={item.href} prefetch={false} className={link}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        // JSON-LD is data, not markup; `<` is escaped so no text can close the script element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}

const nav = css({ mb: '4', fontSize: 'sm', color: 'fg.muted' });
const list = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' });
const entry = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  '&:not(:last-child)::after': { content: '"›"', color: 'fg.subtle', mx: '1' },
  '& [aria-current]': { color: 'fg.default', fontWeight: 'medium' },
});
const link = css({ _hover: { color: 'fg.accent', textDecoration: 'underline' } });
