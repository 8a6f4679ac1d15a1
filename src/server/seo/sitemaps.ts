/**
 * The sitemap files (docs/decisions.md "SEO files"): /sitemap.xml is an index of /sitemaps/static.xml
 * (home, categories, info pages) and /sitemaps/listings-{chunk}.xml (live listings, at most
 * SITEMAP_CHUNK_SIZE per file, by id range). Rendered on request, never at build time (the backend
 * is not running then), and kept in Next's data cache for an hour so crawlers do not hit the
 * backend on every fetch.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { siteUrl } from '~/env';
import { SITEMAP_CHUNK_SIZE } from '~/lib/contract/sitemap';
import { INFO_PAGES } from '~/lib/site';
import {
  STATIC_SITEMAP,
  absoluteUrl,
  listingsSitemapName,
  parseSitemapName,
  sitemapIndexXml,
  urlSetXml,
} from '~/lib/sitemap-xml';
import { serverLog } from '~/server/log';
import { publicCaller } from '~/server/loaders/callers';

export const SITEMAP_REVALIDATE_SECONDS = 3600;
const LAST_CHUNK = Math.ceil(2_147_483_647 / SITEMAP_CHUNK_SIZE);

const cached = { revalidate: SITEMAP_REVALIDATE_SECONDS, tags: ['sitemap'] };

// Each cached file takes the site's run-time address as an argument: it is part of the cache key,
// so a data cache kept across a restart with another SITE_URL is not served (issue #34).
const indexXml = unstable_cache(
  async (site: string): Promise<string> => {
    const chunks = await publicCaller().sitemap.chunks();
    return sitemapIndexXml([
      { loc: absoluteUrl(site, `/sitemaps/${STATIC_SITEMAP}`) },
      ...chunks.map((chunk) => ({ loc: absoluteUrl(site, `/sitemaps/${listingsSitemapName(chunk)}`) })),
    ]);
  },
  ['sitemap-index'],
  cached,
);

const staticXml = unstable_cache(
  async (site: string): Promise<string> => {
    const categories = await publicCaller().catalog.menu();
    const paths = ['/', ...categories.map((category) => `/${category.slug}`), '/support-about', ...INFO_PAGES.map((page) => `/support-about/${page.slug}`), '/review'];
    return urlSetXml(paths.map((path) => ({ loc: absoluteUrl(site, path) })));
  },
  ['sitemap-static'],
  cached,
);

/** Null when the chunk holds no live listing (the route answers 404). */
const listingsXml = unstable_cache(
  async (site: string, chunk: number): Promise<string | null> => {
    const listings = await publicCaller().sitemap.listings({ chunk });
    if (listings.length === 0) return null;
    return urlSetXml(listings.map((listing) => ({ loc: absoluteUrl(site, listing.path), lastmod: new Date(listing.lastmod) })));
  },
  ['sitemap-listings'],
  cached,
);

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': `public, max-age=${SITEMAP_REVALIDATE_SECONDS}`,
};

const notFound = () =>
  new Response('Không tìm thấy sơ đồ trang này.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

async function respond(render: () => Promise<string | null>): Promise<Response> {
  try {
    const xml = await render();
    return xml === null ? notFound() : new Response(xml, { status: 200, headers: XML_HEADERS });
  } catch (error) {
    // Crawlers retry a 503 later; an empty or partial sitemap would make them drop URLs.
    serverLog.warn('sitemap unavailable', { errorMessage: error instanceof Error ? error.message : String(error) });
    return new Response('Sơ đồ trang tạm thời chưa sẵn sàng, vui lòng thử lại sau.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '600' },
    });
  }
}

export function sitemapIndexResponse(): Promise<Response> {
  return respond(() => indexXml(siteUrl()));
}

export function childSitemapResponse(fileName: string): Promise<Response> {
  const name = parseSitemapName(fileName);
  if (name === null || (name.kind === 'listings' && name.chunk > LAST_CHUNK)) return Promise.resolve(notFound());
  return respond(() => (name.kind === 'static' ? staticXml(siteUrl()) : listingsXml(siteUrl(), name.chunk)));
}
