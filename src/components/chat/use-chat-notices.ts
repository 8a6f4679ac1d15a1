'use client';
/**
 * The header's chat notices (issue #35): on any page, someone else's new message shows a toast
 * "Tin nhắn mới từ …" that opens the conversation — unless the member turned notices off on this
 * device or is looking at that conversation (chat-notices.ts decides). The events come from the
 * tab's one stream (chat-stream.ts), which also refreshes the badge's count.
 *
 * This is also where the tab observes a delivery (delivery-marks.ts): one island per tab hears
 * each message once and marks the other member's delivered; the backend no longer infers it from
 * having written the message to a stream (issue #40).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatEventView } from '~/server/dto/chat';
import { useTRPC, useTRPCClient } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { chatNoticesMuted } from './chat-mute';
import { deliveryMarks } from './delivery-marks';
import { conversationHref, messageNotice, noticeTitle } from './chat-notices';
import { listenToChatEvents } from './chat-stream';

export function useChatNotices(memberId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const delivered = deliveryMarks(
      memberId,
      (conversationId, upTo) => client.chat.markDelivered.mutate({ conversationId, upTo }),
      (conversationId) => document.visibilityState === 'visible' && window.location.pathname === conversationHref(conversationId),
    );
    // The sender's name is in the inbox (the event carries only the message): the same query the
    // inbox page shows, newest conversation first, so the one just written to is on its first page.
    const senderName = async (conversationId: number): Promise<string | null> => {
      try {
        const inbox = await queryClient.fetchQuery(trpc.chat.inbox.queryOptions({ filter: 'all' }));
        return inbox.items.find((conversation) => conversation.id === conversationId)?.other.name ?? null;
      } catch {
        return null;
      }
    };
    const onEvent = (event: ChatEventView) => {
      delivered(event);
      // Read when the event comes, not from the last render: where the member is now.
      const scene = { memberId, muted: chatNoticesMuted(), pathname: window.location.pathname, visible: document.visibilityState === 'visible' };
      const notice = messageNotice(event, scene);
      if (notice === null) return;
      void senderName(notice.conversationId).then((name) =>
        toastStore.showLink({ message: noticeTitle(name), detail: notice.preview, href: notice.href, key: `chat-${notice.conversationId}` }),
      );
    };
    return listenToChatEvents(onEvent);
  }, [client, memberId, queryClient, trpc]);
}
