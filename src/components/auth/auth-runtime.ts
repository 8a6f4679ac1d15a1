/**
 * Loaded after hydration by AuthProvider: starts the auth machine with its real effects (tRPC
 * calls through the tab's shared clients, navigation, toasts) and keeps it true to what it cannot
 * see directly. Its own module, so xstate stays out of the first-load JavaScript of public pages;
 * the data layer (react-query, the tRPC client) loads only when the machine needs the server — a
 * page opened in a browser without the session hint (src/lib/session-hint.ts) starts signed out
 * without asking, so a guest's page never loads it for the header; every later check asks.
 */
import { loadWhenOnline } from '~/lib/load-when-online';
import { createActor, fromPromise, waitFor } from 'xstate';
import { LOGIN_START_ERROR_MESSAGE, LOGOUT_ERROR_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '~/machines/auth-messages';
import { authMachine } from '~/machines/authMachine';
import { liveInspector } from '~/machines/live-inspector';
import { hasSessionHint, SESSION_HINT_COOKIE } from '~/lib/session-hint';
import { toastStore } from '../ui/toast-store';
import type * as DataLayerModule from '~/trpc/react';
import { AUTH_CHANNEL, type AuthActorRef, type AuthSnapshot } from './auth-context';

/** What the runtime needs from React: leaving for the home page after logout. */
export interface AuthHost {
  readonly goHome: () => void;
}

type DataModule = typeof DataLayerModule;

let dataModule: Promise<DataModule> | null = null;
/** The tab's shared data layer, loaded on first need (lost on the way offline: again once online, not a failure kept for good). */
const loadData = () => (dataModule ??= loadWhenOnline(() => import('~/trpc/react')));

/** The hint outlived the session (it expired, or was signed out elsewhere): guests carry none. */
const forgetSessionHint = () => {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
};

export function startAuthActor(host: AuthHost): { actor: AuthActorRef; settled: Promise<unknown>; stop: () => void } {
  const data = async () => (await loadData()).browserDataLayer();
  const clearCache = () => void data().then(({ queryClient }) => queryClient.clear());
  // Only the page's first check may be skipped: a re-check (another tab, a failed logout) asks.
  let firstCheck = true;
  const logic = authMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        const skip = firstCheck && !hasSessionHint(document.cookie);
        firstCheck = false;
        if (skip) return { signedIn: false, member: null };
        const { queryClient, trpc } = await data();
        // Always ask the server: a re-check (another tab signed in or out) must not be answered
        // from the cache.
        const state = await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 0 });
        if (!state.signedIn) forgetSessionHint();
        const member = state.member;
        return { signedIn: state.signedIn, member: member ? { id: member.id, name: member.name, avatarUrl: member.avatarUrl, role: member.role } : null };
      }),
      getLoginUrl: fromPromise(async ({ input }) => (await (await data()).client.auth.loginUrl.mutate({ returnTo: input.returnTo })).url),
      logout: fromPromise(async () => (await data()).client.auth.logout.mutate()),
    },
    actions: {
      navigateTo: (_, params) => window.location.assign(params.url),
      goHome: () => host.goHome(),
      notifyLogoutSuccess: () => {
        // Nothing of the member may stay in the cache after sign-out.
        clearCache();
        toastStore.show(LOGOUT_SUCCESS_MESSAGE, 'success');
      },
      notifyLogoutFailed: () => {
        clearCache();
        toastStore.show(LOGOUT_ERROR_MESSAGE, 'error');
      },
      notifyLoginFailed: () => toastStore.show(LOGIN_START_ERROR_MESSAGE, 'error'),
    },
  });
  // Publishes to the statechart studio's live mode, only while a studio tab asks.
  const actor = createActor(logic, { inspect: liveInspector('auth') });
  const stopSync = syncAuth(actor);
  actor.start();
  return {
    actor,
    // Events sent while it checks would be dropped: senders wait for this. A stopped actor ends it too.
    settled: waitFor(actor, (snapshot) => !snapshot.matches('checking'), { timeout: Infinity }).catch(() => undefined),
    stop: () => {
      stopSync();
      actor.stop();
    },
  };
}

/**
 * Keeps the auth machine true to the session it cannot see directly:
 * - another tab signing in or out (a different member id announced on a BroadcastChannel) makes
 *   this tab check its session again (`auth.refresh`);
 * - a member call refused as UNAUTHORIZED (the session cookie expired or was cleared) signs the
 *   tab out (`auth.expired`).
 */
function syncAuth(actor: AuthActorRef): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
  let announced: number | null | undefined;
  let stopWatching: (() => void) | null = null;
  let stopped = false;
  const announce = (snapshot: AuthSnapshot) => {
    // Only a member's calls can be refused for an expired session; a member's tab has the data layer.
    if (snapshot.matches('signedIn') && !stopWatching) {
      stopWatching = () => {};
      void loadData().then((module) => {
        if (!stopped) stopWatching = watchUnauthorized(module, actor);
      });
    }
    if (!snapshot.matches('signedIn') && !snapshot.matches('signedOut')) return;
    const memberId = snapshot.context.member?.id ?? null;
    if (memberId === announced) return;
    announced = memberId;
    channel?.postMessage({ memberId });
  };
  const settled = actor.subscribe(announce);
  if (channel) {
    channel.onmessage = (message: MessageEvent<{ memberId?: unknown }>) => {
      if (message.data.memberId !== (actor.getSnapshot().context.member?.id ?? null)) actor.send({ type: 'auth.refresh' });
    };
  }
  return () => {
    stopped = true;
    settled.unsubscribe();
    channel?.close();
    stopWatching?.();
  };
}

/** A member call refused as UNAUTHORIZED, by any query or mutation of the tab, signs it out. */
function watchUnauthorized({ browserDataLayer, isUnauthorizedError }: DataModule, actor: AuthActorRef): () => void {
  const { queryClient } = browserDataLayer();
  const expire = (error: unknown) => {
    if (isUnauthorizedError(error)) actor.send({ type: 'auth.expired' });
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
