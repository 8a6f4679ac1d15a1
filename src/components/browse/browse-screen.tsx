/**
 * A category page's or the search page's whole body for one BrowsePageData: breadcrumbs, heading
 * and the browse view. A server component on the first render; the browser renders the same one
 * from `browsePage.read` after a filter change (browse-live.tsx), so nothing here may need the server.
 */
import { css } from 'styled-system/css';
import { pageHeader } from 'styled-system/recipes/page-header';
import { BreadcrumbTrail, type Crumb } from '~/components/layout/breadcrumb-trail';
import type { ReactNode } from 'react';
import { browseIndexing, type BrowseView as View } from '~/lib/browse-url';
import type { BrowsePageData } from '~/server/browse-page-data';
import { BrowseView } from './browse-view';

export function placeName(data: BrowsePageData): string | undefined {
  return data.provinces.find((unit) => unit.code === data.filters.province)?.name;
}

/** The page's title without the site name: 'Xe cộ tại Hà Nội – Trang 2', 'Kết quả tìm kiếm “xe máy”'. */
export function browsePageTitle(data: BrowsePageData): string {
  if (data.context === 'search') return data.filters.q ? `Kết quả tìm kiếm “${data.filters.q}”` : 'Tìm kiếm tin rao';
  const place = placeName(data);
  const name = `${data.category?.name ?? ''}${place ? ` tại ${place}` : ''}`;
  return data.filters.page > 1 && browseIndexing(data.filters, 'category').index ? `${name} – Trang ${data.filters.page}` : name;
}

/** The trail after 'Trang chủ': the category (and its province), or 'Tìm kiếm'. */
export function browseCrumbs(data: BrowsePageData): Crumb[] {
  if (data.context === 'search') return [{ label: 'Tìm kiếm' }];
  const place = placeName(data);
  return [{ label: data.category?.name ?? '', href: place ? data.basePath : undefined }, ...(place ? [{ label: place }] : [])];
}

interface BrowseScreenProps {
  readonly data: BrowsePageData;
  readonly view: View;
  /** Inside the breadcrumb trail: the server render puts the trail's JSON-LD here. */
  readonly structuredData?: ReactNode;
  /**
   * /search's own box above the filters (./search-lead.tsx), given by the search page and by the
   * live screen: imported here, its code would load on every category page too.
   */
  readonly searchLead?: ReactNode;
}

export function BrowseScreen({ data, view, structuredData, searchLead }: BrowseScreenProps) {
  return (
    <>
      <BreadcrumbTrail crumbs={browseCrumbs(data)}>{structuredData}</BreadcrumbTrail>
      {data.context === 'search' ? <SearchBody data={data} view={view} searchLead={searchLead} /> : <CategoryBody data={data} view={view} />}
    </>
  );
}

function CategoryBody({ data, view }: { data: BrowsePageData; view: View }) {
  const place = placeName(data);
  return (
    <BrowseView
      data={data}
      view={view}
      heading={
        <h1 className={header.title}>
          {data.category?.name}
          {place ? ` tại ${place}` : ''}
        </h1>
      }
    />
  );
}

/** Search `/search?q=…` (spec §2): the header's search lands here; the same filters and sorts as a category. */
function SearchBody({ data, view, searchLead }: { data: BrowsePageData; view: View; searchLead: ReactNode }) {
  return (
    <BrowseView
      data={data}
      view={view}
      heading={<h1 className={header.title}>{browsePageTitle(data)}</h1>}
      lead={<div className={lead}>{searchLead}</div>}
    />
  );
}

const header = pageHeader();
const lead = css({ mb: '4', maxW: '720px' });
