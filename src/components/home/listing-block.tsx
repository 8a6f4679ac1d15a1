import { ListingGrid } from '~/components/listing/listing-grid';
import { Section } from '~/components/listing/section';
import type { RouterInputs } from '~/server/routers/_app';
import { publicCaller } from '~/server/loaders/callers';

type Block = RouterInputs['listing']['block']['block'];

interface ListingBlockProps {
  readonly id: string;
  readonly title: string;
  readonly block: Block;
  readonly num: number;
  readonly eagerFirst?: boolean;
  readonly icon?: React.ReactNode;
}

/** A home-page block of listings; an empty block is left out rather than shown empty. */
export async function ListingBlock({ id, title, block, num, eagerFirst = false, icon }: ListingBlockProps) {
  const page = await publicCaller().listing.block({ block, page: 1, num });
  if (page.items.length === 0) return null;
  return (
    <Section id={id} title={title} icon={icon}>
      <ListingGrid listings={page.items} eagerFirst={eagerFirst} />
    </Section>
  );
}
