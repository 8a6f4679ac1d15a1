import { siteUrl } from '~/env';
import { BreadcrumbTrail, withHome, type Crumb } from './breadcrumb-trail';

export type { Crumb } from './breadcrumb-trail';

/**
 * The one breadcrumb trail of the site (category, search, detail, info and profile pages), with its
 * BreadcrumbList JSON-LD twin for search engines.
 * `structuredData` false when the page already puts the BreadcrumbList in its own JSON-LD graph.
 */
export function Breadcrumbs({ crumbs, structuredData = true }: { crumbs: readonly Crumb[]; structuredData?: boolean }) {
  return <BreadcrumbTrail crumbs={crumbs}>{structuredData ? <BreadcrumbJsonLd crumbs={crumbs} /> : null}</BreadcrumbTrail>;
}

/** The BreadcrumbList JSON-LD of a trail: absolute URLs, so it is rendered on the server only. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly Crumb[] }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: withHome(crumbs).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: new URL(crumb.href, siteUrl()).toString() } : {}),
    })),
  };
  return (
    <script
      type="application/ld+json"
      // JSON-LD must be raw JSON; `<` is escaped so no text can close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
    />
  );
}
