'use client';
/**
 * "Tin nhắn": the member's conversations, newest first — the other member, the listing's photo and
 * title, the last message and the unread count — filtered by "Tất cả / Đang mua / Đang bán".
 * The list is refreshed by the page's event stream (use-chat-events.ts invalidates it).
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { ConversationFilter } from '~/lib/contract/chat-vocabulary';
import { messageTime } from '~/lib/time';
import type { ConversationSummaryView } from '~/server/dto/chat';
import { useTRPC } from '~/trpc/react';
import { MediaImage } from '~/components/ui/media-image';

const FILTERS: ReadonlyArray<{ value: ConversationFilter; label: string }> = [
  { value: 'all', label: 'Tất cả' },
  { value: 'buying', label: 'Đang mua' },
  { value: 'selling', label: 'Đang bán' },
];

function lastLine(conversation: ConversationSummaryView, memberId: number): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  const text = last.body !== '' ? last.body : `[${last.photos.length} ảnh]`;
  return last.senderId === memberId ? `Bạn: ${text}` : text;
}

export function InboxList({ memberId, activeId }: { memberId: number; activeId?: number }) {
  const trpc = useTRPC();
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const { data, error, isPending } = useQuery(trpc.chat.inbox.queryOptions({ filter }));
  return (
    <div className={wrap}>
      <div className={tabs} role="tablist" aria-label="Lọc cuộc trò chuyện">
        {FILTERS.map((option) => (
          <button key={option.value} type="button" role="tab" aria-selected={filter === option.value} className={tab} onClick={() => setFilter(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className={note}>
          {error.message}
        </p>
      ) : isPending ? (
        <p className={note}>Đang tải…</p>
      ) : data.items.length === 0 ? (
        <p className={note} data-testid="chat-inbox-empty">
          {filter === 'selling' ? 'Chưa có người mua nào nhắn tin cho bạn.' : filter === 'buying' ? 'Bạn chưa nhắn tin cho người bán nào.' : 'Chưa có tin nhắn nào. Bấm "Chat với người bán" trên một tin đăng để bắt đầu.'}
        </p>
      ) : (
        <ul className={list} data-testid="chat-inbox">
          {data.items.map((conversation) => (
            <li key={conversation.id}>
              <Link
                href={`/user/tin-nhan/${conversation.id}`}
                className={cx(item, conversation.id === activeId && active)}
                aria-current={conversation.id === activeId ? 'page' : undefined}
                data-testid="chat-inbox-item"
              >
                {conversation.listing.thumbUrl ? (
                  <MediaImage src={conversation.listing.thumbUrl} alt="" width={56} height={56} className={thumb} loading="lazy" />
                ) : (
                  <span className={cx(thumb, noThumb)} aria-hidden="true" />
                )}
                <span className={text}>
                  <span className={topLine}>
                    <span className={name}>{conversation.other.name}</span>
                    <time className={when} dateTime={conversation.updatedAt.toISOString()}>
                      {messageTime(conversation.updatedAt)}
                    </time>
                  </span>
                  <span className={title}>{conversation.listing.title}</span>
                  <span className={cx(preview, conversation.unread > 0 && unreadPreview)}>{lastLine(conversation, memberId)}</span>
                </span>
                {conversation.unread > 0 ? (
                  <span className={badge} data-testid="chat-inbox-unread" aria-label={`${conversation.unread} tin chưa đọc`}>
                    {conversation.unread > 99 ? '99+' : conversation.unread}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' });
const tabs = css({ display: 'flex', gap: '1', bg: 'bg.muted', p: '1', borderRadius: 'lg' });
const tab = css({
  flex: '1',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  color: 'fg.muted',
  '&[aria-selected=true]': { bg: 'bg.surface', color: 'fg.default', fontWeight: 'semibold', boxShadow: 'card' },
});
const note = css({ color: 'fg.muted', fontSize: 'sm', py: '6', textAlign: 'center' });
const list = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', p: '0', m: '0' });
const item = css({ display: 'flex', gap: '3', alignItems: 'center', p: '2', borderRadius: 'md', _hover: { bg: 'bg.muted' } });
const active = css({ bg: 'bg.accentSubtle', _hover: { bg: 'bg.accentSubtle' } });
const thumb = css({ w: '14', h: '14', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 });
const noThumb = css({ bg: 'bg.muted', display: 'block' });
const text = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1', gap: '0.5' });
const topLine = css({ display: 'flex', justifyContent: 'space-between', gap: '2' });
const name = css({ fontWeight: 'semibold', fontSize: 'sm', truncate: true });
const when = css({ fontSize: 'xs', color: 'fg.subtle', flexShrink: 0 });
const title = css({ fontSize: 'xs', color: 'fg.muted', truncate: true });
const preview = css({ fontSize: 'sm', color: 'fg.muted', truncate: true });
const unreadPreview = css({ color: 'fg.default', fontWeight: 'semibold' });
const badge = css({ minW: '5', h: '5', px: '1.5', borderRadius: 'full', bg: 'bg.accent', color: 'fg.inverse', fontSize: 'xs', fontWeight: 'bold', display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 });
