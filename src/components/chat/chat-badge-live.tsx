'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { css } from 'styled-system/css';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';

/**
 * Beside the bell: a link to "Tin nhắn" with the number of conversations that have unread
 * messages (issue #18). The chat pages' event stream refreshes it at once; elsewhere every 30 s.
 */
function ChatBadge() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.chat.unread.queryOptions(undefined, { refetchInterval: 30_000 }));
  const unread = data?.conversations ?? 0;
  const label = unread > 0 ? `Tin nhắn: ${unread} cuộc trò chuyện chưa đọc` : 'Tin nhắn';
  return (
    <Link href="/user/tin-nhan" aria-label={label} title={label} className={icon} data-testid="chat-badge">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
      {unread > 0 ? (
        <span className={badge} data-testid="chat-unread-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}

const icon = css({ position: 'relative', w: '10', h: '10', display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: 'full', color: 'fg.default', _hover: { bg: 'bg.muted', color: 'fg.accent' } });
const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0.5',
  minW: '4.5',
  h: '4.5',
  px: '1',
  borderRadius: 'full',
  bg: 'bg.accent',
  color: 'fg.inverse',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: '1',
});

export default withData(ChatBadge);
