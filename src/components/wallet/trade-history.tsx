'use client';
import { useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { css, cva } from 'styled-system/css';
import { tabs } from 'styled-system/recipes/tabs';
import type { HistoryItem, HistoryOption } from '~/lib/contract/payment';
import { formatVnd } from '~/lib/money';
import { PROVIDER_NAMES, PAYMENT_PROVIDERS } from '~/lib/payment-result';
import { formatPoints } from '~/lib/points';
import { formatDate, formatDateTime } from '~/lib/time';
import { useTRPC } from '~/trpc/react';
import { SimplePager } from '../ui/simple-pager';
import { revealSelectedTab } from '~/components/ui/reveal-selected-tab';

/** Spec §3 history types as tabs (URL `?tab=`), default buy-point (spec §4). */
export const HISTORY_TABS: ReadonlyArray<{ slug: string; option: HistoryOption; label: string }> = [
  { slug: 'buy-point', option: 'history_in', label: 'Nạp điểm' },
  { slug: 'use-point', option: 'history_out', label: 'Tiêu điểm' },
  { slug: 'bonus-in', option: 'history_bonus_in', label: 'Nhận điểm thưởng' },
  { slug: 'bonus-out', option: 'history_bonus_out', label: 'Dùng điểm thưởng' },
  { slug: 'pending', option: 'pending', label: 'Giao dịch chưa hoàn tất' },
  { slug: 'package-in', option: 'service_package_in', label: 'Mua gói dịch vụ' },
  { slug: 'package-out', option: 'service_package_out', label: 'Dùng gói dịch vụ' },
];

const PAYMENT_STATUS: Record<string, string> = { pending: 'Đang chờ thanh toán', cancelled: 'Đã hủy', failed: 'Không thành công', expired: 'Hết hạn', paid: 'Thành công' };

const providerName = (provider: string | null | undefined) => PAYMENT_PROVIDERS.find((key) => key === provider) ?? null;

/** The code a member quotes to support: the payment order's, else the ledger reference, else the row id. */
function transactionCode(item: HistoryItem): string {
  return item.order_code ?? item.reference_id ?? `#${item.id}`;
}

function detail(item: HistoryItem): string {
  if (item.type === 'pending') {
    const provider = providerName(item.provider);
    return `${formatVnd(item.amount ?? 0)} · ${provider ? PROVIDER_NAMES[provider] : ''} · ${PAYMENT_STATUS[item.status ?? ''] ?? ''}`;
  }
  if (item.type === 'service_package_in') {
    const until = item.expires_at ? formatDate(new Date(item.expires_at * 1000)) : '';
    return `Còn ${item.remaining_posts ?? 0}/${item.post_quota ?? 0} tin · hạn dùng ${until}`;
  }
  return '';
}

export function TradeHistory() {
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const active = HISTORY_TABS.find((tab) => tab.slug === search.get('tab')) ?? HISTORY_TABS[0];
  const option = active?.option ?? 'history_in';
  const [pages, setPages] = useState<Partial<Record<HistoryOption, number>>>({});
  const page = pages[option] ?? 1;
  const list = useQuery(trpc.wallet.history.queryOptions({ option, page }));

  return (
    <div className={wrap}>
      <div role="tablist" aria-label="Loại giao dịch" className={tabStyles.list}>
        {HISTORY_TABS.map((tab) => (
          <button key={tab.slug} type="button" role="tab" aria-selected={tab.option === option} ref={tab.option === option ? revealSelectedTab : undefined} className={tabStyles.tab} onClick={() => router.replace(`${pathname}?tab=${tab.slug}`, { scroll: false })}>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={active?.label}>
        {list.isPending ? <p className={muted}>Đang tải lịch sử…</p> : null}
        {list.isError ? <p role="alert">Không tải được lịch sử giao dịch, vui lòng thử lại sau.</p> : null}
        {list.data && list.data.items.length === 0 ? <p className={muted}>Chưa có giao dịch nào trong mục này.</p> : null}
        <ul className={items}>
          {list.data?.items.map((item) => (
            <li key={`${item.type}-${item.id}`} className={row} data-testid="history-row">
              <div className={body}>
                <p className={itemTitle}>{item.title}</p>
                {detail(item) ? <p className={muted}>{detail(item)}</p> : null}
                <p className={muted}>
                  <time dateTime={new Date(item.created_at * 1000).toISOString()}>{formatDateTime(new Date(item.created_at * 1000))}</time>
                  {` · Mã GD: ${transactionCode(item)}`}
                </p>
              </div>
              {typeof item.point === 'number' ? <span className={amount({ sign: item.point >= 0 ? 'plus' : 'minus' })}>{`${item.point >= 0 ? '+' : '−'}${formatPoints(Math.abs(item.point))}`}</span> : null}
            </li>
          ))}
        </ul>
        {list.data ? (
          <SimplePager label="Trang lịch sử giao dịch" page={page} pageCount={Math.ceil(list.data.total / list.data.pageSize)} onPage={(next) => setPages((current) => ({ ...current, [option]: next }))} />
        ) : null}
      </div>
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '3' });
const row = css({ display: 'flex', gap: '3', justifyContent: 'space-between', alignItems: 'center', p: '3', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const itemTitle = css({ fontWeight: 'semibold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const amount = cva({ base: { fontWeight: 'bold', whiteSpace: 'nowrap' }, variants: { sign: { plus: { color: 'fg.success' }, minus: { color: 'fg.accent' } } } });
const tabStyles = tabs();
