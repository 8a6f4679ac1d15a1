import { reviewsHref, type ReviewFilters } from '~/lib/review-url';
import { PageLinks } from '../ui/page-links';

/** /review's page links, keeping the seller and star filters. */
export function ReviewPagination({ filters, pageCount, perPage, total }: { filters: ReviewFilters; pageCount: number; perPage: number; total: number }) {
  const paging = { page: filters.page, num: perPage, total, totalCapped: false, hasMore: filters.page < pageCount, nextCursor: null, maxPage: 1000 };
  return <PageLinks paging={paging} href={(page) => reviewsHref({ ...filters, page })} />;
}
