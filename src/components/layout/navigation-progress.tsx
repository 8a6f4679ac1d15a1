'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { cva } from 'styled-system/css';
import { progress } from './progress-store';

/** Starts the bar when a same-origin link is followed; the route change completes it. */
function useLinkClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      const sameDocument = url.pathname === window.location.pathname && url.search === window.location.search;
      if (url.origin === window.location.origin && !sameDocument) progress.start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

function RouteChangeListener() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    progress.done();
  }, [pathname, searchParams]);
  return null;
}

/** The 2 px bar at the top of the page (spec §2, §9): brand colour while loading, red on failure. */
export function NavigationProgress() {
  useLinkClicks();
  const state = useSyncExternalStore(progress.subscribe, progress.get, () => 'idle' as const);
  useEffect(() => {
    if (state !== 'done') return;
    const timer = window.setTimeout(progress.reset, 300);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <>
      <Suspense fallback={null}>
        <RouteChangeListener />
      </Suspense>
      <div role="progressbar" aria-hidden={state === 'idle'} aria-label="Đang tải trang" data-state={state} className={bar()} />
    </>
  );
}

const bar = cva({
  base: {
    position: 'fixed',
    top: '0',
    left: '0',
    height: '2px',
    zIndex: 1000,
    pointerEvents: 'none',
    bg: 'progress.ok',
    width: '0',
    opacity: 0,
    transition: 'width 0.3s ease, opacity 0.3s ease',
    '&[data-state=loading]': { width: '80%', opacity: 1, transition: 'width 8s cubic-bezier(0.1, 0.8, 0.2, 1)' },
    '&[data-state=done]': { width: '100%', opacity: 0 },
    '&[data-state=failed]': { width: '100%', opacity: 1, bg: 'progress.failed' },
  },
});
