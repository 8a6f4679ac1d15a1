'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { LOGIN_START_ERROR_MESSAGE, LOGOUT_ERROR_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from '~/machines/auth-messages';
import { useTRPC, useTRPCClient } from '~/trpc/react';
import { toastStore } from '../ui/toast-store';
import { AuthRuntimeContext, type AuthActorRef, type AuthRuntime } from './auth-context';
import type { AuthEffects } from './auth-runtime';
import { AuthSync } from './auth-sync';

function pendingRuntime(): AuthRuntime & { resolve: (actor: AuthActorRef) => void } {
  let resolve: (actor: AuthActorRef) => void = () => {};
  const ready = new Promise<AuthActorRef>((done) => {
    resolve = done;
  });
  return { actor: null, ready, resolve };
}

/** Runs the auth machine with its real effects: tRPC calls, navigation, toasts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [pending] = useState(pendingRuntime);
  const [runtime, setRuntime] = useState<AuthRuntime>(pending);

  useEffect(() => {
    const effects: AuthEffects = {
      loadSession: async () => {
        // Always ask the server: a re-check (another tab signed in or out) must not be answered
        // from the cache.
        const state = await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 0 });
        const member = state.member;
        return { signedIn: state.signedIn, member: member ? { id: member.id, name: member.name, avatarUrl: member.avatarUrl, role: member.role } : null };
      },
      getLoginUrl: async (returnTo) => (await client.auth.loginUrl.mutate({ returnTo })).url,
      logout: () => client.auth.logout.mutate(),
      navigateTo: (url) => window.location.assign(url),
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
    };
    let actor: AuthActorRef | null = null;
    let cancelled = false;
    void import('./auth-runtime').then(({ startAuthActor }) => {
      if (cancelled) return;
      actor = startAuthActor(effects);
      pending.resolve(actor);
      setRuntime({ actor, ready: pending.ready });
    });
    return () => {
      cancelled = true;
      actor?.stop();
    };
  }, [client, trpc, queryClient, router, pending]);

  return (
    <AuthRuntimeContext.Provider value={runtime}>
      <AuthSync />
      {children}
    </AuthRuntimeContext.Provider>
  );
}
