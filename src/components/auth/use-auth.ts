'use client';
import { useCallback } from 'react';
import { useAuthRuntime, useAuthSelector, type AuthSnapshot } from './auth-context';

/**
 * The page a sign-in comes back to, read when the visitor asks to sign in. Read then rather than
 * through `useSearchParams`: that hook needs a Suspense boundary on prerendered pages, and a
 * boundary around the login dialog is big enough for React to send it out of place (outlined),
 * revealed only after the first paint.
 */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
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
