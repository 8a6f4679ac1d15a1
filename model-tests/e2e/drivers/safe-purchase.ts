/**
 * UI driver of the "Mua an toàn" order (src/machines/safePurchaseMachine.ts) for the model paths.
 * The order passes between parties, each in a window of their own as in
 * tests/e2e/safe-purchase.spec.ts: the buyer (the product owner, the path's own page) buys one of
 * the demo member's offered listings from its "Mua an toàn" dialog and pays on the provider's
 * sandbox page, confirms or complains on /user/don-mua; the seller (the demo member, a second
 * window kept for the worker's later paths) hands over or cancels on /user/don-ban; a moderator (a
 * third window) decides the complaint on /moderation/disputes. Each state is the order's badge on
 * the card of the party who sees the step's outcome; the closed states also read the receipt's
 * money. The provider's IPN is the buyer pressing "Thanh toán" on the sandbox page; the timer job
 * is the backend's e2e hook (src/backend/routes/test-hooks-safe-purchase.ts), run for the path's
 * own order with the clock moved past the deadline.
 *
 * Every path starts through the listing's dialog, so each provider's checkout is played in the
 * browser: the paths that pay take MoMo, VNPAY and Napas in turn (`providerOf`).
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { RegistryEvent } from '~/machines';
import { generatePaths, type GeneratedPath } from '~/machines/chart/paths';
import { SAFE_PURCHASE_START, safePurchaseEntry } from '~/machines/registry/safe-purchase';
import { DAY_MS, isSafePurchaseState, type SafePurchaseState } from '~/machines/safePurchaseMachine';
import { DISPUTE_DECISION_LABELS } from '~/lib/dispute-decision';
import { formatVnd } from '~/lib/money';
import { PROVIDER_NAMES, type PaymentProvider } from '~/lib/payment-result';
import { checkout, offeredListings, orderCard, orderOfListing, type Quote } from '../../../tests/e2e/helpers/safe-purchase';
import { api, BUYER, tokenOf } from '../../../tests/e2e/helpers/safe-purchase-dispute';
import { assertProbe, type DriverWorld, type MachineDriver, type StepInfo } from '../driver';
import { backendHook, DEMO, hydrated, MODERATOR, signIn } from './session';

type Side = 'buyer' | 'seller';

interface SafePurchaseWorld extends DriverWorld {
  readonly quote: Quote;
  readonly provider: PaymentProvider;
  readonly code: string;
  readonly tokens: Readonly<Record<Side | 'moderator', string>>;
  /** The seller's window (the buyer's is the path's own `page`). */
  readonly seller: Page;
  /** The window whose order card the step's state is checked on (and the storyboard shoots). */
  shown: Page;
}

const LIST_OF: Readonly<Record<Side, string>> = { buyer: '/user/don-mua', seller: '/user/don-ban' };
const PROVIDERS: readonly PaymentProvider[] = ['momo', 'vnpay', 'napas'];

/** What the moderator writes to both sides, per decision. */
const DECISION_NOTES = {
  refund: 'Máy không lên nguồn như người mua báo: hoàn toàn bộ tiền.',
  partial: 'Máy có lỗi nhỏ: hoàn một phần cho người mua.',
  release: 'Người bán đã giao đúng mô tả: trả tiền cho người bán.',
} as const;

/**
 * The provider each path pays with: the paths that pay take the three in turn, so each provider's
 * checkout and sandbox page are played (the path set has more than three that pay).
 */
function providerOf(path: GeneratedPath): PaymentProvider {
  const paying = generatePaths(safePurchaseEntry).filter((candidate) => candidate.steps.some((step) => step.event.type === 'order.paid'));
  const turn = paying.findIndex((candidate) => candidate.id === path.id);
  return PROVIDERS[Math.max(0, turn) % PROVIDERS.length] ?? 'momo';
}

/** Windows of the other parties, signed in once per worker and kept for later paths (as people keep theirs open). */
const windows = new Map<string, Page>();

