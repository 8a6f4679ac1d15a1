'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatVnd } from '~/lib/money';
import type { PaymentProvider } from '~/lib/payment-result';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';
import { Dialog } from '../ui/dialog';
import { ProviderChoice } from './provider-choice';
import { safePurchaseTrigger, type SafePurchaseButtonProps } from './safe-purchase-parts';

/**
 * The member's "Mua an toàn": the dialog shows the backend's quote (price, fee, total, the days each
 * side has) and the provider choice, then opens the order at the total shown and goes to the
 * gateway as the wallet's top-up does; the provider returns to the same result pages.
 */
function SafePurchaseCheckout({ listingId, compact = false }: SafePurchaseButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={safePurchaseTrigger(compact)} data-testid="safe-purchase-open" onClick={() => setOpen(true)}>
        Mua an toàn
      </button>
      {open ? <CheckoutDialog listingId={listingId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CheckoutDialog({ listingId, onClose }: { listingId: number; onClose: () => void }) {
  const trpc = useTRPC();
  const quote = useQuery(trpc.safePurchase.quote.queryOptions({ listingId }, { retry: false }));
  const [provider, setProvider] = useState<PaymentProvider>('momo');
  const [failure, setFailure] = useState<{ message: string; orderOpened: boolean } | null>(null);
  const checkout = useMutation(
    trpc.safePurchase.checkout.mutationOptions({
      onSuccess: (result) => {
        if (result.ok) window.location.assign(result.url);
        else setFailure({ message: result.message, orderOpened: result.code !== null });
      },
      onError: (error) => setFailure({ message: error.message, orderOpened: false }),
    }),
  );
  const data = quote.data;
  return (
    <Dialog
      title="Mua an toàn"
      description="Tiền được cổng thanh toán giữ đến khi bạn xác nhận đã nhận hàng."
      closeLabel="Đóng"
      size="sm"
      onClose={onClose}
      testId="safe-purchase-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        if (data) checkout.mutate({ listingId, shownTotal: data.total, provider });
      }}
      footer={
        <button type="submit" className={button()} disabled={!data || checkout.isPending || checkout.isSuccess}>
          {data ? `Thanh toán ${formatVnd(data.total)}` : 'Thanh toán'}
        </button>
      }
    >
      {quote.isPending ? <p className={muted}>Đang tính phí…</p> : null}
      {quote.isError ? <p role="alert" className={alert}>{quote.error.message}</p> : null}
      {data ? (
        <div className={body}>
          <p className={itemTitle}>{data.title}</p>
          <dl className={amounts}>
            <dt>Giá</dt>
            <dd>{formatVnd(data.price)}</dd>
            <dt>Phí Mua an toàn</dt>
            <dd>{formatVnd(data.fee)}</dd>
            <dt>Tổng thanh toán</dt>
            <dd data-testid="safe-purchase-quote-total">{formatVnd(data.total)}</dd>
          </dl>
          <ul className={rules}>
            <li>{`Bạn thanh toán trong ${data.paymentMinutes} phút, tiền được giữ lại, chưa chuyển cho người bán.`}</li>
            <li>{`Người bán có ${data.handoverDays} ngày để giao hàng; quá hạn, tiền được hoàn lại cho bạn.`}</li>
            <li>{`Sau khi người bán giao, bạn có ${data.confirmDays} ngày để xác nhận đã nhận hàng hoặc khiếu nại; quá hạn, tiền tự chuyển cho người bán.`}</li>
            <li>Trước khi giao hàng, bạn có thể huỷ đơn và được hoàn tiền. Khiếu nại do ban kiểm duyệt quyết định: hoàn toàn bộ, hoàn một phần hoặc trả cho người bán.</li>
          </ul>
          <ProviderChoice name="safe-purchase-provider" value={provider} onChange={setProvider} />
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className={alert}>
          {failure.message}{' '}
          {failure.orderOpened ? (
            <Link href="/user/don-mua" className={link}>
              Xem Đơn mua
            </Link>
          ) : null}
        </p>
      ) : null}
    </Dialog>
  );
}

export default withData(SafePurchaseCheckout);

const body = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const itemTitle = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const amounts = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm', '& dd': { m: '0', fontWeight: 'semibold', textAlign: 'right' } });
const rules = css({ display: 'flex', flexDirection: 'column', gap: '1', pl: '4', listStyleType: 'disc', fontSize: 'sm', color: 'fg.muted' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const alert = css({ color: 'fg.accent', fontSize: 'sm', mt: '2' });
const link = css({ textDecoration: 'underline', fontWeight: 'semibold' });
