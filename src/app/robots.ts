/**
 * GET /robots.txt: public pages open to crawlers; the member area, the API, payments, searches with
 * a query (endless combinations) and e-mail activation links closed; the sitemap index announced.
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/metadata/robots
 */
import type { MetadataRoute } from 'next';
import { env } from '~/env';
import { absoluteUrl } from '~/lib/sitemap-xml';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/user', '/api/', '/payment', '/search?', '/active-email'] }],
    sitemap: absoluteUrl(env.NEXT_PUBLIC_SITE_URL, '/sitemap.xml'),
  };
}
