'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatVnd } from '~/lib/money';
import { PROVIDER_NAMES, type PaymentProvider } from '~/lib/payment-result';
import { formatDateTime } from '~/lib/time';
import type { OrderView } from '~/server/dto/safe-purchase-order';
import { useTRPC } from '~/trpc/react';
import { ComplaintForm } from './complaint-form';
import { ComplaintPhotos } from './complaint-photos';
import { deadlineLine } from './deadline-line';
import { OrderTimeline } from './order-timeline';
import { ProviderChoice } from './provider-choice';

const ACTION_LABELS = { handOver: 'Đã giao hàng', confirm: 'Đã nhận hàng', cancel: 'Huỷ đơn' } as const;
type SimpleAction = keyof typeof ACTION_LABELS;
const SIMPLE_ACTIONS: ReadonlyArray<{ action: SimpleAction; allowedBy: OrderView['actions'][number] }> = [
  { action: 'handOver', allowedBy: 'order.handOver' },
  { action: 'confirm', allowedBy: 'order.confirm' },
  { action: 'cancel', allowedBy: 'order.cancel' },
];

/**
 * One order: its state badge (the registry's UI probe: `safe-purchase-status` with `data-state`),
 * the money, the deadline, and the buttons for the actions the backend's machine allows this reader
 * now (`order.actions`). A refusal is shown as the backend wrote it. The complaint's photos show to
 * both sides; the receipt ends with the order's steps and their times.
 */
