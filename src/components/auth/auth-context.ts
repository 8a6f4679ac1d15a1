'use client';
/**
 * The app's one auth actor, shared through React context. Its code (xstate and the machine) loads
 * after hydration, so public pages do not carry it in their first-load JavaScript; until then every
 * reader sees the machine's start-up state ('checking'). Components read state with narrow
 * selectors and ask `snapshot.can(...)` rather than re-deriving rules.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
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

/**
 * Where the actor appears once its code has loaded. The context holds this one store for the
 * page's life and readers subscribe to it: a context value that changed when the actor started
 * would reach every server-rendered island not yet hydrated, and React would throw their HTML
 * away and render them again on the client (the layout jumps while their code loads).
 */
export interface AuthRuntimeStore {
  readonly ready: Promise<AuthActorRef>;
  readonly current: () => AuthActorRef | null;
  readonly subscribe: (onChange: () => void) => () => void;
  readonly start: (actor: AuthActorRef) => void;
}

export function createAuthRuntimeStore(): AuthRuntimeStore {
  let actor: AuthActorRef | null = null;
  let resolve: (actor: AuthActorRef) => void = () => {};
  const ready = new Promise<AuthActorRef>((done) => {
    resolve = done;
  });
  const listeners = new Set<() => void>();
  return {
    ready,
    current: () => actor,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    start: (started) => {
      actor = started;
      resolve(started);
      for (const listener of listeners) listener();
    },
  };
}

export const AuthRuntimeContext = createContext<AuthRuntimeStore | null>(null);

const noActorYet = () => null;

export function useAuthRuntime(): AuthRuntime {
  const store = useContext(AuthRuntimeContext);
  if (!store) throw new Error('useAuthRuntime needs <AuthProvider>');
  const actor = useSyncExternalStore(store.subscribe, store.current, noActorYet);
  return useMemo(() => ({ actor, ready: store.ready }), [actor, store.ready]);
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
