/**
 * GET /sitemap.xml: the sitemap index (docs/decisions.md "SEO files"). A route handler rather than
 * app/sitemap.ts: Next's metadata sitemap has no index, and it would be rendered at build time.
 */
import { connection } from 'next/server';
import { sitemapIndexResponse } from '~/server/seo/sitemaps';

export async function GET(): Promise<Response> {
  // Per request (cached data behind it): the backend is not running while the app builds.
  await connection();
  return sitemapIndexResponse();
}
