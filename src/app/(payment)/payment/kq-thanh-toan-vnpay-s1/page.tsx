import type { Metadata } from 'next';
import { PaymentResultPage } from '~/components/wallet/payment-page';

export const metadata: Metadata = { title: 'Kết quả thanh toán VNPAY', robots: { index: false } };

export default function VnpayResultPage() {
  return <PaymentResultPage provider="vnpay" title="Kết quả thanh toán qua VNPAY" />;
}