async function windowOf(context: BrowserContext, account: { readonly phone: string; readonly password: string }, memberUrl: string): Promise<Page> {
  const open = windows.get(account.phone);
  if (open && !open.isClosed()) return open;
  const browser = context.browser();
  if (!browser) throw new Error('safe-purchase driver: no browser for a second window');
  const page = await (await browser.newContext()).newPage();
  await signIn(page.context(), page, account, memberUrl);
  windows.set(account.phone, page);
  return page;
}

/** API tokens of the three parties, for setting up and reading back (never for a step's action). */
let tokens: SafePurchaseWorld['tokens'] | null = null;

/**
 * The order's card on the side's list. The list is loaded afresh unless this window is the one the
 * last step was checked on and still shows the list (its card then shows the order as it is now).
 */
async function cardOn(world: SafePurchaseWorld, page: Page, side: Side): Promise<Locator> {
  const fresh = world.shown === page && new URL(page.url()).pathname === LIST_OF[side];
  if (!fresh) {
    await page.goto(LIST_OF[side]);
    await hydrated(page);
  }
  const card = orderCard(page, world.code);
  await expect(card).toBeVisible();
  return card;
}

const pageOf = (world: SafePurchaseWorld, side: Side) => (side === 'buyer' ? world.page : world.seller);

/** The side opens its list after something it did not do (the timer job, a moderator) and is shown the order. */
async function look(world: SafePurchaseWorld, side: Side): Promise<Locator> {
  const page = pageOf(world, side);
  await page.goto(LIST_OF[side]);
  await hydrated(page);
  world.shown = page;
  const card = orderCard(page, world.code);
  await expect(card).toBeVisible();
  return card;
}

/** The side presses one of the card's buttons; its window shows the outcome. */
async function press(world: SafePurchaseWorld, side: Side, button: string): Promise<Locator> {
  const page = pageOf(world, side);
  const card = await cardOn(world, page, side);
  await card.getByRole('button', { name: button, exact: true }).click();
  world.shown = page;
  return card;
}

/** One pass of the timer job for this order, `advanceMs` ahead of now; it must fire exactly one deadline. */
async function timerPass(world: SafePurchaseWorld, advanceMs: number, fired: 'expired' | 'refundedLate' | 'released'): Promise<void> {
  const pass = await backendHook<Record<string, number>>(world.context, '/__test/safe-purchase/timers', { advance_ms: advanceMs, code: world.code });
  expect(pass[fired], JSON.stringify(pass)).toBe(1);
}

const sideOf = (event: RegistryEvent): Side => {
  if (event.by === 'buyer' || event.by === 'seller') return event.by;
  throw new Error(`safe-purchase driver: ${event.type} by ${String(event.by)} has no screen`);
};

/** The registry's partial refund, as the same share of this listing's price (whole thousands, above 0, below the price). */
function partialRefund(event: RegistryEvent, price: number): number {
  const share = Number(event.refundVnd) / SAFE_PURCHASE_START.priceVnd;
  return Math.min(price - 1_000, Math.max(1_000, Math.round((price * share) / 1_000) * 1_000));
}

/** The state this step reached, as the registry names it. */
function reached(info: StepInfo): SafePurchaseState {
  const value = String(info.step.value);
  if (!isSafePurchaseState(value)) throw new Error(`safe-purchase driver: unexpected state ${value}`);
  return value;
}

/** The order's state badge on the card the step is checked on (the registry's probe). */
async function badge(world: SafePurchaseWorld, state: SafePurchaseState): Promise<Locator> {
  const probe = safePurchaseEntry.states[state]?.ui;
  if (!probe) throw new Error(`safe-purchase driver: the registry has no UI probe for ${state}`);
  const card = orderCard(world.shown, world.code);
  await assertProbe(card, probe);
  return card;
}

