'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { AuthRuntimeContext, type AuthActorRef, type AuthRuntime } from './auth-context';

function pendingRuntime(): AuthRuntime & { resolve: (actor: AuthActorRef) => void } {
  let resolve: (actor: AuthActorRef) => void = () => {};
  const ready = new Promise<AuthActorRef>((done) => {
    resolve = done;
  });
  return { actor: null, ready, resolve };
}

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
  const [pending] = useState(pendingRuntime);
  const [runtime, setRuntime] = useState<AuthRuntime>(pending);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./auth-runtime').then(({ startAuthActor }) => {
      if (cancelled) return;
      const started = startAuthActor({
        goHome: () => {
          routerRef.current.push('/');
          routerRef.current.refresh();
        },
      });
      stop = started.stop;
      pending.resolve(started.actor);
      setRuntime({ actor: started.actor, ready: pending.ready });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pending]);

  return <AuthRuntimeContext.Provider value={runtime}>{children}</AuthRuntimeContext.Provider>;
}
