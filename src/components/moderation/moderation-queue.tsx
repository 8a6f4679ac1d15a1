'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { TIER_LEVEL_LABELS, tierLevel } from '~/lib/listing-prices';
import { relativeTime } from '~/lib/time';
import { STATE_LABELS, stateOfStored } from '~/machines/listingLifecycle';
import type { QueueItemView } from '~/server/dto/user-post';
import { useTRPC } from '~/trpc/react';
import { SimplePager } from '../ui/simple-pager';
import { toastStore } from '../ui/toast-store';
import { DecisionPanel } from './decision-panel';
import { QueueFilters, type QueueSearch } from './queue-filters';
import { MediaImage } from '~/components/ui/media-image';

/** /moderation: listings waiting for a decision, oldest first (or as searched), each with its full content. */
export function ModerationQueue({ initialPage = 1 }: { initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  const [search, setSearch] = useState<QueueSearch>({ sort: 'oldest' });
  return (
    <div className={wrap}>
      <QueueFilters
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <QueueResults page={page} search={search} onPage={setPage} />
    </div>
  );
}

function QueueResults({ page, search, onPage }: { page: number; search: QueueSearch; onPage: (page: number) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queue = useQuery(trpc.moderation.queue.queryOptions({ ...search, page }));
  const searching = Boolean(search.q ?? search.phone ?? search.category ?? search.waiting);

  if (queue.isPending) return <p className={muted}>Đang tải hàng đợi…</p>;
  if (queue.isError) return <p role="alert">{queue.error.message}</p>;
  return (
    <>
      <p className={muted} data-testid="queue-total" aria-live="polite">
        {searching ? `${queue.data.total} tin khớp bộ lọc` : `${queue.data.total} tin đang chờ quyết định`}
      </p>
      {queue.data.notice ? (
        <p className={notice} role="status" data-testid="queue-notice">
          {queue.data.notice}
        </p>
      ) : null}
      {queue.data.items.length === 0 ? <p>{searching ? 'Không có tin nào khớp bộ lọc.' : 'Không còn tin nào chờ duyệt.'}</p> : null}
      <ol className={list}>
        {queue.data.items.map((item) => (
          <QueueCard
            key={item.id}
            item={item}
            onDecided={() => {
              toastStore.show(`Đã ghi nhận quyết định cho tin "${item.title}".`, 'success');
              void queryClient.invalidateQueries(trpc.moderation.queue.pathFilter());
            }}
          />
        ))}
      </ol>
      <SimplePager label="Trang hàng đợi" page={page} pageCount={queue.data.pageCount} onPage={onPage} />
    </>
  );
}

function QueueCard({ item, onDecided }: { item: QueueItemView; onDecided: () => void }) {
  return (
    <li className={card} data-testid={`queue-item-${item.id}`}>
      <header className={head}>
        <div className={badges}>
          <span className={badge({ tone: 'accent' })}>{STATE_LABELS[stateOfStored(item.stored)]}</span>
          <span className={badge({ tone: item.tier > 1 ? 'vip' : 'neutral' })}>{TIER_LEVEL_LABELS[tierLevel(item.stored)]}</span>
          <span className={muted}>
            {item.categoryName} · gửi {relativeTime(item.submittedAt)}
          </span>
        </div>
        <h2 className={title}>{item.title}</h2>
        <p className={muted}>
          Người đăng: {item.owner.name} ({item.owner.phone}) · Liên hệ: {item.contact.name}, {item.contact.phone}
        </p>
      </header>
      <dl className={facts}>
        <div>
          <dt>Giá</dt>
          <dd>{item.priceText}</dd>
        </div>
        <div>
          <dt>Hình thức</dt>
          <dd>{item.postingForm}</dd>
        </div>
        {item.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>Địa chỉ</dt>
          <dd>{item.locationStage || '—'}</dd>
        </div>
        <div>
          <dt>Thời hạn</dt>
          <dd>{item.durationDays} ngày</dd>
        </div>
      </dl>
      {item.images.length > 0 ? (
        <div className={gallery}>
          {item.images.map((image) => (
            <a key={image.url} href={image.fullUrl} target="_blank" rel="noreferrer">
              <MediaImage src={image.url} alt="" width={120} height={90} className={thumb} loading="lazy" />
            </a>
          ))}
        </div>
      ) : (
        <p className={muted}>Tin không có hình ảnh.</p>
      )}
      {item.otherMedia.length > 0 ? (
        <p className={muted}>
          Tệp khác:{' '}
          {item.otherMedia.map((media, index) => (
            <a key={media.url} href={media.url} target="_blank" rel="noreferrer" className={link}>
              {media.kind === 'video' ? 'Video' : media.kind === 'panorama' ? 'Ảnh 360°' : 'Tài liệu'} {index + 1}
            </a>
          ))}
        </p>
      ) : null}
      {/* Sanitised on the server (src/lib/sanitize-html.ts) before it reaches the browser. */}
      <div className={description} dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} />
      {item.previousNotes.length > 0 ? (
        <div className={notes}>
          <p className={notesTitle}>Ghi chú lần trả về trước:</p>
          <ul>
            {item.previousNotes.map((note) => (
              <li key={note.field}>
                <strong>{note.label}:</strong> {note.note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DecisionPanel item={item} onDecided={onDecided} />
    </li>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const card = cx(cardRecipe({ padding: 'none', stack: 'md' }), css({ p: { base: '3', md: '5' } }));
const head = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const badges = css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' });
const title = css({ fontSize: 'lg', fontWeight: 'bold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' },
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontSize: 'xs' },
  '& dd': { fontWeight: 'semibold' },
});
const gallery = css({ display: 'flex', gap: '2', overflowX: 'auto' });
const thumb = css({ w: '28', h: '20', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted', flexShrink: 0 });
const link = css({ color: 'fg.accent', mr: '2', textDecoration: 'underline' });
const description = css({ fontSize: 'sm', lineHeight: '1.6', maxH: '80', overflowY: 'auto', bg: 'bg.canvas', p: '3', borderRadius: 'md', '& p': { mb: '2' }, '& ul': { pl: '5', listStyle: 'disc' } });
const notice = css({ bg: 'bg.accentSubtle', p: '3', borderRadius: 'md', fontSize: 'sm' });
const notes = css({ bg: 'bg.accentSubtle', p: '3', borderRadius: 'md', fontSize: 'sm' });
const notesTitle = css({ fontWeight: 'semibold', mb: '1' });
