/**
 * UI driver of the payment machine (src/machines/paymentMachine.ts) for the model paths: the demo
 * member buys a point pack on /user/buy-point, picks the provider of the path's "payment.start",
 * and pays in the iframe modal on the local sandbox page — the sandbox button is the one that
 * makes the provider report the code of the path's next validation answer. The create and
 * validate tRPC calls are held so the "creating" and "validating" states can be seen; the
 * failures the sandbox cannot produce are made at the call: a pack that is no longer sold
 * (the request asks for an unknown pack, the real server refuses it), a network failure, and
 * code 2 (the validate answer rewritten to "crediting failed").
 */
import { expect, type Cookie, type Page, type Route } from '@playwright/test';
import type { RegistryEvent } from '~/machines';
import { resultCodeOf, type ValidatePaymentOutput } from '~/machines/paymentMachine';
import { PAYMENT_CREATE_FAILED_MESSAGE, PROVIDER_NAMES, type PaymentProvider, type PaymentResultCode } from '~/lib/payment-result';
import type { DriverWorld, MachineDriver, StepInfo } from '../driver';
import { HeldCall, letThrough, networkFailure } from '../held-call';

interface PaymentWorld extends DriverWorld {
  readonly create: HeldCall;
  readonly validate: HeldCall;
  /** The sidebar's main balance when the path started. */
  readonly topupBefore: number;
}

/** A pack no other spec buys, so balances and history counts of other specs stay theirs. */
const PACK = { name: 'Gói 105 điểm', points: 105, amount: '100.000 đ' } as const;
/** A pack id the catalogue does not have: the server answers "no longer sold". */
const UNKNOWN_PACK_ID = 2_000_000_000;

/** The sandbox button that makes each provider report an app result code (2 is made at the call). */
const SANDBOX_BUTTON: Record<PaymentResultCode, string> = { 0: 'Để hết hạn', 1: 'Thanh toán', 2: 'Thanh toán', 3: 'Hủy giao dịch', 4: 'Giao dịch lỗi' };

/** The demo member's session, reused by later paths of the run (a member who stays signed in). */
let memberCookies: Cookie[] | null = null;

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();
const recordOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const providerOf = (event: RegistryEvent): PaymentProvider => {
  const provider = event.provider;
  if (provider === 'momo' || provider === 'vnpay' || provider === 'napas') return provider;
  throw new Error(`payment driver: unknown provider ${String(provider)}`);
};

async function sidebarTopup(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-topup').locator('strong').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function openBuyPoint(page: Page): Promise<void> {
  await page.goto('/user/buy-point');
  // A guest is sent home with login-redirect, which then opens the SSO's sign-in page.
  if (new URL(page.url()).pathname !== '/user/buy-point') {
    await page.waitForURL(/\/sso\/dang-nhap\?/);
    await page.getByLabel('Số điện thoại hoặc email').fill('0900000001');
    await page.getByLabel('Mật khẩu').fill('demo1234');
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/user\/buy-point$/);
  }
  await hydrated(page);
  await expect(page.getByRole('button', { name: /Nguyễn Văn An/ })).toBeVisible();
}

/** Chooses the provider and presses "Thanh toán" under the packs. */
async function pay(world: PaymentWorld, provider: PaymentProvider): Promise<void> {
  await world.page.getByRole('radio', { name: PROVIDER_NAMES[provider], exact: true }).check();
  await world.page.getByTestId('payment-form').getByRole('button', { name: 'Thanh toán', exact: true }).click();
}

/** The code the provider should report: the one of the path's next validation answer (else a payment). */
function nextCode(info: StepInfo): PaymentResultCode {
  const next = info.path.steps[info.index + 1]?.event;
  return next?.type === 'xstate.done.actor.validatePayment' ? resultCodeOf(next.output as ValidatePaymentOutput) : 1;
}

/** The same tRPC call, asking for a pack the catalogue does not have. */
async function askUnknownPack(route: Route): Promise<void> {
  const replacePack = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replacePack);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record.kind === 'pack' && typeof record.id === 'number') return { ...record, id: UNKNOWN_PACK_ID };
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, replacePack(inner)]));
  };
  const body: unknown = JSON.parse(route.request().postData() ?? '{}');
  await route.continue({ postData: JSON.stringify(replacePack(body)) });
}

