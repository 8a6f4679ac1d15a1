import Link from 'next/link';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { ListingGridIsland } from '~/components/listing/listing-grid-island';
import { browseHref, type BrowseView as ViewKind } from '~/lib/browse-url';
import { LIST_BOUNDS } from '~/lib/contract/list-vocabulary';
import { INCOMPLETE_PAGE_ATTRIBUTE } from '~/lib/page-completeness';
import { defaultSavedSearchName, savedSearchQuery } from '~/lib/saved-search';
import { SaveSearchButton } from '../saved-search/save-search-button';
import type { BrowsePageData } from '~/server/browse-page-data';
import { CorrectionNote } from './correction-note';
import { EmptyState } from './empty-state';
import { FilterBar } from './filter-bar';
import { Notices } from './notices';
import { PartWordNote } from './part-word-note';
import { PlaceNote } from './place-note';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';
import { ViewToggle } from './view-toggle';

interface BrowseViewProps {
  readonly data: BrowsePageData;
  readonly view: ViewKind;
  readonly heading: ReactNode;
  /** Above the filters: the search form on /search. */
  readonly lead?: ReactNode;
}

/** The body of a category page and of /search: notices, filters, toolbar, results, pagination. */
export function BrowseView({ data, view, heading, lead }: BrowseViewProps) {
  const { basePath, context, filters, result } = data;
  const location = { basePath, context, filters };
  return (
    <div className={page}>
      <header className={head}>
        {heading}
        {result?.totalText ? (
          <p className={count} data-testid="result-count">
            {result.totalText}
          </p>
        ) : null}
      </header>
      {lead}
      {result?.corrected && filters.q ? <CorrectionNote typed={filters.q} corrected={result.corrected} /> : null}
      {result?.place ? <PlaceNote place={result.place} /> : null}
      {result?.wordMatch === 'part' && result.items.length > 0 && filters.q ? <PartWordNote q={result.place?.text || filters.q} /> : null}
      <Notices notices={data.notices} />
      <FilterBar
        {...location}
        // What the filter shows of a province: its code, name and former names — not the full
        // name, which every page's RSC payload would carry 34 times for nothing (issue #41).
        provinces={data.provinces.map(({ code, name, formerNames }) => ({ code, name, formerNames }))}
        wards={data.wards}
        categories={context === 'search' ? data.menuCategories : undefined}
      />
      <div className={toolbar}>
        <SortSelect {...location} />
        <div className={toolbarEnd}>
          <SaveSearchButton
            context={context}
            categorySlug={context === 'category' ? data.category?.slug : undefined}
            query={savedSearchQuery(filters, context)}
            defaultName={defaultSavedSearchName(filters, data.category?.name ?? null)}
          />
          <ViewToggle key={view} view={view} />
        </div>
      </div>
      {data.error !== null ? (
        <div role="alert" className={errorBox} {...{ [INCOMPLETE_PAGE_ATTRIBUTE]: 'results' }}>
          <p>{data.error}</p>
          <Link href={browseHref(basePath, filters, context)} prefetch={false} className={button({ variant: 'outline', size: 'sm' })}>
            Thử lại
          </Link>
        </div>
      ) : result === null || result.items.length === 0 ? (
        <EmptyState {...location} categories={data.menuCategories} place={result?.place ?? null} />
      ) : (
        <>
          <section aria-label="Danh sách tin" data-view={view}>
            <ListingGridIsland listings={result.items} columns={view === 'list' ? 'list' : 'four'} layout={view} eagerFirst now={new Date()} />
          </section>
          <Pagination
            {...location}
            paging={{
              page: result.page,
              num: result.num,
              total: result.total,
              totalCapped: result.totalCapped,
              hasMore: result.hasMore,
              nextCursor: result.nextCursor,
              maxPage: LIST_BOUNDS.page,
            }}
          />
        </>
      )}
    </div>
  );
}

const page = css({ pb: '8' });
const head = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', mb: '4' });
const count = css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' });
const toolbar = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '4', flexWrap: 'wrap' });
const toolbarEnd = css({ display: 'flex', alignItems: 'center', gap: '2' });
const errorBox = cx(card({ padding: 'none', stack: 'md' }), css({ p: '6', alignItems: 'flex-start', color: 'fg.default' }));
