import { PriceInfoArticle, priceInfoMetadata } from '~/components/support/price-info-page';

export const metadata = priceInfoMetadata('thong-tin-khuyen-mai');

/** Current offers, derived from the live price board. */
export default function PromotionsPage() {
  return <PriceInfoArticle slug="thong-tin-khuyen-mai" />;
}
