/**
 * What the browser needs once a visitor changes a filter, loaded on first use so a browse page's
 * first load carries none of it: the page body rendered from data, and the call that reads it.
 */
import { SITE_NAME } from '~/lib/site';
import type { BrowseView } from '~/lib/browse-url';
import type { BrowseContext } from '~/lib/browse-url';
import type { BrowsePageData } from '~/server/browse-page-data';
import { VIEW_COOKIE } from '~/server/view-cookie-name';
import { trpcClient } from '~/trpc/client';
import { BrowseScreen, browsePageTitle } from './browse-screen';
import { SearchLead } from './search-lead';

/** The remembered grid or list (the cookie the server reads for its own render). */
function rememberedView(): BrowseView {
  return document.cookie.split('; ').includes(`${VIEW_COOKIE}=list`) ? 'list' : 'grid';
}

export function LiveBrowseScreen({ data }: { data: BrowsePageData }) {
  return <BrowseScreen data={data} view={data.filters.view ?? rememberedView()} searchLead={data.context === 'search' ? <SearchLead data={data} /> : undefined} />;
}

export const documentTitle = (data: BrowsePageData): string => `${browsePageTitle(data)} | ${SITE_NAME}`;

/** What a screen reader hears once a change has shown: 'Xe cộ tại Hà Nội: 305 tin'. */
export function changeAnnouncement(data: BrowsePageData): string {
  const outcome = data.error ?? data.result?.totalText ?? null;
  return outcome === null ? browsePageTitle(data) : `${browsePageTitle(data)}: ${outcome}`;
}

export interface BrowsePageRequest {
  readonly context: BrowseContext;
  readonly slug: string | null;
  /** The query string without its `?`. */
  readonly query: string;
}

export const readBrowsePage = (request: BrowsePageRequest, signal: AbortSignal): Promise<BrowsePageData | null> =>
  trpcClient().browsePage.read.query(request, { signal });
