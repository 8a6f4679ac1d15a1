'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadWhenOnline } from '~/lib/load-when-online';
import { AuthRuntimeContext, createAuthRuntimeStore } from './auth-context';

/**
 * Runs the auth machine (./auth-runtime, loaded after hydration) and shares it through context.
 * Until it runs, readers see 'checking' and events sent meanwhile wait for it.
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
      store.start(started.actor);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store]);

  return <AuthRuntimeContext.Provider value={store}>{children}</AuthRuntimeContext.Provider>;
}
