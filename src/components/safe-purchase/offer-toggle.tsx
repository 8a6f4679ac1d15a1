'use client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useTRPC } from '~/trpc/react';

/**
 * The seller's "Mua an toàn" switch on a live listing in /user/post-manage: the backend decides
 * whether the listing may be offered (goods, a price within the limit) and its refusal is shown
 * as written. Here, not in the posting form: only a posted listing has an id and a final price.
 */
export function OfferToggle({ listingId, offered }: { listingId: number; offered: boolean }) {
  const trpc = useTRPC();
  const [enabled, setEnabled] = useState(offered);
  const [message, setMessage] = useState<string | null>(null);
  const toggle = useMutation(
    trpc.safePurchase.setOffer.mutationOptions({
      onSuccess: (result) => {
        setEnabled(result.enabled);
        setMessage(null);
      },
      onError: (error) => setMessage(error.message),
    }),
  );
  return (
    <div className={wrap}>
      <label className={label}>
        <input type="checkbox" role="switch" checked={enabled} disabled={toggle.isPending} data-testid={`safe-purchase-offer-${listingId}`} onChange={(event) => toggle.mutate({ listingId, enabled: event.target.checked })} />
        Mua an toàn (tiền được giữ đến khi người mua nhận hàng)
      </label>
      {message ? (
        <p role="alert" className={failure}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '1', mt: '1' });
const label = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' });
const failure = css({ color: 'fg.accent', fontSize: 'sm' });
