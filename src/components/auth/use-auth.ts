'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useAuthRuntime, useAuthSelector, type AuthSnapshot } from './auth-context';

/** The current path with its query, as a return address for sign-in. */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return search ? `${pathname}?${search}` : pathname;
}

export type AuthStatus = 'checking' | 'signedOut' | 'redirecting' | 'signedIn' | 'loggingOut';

/** Narrow selectors over the auth actor (never the whole snapshot). */
export const authSelectors = {
  status: (state: AuthSnapshot): AuthStatus => {
    if (state.matches('signedIn')) return 'signedIn';
    if (state.matches('signedOut')) return 'signedOut';
    if (state.matches('redirecting')) return 'redirecting';
    if (state.matches('loggingOut')) return 'loggingOut';
    return 'checking';
  },
  member: (state: AuthSnapshot) => state.context.member,
  /** Whether the machine would accept a logout now (the UI never re-derives the rule). */
  canLogout: (state: AuthSnapshot): boolean => state.can({ type: 'auth.logout' }),
};

/**
 * What each selector reads on a guest's page before the machine is needed: what it gives once its
 * first check finds no session (tests/components/auth-guest.test.ts runs the machine to prove it).
 */
export const AS_GUEST = { status: 'signedOut', member: null, canLogout: false } as const satisfies {
  [Key in keyof typeof authSelectors]: ReturnType<(typeof authSelectors)[Key]>;
};

export const useAuthStatus = (): AuthStatus => useAuthSelector(authSelectors.status, 'checking', AS_GUEST.status);

export const useAuthMember = () => useAuthSelector(authSelectors.member, null, AS_GUEST.member);

export const useCanLogout = (): boolean => useAuthSelector(authSelectors.canLogout, false, AS_GUEST.canLogout);

export function useStartLogin() {
  const { whenReady } = useAuthRuntime();
  return useCallback((returnTo: string) => void whenReady().then((actor) => actor.send({ type: 'auth.login', returnTo })), [whenReady]);
}

export function useLogout() {
  const { whenReady } = useAuthRuntime();
  return useCallback(() => void whenReady().then((actor) => actor.send({ type: 'auth.logout' })), [whenReady]);
}
