import type { Metadata } from 'next';
import { PaymentResultPage } from '~/components/wallet/payment-page';

export const metadata: Metadata = { title: 'Kết quả thanh toán Napas', robots: { index: false } };

export default function NapasResultPage() {
  return <PaymentResultPage provider="napas" title="Kết quả thanh toán qua Napas" />;
}
