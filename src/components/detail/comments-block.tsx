import { ListingComments } from './listing-comments';

interface CommentsBlockProps {
  readonly listingId: number;
  readonly categorySlug: string;
  readonly sellerId: number;
}

/**
 * The comments section of a listing page. Comments load in the browser, with the island's code,
 * when the visitor scrolls near them: the cached page stays the same for every visitor and carries
 * no react-query state, and a visitor who reads only the top of the listing loads none of it.
 */
export function CommentsBlock({ listingId, categorySlug, sellerId }: CommentsBlockProps) {
  return <ListingComments listingId={listingId} categorySlug={categorySlug} sellerId={sellerId} />;
}
