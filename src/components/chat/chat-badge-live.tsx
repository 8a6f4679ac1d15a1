'use client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';
import { HeaderIconLink } from '../layout/header-icon-link';
import { useChatNoticesMuted } from './chat-mute';
import { titleCount } from './chat-notices';
import { keepTitleCount } from './page-title-count';
import { useChatNotices } from './use-chat-notices';

/**
 * Beside the bell: a link to "Tin nhắn" with the number of conversations that have unread
 * messages (issue #18), and on every page the chat notices (issue #35): the tab's chat stream
 * refreshes the count as a message comes, a toast announces it, the page's title carries the count.
 * Loaded only for a signed-in member (the header renders it then), so a guest opens no stream.
 */
function ChatBadge({ memberId }: { memberId: number }) {
  const trpc = useTRPC();
  // No polling: the stream refreshes the count on every message or read, and re-reads it whenever
  // it starts afresh (a reconnect that could not resume), so nothing between is missed.
  const { data } = useQuery(trpc.chat.unread.queryOptions());
  const unread = data?.conversations ?? 0;
  const muted = useChatNoticesMuted();
  useChatNotices(memberId);
  const inTitle = titleCount(unread, muted);
  useEffect(() => keepTitleCount(inTitle), [inTitle]);
  return (
    <HeaderIconLink
      href="/user/tin-nhan"
      label={unread > 0 ? `Tin nhắn: ${unread} cuộc trò chuyện chưa đọc` : 'Tin nhắn'}
      count={unread}
      countTestId="chat-unread-count"
      testId="chat-badge"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1.1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
    </HeaderIconLink>
  );
}

export default withData(ChatBadge);
