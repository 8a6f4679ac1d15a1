/**
 * A guest's page runs no auth machine until a sign-in needs it (issue #33: xstate stays off a
 * guest's first load). Readers then see `AS_GUEST` — which must be exactly what the machine's own
 * selectors give once its first check finds no session, or the header would show a guest what the
 * machine would not. The store: a guest's sign-in loads the machine once and waits for it to settle
 * its first check (an `auth.login` sent while it checks is dropped by the machine).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createAuthRuntimeStore, type AuthActorRef } from '~/components/auth/auth-context';
import { AS_GUEST, authSelectors } from '~/components/auth/use-auth';
import { authMachine, type SessionResult } from '~/machines/authMachine';

const guestMachine = authMachine.provide({ actors: { loadSession: fromPromise<SessionResult>(async () => ({ signedIn: false, member: null })) } });

describe('a guest without the machine', () => {
  it('reads what the machine gives a guest after its first check', async () => {
    const actor = createActor(guestMachine).start();
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('checking'));
    expect({ status: authSelectors.status(settled), member: authSelectors.member(settled), canLogout: authSelectors.canLogout(settled) }).toEqual(AS_GUEST);
    actor.stop();
  });

  it('loads the machine once when a sign-in asks, and hands it over only after its first check', async () => {
    const store = createAuthRuntimeStore();
    const load = vi.fn();
    store.standAsGuest(load);
    expect(store.isGuest()).toBe(true);
    const first = store.whenReady();
    void store.whenReady();
    expect(load).toHaveBeenCalledTimes(1);

    let handed: AuthActorRef | null = null;
    void first.then((actor) => {
      handed = actor;
    });
    let settle: () => void = () => {};
    const actor = createActor(guestMachine);
    store.start(
      actor,
      new Promise<void>((done) => {
        settle = done;
      }),
    );
    await Promise.resolve();
    // Running but still checking: still shown as the guest, and no event is handed over yet.
    expect(store.current()).toBe(actor);
    expect(store.isGuest()).toBe(true);
    expect(handed).toBeNull();
    settle();
    await first;
    expect(handed).toBe(actor);
    expect(store.isGuest()).toBe(false);
  });

  it('a page with the session hint starts the machine at once and never shows a guest', () => {
    const store = createAuthRuntimeStore();
    expect(store.isGuest()).toBe(false);
  });
});
