import { ListingGrid } from '~/components/listing/listing-grid';
import { Section } from '~/components/listing/section';
import { loadSimilarListings } from '~/server/loaders/listing-detail-page';

/** Listings of the same category (list-article type 5), or the newest ones when there are none. */
export async function SimilarListings({ listingId, categorySlug }: { listingId: number; categorySlug: string }) {
  const similar = await loadSimilarListings(listingId, categorySlug);
  if (similar.items.length === 0) return null;
  return (
    <Section id="tin-tuong-tu" title={similar.kind === 'similar' ? 'Tin tương tự' : 'Tin rao khác'}>
      <ListingGrid listings={similar.items} columns="four" />
    </Section>
  );
}
