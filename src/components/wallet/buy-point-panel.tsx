'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { formatVnd } from '~/lib/money';
import { formatPoints } from '~/lib/points';
import type { RouterOutputs } from '~/server/routers/_app';
import { useTRPC } from '~/trpc/react';
import { PaymentCheckout } from './payment-checkout';

/** /user/buy-point: point packs from list-package-point, a provider, and the payment flow. */
export function BuyPointPanel({ initialPacks }: { initialPacks?: RouterOutputs['wallet']['pointPacks'] }) {
  const trpc = useTRPC();
  const packs = useQuery({ ...trpc.wallet.pointPacks.queryOptions(), initialData: initialPacks });
  const [chosen, setChosen] = useState<number | null>(null);
  const packId = chosen ?? packs.data?.[0]?.id ?? null;

  return (
    <div className={wrap}>
      {packs.isPending ? <p className={muted}>Đang tải các gói điểm…</p> : null}
      {packs.isError ? <p role="alert">Không tải được các gói điểm, vui lòng thử lại sau.</p> : null}
      <fieldset className={grid}>
        <legend className={legend}>Chọn gói điểm</legend>
        {packs.data?.map((pack) => (
          <label key={pack.id} className={card}>
            <input type="radio" name="point-pack" value={pack.id} checked={packId === pack.id} onChange={() => setChosen(pack.id)} className={radio} />
            <span className={name}>{pack.name}</span>
            <span className={points}>{formatPoints(pack.points + pack.bonusPoints)}</span>
            <span className={price}>{formatVnd(pack.priceVnd)}</span>
            <span className={muted}>Hạn dùng {pack.days} ngày</span>
          </label>
        ))}
      </fieldset>
      <PaymentCheckout item={packId === null ? null : { kind: 'pack', id: packId }} payLabel="Thanh toán" />
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' }, gap: '3', border: '0', p: '0', m: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' });
const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'fg.accent', bg: 'bg.accentSubtle', boxShadow: 'card' },
});
const radio = css({ position: 'absolute', top: '3', right: '3' });
const name = css({ fontWeight: 'semibold', fontSize: 'sm', pr: '6' });
const points = css({ fontSize: 'xl', fontWeight: 'bold', color: 'fg.accent' });
const price = css({ fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
