/**
 * The `/review` page's URL is its state: `?seller={id}` (one seller's reviews), `?stars=1…5` (one
 * star count), `?page=`. Parsed here for the page and built here for every link, in one canonical
 * order, so the same view never has two URLs.
 */
import { isReviewRating, type ReviewRating } from './reviews';

export const REVIEW_PATH = '/review';

export interface ReviewFilters {
  readonly sellerId: number | null;
  readonly rating: ReviewRating | null;
  readonly page: number;
}

type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** `invalidSeller` when `seller` is present but cannot be a member id (the page answers 404). */
export function parseReviewParams(params: SearchParams): { filters: ReviewFilters; invalidSeller: boolean } {
  const sellerText = single(params.seller);
  const sellerId = sellerText !== undefined && /^\d{1,10}$/.test(sellerText) ? Number(sellerText) : null;
  const validSeller = sellerId !== null && sellerId >= 1 && sellerId <= 2_147_483_647;
  const starsText = single(params.stars);
  const stars = starsText !== undefined && /^[1-5]$/.test(starsText) ? Number(starsText) : null;
  const pageText = single(params.page);
  const page = pageText !== undefined && /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  return {
    filters: { sellerId: validSeller ? sellerId : null, rating: isReviewRating(stars) ? stars : null, page: page >= 1 && page <= 1000 ? page : 1 },
    invalidSeller: params.seller !== undefined && !validSeller,
  };
}

/** The link of a view; page 1 and "all stars" leave their parameter out. */
export function reviewsHref({ sellerId = null, rating = null, page = 1 }: Partial<ReviewFilters>): string {
  const query = new URLSearchParams();
  if (sellerId !== null) query.set('seller', String(sellerId));
  if (rating !== null) query.set('stars', String(rating));
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search === '' ? REVIEW_PATH : `${REVIEW_PATH}?${search}`;
}
