'use client';
/**
 * The app's one auth actor, shared through React context. Its code (xstate and the machine) loads
 * after hydration, so public pages do not carry it in their first-load JavaScript; until then every
 * reader sees the machine's start-up state ('checking'). Components read state with narrow
 * selectors and ask `snapshot.can(...)` rather than re-deriving rules.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { authMachine } from '~/machines/authMachine';

export type AuthActorRef = Actor<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export interface AuthRuntime {
  /** The running actor, or null while its code loads. */
  readonly actor: AuthActorRef | null;
  /** Resolves with the actor once it runs: events sent before that wait for it. */
  readonly ready: Promise<AuthActorRef>;
}

export const AuthRuntimeContext = createContext<AuthRuntime | null>(null);

export function useAuthRuntime(): AuthRuntime {
  const runtime = useContext(AuthRuntimeContext);
  if (!runtime) throw new Error('useAuthRuntime needs <AuthProvider>');
  return runtime;
}

/** A narrow, subscribed view of the auth state; `whileLoading` until the actor runs (and on the server). */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T, whileLoading: T): T {
  const { actor } = useAuthRuntime();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => (actor ? selector(actor.getSnapshot()) : whileLoading),
    () => whileLoading,
  );
}
