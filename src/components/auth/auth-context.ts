'use client';
/**
 * The app's one auth actor, shared through React context. Its code (xstate and the machine) loads
 * after hydration, so public pages do not carry it in their first-load JavaScript; until then every
 * reader sees the machine's start-up state ('checking'). A guest's page (no session hint) does not
 * load it at all until a sign-in asks for it: readers see what the machine would answer a guest.
 * Components read state with narrow selectors and ask `snapshot.can(...)` rather than re-deriving rules.
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { authMachine } from '~/machines/authMachine';

export type AuthActorRef = Actor<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export interface AuthRuntime {
  /** The running actor, or null while its code loads (and on a guest's page that has not needed it). */
  readonly actor: AuthActorRef | null;
  /** True on a guest's page until the machine is needed: readers see a signed-out visitor. */
  readonly guest: boolean;
  /**
   * Resolves with the actor once it runs and has settled its first session check (an event sent
   * while it checks would be dropped). On a guest's page, asking loads the machine.
   */
  readonly whenReady: () => Promise<AuthActorRef>;
}

/** The channel tabs announce their signed-in member on (null when signed out). */
export const AUTH_CHANNEL = 'raovat:auth';

/**
 * Where the actor appears once its code has loaded. The context holds this one store for the
 * page's life and readers subscribe to it: a context value that changed when the actor started
 * would reach every server-rendered island not yet hydrated, and React would throw their HTML
 * away and render them again on the client (the layout jumps while their code loads).
 */
export interface AuthRuntimeStore {
  readonly whenReady: () => Promise<AuthActorRef>;
  readonly current: () => AuthActorRef | null;
  readonly isGuest: () => boolean;
  readonly subscribe: (onChange: () => void) => () => void;
  /** The actor runs; `settled` resolves when it has left its first session check. */
  readonly start: (actor: AuthActorRef, settled: Promise<unknown>) => void;
  /**
   * A page without the session hint: readers see a guest and no machine runs until `whenReady`
   * is asked for (a sign-in) — then `load` starts it.
   */
  readonly standAsGuest: (load: () => void) => void;
}

export function createAuthRuntimeStore(): AuthRuntimeStore {
  let actor: AuthActorRef | null = null;
  let guest = false;
  let loadForGuest: (() => void) | null = null;
  let resolve: (actor: AuthActorRef) => void = () => {};
  const ready = new Promise<AuthActorRef>((done) => {
    resolve = done;
  });
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    whenReady: () => {
      const load = loadForGuest;
      loadForGuest = null;
      load?.();
      return ready;
    },
    current: () => actor,
    isGuest: () => guest,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    start: (started, settled) => {
      actor = started;
      notify();
      void settled.then(() => {
        // A guest's page keeps showing the guest until the machine has reached the same answer.
        guest = false;
        resolve(started);
        notify();
      });
    },
    standAsGuest: (load) => {
      guest = true;
      loadForGuest = load;
      notify();
    },
  };
}

export const AuthRuntimeContext = createContext<AuthRuntimeStore | null>(null);

const noActorYet = () => null;
const notGuestYet = () => false;

export function useAuthRuntime(): AuthRuntime {
  const store = useContext(AuthRuntimeContext);
  if (!store) throw new Error('useAuthRuntime needs <AuthProvider>');
  const actor = useSyncExternalStore(store.subscribe, store.current, noActorYet);
  const guest = useSyncExternalStore(store.subscribe, store.isGuest, notGuestYet);
  return useMemo(() => ({ actor, guest, whenReady: store.whenReady }), [actor, guest, store.whenReady]);
}

/**
 * A narrow, subscribed view of the auth state: `whileLoading` until the actor runs (and on the
 * server), `asGuest` on a guest's page that has not needed the machine — the value the machine
 * gives once its first check finds no session (tests/components/auth-guest.test.ts holds them equal).
 */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T, whileLoading: T, asGuest: T): T {
  const { actor, guest } = useAuthRuntime();
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
    () => {
      if (guest) return asGuest;
      return actor ? selector(actor.getSnapshot()) : whileLoading;
    },
    () => whileLoading,
  );
}
