'use client';
import { useEffect } from 'react';
import { claimChunkReload, isChunkLoadFailure } from '~/lib/chunk-reload';
import { progress } from './progress-store';

function isScriptElement(target: EventTarget | null): target is HTMLScriptElement {
  return target instanceof HTMLScriptElement && target.src.includes('/_next/');
}

/** Reloads the page when a script chunk fails to load (spec §8), at most once a minute per path, and never offline. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const reload = () => {
      progress.fail();
      // Offline, the chunk failed for want of a network: a reload would only show the browser's
      // offline page and lose what the member typed (a chat message waiting in the outbox).
      if (!navigator.onLine) return;
      if (claimChunkReload(window.sessionStorage, window.location.pathname, Date.now())) window.location.reload();
    };
    const onError = (event: Event) => {
      if (isScriptElement(event.target) || (event instanceof ErrorEvent && isChunkLoadFailure(event.error))) reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) reload();
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
