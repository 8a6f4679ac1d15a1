'use client';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useTRPC } from '~/trpc/react';
import { OrderCard } from './order-card';

/** The "Mua an toàn" orders of this conversation as compact cards above the messages (nothing when there are none). */
export function ConversationOrders({ conversationId, side }: { conversationId: number; side: 'buyer' | 'seller' }) {
  const trpc = useTRPC();
  const orders = useQuery(trpc.safePurchase.orders.queryOptions({ side, conversationId }));
  const items = orders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={list} aria-label="Đơn Mua an toàn trong cuộc trò chuyện" data-testid="chat-safe-purchase-orders">
      {items.slice(0, 2).map((order) => (
        <li key={order.code}>
          <OrderCard order={order} compact />
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: '0', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.default', maxH: '40vh', overflowY: 'auto' });
