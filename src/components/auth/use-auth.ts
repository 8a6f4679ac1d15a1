'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { AuthActor } from './auth-context';

/** The current path with its query, as a return address for sign-in. */
export function useCurrentPath(): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Narrow selectors over the auth actor (never the whole snapshot). */
export function useAuthStatus(): 'checking' | 'signedOut' | 'redirecting' | 'signedIn' | 'loggingOut' {
  return AuthActor.useSelector((state) => {
    if (state.matches('signedIn')) return 'signedIn';
    if (state.matches('signedOut')) return 'signedOut';
    if (state.matches('redirecting')) return 'redirecting';
    if (state.matches('loggingOut')) return 'loggingOut';
    return 'checking';
  });
}

export function useAuthMember() {
  return AuthActor.useSelector((state) => state.context.member);
}

export function useStartLogin() {
  const actor = AuthActor.useActorRef();
  return useCallback((returnTo: string) => actor.send({ type: 'auth.login', returnTo }), [actor]);
}
