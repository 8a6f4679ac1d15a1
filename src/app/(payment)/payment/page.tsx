import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BuyPointPanel } from '~/components/wallet/buy-point-panel';
import { PaymentCard } from '~/components/wallet/payment-page';
import { LOGIN_REDIRECT_PARAM } from '~/lib/route-guards';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Thanh toán', robots: { index: false } };

/** /payment: buy points in the payment layout (spec §2). Members only. */
export default async function PaymentPage() {
  const session = await requestCaller().auth.session();
  if (!session.member) redirect(`/?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent('/payment')}`);
  return (
    <PaymentCard title="Thanh toán mua điểm">
      <BuyPointPanel />
    </PaymentCard>
  );
}
