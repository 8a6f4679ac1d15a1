import { getQueryClient, HydrateClient, publicTrpc } from '~/trpc/server';
import { ListingComments } from './listing-comments';

interface CommentsBlockProps {
  readonly listingId: number;
  readonly categorySlug: string;
  readonly sellerId: number;
}

/**
 * Server half of the comments: the first page is fetched here and hydrated into the client list,
 * so comments are in the HTML and not fetched twice. A failed fetch is not dehydrated; the client
 * then shows its own retry message instead of failing the page.
 */
export async function CommentsBlock({ listingId, categorySlug, sellerId }: CommentsBlockProps) {
  await getQueryClient().prefetchInfiniteQuery(
    publicTrpc.detail.comments.infiniteQueryOptions({ id: listingId, cat: categorySlug }, { getNextPageParam: (last) => last.nextCursor }),
  );
  return (
    <HydrateClient>
      <ListingComments listingId={listingId} categorySlug={categorySlug} sellerId={sellerId} />
    </HydrateClient>
  );
}
