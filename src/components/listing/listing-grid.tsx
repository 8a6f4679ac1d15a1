import { cva } from 'styled-system/css';
import type { ListingCard as ListingCardData } from '~/server/dto/listing-card';
import { ListingCard, type ListingCardLayout } from './listing-card';

interface ListingGridProps {
  readonly listings: readonly ListingCardData[];
  /** grid: four per row from 1200 px; list: one per row; three: the 404 page's 3-column grid. */
  readonly columns?: 'four' | 'three' | 'list';
  readonly layout?: ListingCardLayout;
  readonly eagerFirst?: boolean;
  /** What "9 giờ trước" counts from; the server's render passes its own, so hydration says the same. */
  readonly now?: Date;
}

export function ListingGrid({ listings, columns = 'four', layout = 'grid', eagerFirst = false, now = new Date() }: ListingGridProps) {
  return (
    <ul className={grid({ columns })}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} layout={layout} priority={eagerFirst && index === 0} now={now} />
        </li>
      ))}
    </ul>
  );
}

const grid = cva({
  base: { display: 'grid', gap: { base: '3', md: '4' }, '& > li': { display: 'flex', flexDirection: 'column', minW: '0' }, '& > li > article': { flex: '1' } },
  variants: {
    columns: {
      four: { gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' } },
      three: { gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } },
      list: { gridTemplateColumns: '1fr' },
    },
  },
});
