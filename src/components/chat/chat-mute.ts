'use client';
/**
 * "Báo tin nhắn mới" on this device (issue #35): when off, a new message shows no toast and the
 * page's title no count; the header's badge still counts (it is the inbox's state, not a notice).
 * Kept in localStorage, as a device's notices are (a phone at work may be silent, the laptop at
 * home not); other tabs follow through the `storage` event. See docs/decisions.md "Chat notices".
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'chat-notices-muted';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    // Storage refused (a private window's quota, a blocked site): notices stay on.
    return false;
  }
}

export function setChatNoticesMuted(muted: boolean) {
  try {
    if (muted) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Whether this device's chat notices are off (false while rendering on the server). */
export function useChatNoticesMuted(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/** The same, read once (inside an event handler). */
export const chatNoticesMuted = read;
