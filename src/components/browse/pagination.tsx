import { browseHref, type BrowseContext, type BrowseFilters } from '~/lib/browse-url';
import type { PagingInput } from '~/lib/pagination';
import { PageLinks } from '../ui/page-links';

interface PaginationProps {
  readonly basePath: string;
  readonly context: BrowseContext;
  readonly filters: BrowseFilters;
  readonly paging: PagingInput;
}

/** A category's or the search's page links, keeping the filters. */
export function Pagination({ basePath, context, filters, paging }: PaginationProps) {
  return <PageLinks paging={paging} href={(page, cursor) => browseHref(basePath, { ...filters, page, cursor }, context)} />;
}