export function OrderCard({ order, compact = false }: { order: OrderView; compact?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [provider, setProvider] = useState<PaymentProvider>('momo');
  const refresh = () => queryClient.invalidateQueries(trpc.safePurchase.pathFilter());
  const act = useMutation(trpc.safePurchase.act.mutationOptions({ onSuccess: () => { setMessage(null); void refresh(); }, onError: (error) => setMessage(error.message) }));
  const pay = useMutation(
    trpc.safePurchase.pay.mutationOptions({
      onSuccess: (result) => {
        if (result.ok) window.location.assign(result.url);
        else setMessage(result.message);
      },
      onError: (error) => setMessage(error.message),
    }),
  );
  const busy = act.isPending || pay.isPending;
  const deadline = deadlineLine(order);
  const canPay = order.role === 'buyer' && order.state === 'awaitingPayment';

  return (
    <article className={card} data-testid="safe-purchase-order" data-code={order.code} aria-label={`Đơn ${order.code}`}>
      <header className={head}>
        <Link href={order.listing.href} className={title}>
          {order.listing.title}
        </Link>
        <span className={stateBadge} data-testid="safe-purchase-status" data-state={order.state}>
          {order.stateLabel}
        </span>
      </header>
      <dl className={amounts}>
        <dt>Giá</dt>
        <dd>{formatVnd(order.price)}</dd>
        <dt>Phí</dt>
        <dd>{formatVnd(order.fee)}</dd>
        <dt>Tổng</dt>
        <dd data-testid="safe-purchase-total">{formatVnd(order.total)}</dd>
      </dl>
      <p className={muted}>
        {order.role === 'seller' ? `Người mua: ${order.buyer.name}` : `Người bán: ${order.seller.name}`} · Mã đơn {order.code} · Đặt lúc {formatDateTime(order.createdAt)}
      </p>
      {deadline ? <p className={deadlineStyle}>{deadline}</p> : null}
      {order.disputeReason ? <p className={muted}>Lý do khiếu nại: {order.disputeReason}</p> : null}
      {order.disputePhotos.length > 0 && !compact ? (
        <section aria-label="Ảnh người mua gửi kèm khiếu nại">
          <ComplaintPhotos photos={order.disputePhotos} />
        </section>
      ) : null}
      {order.decisionNote ? <p className={muted}>Quyết định của ban kiểm duyệt: {order.decisionNote}</p> : null}
      {canPay && !compact ? <ProviderChoice name={`provider-${order.code}`} value={provider} onChange={setProvider} /> : null}
      <div className={actions}>
        {canPay && !compact ? (
          <button type="button" className={button({ size: 'sm' })} disabled={busy} onClick={() => pay.mutate({ code: order.code, provider })}>
            Thanh toán
          </button>
        ) : null}
        {SIMPLE_ACTIONS.filter((entry) => order.actions.includes(entry.allowedBy)).map((entry) => (
          <button key={entry.action} type="button" className={button({ size: 'sm', variant: entry.action === 'cancel' ? 'outline' : 'solid' })} disabled={busy} onClick={() => act.mutate({ code: order.code, action: entry.action })}>
            {ACTION_LABELS[entry.action]}
          </button>
        ))}
        {order.actions.includes('order.dispute') && !disputing ? (
          <button type="button" className={button({ size: 'sm', variant: 'outline' })} disabled={busy} onClick={() => setDisputing(true)}>
            Khiếu nại
          </button>
        ) : null}
        {compact ? (
          <Link href={order.role === 'seller' ? `/user/don-ban#${order.code}` : `/user/don-mua#${order.code}`} className={button({ size: 'sm', variant: 'ghost' })}>
            Xem đơn
          </Link>
        ) : null}
      </div>
      {disputing ? (
        <ComplaintForm
          code={order.code}
          onClose={() => setDisputing(false)}
          onSent={() => {
            setMessage(null);
            setDisputing(false);
            void refresh();
          }}
        />
      ) : null}
      {message ? (
        <p role="alert" className={failure}>
          {message}
        </p>
      ) : null}
      {compact ? null : <Receipt order={order} />}
    </article>
  );
}

/** The receipt: amounts, fee, provider, the refunds' and the payout's references, and the dates. */
function Receipt({ order }: { order: OrderView }) {
  return (
    <details className={receipt}>
      <summary>Biên nhận</summary>
      <dl className={amounts} data-testid="safe-purchase-receipt">
        <dt>Giá món hàng</dt>
        <dd>{formatVnd(order.price)}</dd>
        <dt>Phí Mua an toàn</dt>
        <dd>{formatVnd(order.fee)}</dd>
        {/* An order never paid (expired, cancelled before paying) shows what it would have cost. */}
        <dt>{order.provider ? 'Người mua đã trả' : 'Tổng tiền (chưa trả)'}</dt>
        <dd>{formatVnd(order.total)}</dd>
        <dt>Cổng thanh toán</dt>
        <dd>{order.provider ? PROVIDER_NAMES[order.provider] : 'Chưa thanh toán'}</dd>
        {order.refunded > 0 ? (
          <>
            <dt>Đã hoàn cho người mua</dt>
            <dd>{formatVnd(order.refunded)}</dd>
          </>
        ) : null}
        {order.released > 0 ? (
          <>
            <dt>Chuyển cho người bán</dt>
            <dd>{formatVnd(order.released)}</dd>
          </>
        ) : null}
        {order.refunds.map((refund) => (
          <div key={refund.code} className={css({ display: 'contents' })}>
            <dt>{`Mã hoàn tiền ${refund.code} (${REFUND_STATUS[refund.status]})`}</dt>
            <dd>{formatVnd(refund.amount)}</dd>
          </div>
        ))}
        {order.payout ? (
          <>
            <dt>Mã chi trả {order.payout.code}</dt>
            <dd>{formatVnd(order.payout.amount)}</dd>
            <dt className={fullRow}>{`Chi trả: ${PAYOUT_STATUS[order.payout.status]}`}</dt>
          </>
        ) : null}
      </dl>
      <OrderTimeline steps={order.timeline} />
    </details>
  );
}

const REFUND_STATUS = { pending: 'đang hoàn', succeeded: 'đã hoàn', failed: 'hoàn lỗi, đang thử lại' } as const;
const PAYOUT_STATUS = { waiting_account: 'chờ người bán đăng ký tài khoản nhận tiền', pending: 'đang chuyển', paid: 'đã chuyển', failed: 'chuyển lỗi, đang thử lại' } as const;

const card = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', scrollMarginTop: '20' });
const head = css({ display: 'flex', gap: '2', justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' });
const title = css({ fontWeight: 'semibold', color: 'fg.default', _hover: { color: 'fg.accent' }, minW: '0', overflowWrap: 'anywhere' });
// Labels wrap, amounts never do: a 390 px card keeps "6.100.000 đ" on one line.
const amounts = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: '3', rowGap: '0.5', fontSize: 'sm', '& dt': { overflowWrap: 'anywhere' }, '& dd': { m: '0', fontWeight: 'semibold', textAlign: 'right', whiteSpace: 'nowrap' } });
const fullRow = css({ gridColumn: '1 / -1', color: 'fg.muted' });
const stateBadge = css({ fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', borderRadius: 'sm', bg: 'bg.accentSubtle', color: 'fg.accent', whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });
const deadlineStyle = css({ color: 'fg.accent', fontSize: 'sm', fontWeight: 'semibold' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const failure = css({ color: 'fg.accent', fontSize: 'sm' });
const receipt = css({ fontSize: 'sm', '& summary': { cursor: 'pointer', color: 'fg.accent', fontWeight: 'semibold' }, '& dl': { mt: '2' } });
