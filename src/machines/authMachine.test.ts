import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, test, vi } from 'vitest';
import { authMachine, type SessionResult } from './authMachine';

const member = { id: 7, name: 'Nguyễn Văn An', avatarUrl: '/images/avatar-boy.svg', role: 'member' as const };

function start(options: { session?: SessionResult | Error; loginUrl?: string | Error; logout?: { ok: boolean } | Error } = {}) {
  const navigateTo = vi.fn();
  const goHome = vi.fn();
  const notifyLogoutSuccess = vi.fn();
  const notifyLogoutFailed = vi.fn();
  const notifyLoginFailed = vi.fn();
  const settle = <T,>(value: T | Error) => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  const machine = authMachine.provide({
    actors: {
      loadSession: fromPromise(() => settle(options.session ?? { signedIn: false, member: null })),
      getLoginUrl: fromPromise(() => settle(options.loginUrl ?? 'http://localhost:4000/sso/dang-nhap')),
      logout: fromPromise(() => settle(options.logout ?? { ok: true })),
    },
    actions: {
      navigateTo: (_, params) => navigateTo(params.url),
      goHome,
      notifyLogoutSuccess,
      notifyLogoutFailed,
      notifyLoginFailed,
    },
  });
  const actor = createActor(machine).start();
  return { actor, navigateTo, goHome, notifyLogoutSuccess, notifyLogoutFailed, notifyLoginFailed };
}

describe('authMachine', () => {
  test('checks the session at start-up: a valid session is signed in with the member', async () => {
    const { actor } = start({ session: { signedIn: true, member } });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(actor.getSnapshot().context.member).toEqual(member);
  });

  test('no session, or a failed check, is signed out', async () => {
    const guest = start();
    await waitFor(guest.actor, (state) => state.matches('signedOut'));
    const broken = start({ session: new Error('network') });
    await waitFor(broken.actor, (state) => state.matches('signedOut'));
    expect(broken.actor.getSnapshot().context.member).toBeNull();
  });

  test('login from signed out fetches the SSO URL for the return path and navigates there', async () => {
    const { actor, navigateTo } = start({ loginUrl: 'http://sso/login?x=1' });
    await waitFor(actor, (state) => state.matches('signedOut'));
    actor.send({ type: 'auth.login', returnTo: '/user/wallet' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.returnTo).toBe('/user/wallet');
    await vi.waitFor(() => expect(navigateTo).toHaveBeenCalledWith('http://sso/login?x=1'));
  });

  test('a sign-in URL that cannot be fetched returns to signed out with a message', async () => {
    const { actor, notifyLoginFailed } = start({ loginUrl: new Error('down') });
    await waitFor(actor, (state) => state.matches('signedOut'));
    actor.send({ type: 'auth.login', returnTo: '/' });
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(notifyLoginFailed).toHaveBeenCalledTimes(1);
  });

  test('logout success (status 200) signs out, says so and goes home', async () => {
    const { actor, notifyLogoutSuccess, goHome } = start({ session: { signedIn: true, member }, logout: { ok: true } });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (state) => state.matches('signedOut'));
    expect(notifyLogoutSuccess).toHaveBeenCalledTimes(1);
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  test.each([[{ ok: false }], [new Error('network')]])('logout failure (%s) says Logout Error and re-checks the session', async (result) => {
    const { actor, notifyLogoutFailed, goHome } = start({ session: { signedIn: true, member }, logout: result });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (state) => state.matches('loggingOut') === false);
    expect(notifyLogoutFailed).toHaveBeenCalledTimes(1);
    expect(goHome).not.toHaveBeenCalled();
  });

  test('forbidden transitions: no logout when signed out, no login when signed in', async () => {
    const guest = start();
    await waitFor(guest.actor, (state) => state.matches('signedOut'));
    expect(guest.actor.getSnapshot().can({ type: 'auth.logout' })).toBe(false);
    const signedIn = start({ session: { signedIn: true, member } });
    await waitFor(signedIn.actor, (state) => state.matches('signedIn'));
    expect(signedIn.actor.getSnapshot().can({ type: 'auth.login', returnTo: '/' })).toBe(false);
  });

  test('an expired session while signed in becomes signed out', async () => {
    const { actor } = start({ session: { signedIn: true, member } });
    await waitFor(actor, (state) => state.matches('signedIn'));
    actor.send({ type: 'auth.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
});
