import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageHeader } from 'styled-system/recipes';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { browseIndexing, type BrowseView as View } from '~/lib/browse-params';
import { SITE_NAME } from '~/lib/site';
import type { BrowsePageData } from '~/server/loaders/browse-page';
import { BrowseView } from './browse-view';

function placeName(data: BrowsePageData): string | undefined {
  return data.provinces.find((unit) => unit.code === data.filters.province)?.name;
}

/** Title, description, canonical and robots of a category page (cached or filtered). */
export function categoryMetadata(data: BrowsePageData | null): Metadata {
  if (data === null || data.category === null) return { title: 'Không tìm thấy trang', robots: { index: false } };
  const place = placeName(data);
  const name = `${data.category.name}${place ? ` tại ${place}` : ''}`;
  const { index, canonicalQuery } = browseIndexing(data.filters, 'category');
  const canonical = `${data.basePath}${canonicalQuery ? `?${canonicalQuery}` : ''}`;
  const title = data.filters.page > 1 && index ? `${name} – Trang ${data.filters.page}` : name;
  const description = `Tin rao ${data.category.name.toLowerCase()}${place ? ` tại ${place}` : ' trên toàn quốc'} mới nhất trên ${SITE_NAME}: xem giá, hình ảnh và liên hệ trực tiếp người đăng.`;
  return {
    title,
    description,
    alternates: { canonical },
    robots: index ? undefined : { index: false, follow: true },
    openGraph: { title: `${title} | ${SITE_NAME}`, description, url: canonical, type: 'website' },
  };
}

/** Category list `/{cat}` (spec §2): filters in the URL, grid or list, pagination. Unknown category → 404. */
export function CategoryScreen({ data, view }: { data: BrowsePageData | null; view: View }) {
  if (data === null || data.category === null) notFound();
  const place = placeName(data);
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: data.category.name, href: place ? data.basePath : undefined },
          ...(place ? [{ label: place }] : []),
        ]}
      />
      <BrowseView
        data={data}
        view={view}
        heading={
          <h1 className={header.title}>
            {data.category.name}
            {place ? ` tại ${place}` : ''}
          </h1>
        }
      />
    </>
  );
}

const header = pageHeader();
