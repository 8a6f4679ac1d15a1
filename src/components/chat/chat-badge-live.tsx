'use client';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';
import { withData } from '../data/with-data';
import { HeaderIconLink } from '../layout/header-icon-link';

/**
 * Beside the bell: a link to "Tin nhắn" with the number of conversations that have unread
 * messages (issue #18). The chat pages' event stream refreshes it at once; elsewhere every 30 s.
 */
function ChatBadge() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.chat.unread.queryOptions(undefined, { refetchInterval: 30_000 }));
  const unread = data?.conversations ?? 0;
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
