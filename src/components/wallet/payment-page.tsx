import { Suspense, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { PaymentProvider } from '~/lib/payment-result';
import { PaymentReturn } from './payment-return';

export function PaymentCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={card} aria-labelledby="payment-title">
      <h1 id="payment-title" className={heading}>
        {title}
      </h1>
      {children}
    </section>
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

const card = css({ bg: 'bg.surface', borderRadius: 'lg', boxShadow: 'card', p: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '4' });
const heading = css({ fontSize: 'xl', fontWeight: 'bold' });
