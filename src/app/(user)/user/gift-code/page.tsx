import type { Metadata } from 'next';
import { GiftCodeForm } from '~/components/wallet/gift-code-form';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Nhập mã quà tặng', robots: { index: false } };

export default function GiftCodePage() {
  return (
    <UserPageCard id="gift-code-title" title="Nhập mã quà tặng" lead="Nhập mã quà tặng để nhận điểm thưởng vào ví của bạn.">
      <GiftCodeForm />
    </UserPageCard>
  );
}
