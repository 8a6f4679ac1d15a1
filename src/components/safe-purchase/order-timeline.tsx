/**
 * The order's steps with their times, oldest first (the backend's `events`): shown on the buyer's
 * and the seller's order cards and on the receipt, so both sides see when the money was held,
 * handed over, complained about, released or refunded.
 */
import { css } from 'styled-system/css';
import { formatDateTime } from '~/lib/time';
import type { OrderStepView } from '~/server/dto/safe-purchase-order';

export function OrderTimeline({ steps }: { steps: readonly OrderStepView[] }) {
  return (
    <ol className={list} aria-label="Các bước của đơn" data-testid="safe-purchase-timeline">
      {steps.map((step) => (
        <li key={step.key} className={item} data-state={step.state}>
          <span className={dot} aria-hidden="true" />
          <span className={label}>{step.label}</span>{' '}
          <time className={time} dateTime={step.at.toISOString()}>
            {formatDateTime(step.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

const list = css({ listStyle: 'none', m: '0', mt: '2', p: '0', display: 'flex', flexDirection: 'column', gap: '1.5' });
// The dot in its own column keeps a wrapped label and its time aligned to the text, not the dot.
const item = css({ display: 'grid', gridTemplateColumns: 'token(sizes.2) minmax(0, 1fr) auto', alignItems: 'baseline', columnGap: '2', fontSize: 'sm' });
const dot = css({ w: '2', h: '2', borderRadius: 'full', bg: 'fg.accent', alignSelf: 'center' });
const label = css({ minW: '0', overflowWrap: 'anywhere' });
const time = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
