import { browseHref, type BrowseContext, type BrowseFilters } from '~/lib/browse-url';
import type { PagingInput } from '~/lib/pagination';
import { PageLinks } from '../ui/page-links';

interface PaginationProps {
  readonly basePath: string;
  readonly context: BrowseContext;
  readonly filters: BrowseFilters;
  readonly paging: PagingInput;
}

/** A category's or the search's page links, keeping the filters; the live page follows them in place (no prefetch). */
export function Pagination({ basePath, context, filters, paging }: PaginationProps) {
  return <PageLinks paging={paging} prefetch={false} href={(page, cursor) => browseHref(basePath, { ...filters, page, cursor }, context)} />;
}
