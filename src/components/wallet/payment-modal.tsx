'use client';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '~/lib/payment-result';
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
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    dialog.current?.showModal();
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isReturnMessage(event.data)) onReturned(event.data.provider, event.data.params);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [onReturned]);

  return (
    <dialog
      ref={dialog}
      className={modal}
      aria-labelledby="payment-modal-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={head}>
        <h2 id="payment-modal-title" className={title}>
          Thanh toán
        </h2>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={onClose}>
          Đóng
        </button>
      </div>
      <iframe ref={frame} src={url} title="Cổng thanh toán" className={iframe} data-testid="payment-iframe" />
    </dialog>
  );
}

const modal = css({
  m: 'auto',
  p: '0',
  w: { base: '100vw', md: '520px' },
  maxW: '100vw',
  h: { base: '100dvh', md: '720px' },
  maxH: '100dvh',
  borderRadius: { base: '0', md: 'lg' },
  bg: 'bg.surface',
  boxShadow: 'card',
  flexDirection: 'column',
  '&[open]': { display: 'flex' },
  '&::backdrop': { bg: 'rgba(22,23,27,0.55)' },
});
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' });
const title = css({ fontWeight: 'bold', fontSize: 'md' });
const iframe = css({ flex: '1', w: '100%', border: '0' });
