import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CommentsBlock } from '~/components/detail/comments-block';
import { ListingDetailView } from '~/components/detail/listing-detail-view';
import { SimilarListings } from '~/components/detail/similar-listings';
import { parseListingSegment } from '~/lib/slug';
import { listingMetadata } from '~/server/dto/listing-structured-data';
import { loadListingDetail } from '~/server/loaders/listing-detail-page';
import { loadSellerRating } from '~/server/loaders/review-page';

interface ListingPageProps {
  readonly params: Promise<{ cat: string; detail: string }>;
}

/**
 * Rendered on the first visit, then cached; the backend revalidates a listing's page when it changes,
 * and this bounds staleness otherwise. Seller phone, favourites and comments' sign-in state are
 * client islands, so the cached HTML is the same for every visitor.
 */
export const revalidate = 60;

export function generateStaticParams(): Array<{ cat: string; detail: string }> {
  return [];
}

/** The id at the end of the segment decides the listing; null when the segment has none or it does not exist. */
async function listingFor(params: ListingPageProps['params']) {
  const { cat, detail } = await params;
  const parsed = parseListingSegment(detail);
  const listing = parsed ? await loadListingDetail(parsed.id) : null;
  return { listing, requestedPath: `/${cat}/${detail}` };
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const { listing } = await listingFor(params);
  return listing ? listingMetadata(listing) : { title: 'Không tìm thấy tin' };
}

/** Listing detail (spec §2 `/{cat}/{object_slug}-{id}`): a wrong slug or category redirects (308) to the canonical URL. */
export default async function ListingPage({ params }: ListingPageProps) {
  const { listing, requestedPath } = await listingFor(params);
  if (!listing) notFound();
  if (requestedPath !== listing.href) permanentRedirect(listing.href);
  const sellerRating = await loadSellerRating(listing.seller.id);
  return (
    <ListingDetailView
      listing={listing}
      sellerRating={sellerRating}
      // Rendered with the page, not streamed: the cached page leaves the server complete.
      comments={<CommentsBlock listingId={listing.id} categorySlug={listing.category.slug} sellerId={listing.seller.id} />}
      similar={<SimilarListings listingId={listing.id} categorySlug={listing.category.slug} />}
    />
  );
}
