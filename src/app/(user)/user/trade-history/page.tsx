import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TradeHistory } from '~/components/wallet/trade-history';
import { UserPageCard } from '~/components/wallet/user-page';

export const metadata: Metadata = { title: 'Lịch sử giao dịch', robots: { index: false } };

export default function TradeHistoryPage() {
  return (
    <UserPageCard id="trade-history-title" title="Lịch sử giao dịch">
      <Suspense>
        <TradeHistory />
      </Suspense>
    </UserPageCard>
  );
}
