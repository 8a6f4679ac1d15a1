import type { Metadata } from 'next';
import { OrderList } from '~/components/safe-purchase/order-list';
import { SellerMoney } from '~/components/safe-purchase/seller-money';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Đơn bán', robots: { index: false } };

export default function SalesPage() {
  return (
    <UserPageCard id="don-ban-title" title="Đơn bán" lead="Các đơn Mua an toàn của người mua tin của bạn: giao hàng trước hạn, tiền về khi người mua xác nhận.">
      <SellerMoney />
      <OrderList side="seller" />
    </UserPageCard>
  );
}
