/**
 * Sitemap XML (sitemaps.org protocol 0.9) as plain strings: a sitemap index and url sets, every
 * value escaped. Also the names of the child sitemaps, so the index and the route that serves them
 * agree. Pure: the route handlers fetch the data.
 * @see https://www.sitemaps.org/protocol.html
 */
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export interface SitemapEntry {
  /** Absolute URL. */
  readonly loc: string;
  readonly lastmod?: Date | undefined;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// W3C Datetime; seconds precision is what crawlers use.
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod && !Number.isNaN(lastmod.getTime()) ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.map((item) => entry('url', item)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.map((item) => entry('sitemap', item)).join('\n')}\n</sitemapindex>\n`;
}

/** Child sitemaps: `static.xml` (home, categories, info pages) and `listings-{chunk}.xml`. */
export type SitemapName = { readonly kind: 'static' } | { readonly kind: 'listings'; readonly chunk: number };

export const STATIC_SITEMAP = 'static.xml';

export function listingsSitemapName(chunk: number): string {
  return `listings-${chunk}.xml`;
}

/** Reads a child sitemap's file name; null for anything else (the route answers 404). */
export function parseSitemapName(name: string): SitemapName | null {
  if (name === STATIC_SITEMAP) return { kind: 'static' };
  const match = /^listings-([1-9]\d{0,5})\.xml$/.exec(name);
  return match?.[1] ? { kind: 'listings', chunk: Number(match[1]) } : null;
}

/** An absolute URL on the site for a path (`/bat-dong-san`), against the configured origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}
