'use client';
import { useCallback, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { PAYMENT_PROVIDERS, PROVIDER_NAMES, type PaymentProvider } from '~/lib/payment-result';
import type { PaymentItem } from '~/machines/paymentMachine';
import { PaymentModal } from './payment-modal';
import { PaymentResultPanel, type ResultTone } from './payment-result-panel';
import { usePaymentFlow, type PaymentFlow } from './use-payment-flow';

/** The result states and how each one looks. */
export function resultTone(snapshot: PaymentFlow[0]): ResultTone {
  if (snapshot.matches({ result: 'success' })) return 'success';
  if (snapshot.matches({ result: 'cancelled' })) return 'neutral';
  return 'error';
}

/**
 * Choose a provider and pay for `item`: drives the payment machine (creation, the iframe modal,
 * validation, the result). `item` null disables paying until something is chosen.
 */
export function PaymentCheckout({ item, payLabel }: { item: PaymentItem | null; payLabel: string }) {
  const [snapshot, send] = usePaymentFlow();
  const [provider, setProvider] = useState<PaymentProvider>('momo');
  const onReturned = useCallback((from: PaymentProvider, params: Record<string, string>) => send({ type: 'payment.returned', provider: from, params }), [send]);
  const onClose = useCallback(() => send({ type: 'payment.close' }), [send]);
  const start = () => {
    if (item) send({ type: 'payment.start', provider, item, at: Date.now() });
  };
  const canStart = item !== null && snapshot.can({ type: 'payment.start', provider, item, at: 0 });

  return (
    <div className={wrap} data-testid="payment-form">
      <fieldset className={providers}>
        <legend className={legend}>Cổng thanh toán</legend>
        {PAYMENT_PROVIDERS.map((key) => (
          <label key={key} className={choice}>
            <input type="radio" name="payment-provider" value={key} checked={provider === key} onChange={() => setProvider(key)} />
            {PROVIDER_NAMES[key]}
          </label>
        ))}
      </fieldset>
      <button type="button" className={button({ size: 'lg' })} disabled={!canStart} onClick={start}>
        {payLabel}
      </button>
      {snapshot.matches('creating') ? (
        <p className={muted} data-testid="payment-creating" role="status">
          Đang tạo giao dịch…
        </p>
      ) : null}
      {snapshot.matches('validating') ? (
        <p className={muted} data-testid="payment-validating" role="status">
          Đang kiểm tra kết quả thanh toán…
        </p>
      ) : null}
      {snapshot.hasTag('result') && snapshot.context.message ? (
        <PaymentResultPanel message={snapshot.context.message} tone={resultTone(snapshot)} onAgain={() => send({ type: 'payment.reset' })} />
      ) : null}
      {snapshot.matches('paying') && snapshot.context.url ? <PaymentModal url={snapshot.context.url} onClose={onClose} onReturned={onReturned} /> : null}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'stretch' });
const providers = css({ display: 'flex', gap: '2', flexWrap: 'wrap', border: '0', p: '0', m: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' });
const choice = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { borderColor: 'fg.accent', bg: 'bg.accentSubtle' },
});
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
