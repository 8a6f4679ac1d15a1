'use client';
import { useQuery } from '@tanstack/react-query';
import { ListingGrid } from '~/components/listing/listing-grid';
import { Section } from '~/components/listing/section';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';

/**
 * The 404 page's "other listings" (spec §2: list-article type 3, page 1, num 10), fetched in the
 * browser: Next embeds the not-found element in every page's payload, so server data here would make
 * every cached page dynamic (or bake a build-time failure into it).
 */
function OtherListings() {
  const trpc = useTRPC();
  const others = useQuery(trpc.listing.block.queryOptions({ block: 'newest', page: 1, num: 10 }, { staleTime: 60_000 }));
  if (!others.data || others.data.items.length === 0) return null;
  return (
    <Section id="tin-khac" title="Tin rao khác">
      <ListingGrid listings={others.data.items} columns="three" layout="compact" />
    </Section>
  );
}

export default withData(OtherListings);