/** The real validate answer, rewritten to "paid but crediting the points failed" (code 2). */
async function creditingFailed(route: Route): Promise<void> {
  const response = await route.fetch();
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    if (record.provider === 'vnpay' && 'status' in record) return { ...record, status: '99', cancelled: false, code: 2 };
    if (typeof record.provider === 'string' && 'status' in record) return { ...record, status: 2 };
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, rewrite(inner)]));
  };
  const body = JSON.stringify(rewrite(await response.json()));
  if (!body.includes('"status"')) throw new Error(`payment driver: unexpected validate answer ${body}`);
  await route.fulfill({ response, body });
}

export const paymentDriver: MachineDriver<PaymentWorld> = {
  machineId: 'payment',

  async start({ page, context }) {
    if (memberCookies) await context.addCookies(memberCookies);
    const create = await HeldCall.install(page, 'wallet.createPayment');
    const validate = await HeldCall.install(page, 'wallet.validatePayment');
    await openBuyPoint(page);
    memberCookies = await context.cookies();
    await page.getByRole('radio', { name: new RegExp(PACK.name) }).check();
    return { page, context, create, validate, topupBefore: await sidebarTopup(page) };
  },

  events: {
    'payment.start': (world, event) => pay(world, providerOf(event)),

    'xstate.done.actor.createPayment': async (world, event) => {
      const output = recordOf(event.output);
      if (output.ok === true) {
        await world.create.settle(letThrough);
        await expect(world.page.frameLocator('[data-testid="payment-iframe"]').getByTestId('sandbox-amount')).toHaveText(PACK.amount);
        return;
      }
      await world.create.settle(askUnknownPack);
      const message = typeof output.message === 'string' ? output.message : PAYMENT_CREATE_FAILED_MESSAGE;
      await expect(world.page.getByTestId('payment-result')).toContainText(message);
    },
    'xstate.error.actor.createPayment': async (world) => {
      await world.create.settle(networkFailure);
      await expect(world.page.getByTestId('payment-result')).toContainText(PAYMENT_CREATE_FAILED_MESSAGE);
    },

    'payment.returned': async (world, event, info) => {
      const button = SANDBOX_BUTTON[nextCode(info)];
      if (info.previous?.active.includes('idle')) {
        // The provider's page in the whole window (not framed): it redirects the window itself to
        // our result page, which checks the result on its own.
        await pay(world, providerOf(event));
        await world.create.settle(letThrough);
        const url = await world.page.getByTestId('payment-iframe').getAttribute('src');
        if (!url) throw new Error('payment driver: the payment frame has no provider URL');
        await world.page.goto(url);
        await world.page.getByRole('button', { name: button, exact: true }).click();
        await expect(world.page).toHaveURL(/\/payment\/kq-thanh-toan-/);
        return;
      }
      await world.page.frameLocator('[data-testid="payment-iframe"]').getByRole('button', { name: button, exact: true }).click();
    },

    'xstate.done.actor.validatePayment': async (world, event) => {
      const code = resultCodeOf(event.output as ValidatePaymentOutput);
      await world.validate.settle(code === 2 ? creditingFailed : letThrough);
      await expect(world.page.getByTestId('payment-iframe')).toHaveCount(0);
      // Success reloads the profile: the sidebar shows the pack's points credited.
      if (code === 1) await expect.poll(() => sidebarTopup(world.page)).toBe(world.topupBefore + PACK.points);
    },
    'xstate.error.actor.validatePayment': (world) => world.validate.settle(networkFailure),

    'payment.close': async (world) => {
      await world.page.getByRole('dialog').getByRole('button', { name: 'Đóng', exact: true }).click();
    },
    'payment.reset': async (world) => {
      await world.page.getByTestId('payment-result').getByRole('button', { name: 'Giao dịch khác' }).click();
    },
  },

  states: {
    // The form is always on the page: idle is the form with no modal, no result and no progress.
    idle: async (world) => {
      await expect(world.page.getByTestId('payment-form')).toBeVisible();
      await expect(world.page.getByTestId('payment-iframe')).toHaveCount(0);
      await expect(world.page.getByTestId('payment-result')).toHaveCount(0);
      await expect(world.page.getByTestId('payment-creating')).toHaveCount(0);
    },
  },
};
