'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadWhenOnline } from '~/lib/load-when-online';
import { hasSessionHint } from '~/lib/session-hint';
import { AUTH_CHANNEL, AuthRuntimeContext, createAuthRuntimeStore } from './auth-context';

/**
 * Runs the auth machine (./auth-runtime, loaded after hydration) and shares it through context.
 * Until it runs, readers see 'checking' and events sent meanwhile wait for it. A page without the
 * session hint is a guest's: the machine (xstate, ~16 KB gzip) loads only when a sign-in asks for
 * it or another tab announces a member — readers see the guest the machine would find.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  // The runtime outlives renders; the latest router is read when logout leaves for home.
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  }, [router]);
  const [store] = useState(createAuthRuntimeStore);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      // Lost on the way offline, the runtime loads once the browser is back online (the header's account part waits).
      void loadWhenOnline(() => import('./auth-runtime')).then(({ startAuthActor }) => {
        if (cancelled) return;
        const started = startAuthActor({
          goHome: () => {
            routerRef.current.push('/');
            routerRef.current.refresh();
          },
        });
        stop = started.stop;
        store.start(started.actor, started.settled);
      });
    };
    let channel: BroadcastChannel | null = null;
    if (hasSessionHint(document.cookie)) load();
    else {
      store.standAsGuest(load);
      // Another tab signed in: this one checks too (its runtime then follows the channel itself).
      channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
      if (channel) {
        channel.onmessage = (message: MessageEvent<{ memberId?: unknown }>) => {
          if (message.data.memberId === null || message.data.memberId === undefined) return;
          channel?.close();
          channel = null;
          load();
        };
      }
    }
    return () => {
      cancelled = true;
      channel?.close();
      stop?.();
    };
  }, [store]);

  return <AuthRuntimeContext.Provider value={store}>{children}</AuthRuntimeContext.Provider>;
}
