/**
 * Loaded after hydration by AuthProvider: starts the auth machine with its real effects (tRPC
 * calls through the tab's shared clients, navigation, toasts) and keeps it true to what it cannot
 * see directly. Its own module, so xstate, react-query and the tRPC client stay out of the
 * first-load JavaScript of public pages.
 */
import { TRPCClientError } from '@trpc/client';
import { createActor, fromPromise } from 'xstate';
import { LOGIN_START_ERROR_MESSAGE, LOGOUT_ERROR_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '~/machines/auth-messages';
import { authMachine } from '~/machines/authMachine';
import { liveInspector } from '~/machines/live-inspector';
import { browserDataLayer } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import type { AuthActorRef, AuthSnapshot } from './auth-context';

/** What the runtime needs from React: leaving for the home page after logout. */
export interface AuthHost {
  readonly goHome: () => void;
}

const AUTH_CHANNEL = 'raovat:auth';

const isUnauthorized = (error: unknown) => error instanceof TRPCClientError && (error.data as { code?: unknown } | undefined)?.code === 'UNAUTHORIZED';

export function startAuthActor(host: AuthHost): { actor: AuthActorRef; stop: () => void } {
  const { queryClient, client, trpc } = browserDataLayer();
  const logic = authMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        // Always ask the server: a re-check (another tab signed in or out) must not be answered
        // from the cache.
        const state = await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 0 });
        const member = state.member;
        return { signedIn: state.signedIn, member: member ? { id: member.id, name: member.name, avatarUrl: member.avatarUrl, role: member.role } : null };
      }),
      getLoginUrl: fromPromise(async ({ input }) => (await client.auth.loginUrl.mutate({ returnTo: input.returnTo })).url),
      logout: fromPromise(() => client.auth.logout.mutate()),
    },
    actions: {
      navigateTo: (_, params) => window.location.assign(params.url),
      goHome: () => host.goHome(),
      notifyLogoutSuccess: () => {
        // Nothing of the member may stay in the cache after sign-out.
        queryClient.clear();
        toastStore.show(LOGOUT_SUCCESS_MESSAGE, 'success');
      },
      notifyLogoutFailed: () => {
        queryClient.clear();
        toastStore.show(LOGOUT_ERROR_MESSAGE, 'error');
      },
      notifyLoginFailed: () => toastStore.show(LOGIN_START_ERROR_MESSAGE, 'error'),
    },
  });
  // Publishes to the statechart studio's live mode, only while a studio tab asks.
  const actor = createActor(logic, { inspect: liveInspector('auth') });
  const stopSync = syncAuth(actor, queryClient);
  actor.start();
  return {
    actor,
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
function syncAuth(actor: AuthActorRef, queryClient: ReturnType<typeof browserDataLayer>['queryClient']): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
  let announced: number | null | undefined;
  const announce = (snapshot: AuthSnapshot) => {
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
  const expire = (error: unknown) => {
    if (isUnauthorized(error)) actor.send({ type: 'auth.expired' });
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
  });
  return () => {
    settled.unsubscribe();
    channel?.close();
    stopQueries();
    stopMutations();
  };
}
