'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { liveInspector } from '~/machines/live-inspector';
import { authMachine, LOGIN_START_ERROR_MESSAGE, LOGOUT_ERROR_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '~/machines/authMachine';
import { useTRPC, useTRPCClient } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { AuthActor } from './auth-context';
import { AuthSync } from './auth-sync';

/** Publishes the auth actor to the statechart studio's live mode (only while a studio tab asks). */
const inspect = liveInspector('auth');

/** Runs the auth machine with its real effects: tRPC calls, navigation, toasts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();

  const logic = useMemo(
    () =>
      authMachine.provide({
        actors: {
          loadSession: fromPromise(async () => {
            // Always ask the server: a re-check (another tab signed in or out) must not be answered
            // from the cache.
            const state = await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 0 });
            return { signedIn: state.signedIn, member: state.member ? { id: state.member.id, name: state.member.name, avatarUrl: state.member.avatarUrl, role: state.member.role } : null };
          }),
          getLoginUrl: fromPromise(async ({ input }) => (await client.auth.loginUrl.mutate({ returnTo: input.returnTo })).url),
          logout: fromPromise(() => client.auth.logout.mutate()),
        },
        actions: {
          navigateTo: (_, params) => window.location.assign(params.url),
          goHome: () => {
            router.push('/');
            router.refresh();
          },
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
      }),
    [client, trpc, queryClient, router],
  );

  return (
    <AuthActor.Provider logic={logic} options={{ inspect }}>
      <AuthSync />
      {children}
    </AuthActor.Provider>
  );
}
