import { PriceInfoArticle, priceInfoMetadata } from '~/components/support/price-info-page';

export const metadata = priceInfoMetadata('bang-gia');

/** The price board. */
export default function PriceListPage() {
  return <PriceInfoArticle slug="bang-gia" />;
}
