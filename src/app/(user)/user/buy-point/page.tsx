import type { Metadata } from 'next';
import { BuyPointPanel } from '~/components/wallet/buy-point-panel';
import { UserPageCard } from '~/components/wallet/user-page';
import { publicCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Mua điểm', robots: { index: false } };

export default async function BuyPointPage() {
  // The packs come with the page, so the form does not grow under the reader once they load
  // (Lighthouse CLS 0.24 on a phone); if the backend cannot answer now, the browser asks again.
  const packs = await publicCaller()
    .wallet.pointPacks()
    .catch(() => undefined);
  return (
    <UserPageCard id="buy-point-title" title="Mua điểm" lead="1 điểm tương đương 1.000 đ. Điểm nạp dùng để đăng tin, đẩy tin và mua gói dịch vụ.">
      <BuyPointPanel initialPacks={packs} />
    </UserPageCard>
  );
}
