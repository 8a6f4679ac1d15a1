'use client';
import Link from 'next/link';
import { css, cva } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';

export type ResultTone = 'success' | 'error' | 'neutral';

/** The outcome of a payment with its spec §8 message, and where to go next. */
export function PaymentResultPanel({ message, tone, onAgain }: { message: string; tone: ResultTone; onAgain?: (() => void) | undefined }) {
  return (
    <div className={panel({ tone })} data-testid="payment-result" role={tone === 'error' ? 'alert' : 'status'}>
      <p className={text}>{message}</p>
      <div className={actions}>
        {onAgain ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onAgain}>
            Giao dịch khác
          </button>
        ) : null}
        <Link href="/user/wallet" className={button({ variant: 'ghost', size: 'sm' })}>
          Xem ví của bạn
        </Link>
        <Link href="/user/trade-history" className={button({ variant: 'ghost', size: 'sm' })}>
          Lịch sử giao dịch
        </Link>
      </div>
    </div>
  );
}

const panel = cva({
  base: { borderRadius: 'md', p: '4', borderWidth: '1px', display: 'flex', flexDirection: 'column', gap: '3' },
  variants: {
    tone: {
      success: { bg: 'bg.surface', borderColor: 'leaf.600', color: 'fg.success' },
      error: { bg: 'bg.accentSubtle', borderColor: 'brand.200', color: 'fg.accent' },
      neutral: { bg: 'bg.muted', borderColor: 'border.default', color: 'fg.default' },
    },
  },
});
const text = css({ fontWeight: 'bold', fontSize: 'lg' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
