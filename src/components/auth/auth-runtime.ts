/**
 * Loaded after hydration by AuthProvider: starts the auth machine with its real effects. Kept in its
 * own module so xstate stays out of the first-load JavaScript of every page.
 */
import { createActor, fromPromise } from 'xstate';
import { authMachine, type SessionResult } from '~/machines/authMachine';
import { liveInspector } from '~/machines/live-inspector';
import type { AuthActorRef } from './auth-context';

export interface AuthEffects {
  readonly loadSession: () => Promise<SessionResult>;
  readonly getLoginUrl: (returnTo: string) => Promise<string>;
  readonly logout: () => Promise<{ ok: boolean }>;
  readonly navigateTo: (url: string) => void;
  readonly goHome: () => void;
  readonly notifyLogoutSuccess: () => void;
  readonly notifyLogoutFailed: () => void;
  readonly notifyLoginFailed: () => void;
}

export function startAuthActor(effects: AuthEffects): AuthActorRef {
  const logic = authMachine.provide({
    actors: {
      loadSession: fromPromise(() => effects.loadSession()),
      getLoginUrl: fromPromise(({ input }) => effects.getLoginUrl(input.returnTo)),
      logout: fromPromise(() => effects.logout()),
    },
    actions: {
      navigateTo: (_, params) => effects.navigateTo(params.url),
      goHome: () => effects.goHome(),
      notifyLogoutSuccess: () => effects.notifyLogoutSuccess(),
      notifyLogoutFailed: () => effects.notifyLogoutFailed(),
      notifyLoginFailed: () => effects.notifyLoginFailed(),
    },
  });
  // Publishes to the statechart studio's live mode, only while a studio tab asks.
  return createActor(logic, { inspect: liveInspector('auth') }).start();
}
