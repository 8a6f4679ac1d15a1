'use client';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '~/lib/payment-result';
import { Dialog } from '../ui/dialog';
import { PAYMENT_RETURN_MESSAGE } from './use-payment-flow';

interface ReturnMessage {
  readonly type: typeof PAYMENT_RETURN_MESSAGE;
  readonly provider: PaymentProvider;
  readonly params: Record<string, string>;
}

function isReturnMessage(data: unknown): data is ReturnMessage {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return (
    record.type === PAYMENT_RETURN_MESSAGE &&
    PAYMENT_PROVIDERS.some((provider) => provider === record.provider) &&
    typeof record.params === 'object' &&
    record.params !== null &&
    Object.values(record.params).every((value) => typeof value === 'string')
  );
}

/**
 * The payment iframe modal (spec §2): the provider's page inside; when the provider sends the frame
 * back to our result page, that page posts the return parameters here (same origin, this frame only).
 */
export function PaymentModal({ url, onClose, onReturned }: { url: string; onClose: () => void; onReturned: (provider: PaymentProvider, params: Record<string, string>) => void }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isReturnMessage(event.data)) onReturned(event.data.provider, event.data.params);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [onReturned]);

  return (
    <Dialog variant="frame" title="Thanh toán" closeLabel="Đóng" closeAsText onClose={onClose}>
      <iframe ref={frame} src={url} title="Cổng thanh toán" className={iframe} data-testid="payment-iframe" />
    </Dialog>
  );
}

const iframe = css({ flex: '1', w: '100%', border: '0' });
