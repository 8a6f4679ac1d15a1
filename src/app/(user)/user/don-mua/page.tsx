import type { Metadata } from 'next';
import { OrderList } from '~/components/safe-purchase/order-list';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Đơn mua', robots: { index: false } };

export default function PurchasesPage() {
  return (
    <UserPageCard id="don-mua-title" title="Đơn mua" lead="Các đơn Mua an toàn của bạn: tiền được giữ đến khi bạn xác nhận đã nhận hàng.">
      <OrderList side="buyer" />
    </UserPageCard>
  );
}
