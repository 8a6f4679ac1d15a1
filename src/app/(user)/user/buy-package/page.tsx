import type { Metadata } from 'next';
import { BuyPackagePanel } from '~/components/wallet/buy-package-panel';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Mua gói dịch vụ', robots: { index: false } };

export default function BuyPackagePage() {
  return (
    <UserPageCard id="buy-package-title" title="Mua gói dịch vụ" lead="Gói dịch vụ trả trước cho nhiều tin đăng, rẻ hơn mua lẻ. Tin đăng trong bước đăng tin sẽ dùng gói còn hiệu lực.">
      <BuyPackagePanel />
    </UserPageCard>
  );
}
