'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatPoints } from '~/lib/points';
import { formatDate } from '~/lib/time';
import { useTRPC } from '~/trpc/react';

export interface WalletBalancesView {
  readonly points: number;
  readonly pointsExpireAt: Date | null;
  readonly bonusPoints: number;
  readonly bonusExpireAt: Date | null;
}

/** /user/wallet: both balances with expiry, the spending order, and the packages owned with what remains. */
export function WalletOverview({ wallet }: { wallet: WalletBalancesView }) {
  const trpc = useTRPC();
  const owned = useQuery(trpc.wallet.history.queryOptions({ option: 'service_package_in', page: 1 }));
  // Fixed at mount: which packages are still valid does not need to change while the page is open.
  const [now] = useState(() => Date.now());
  const active = owned.data?.items.filter((item) => (item.expires_at ?? 0) * 1000 >= now && (item.remaining_posts ?? 0) > 0) ?? [];

  return (
    <div className={wrap}>
      <div className={balances}>
        <div className={balance} data-testid="wallet-page-topup">
          <p className={muted}>Tài khoản chính</p>
          <p className={amount}>{formatPoints(wallet.points)}</p>
          <p className={muted}>{wallet.pointsExpireAt ? `Hạn dùng: ${formatDate(wallet.pointsExpireAt)}` : 'Chưa có điểm'}</p>
        </div>
        <div className={balance} data-testid="wallet-page-bonus">
          <p className={muted}>Tài khoản khuyến mãi</p>
          <p className={amount}>{formatPoints(wallet.bonusPoints)}</p>
          <p className={muted}>{wallet.bonusExpireAt && wallet.bonusPoints > 0 ? `Hạn dùng: ${formatDate(wallet.bonusExpireAt)}` : 'Không có điểm thưởng'}</p>
        </div>
      </div>
      <p className={note}>
        Thứ tự trừ điểm: điểm sắp hết hạn được dùng trước; nếu cùng ngày hết hạn, điểm khuyến mãi được dùng trước điểm nạp. Điểm đã hết hạn không dùng được.
      </p>
      <div className={links}>
        <Link href="/user/buy-point" className={button({ size: 'sm' })}>
          Nạp điểm
        </Link>
        <Link href="/user/buy-package" className={button({ variant: 'outline', size: 'sm' })}>
          Mua gói dịch vụ
        </Link>
        <Link href="/user/gift-code" className={button({ variant: 'outline', size: 'sm' })}>
          Nhập mã quà tặng
        </Link>
      </div>
      <section aria-labelledby="owned-packages-title" className={section}>
        <h2 id="owned-packages-title" className={subtitle}>
          Gói dịch vụ đang có
        </h2>
        {owned.isPending ? <p className={muted}>Đang tải…</p> : null}
        {owned.isError ? <p role="alert">Không tải được gói dịch vụ, vui lòng thử lại sau.</p> : null}
        {owned.data && active.length === 0 ? <p className={muted}>Bạn chưa có gói dịch vụ nào còn hiệu lực.</p> : null}
        <ul className={list}>
          {active.map((item) => (
            <li key={item.id} className={row} data-testid="owned-package">
              <span className={name}>{item.title}</span>
              <span>
                Còn {item.remaining_posts ?? 0}/{item.post_quota ?? 0} tin
              </span>
              <span className={muted}>Hạn dùng: {formatDate(new Date((item.expires_at ?? 0) * 1000))}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const balances = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '3' });
const balance = css({ bg: 'bg.accentSubtle', borderRadius: 'md', p: '4', display: 'flex', flexDirection: 'column', gap: '1' });
const amount = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg.accent' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const note = css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.muted', borderRadius: 'md', p: '3' });
const links = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const subtitle = css({ fontWeight: 'bold', fontSize: 'md' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'baseline', p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md' });
// Never narrower than its words: on a phone the expiry wraps to a line of its own instead of the name
// wrapping one word a line.
const name = css({ fontWeight: 'semibold', flex: '1 0 auto' });
