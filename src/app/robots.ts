/**
 * GET /robots.txt: public pages open to crawlers; the member area, the API, payments, searches with
 * a query (endless combinations) and e-mail activation links closed; the sitemap index announced.
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/metadata/robots
 */
import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { siteUrl } from '~/env';
import { absoluteUrl } from '~/lib/sitemap-xml';

/** Answered per request (it is tiny): a build-time file would announce the build's site address. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/user', '/api/', '/payment', '/search?', '/active-email'] }],
    sitemap: absoluteUrl(siteUrl(), '/sitemap.xml'),
  };
}
