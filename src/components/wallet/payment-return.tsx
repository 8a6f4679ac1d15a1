'use client';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import type { PaymentProvider } from '~/lib/payment-result';
import { resultTone } from './payment-checkout';
import { PaymentResultPanel } from './payment-result-panel';
import { PAYMENT_RETURN_MESSAGE, usePaymentFlow } from './use-payment-flow';

/** At most this many return parameters are forwarded (the providers send fewer than 20). */
const MAX_PARAMS = 40;
const noSubscription = () => () => {};

/**
 * A provider's result page (spec §2 redirect targets). Inside the payment iframe it hands the
 * return parameters to the window that opened the payment; opened on its own it validates them
 * itself and shows the result.
 */
export function PaymentReturn({ provider }: { provider: PaymentProvider }) {
  const search = useSearchParams();
  const [snapshot, send] = usePaymentFlow();
  // Inside the payment iframe? Known only in the browser; the server renders the standalone view.
  const framed = useSyncExternalStore(noSubscription, () => window.parent !== window, () => false);
  const sent = useRef(false);

  useEffect(() => {
    // Sent once even when StrictMode runs effects twice; validation is idempotent on the server anyway.
    if (sent.current) return;
    sent.current = true;
    const params = Object.fromEntries([...search.entries()].slice(0, MAX_PARAMS));
    if (window.parent !== window) {
      window.parent.postMessage({ type: PAYMENT_RETURN_MESSAGE, provider, params }, window.location.origin);
      return;
    }
    send({ type: 'payment.returned', provider, params });
  }, [provider, search, send]);

  if (framed) {
    return (
      <p className={muted} role="status">
        Đang chuyển kết quả thanh toán…
      </p>
    );
  }
  return (
    <div className={wrap}>
      {snapshot.hasTag('result') && snapshot.context.message ? (
        <PaymentResultPanel message={snapshot.context.message} tone={resultTone(snapshot)} />
      ) : (
        <p className={muted} data-testid="payment-validating" role="status">
          Đang kiểm tra kết quả thanh toán…
        </p>
      )}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
