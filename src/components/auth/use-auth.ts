'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useAuthRuntime, useAuthSelector } from './auth-context';

/** The current path with its query, as a return address for sign-in. */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Narrow selectors over the auth actor (never the whole snapshot). */
export function useAuthStatus(): 'checking' | 'signedOut' | 'redirecting' | 'signedIn' | 'loggingOut' {
  return useAuthSelector((state) => {
    if (state.matches('signedIn')) return 'signedIn';
    if (state.matches('signedOut')) return 'signedOut';
    if (state.matches('redirecting')) return 'redirecting';
    if (state.matches('loggingOut')) return 'loggingOut';
    return 'checking';
  }, 'checking');
}

export function useAuthMember() {
  return useAuthSelector((state) => state.context.member, null);
}

/** Whether the machine would accept a logout now (the UI never re-derives the rule). */
export function useCanLogout(): boolean {
  return useAuthSelector((state) => state.can({ type: 'auth.logout' }), false);
}

export function useStartLogin() {
  const { ready } = useAuthRuntime();
  return useCallback((returnTo: string) => void ready.then((actor) => actor.send({ type: 'auth.login', returnTo })), [ready]);
}

export function useLogout() {
  const { ready } = useAuthRuntime();
  return useCallback(() => void ready.then((actor) => actor.send({ type: 'auth.logout' })), [ready]);
}
