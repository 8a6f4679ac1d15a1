/**
 * The auth flow (spec §4 "Authentication: two states", issue "Accounts"): checking the session at
 * start-up, signed out, redirecting to the SSO, signed in, logging out, and their failure paths.
 * Pure: side effects are actors and placeholder actions supplied by the UI through `.provide()`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { MemberRole } from '~/lib/member-roles';

export interface AuthMember {
  readonly id: number;
  readonly name: string;
  readonly avatarUrl: string;
  /** Staff get their links (moderators moderation and the studio, product owners the studio); the server checks the role on every call anyway. */
  readonly role: MemberRole;
}

export interface AuthContext {
  readonly member: AuthMember | null;
  /** Where sign-in should come back to (a path on this site). */
  readonly returnTo: string;
}

export type AuthEvent =
  | { type: 'auth.login'; returnTo: string }
  | { type: 'auth.logout' }
  | { type: 'auth.refresh' }
  | { type: 'auth.expired' };

export interface SessionResult {
  readonly signedIn: boolean;
  readonly member: AuthMember | null;
}

export { LOGIN_START_ERROR_MESSAGE, LOGOUT_ERROR_MESSAGE, LOGOUT_SUCCESS_MESSAGE } from './auth-messages';

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    loadSession: fromPromise<SessionResult>(async () => ({ signedIn: false, member: null })),
    getLoginUrl: fromPromise<string, { returnTo: string }>(async ({ input }) => input.returnTo),
    logout: fromPromise<{ ok: boolean }>(async () => ({ ok: false })),
  },
  actions: {
    assignMember: assign({
      member: (_, params: { member: AuthMember | null }) => params.member,
    }),
    clearMember: assign({ member: null }),
    rememberReturnTo: assign({
      returnTo: (_, params: { returnTo: string }) => params.returnTo,
    }),
    /** Sends the browser to the SSO's sign-in page. */
    navigateTo: (_, _params: { url: string }) => {},
    /** Returns to the home page after logout (spec §4). */
    goHome: () => {},
    notifyLogoutSuccess: () => {},
    notifyLogoutFailed: () => {},
    notifyLoginFailed: () => {},
  },
  guards: {
    isSignedIn: (_, params: { signedIn: boolean }) => params.signedIn,
    logoutSucceeded: (_, params: { ok: boolean }) => params.ok,
  },
}).createMachine({
  id: 'auth',
  initial: 'checking',
  context: { member: null, returnTo: '/' },
  states: {
    checking: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ signedIn: event.output.signedIn }) },
            target: 'signedIn',
            actions: { type: 'assignMember', params: ({ event }) => ({ member: event.output.member }) },
          },
          { target: 'signedOut', actions: 'clearMember' },
        ],
        // A session that cannot be checked is treated as signed out; member pages re-check.
        onError: { target: 'signedOut', actions: 'clearMember' },
      },
    },
    signedOut: {
      on: {
        'auth.login': {
          target: 'redirecting',
          actions: { type: 'rememberReturnTo', params: ({ event }) => ({ returnTo: event.returnTo }) },
        },
        'auth.refresh': 'checking',
      },
    },
    redirecting: {
      invoke: {
        id: 'getLoginUrl',
        src: 'getLoginUrl',
        input: ({ context }) => ({ returnTo: context.returnTo }),
        onDone: { actions: { type: 'navigateTo', params: ({ event }) => ({ url: event.output }) } },
        onError: { target: 'signedOut', actions: 'notifyLoginFailed' },
      },
    },
    signedIn: {
      on: {
        'auth.logout': 'loggingOut',
        'auth.refresh': 'checking',
        'auth.expired': { target: 'signedOut', actions: 'clearMember' },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: [
          {
            guard: { type: 'logoutSucceeded', params: ({ event }) => ({ ok: event.output.ok }) },
            target: 'signedOut',
            actions: ['clearMember', 'notifyLogoutSuccess', 'goHome'],
          },
          // The app clears its cookie whatever the SSO said; check what is true now.
          { target: 'checking', actions: 'notifyLogoutFailed' },
        ],
        onError: { target: 'checking', actions: 'notifyLogoutFailed' },
      },
    },
  },
});
