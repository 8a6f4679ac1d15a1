'use client';
/**
 * The tab's chat event hub (chat-event-hub.ts) on the tab's one tRPC client and QueryClient. Only
 * member code imports this (the header's chat island, the chat pages): a guest never opens it.
 */
import { browserDataLayer } from '~/trpc/react';
import { ChatEventHub, type ChatEventListener } from './chat-event-hub';

let hub: ChatEventHub | undefined;

function tabHub(): ChatEventHub {
  const { client, queryClient, trpc } = browserDataLayer();
  hub ??= new ChatEventHub(
    (onItem, onEnd) => {
      const subscription = client.chat.events.subscribe(undefined, {
        onData: (tracked) => onItem(tracked.data),
        onError: onEnd,
        onComplete: onEnd,
      });
      return () => subscription.unsubscribe();
    },
    (item) => {
      // Once per event for the whole tab, whoever listens: a fresh stream reads again what was
      // loaded before it started; a message or a read changes the unread counts and the inbox.
      if (item.kind === 'start') {
        void queryClient.invalidateQueries(trpc.chat.pathFilter());
      } else if (item.kind === 'message' || item.kind === 'read') {
        void queryClient.invalidateQueries(trpc.chat.unread.pathFilter());
        void queryClient.invalidateQueries(trpc.chat.inbox.pathFilter());
      }
    },
  );
  return hub;
}

/** Listens to the member's chat events through the tab's one stream; returns the function that stops. */
export function listenToChatEvents(listener: ChatEventListener): () => void {
  return tabHub().listen(listener);
}
