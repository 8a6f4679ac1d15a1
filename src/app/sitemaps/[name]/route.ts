/**
 * GET /sitemaps/static.xml and /sitemaps/listings-{chunk}.xml: the child sitemaps listed by
 * /sitemap.xml (docs/decisions.md "SEO files").
 */
import { connection } from 'next/server';
import { childSitemapResponse } from '~/server/seo/sitemaps';

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  await connection();
  return childSitemapResponse((await params).name);
}
