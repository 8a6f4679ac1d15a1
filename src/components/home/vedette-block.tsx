import { ListingCard } from '~/components/listing/listing-card';
import { Section } from '~/components/listing/section';
import { publicCaller } from '~/server/loaders/callers';
import { Carousel } from './carousel';

/** Spec §2 "vedette": home-page-tier listings in a swipeable carousel; left out when there are none. */
export async function VedetteBlock({ num }: { num: number }) {
  const page = await publicCaller().listing.block({ block: 'vedette', page: 1, num });
  if (page.items.length === 0) return null;
  const now = new Date();
  return (
    <Section id="tin-noi-bat" title="Tin nổi bật">
      <Carousel label="Tin nổi bật">
        {page.items.map((listing, index) => (
          <ListingCard key={listing.id} listing={listing} layout="grid" priority={index === 0} now={now} />
        ))}
      </Carousel>
    </Section>
  );
}
