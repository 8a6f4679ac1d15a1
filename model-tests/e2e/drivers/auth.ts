/**
 * UI driver of the auth machine (src/machines/authMachine.ts) for the model paths: each event is
 * what a visitor does, each invoked actor's result is how the held tRPC call ends. The driver
 * tracks whether the browser really holds a member session ("world") so the real backend answers
 * the session checks; only the SSO's "logout not 200" answer is rewritten (the call still reaches
 * the server, which clears the cookie as it does in production).
 */
import { expect, type Page } from '@playwright/test';
import type { RegistryEvent } from '~/machines';
import type { DriverWorld, MachineDriver, StepInfo } from '../driver';
import { APP_PORT } from '../../../tests/e2e/helpers/servers';
import { HeldCall, letThrough, networkFailure, serverFailure } from '../held-call';

interface AuthWorld extends DriverWorld {
  readonly session: HeldCall;
  readonly loginUrl: HeldCall;
  readonly logout: HeldCall;
  /** Whether the browser's cookie is a live member session. */
  signedIn: boolean;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

/**
 * A page opened without the session hint (src/lib/session-hint.ts) starts signed out without
 * asking the server; every other session check is a call the driver holds.
 */
const SESSION_HINT = 'rv_signed_in';
const checksServer = async (world: AuthWorld) => (await world.context.cookies()).some((cookie) => cookie.name === SESSION_HINT && cookie.value === '1');
const outputOf = (event: RegistryEvent) => (typeof event.output === 'object' && event.output !== null ? (event.output as Record<string, unknown>) : {});

async function signInOnSso(page: Page) {
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  await page.getByLabel('Số điện thoại hoặc email').fill('0900000001');
  await page.getByLabel('Mật khẩu').fill('demo1234');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** A fresh tab of the same browser signs in through the SSO and comes back to the home page. */
async function signInFrom(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('auth-login').click();
  await signInOnSso(page);
  await expect(page.getByTestId('auth-account')).toBeVisible();
}

async function logOutFrom(page: Page) {
  await page.getByTestId('auth-account').click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
}

export const authDriver: MachineDriver<AuthWorld> = {
  machineId: 'auth',

  async start({ page, context }, path) {
    const first = path.steps[1]?.event;
    const member = first?.type === 'xstate.done.actor.loadSession' && outputOf(first).signedIn === true;
    if (member) {
      await signInFrom(page);
      // Guard "notAuthenticated": a member on the sign-in entry page is sent to /user.
      await page.goto('/dang-nhap');
      await expect(page).toHaveURL(/\/user$/);
      // The member page's own session check must be over before the calls are held.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
    }
    // A guest's browser with a hint left behind (a session that expired): the page's first check
    // then reaches the server, so the driver holds it and can make it succeed or fail.
    if (!member) await context.addCookies([{ name: SESSION_HINT, value: '1', url: `http://localhost:${APP_PORT}` }]);
    const world: AuthWorld = {
      page,
      context,
      session: await HeldCall.install(page, 'auth.session'),
      loginUrl: await HeldCall.install(page, 'auth.loginUrl'),
      logout: await HeldCall.install(page, 'auth.logout'),
      signedIn: member,
    };
    await page.goto('/');
    return world;
  },

  events: {
    'xstate.done.actor.loadSession': async (world, event) => {
      const wantMember = outputOf(event).signedIn === true;
      if (wantMember && !world.signedIn) throw new Error('auth driver: the path needs a member session here, but the browser has none');
      if (!wantMember && world.signedIn) {
        await world.context.clearCookies();
        world.signedIn = false;
        await world.session.settle((route) => route.continue({ headers: { ...route.request().headers(), cookie: '' } }));
        return;
      }
      await world.session.settle(letThrough);
      // Signed out, the page forgets a hint left behind: wait for it, so the next page's first
      // check and the driver agree on whether it reaches the server.
      if (!wantMember) await expect(world.page.getByTestId('auth-login')).toBeVisible();
    },
    'xstate.error.actor.loadSession': async (world) => {
      // The session query is retried once: both attempts fail, then the header shows the guest.
      await world.session.answerEvery(serverFailure);
      await expect(world.page.getByTestId('auth-login')).toBeEnabled();
      world.session.hold();
    },
    'auth.login': async (world, event) => {
      // Guard "authenticated": a guest opening a member page is sent home with login-redirect,
      // which starts sign-in for that page (the event's returnTo).
      const returnTo = typeof event.returnTo === 'string' ? event.returnTo : '/user';
      await world.page.goto(returnTo);
      await expect(world.page).toHaveURL(new RegExp(`login-redirect=${encodeURIComponent(returnTo).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      // The new page's first check: asked only while the browser still carries the hint.
      if (await checksServer(world)) await world.session.settle(letThrough);
    },
    'xstate.done.actor.getLoginUrl': (world) => world.loginUrl.settle(letThrough),
    'xstate.error.actor.getLoginUrl': async (world) => {
      await world.loginUrl.settle(networkFailure);
      await expect(world.page.getByText('Không mở được trang đăng nhập, vui lòng thử lại.')).toBeVisible();
    },
    'auth.refresh': async (world, _event, info) => {
      // Another tab of the same browser signs in (or out): this tab checks its session again.
      const other = await world.context.newPage();
      if (info.previous?.active.includes('signedIn')) {
        await other.goto('/');
        await hydrated(other);
        await logOutFrom(other);
        await expect(other.getByText('Đăng xuất thành công')).toBeVisible();
        world.signedIn = false;
      } else {
        await signInFrom(other);
        world.signedIn = true;
      }
      await other.close();
    },
    'auth.expired': async (world) => {
      // The session cookie lapses; the next member action is refused as UNAUTHORIZED.
      await world.context.clearCookies();
      world.signedIn = false;
      await hydrated(world.page);
      await world.page.getByRole('button', { name: 'Lưu tin' }).first().click();
    },
    'auth.logout': async (world) => {
      await logOutFrom(world.page);
    },
    'xstate.done.actor.logout': async (world, event) => {
      if (outputOf(event).ok === true) {
        await world.logout.settle(letThrough);
        await expect(world.page.getByText('Đăng xuất thành công')).toBeVisible();
        await expect(world.page).toHaveURL(/\/$/);
      } else {
        // The SSO answers something other than 200: the app still clears its cookie.
        await world.logout.settle(async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('"ok":true', '"ok":false');
          await route.fulfill({ response, body });
        });
        await expect(world.page.getByText('Logout Error')).toBeVisible();
      }
      world.signedIn = false;
    },
    'xstate.error.actor.logout': async (world) => {
      await world.logout.settle(networkFailure);
      await expect(world.page.getByText('Logout Error')).toBeVisible();
    },
  },

  states: {
    redirecting: async (world, info: StepInfo) => {
      if (info.step.event.type === 'xstate.done.actor.getLoginUrl') await expect(world.page).toHaveURL(/\/sso\/dang-nhap\?/);
      else await expect(world.page.getByTestId('auth-login')).toBeDisabled();
    },
  },
};
