'use client';
/**
 * The member's chat events, live, through the tab's one stream (chat-stream.ts; the header listens
 * to the same stream on every page). The stream reconnects by itself with the last event id, so
 * after a drop the backend replays what was missed; a fresh start re-reads what pages loaded before.
 * The latest `onEvent` is kept in a ref: it may change between renders without reconnecting.
 */
import { useEffect, useRef } from 'react';
import type { ChatEventView } from '~/server/dto/chat';
import { listenToChatEvents } from './chat-stream';

export function useChatEvents(onEvent: (event: ChatEventView) => void) {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  }, [onEvent]);
  useEffect(() => listenToChatEvents((event) => latest.current(event)), []);
}
