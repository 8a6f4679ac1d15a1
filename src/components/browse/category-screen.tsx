import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { browseIndexing, type BrowseView as View } from '~/lib/browse-url';
import { SITE_NAME } from '~/lib/site';
import { BreadcrumbJsonLd } from '../layout/breadcrumbs';
import type { BrowsePageData } from '~/server/browse-page-data';
import { BrowseLive } from './browse-live';
import { BrowseScreen, browseCrumbs, browsePageTitle, placeName } from './browse-screen';

/** Title, description, canonical and robots of a category page (cached or filtered). */
export function categoryMetadata(data: BrowsePageData | null): Metadata {
  if (data === null || data.category === null) return { title: 'Không tìm thấy trang', robots: { index: false } };
  const place = placeName(data);
  const { index, canonicalQuery } = browseIndexing(data.filters, 'category');
  const canonical = `${data.basePath}${canonicalQuery ? `?${canonicalQuery}` : ''}`;
  const title = browsePageTitle(data);
  const description = `Tin rao ${data.category.name.toLowerCase()}${place ? ` tại ${place}` : ' trên toàn quốc'} mới nhất trên ${SITE_NAME}: xem giá, hình ảnh và liên hệ trực tiếp người đăng.`;
  return {
    title,
    description,
    alternates: { canonical },
    robots: index ? undefined : { index: false, follow: true },
    openGraph: { title: `${title} | ${SITE_NAME}`, description, url: canonical, type: 'website' },
  };
}

/**
 * Category list `/{cat}` (spec §2): filters in the URL, grid or list, pagination. Unknown category → 404.
 * `serverQuery` is the query string this render was made for (sorted, src/lib/query-key.ts).
 */
export function CategoryScreen({ data, view, serverQuery }: { data: BrowsePageData | null; view: View; serverQuery: string }) {
  if (data === null || data.category === null) notFound();
  return (
    <BrowseLive context="category" slug={data.category.slug} basePath={data.basePath} serverQuery={serverQuery}>
      <BrowseScreen data={data} view={view} structuredData={<BreadcrumbJsonLd crumbs={browseCrumbs(data)} />} />
    </BrowseLive>
  );
}
