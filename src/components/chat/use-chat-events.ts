'use client';
/**
 * The member's chat events, live (tRPC subscription over server-sent events). The link reconnects
 * by itself with the last event id, so after a drop the backend replays what was missed. A fresh
 * start (no id yet) begins "from now": whatever the page loaded before that moment is fetched again
 * then, so a message sent between the page's load and the stream's start is not lost either.
 * (useSubscription keeps the latest callbacks itself: `onEvent` may change between renders.)
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { ChatEventView } from '~/server/dto/chat';
import { useTRPC } from '~/trpc/react';

export function useChatEvents(onEvent: (event: ChatEventView) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useSubscription(
    trpc.chat.events.subscriptionOptions(undefined, {
      onData: (tracked) => {
        const item = tracked.data;
        if (item.kind === 'start') {
          void queryClient.invalidateQueries(trpc.chat.pathFilter());
          return;
        }
        onEvent(item);
        if (item.kind === 'message' || item.kind === 'read') {
          void queryClient.invalidateQueries(trpc.chat.unread.pathFilter());
          void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
        }
      },
    }),
  );
}
