import type { Metadata } from 'next';
import { BuyPointPanel } from '~/components/wallet/buy-point-panel';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Mua điểm', robots: { index: false } };

export default function BuyPointPage() {
  return (
    <UserPageCard id="buy-point-title" title="Mua điểm" lead="1 điểm tương đương 1.000 đ. Điểm nạp dùng để đăng tin, đẩy tin và mua gói dịch vụ.">
      <BuyPointPanel />
    </UserPageCard>
  );
}