/** A closed state: its badge, no button left, and on the receipt the provider and where the money went. */
function closedWith(money: (world: SafePurchaseWorld, info: StepInfo) => ReadonlyArray<readonly [string, number]>) {
  return async (world: SafePurchaseWorld, info: StepInfo) => {
    const card = await badge(world, reached(info));
    await expect(card.getByRole('button')).toHaveCount(0);
    await card.getByText('Biên nhận', { exact: true }).click();
    const receipt = card.getByTestId('safe-purchase-receipt');
    const paid = info.path.steps.some((step) => step.event.type === 'order.paid');
    await expect(amountOf(receipt, 'Cổng thanh toán')).toHaveText(paid ? PROVIDER_NAMES[world.provider] : 'Chưa thanh toán');
    // An order never paid says so beside its total instead of 'paid'.
    await expect(amountOf(receipt, paid ? 'Người mua đã trả' : 'Tổng tiền \\(chưa trả\\)')).toHaveText(formatVnd(world.quote.total));
    for (const [label, amount] of money(world, info)) await expect(amountOf(receipt, label)).toHaveText(formatVnd(amount));
  };
}

/** The receipt's value beside a label (a `dt` and its `dd`). */
const amountOf = (receipt: Locator, label: string): Locator => receipt.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** What the moderator refunded in the path's decision (0 when there was none). */
function decidedRefund(world: SafePurchaseWorld, info: StepInfo): number {
  const decision = info.path.steps.find((step) => step.event.type === 'order.resolve')?.event;
  return decision?.decision === 'partial' ? partialRefund(decision, world.quote.price) : 0;
}

