'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatVnd } from '~/lib/money';
import { formatPoints } from '~/lib/points';
import { useTRPC } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { PaymentCheckout } from './payment-checkout';

const TIER_NAMES = { 1: 'Tin thường', 2: 'Tin VIP', 3: 'Tin siêu VIP' } as const;

/** /user/buy-package: packages from list-all-package by post_type; pay with points or a provider. */
export function BuyPackagePanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const packages = useQuery(trpc.wallet.servicePackages.queryOptions());
  const [chosen, setChosen] = useState<number | null>(null);
  const packageId = chosen ?? packages.data?.[0]?.id ?? null;
  const buy = useMutation(
    trpc.wallet.buyPackageWithPoints.mutationOptions({
      onSuccess: ({ message }) => {
        toastStore.show(message, 'success');
        void queryClient.invalidateQueries(trpc.auth.session.pathFilter());
        void queryClient.invalidateQueries(trpc.wallet.history.pathFilter());
        router.refresh();
      },
      onError: (error) => toastStore.show(error.message, 'error'),
    }),
  );

  return (
    <div className={wrap}>
      {packages.isPending ? <p className={muted}>Đang tải các gói dịch vụ…</p> : null}
      {packages.isError ? <p role="alert">Không tải được các gói dịch vụ, vui lòng thử lại sau.</p> : null}
      <fieldset className={grid}>
        <legend className={legend}>Chọn gói dịch vụ</legend>
        {packages.data?.map((pkg) => (
          <div key={pkg.id} className={card} data-testid="service-package">
            <label className={choose}>
              <input type="radio" name="service-package" value={pkg.id} checked={packageId === pkg.id} onChange={() => setChosen(pkg.id)} />
              <span className={name}>{pkg.name}</span>
            </label>
            <span className={tier}>{TIER_NAMES[pkg.postType]}</span>
            <ul className={facts}>
              <li>
                {pkg.postQuota} tin, mỗi tin hiển thị {pkg.days} ngày
              </li>
              <li>Giảm {pkg.discount}% so với mua lẻ</li>
              {pkg.addOns ? <li>Kèm nhãn nổi bật (+{pkg.addOnsPrice} điểm/tin đã tính)</li> : null}
              {pkg.ttoHome ? <li>Hiển thị trên trang chủ báo</li> : null}
              {pkg.ttoDetail ? <li>Hiển thị trong trang bài viết của báo</li> : null}
              {pkg.isAuto ? <li>Tự động đẩy tin</li> : null}
            </ul>
            <p className={price}>
              {formatPoints(pkg.pricePoints)} <span className={muted}>hoặc {formatVnd(pkg.priceVnd)}</span>
            </p>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={buy.isPending}
              onClick={() => buy.mutate({ packageId: pkg.id, points: pkg.pricePoints, idempotencyKey: crypto.randomUUID() })}
            >
              Mua bằng điểm
            </button>
          </div>
        ))}
      </fieldset>
      <section className={providerBox} aria-labelledby="package-provider-title">
        <h2 id="package-provider-title" className={subtitle}>
          Hoặc thanh toán gói đã chọn qua cổng thanh toán
        </h2>
        <PaymentCheckout item={packageId === null ? null : { kind: 'package', id: packageId }} payLabel="Thanh toán gói đã chọn" />
      </section>
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' }, gap: '3', border: '0', p: '0', m: '0' });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' });
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  '&:has(input:checked)': { borderColor: 'fg.accent', bg: 'bg.accentSubtle' },
});
const choose = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' });
const name = css({ fontWeight: 'bold' });
const tier = css({ alignSelf: 'flex-start', fontSize: 'xs', fontWeight: 'semibold', px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.muted' });
const facts = css({ fontSize: 'sm', color: 'fg.muted', listStyle: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '0.5' });
const price = css({ fontWeight: 'bold', color: 'fg.accent', mt: 'auto' });
const muted = css({ color: 'fg.muted', fontSize: 'sm', fontWeight: 'normal' });
const providerBox = css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '4', display: 'flex', flexDirection: 'column', gap: '3' });
const subtitle = css({ fontWeight: 'bold', fontSize: 'md' });
