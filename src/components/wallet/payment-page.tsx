import { Suspense, type ReactNode } from 'react';
import type { PaymentProvider } from '~/lib/payment-result';
import { PaymentReturn } from './payment-return';
import { UserPageCard } from './user-page';

export function PaymentCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <UserPageCard id="payment-title" title={title}>
      {children}
    </UserPageCard>
  );
}

/** One of the three result pages: the provider's return lands here (spec §2). */
export function PaymentResultPage({ provider, title }: { provider: PaymentProvider; title: string }) {
  return (
    <PaymentCard title={title}>
      <Suspense>
        <PaymentReturn provider={provider} />
      </Suspense>
    </PaymentCard>
  );
}
