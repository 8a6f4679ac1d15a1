import type { Metadata } from 'next';
import { PaymentResultPage } from '~/components/wallet/payment-page';

export const metadata: Metadata = { title: 'Kết quả thanh toán MoMo', robots: { index: false } };

export default function MomoResultPage() {
  return <PaymentResultPage provider="momo" title="Kết quả thanh toán qua MoMo" />;
}
