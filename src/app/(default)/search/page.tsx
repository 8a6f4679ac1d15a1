import type { Metadata } from 'next';
import { BrowseLive } from '~/components/browse/browse-live';
import { BrowseScreen, browseCrumbs, browsePageTitle } from '~/components/browse/browse-screen';
import { SearchLead } from '~/components/browse/search-lead';
import { BreadcrumbJsonLd } from '~/components/layout/breadcrumbs';
import { browseIndexing, type RawSearchParams } from '~/lib/browse-params';
import { loadBrowsePage, resolveView, searchParamsKey } from '~/server/loaders/browse-page';

interface SearchPageProps {
  readonly searchParams: Promise<RawSearchParams>;
}

async function load({ searchParams }: SearchPageProps) {
  const serverQuery = searchParamsKey(await searchParams);
  return { data: await loadBrowsePage('search', null, serverQuery), serverQuery };
}

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { data } = await load(props);
  const q = data?.filters.q;
  const { canonicalQuery } = browseIndexing(data?.filters ?? { page: 1 }, 'search');
  return {
    title: data ? browsePageTitle(data) : 'Tìm kiếm tin rao',
    description: q ? `Tin rao vặt cho “${q}”: nhà đất, xe cộ, việc làm và nhiều hơn nữa.` : 'Tìm tin rao vặt theo từ khoá, danh mục, khu vực và giá.',
    alternates: { canonical: canonicalQuery ? `/search?${canonicalQuery}` : '/search' },
    // Result pages are endless combinations of words: never indexed, links still followed.
    robots: { index: false, follow: true },
  };
}

/** Search `/search?q=…` (spec §2): the header's search lands here; the same filters and sorts as a category. */
export default async function SearchPage(props: SearchPageProps) {
  const { data, serverQuery } = await load(props);
  if (data === null) return null;
  const view = await resolveView(data.filters);
  return (
    <BrowseLive context="search" slug={null} basePath="/search" serverQuery={serverQuery}>
      <BrowseScreen data={data} view={view} structuredData={<BreadcrumbJsonLd crumbs={browseCrumbs(data)} />} searchLead={<SearchLead data={data} />} />
    </BrowseLive>
  );
}
