import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { UserPageCard } from '~/components/wallet/user-page';
import { WalletOverview } from '~/components/wallet/wallet-overview';
import { requestCaller } from '~/server/loaders/callers';

export const metadata: Metadata = { title: 'Ví điểm và gói dịch vụ', robots: { index: false } };

export default async function WalletPage() {
  const session = await requestCaller().auth.session();
  if (!session.member) redirect('/');
  return (
    <UserPageCard id="wallet-title" title="Ví điểm và gói dịch vụ">
      <WalletOverview wallet={session.member.wallet} />
    </UserPageCard>
  );
}
