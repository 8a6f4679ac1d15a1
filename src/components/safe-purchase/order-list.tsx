'use client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useTRPC } from '~/trpc/react';
import { SimplePager } from '../ui/simple-pager';
import { OrderCard } from './order-card';

/** The member's orders as buyer (/user/don-mua) or as seller (/user/don-ban), newest first. */
export function OrderList({ side }: { side: 'buyer' | 'seller' }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const list = useQuery(trpc.safePurchase.orders.queryOptions({ side, page }));
  return (
    <div className={wrap}>
      {list.isPending ? <p className={muted}>Đang tải đơn hàng…</p> : null}
      {list.isError ? <p role="alert">Không tải được đơn hàng, vui lòng thử lại sau.</p> : null}
      {list.data && list.data.items.length === 0 ? <p className={muted}>{side === 'buyer' ? 'Bạn chưa có đơn mua nào.' : 'Bạn chưa có đơn bán nào.'}</p> : null}
      <ul className={items}>
        {list.data?.items.map((order) => (
          <li key={order.code} id={order.code}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {list.data ? <SimplePager label="Trang đơn hàng" page={page} pageCount={list.data.pageCount} onPage={setPage} /> : null}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const items = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
