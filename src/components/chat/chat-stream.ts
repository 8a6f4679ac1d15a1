'use client';
/**
 * The tab's chat event hub (chat-event-hub.ts) on the tab's one tRPC client and QueryClient. Only
 * member code imports this (the header's chat island, the chat pages): a guest never opens it.
 */
import { browserDataLayer } from '~/trpc/react';
import { ChatEventHub, type ChatEventListener } from './chat-event-hub';

let hub: ChatEventHub | undefined;

/**
 * `<html data-chat-stream="live">` once the stream is positioned (its first item came: from then on
 * no message is missed), "connecting" while it (re)connects. End-to-end tests wait for it before
 * sending, as they wait for `data-hydrated`: a message stored before a fresh stream starts shows in
 * the counts that stream's `start` re-reads, but as no event — so no toast.
 */
function markStream(state: 'live' | 'connecting' | null) {
  if (state === null) delete document.documentElement.dataset.chatStream;
  else document.documentElement.dataset.chatStream = state;
}

function tabHub(): ChatEventHub {
  const { client, queryClient, trpc } = browserDataLayer();
  hub ??= new ChatEventHub(
    (onItem, onEnd) => {
      let positioned = false;
      const subscription = client.chat.events.subscribe(undefined, {
        onData: (tracked) => {
          positioned = true;
          markStream('live');
          onItem(tracked.data);
        },
        // A reconnect resumes after the last id it saw, so once positioned a reopened connection is live.
        onConnectionStateChange: ({ state }) => markStream(state === 'pending' && positioned ? 'live' : state === 'idle' ? null : 'connecting'),
        onError: () => {
          markStream(null);
          onEnd();
        },
        onComplete: () => {
          markStream(null);
          onEnd();
        },
      });
      return () => {
        markStream(null);
        subscription.unsubscribe();
      };
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
