'use client';
/**
 * "Mua an toàn" complaints waiting for a moderator (issue #38), oldest first: each order with its
 * parties, money and deadlines, the buyer's reason and photos, the conversation's last messages,
 * and the decision form. A decided complaint leaves the queue and the moderator is told where the
 * money went.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { decisionDoneMessage } from '~/lib/dispute-decision';
import { formatVnd } from '~/lib/money';
import { PROVIDER_NAMES } from '~/lib/payment-result';
import { formatDateTime } from '~/lib/time';
import type { DisputeView } from '~/server/dto/safe-purchase-dispute';
import { useTRPC } from '~/trpc/react';
import { ComplaintPhotos } from '../safe-purchase/complaint-photos';
import { DisputeDecisionForm } from './dispute-decision-form';
import { QueueList } from './queue-list';
import { RecentMessages } from './recent-messages';

export function DisputeQueue() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const queue = useQuery(trpc.moderation.disputes.queryOptions({ page }));
  const onDecided = (decided: DisputeView) => {
    setDone(decisionDoneMessage(decided));
    // The decided card goes away: the focus goes to what happened instead of to the page's top.
    requestAnimationFrame(() => doneRef.current?.focus());
    void queryClient.invalidateQueries(trpc.moderation.disputes.pathFilter());
  };
  return (
    <div className={wrap}>
      {done ? (
        <p ref={doneRef} tabIndex={-1} role="status" className={confirmation} data-testid="dispute-decided">
          {done}
        </p>
      ) : null}
      {queue.data ? (
        <p className={muted} aria-live="polite">
          {queue.data.total} khiếu nại đang chờ quyết định
        </p>
      ) : null}
      <QueueList query={queue} loadingText="Đang tải khiếu nại…" emptyText="Không còn khiếu nại nào chờ quyết định." pagerLabel="Trang khiếu nại" page={page} onPage={setPage}>
        {(dispute) => <DisputeCard key={dispute.code} dispute={dispute} onDecided={onDecided} />}
      </QueueList>
    </div>
  );
}

function DisputeCard({ dispute, onDecided }: { dispute: DisputeView; onDecided: (decided: DisputeView) => void }) {
  const facts: ReadonlyArray<readonly [string, string]> = [
    ['Người mua', dispute.buyer.name],
    ['Người bán', dispute.seller.name],
    ['Giá món hàng', formatVnd(dispute.price)],
    ['Phí Mua an toàn', formatVnd(dispute.fee)],
    ['Người mua đã trả', dispute.provider ? `${formatVnd(dispute.total)} qua ${PROVIDER_NAMES[dispute.provider]}` : formatVnd(dispute.total)],
    ['Đặt đơn', formatDateTime(dispute.createdAt)],
    ['Hạn giao hàng', dispute.handoverDeadline ? formatDateTime(dispute.handoverDeadline) : '—'],
    ['Hạn xác nhận nhận hàng', dispute.confirmDeadline ? formatDateTime(dispute.confirmDeadline) : '—'],
  ];
  return (
    <li className={card} aria-label={`Khiếu nại đơn ${dispute.code}`} data-testid="dispute-item">
      <header className={head}>
        <div className={badges}>
          <span className={badge({ tone: 'accent' })}>{dispute.stateLabel}</span>
          <span className={muted}>
            Đơn {dispute.code} · khiếu nại lúc {formatDateTime(dispute.updatedAt)}
          </span>
        </div>
        <Link href={dispute.listing.href} className={title} target="_blank">
          {dispute.listing.title}
        </Link>
      </header>
      <dl className={factList}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className={part} aria-label="Lý do khiếu nại">
        <h3 className={partTitle}>Lý do khiếu nại</h3>
        <blockquote className={quote}>{dispute.disputeReason}</blockquote>
      </section>
      <section className={part} aria-label="Ảnh người mua gửi">
        <h3 className={partTitle}>Ảnh người mua gửi</h3>
        {dispute.disputePhotos.length > 0 ? <ComplaintPhotos photos={dispute.disputePhotos} /> : <p className={muted}>Người mua không gửi ảnh.</p>}
      </section>
      <section className={part} aria-label="Tin nhắn gần nhất của hai bên">
        <h3 className={partTitle}>Tin nhắn gần nhất</h3>
        {dispute.messages.length > 0 ? (
          <RecentMessages
            messages={dispute.messages.map((message) => ({
              key: message.key,
              senderName: `${message.senderName} (${message.side === 'seller' ? 'người bán' : 'người mua'})`,
              body: message.body,
              photoCount: message.photos.length,
              createdAt: message.createdAt,
              marked: message.side === 'seller',
            }))}
          />
        ) : (
          <p className={muted}>Đơn không gắn với cuộc trò chuyện nào.</p>
        )}
      </section>
      {dispute.decidable ? <DisputeDecisionForm dispute={dispute} onDecided={onDecided} /> : <p className={muted}>Đơn này không còn chờ quyết định.</p>}
    </li>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const card = cx(cardRecipe({ padding: 'none', stack: 'md' }), css({ p: { base: '3', md: '5' } }));
const head = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const badges = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });
const title = css({ fontSize: 'lg', fontWeight: 'bold', overflowWrap: 'anywhere', _hover: { color: 'fg.accent' } });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const factList = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontSize: 'xs' },
  '& dd': { fontWeight: 'semibold', overflowWrap: 'anywhere' },
});
const part = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const partTitle = css({ fontSize: 'sm', fontWeight: 'semibold' });
const quote = css({ fontSize: 'sm', borderLeftWidth: '3px', borderColor: 'border.strong', pl: '3', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const confirmation = css({ bg: 'bg.accentSubtle', p: '3', borderRadius: 'md', fontSize: 'sm', fontWeight: 'medium', _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' } });
