import type { Metadata } from 'next';
import { css } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { BrowseView } from '~/components/browse/browse-view';
import { SearchCombobox } from '~/components/browse/search-combobox';
import { browseIndexing, type RawSearchParams } from '~/lib/browse-params';
import { loadBrowsePage, resolveView, searchParamsKey } from '~/server/loaders/browse-page';

interface SearchPageProps {
  readonly searchParams: Promise<RawSearchParams>;
}

const load = async ({ searchParams }: SearchPageProps) => loadBrowsePage('search', null, searchParamsKey(await searchParams));

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const data = await load(props);
  const q = data?.filters.q;
  const { canonicalQuery } = browseIndexing(data?.filters ?? { page: 1 }, 'search');
  return {
    title: q ? `Kết quả tìm kiếm “${q}”` : 'Tìm kiếm tin rao',
    description: q ? `Tin rao vặt cho “${q}”: nhà đất, xe cộ, việc làm và nhiều hơn nữa.` : 'Tìm tin rao vặt theo từ khoá, danh mục, khu vực và giá.',
    alternates: { canonical: canonicalQuery ? `/search?${canonicalQuery}` : '/search' },
    // Result pages are endless combinations of words: never indexed, links still followed.
    robots: { index: false, follow: true },
  };
}

/** Search `/search?q=…` (spec §2): the header's search lands here; the same filters and sorts as a category. */
export default async function SearchPage(props: SearchPageProps) {
  const data = await load(props);
  if (data === null) return null;
  const view = await resolveView(data.filters);
  const { q, cat, province, ward } = data.filters;
  const preserve = Object.fromEntries(
    Object.entries({ cat, province, ward }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return (
    <>
      <Breadcrumbs crumbs={[{ label: 'Tìm kiếm' }]} />
      <BrowseView
        data={data}
        view={view}
        heading={<h1 className={header.title}>{q ? `Kết quả tìm kiếm “${q}”` : 'Tìm kiếm tin rao'}</h1>}
        lead={
          <div className={lead}>
            <SearchCombobox key={q ?? ''} label="Tìm kiếm tin rao" initialQuery={q ?? ''} preserve={preserve} />
          </div>
        }
      />
    </>
  );
}

const header = pageHeader();
const lead = css({ mb: '4', maxW: '720px' });