export const safePurchaseDriver: MachineDriver<SafePurchaseWorld> = {
  machineId: 'safe-purchase',

  async start({ page, context }, path) {
    tokens ??= { buyer: await tokenOf(context.request, BUYER), seller: await tokenOf(context.request, DEMO), moderator: await tokenOf(context.request, MODERATOR) };
    await signIn(context, page, BUYER, LIST_OF.buyer);
    const seller = await windowOf(context, DEMO, LIST_OF.seller);
    const [quote] = await offeredListings(context.request, tokens.seller, tokens.buyer, 1);
    if (!quote) throw new Error('safe-purchase driver: no listing to buy');
    const provider = providerOf(path);
    // The buyer opens the order from the listing's dialog and lands on the provider's page, unpaid.
    await checkout(page, quote, provider);
    const { code } = await orderOfListing(context.request, tokens.buyer, quote.listing_id);
    const world: SafePurchaseWorld = { page, context, quote, provider, code, tokens, seller, shown: seller };
    // Meanwhile the seller sees the new order waiting for the payment.
    await look(world, 'seller');
    await expect(orderCard(seller, code)).toContainText('Người mua cần thanh toán trước');
    return world;
  },

  probeScope: async (world) => orderCard(world.shown, world.code),
  shownPage: (world) => world.shown,

  events: {
    'order.paid': async (world) => {
      // The buyer is still on the provider's sandbox page; its IPN reaches the backend before the redirect.
      await world.page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
      await expect(world.page.getByTestId('payment-result')).toContainText('Thanh toán thành công !');
      const card = await look(world, 'seller');
      await expect(card).toContainText('Bạn cần giao hàng trước');
      await expect(card.getByRole('button', { name: 'Đã giao hàng', exact: true })).toBeVisible();
    },
    'order.expire': async (world) => {
      await timerPass(world, (world.quote.payment_minutes + 1) * 60_000, 'expired');
      await look(world, 'buyer');
    },
    'order.cancel': async (world, event) => {
      await press(world, sideOf(event), 'Huỷ đơn');
    },
    'order.handOver': async (world) => {
      await press(world, 'seller', 'Đã giao hàng');
    },
    'order.handoverTimeout': async (world) => {
      await timerPass(world, (world.quote.handover_days + 1) * DAY_MS, 'refundedLate');
      await look(world, 'buyer');
    },
    'order.confirm': async (world) => {
      await press(world, 'buyer', 'Đã nhận hàng');
    },
    'order.dispute': async (world, event) => {
      const card = await press(world, 'buyer', 'Khiếu nại');
      const reason = String(event.reason);
      await card.getByLabel('Lý do khiếu nại').fill(reason);
      await card.getByRole('button', { name: 'Gửi khiếu nại', exact: true }).click();
      await expect(card).toContainText(`Lý do khiếu nại: ${reason}`);
    },
    'order.confirmTimeout': async (world) => {
      await timerPass(world, (world.quote.confirm_days + 1) * DAY_MS, 'released');
      await look(world, 'seller');
    },
    'order.resolve': async (world, event, info) => {
      const decision = event.decision === 'refund' || event.decision === 'partial' || event.decision === 'release' ? event.decision : null;
      if (!decision) throw new Error(`safe-purchase driver: no decision ${String(event.decision)}`);
      const moderator = await windowOf(world.context, MODERATOR, '/moderation/disputes');
      await moderator.goto('/moderation/disputes');
      await hydrated(moderator);
      const card = moderator.getByRole('listitem', { name: `Khiếu nại đơn ${world.code}` });
      const reason = info.path.steps.find((step) => step.event.type === 'order.dispute')?.event.reason;
      await expect(card).toContainText(String(reason));
      await card.getByLabel(DISPUTE_DECISION_LABELS[decision]).check();
      const refund = decision === 'partial' ? partialRefund(event, world.quote.price) : 0;
      if (decision === 'partial') await card.getByLabel('Số tiền hoàn cho người mua (đ)').fill(String(refund));
      await card.getByLabel(/Ghi chú gửi hai bên/).fill(DECISION_NOTES[decision]);
      await card.getByRole('button', { name: 'Xác nhận quyết định', exact: true }).click();
      const told = 'Người mua và người bán đã được thông báo.';
      const done = {
        refund: `Đơn ${world.code}: đã hoàn ${formatVnd(world.quote.total)} cho người mua. ${told}`,
        partial: `Đơn ${world.code}: đã hoàn ${formatVnd(refund)} cho người mua và chuyển ${formatVnd(world.quote.price - refund)} cho người bán. ${told}`,
        release: `Đơn ${world.code}: đã chuyển ${formatVnd(world.quote.price)} cho người bán. ${told}`,
      }[decision];
      await expect(moderator.getByTestId('dispute-decided')).toHaveText(done);
      await expect(card).toHaveCount(0);
      // The buyer reads the decision on the order.
      const bought = await look(world, 'buyer');
      await expect(bought).toContainText(`Quyết định của ban kiểm duyệt: ${DECISION_NOTES[decision]}`);
    },
  },

  states: {
    // Unpaid: the card offers what each side may do, the buyer also the payment.
    awaitingPayment: async (world) => {
      const card = await badge(world, 'awaitingPayment');
      await expect(card.getByRole('button', { name: 'Huỷ đơn', exact: true })).toBeVisible();
    },
    completed: closedWith((world, info) => [['Chuyển cho người bán', world.quote.price - decidedRefund(world, info)]]),
    refunded: closedWith((world) => [['Đã hoàn cho người mua', world.quote.total]]),
    partiallyRefunded: closedWith((world, info) => [
      ['Đã hoàn cho người mua', decidedRefund(world, info)],
      ['Chuyển cho người bán', world.quote.price - decidedRefund(world, info)],
    ]),
    cancelled: closedWith(() => []),
    expired: closedWith(() => []),
  },

  /**
   * A path that failed half-way leaves its order open, and the listing takes no new order until it
   * is closed: close it over the API (the buyer cancels or confirms, a moderator refunds) so the
   * next path finds the listing free. A path that passed left it closed, and this changes nothing.
   */
  async finish(world) {
    const read = await api<{ state: string }>(world.context.request, world.tokens.buyer, '/api/safe-purchase/order', null, { code: world.code });
    const state = read.body.data.state;
    if (state === 'awaitingPayment' || state === 'paid') await api(world.context.request, world.tokens.buyer, '/api/safe-purchase/cancel', { code: world.code });
    if (state === 'handedOver') await api(world.context.request, world.tokens.buyer, '/api/safe-purchase/confirm', { code: world.code });
    if (state === 'disputed') await api(world.context.request, world.tokens.moderator, '/api/safe-purchase/resolve', { code: world.code, decision: 'refund', note: 'Dọn đơn của đường kiểm thử bị lỗi.' });
  },
};
