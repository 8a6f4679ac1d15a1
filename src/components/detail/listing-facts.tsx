import { css } from 'styled-system/css';
import { formatDate } from '~/lib/time';
import type { ListingDetail } from '~/server/dto/listing-detail';
import { realEstateFactRows } from '~/lib/real-estate-facts';

/** The listing's facts as a definition list: what buyers compare between listings. */
export function ListingFacts({ listing }: { listing: ListingDetail }) {
  const facts: Array<readonly [string, string]> = [
    ['Giá', listing.priceText],
    ['Hình thức', listing.postingForm],
    ['Danh mục', listing.category.name],
    ...listing.vehicleFacts,
  ];
  const realEstate = listing.realEstate;
  if (realEstate) {
    facts.push(...realEstateFactRows(realEstate));
    facts.push(['Xác thực', listing.verified ? 'Đã xác thực' : 'Chưa xác thực']);
  }
  facts.push(['Khu vực', listing.location.stage || listing.location.address]);
  facts.push(['Ngày đăng', formatDate(listing.postedAt)]);
  if (listing.endsAt) facts.push(['Ngày hết hạn', formatDate(listing.endsAt)]);
  facts.push(['Mã tin', String(listing.id)]);

  return (
    <dl className={grid}>
      {facts.map(([term, value]) => (
        <div key={term} className={row}>
          <dt className={dt}>{term}</dt>
          <dd className={dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: '6' });
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' });
const dt = css({ color: 'fg.muted', fontSize: 'sm', flexShrink: 0 });
const dd = css({ color: 'fg.default', fontSize: 'sm', fontWeight: 'medium', textAlign: 'right', minW: '0', overflowWrap: 'anywhere' });
