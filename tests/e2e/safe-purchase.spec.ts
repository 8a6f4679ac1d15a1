/**
 * "Mua an toàn" (issue #38), the buyer's and the seller's side in two browser contexts: the buyer
 * pays from the listing's dialog through each provider's sandbox (MoMo, VNPAY, Napas), the seller
 * marks it handed over on /user/don-ban, the buyer confirms on /user/don-mua; the seller's balance
 * and both receipts show the amounts. Then an order left unpaid expires and one handed over is
 * released by the buyer's timer, both through the backend's timer hook.
 */
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { formatVnd } from '../../src/lib/money';
import { PROVIDER_NAMES, type PaymentProvider } from '../../src/lib/payment-result';
import { DEMO, hydrated, signInOnSso, testHook } from './helpers/accounts';
import { api, tokenOf } from './helpers/safe-purchase-dispute';

/** The product owner buys like any member (src/lib/member-roles.ts); the demo member sells. */
const BUYER = { phone: '0900000008', password: 'sanpham123' };
const DAY_MS = 86_400_000;

interface Quote {
  readonly listing_id: number;
  readonly price: number;
  readonly fee: number;
  readonly total: number;
  readonly confirm_days: number;
  readonly payment_minutes: number;
}

/** `count` of the seller's live listings that can be offered now, offered (the backend decides which qualify). */
async function offeredListings(request: APIRequestContext, seller: string, buyer: string, count: number): Promise<Quote[]> {
  const listed = await api<{ data: Array<{ post_id: number }> }>(request, seller, '/api/list/list-user', { id: 1, status: 'posted', per_page: 50 });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const found: Quote[] = [];
  // From the oldest: the listings other specs open first are the newest.
  for (const { post_id: id } of [...listed.body.data.data].reverse()) {
    if ((await api(request, seller, '/api/safe-purchase/offer', { listing_id: id, enabled: true })).status !== 200) continue;
    const quote = await api<Quote>(request, buyer, '/api/safe-purchase/quote', null, { listing_id: String(id) });
    // A listing with an open order (another spec's) is not bought twice.
    const open = await api<{ total: number }>(request, seller, '/api/safe-purchase/orders', null, { side: 'seller', per_page: '50' });
    const busy = (open.body.data as unknown as { data: Array<{ listing_id: number; state: string }> }).data.some((order) => order.listing_id === id && ['awaitingPayment', 'paid', 'handedOver', 'disputed'].includes(order.state));
    if (quote.status === 200 && !busy) found.push(quote.body.data);
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} of the demo member's listings can be bought with "Mua an toàn"`);
}

async function signedIn(browser: Browser, account: { phone: string; password: string }, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await signInOnSso(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  return page;
}

/** The buyer opens the listing, reads the quote in the dialog and goes to the provider's sandbox page. */
async function checkout(buyer: Page, quote: Quote, provider: PaymentProvider): Promise<void> {
  await buyer.goto(`/tin/mua-an-toan-${quote.listing_id}`);
  await hydrated(buyer);
  await buyer.getByRole('button', { name: 'Mua an toàn', exact: true }).click();
  const dialog = buyer.getByTestId('safe-purchase-dialog');
  await expect(dialog.getByTestId('safe-purchase-quote-total')).toHaveText(formatVnd(quote.total));
  await expect(dialog).toContainText(formatVnd(quote.fee));
  await expect(dialog).toContainText(`bạn có ${quote.confirm_days} ngày để xác nhận`);
  await dialog.getByRole('radio', { name: PROVIDER_NAMES[provider], exact: true }).check();
  await dialog.getByRole('button', { name: `Thanh toán ${formatVnd(quote.total)}` }).click();
  await expect(buyer.getByTestId('sandbox-amount')).toHaveText(formatVnd(quote.total));
}

const status = (card: Locator) => card.getByTestId('safe-purchase-status');

/** The newest order of the listing as the buyer sees it. */
async function orderOfListing(request: APIRequestContext, buyer: string, listingId: number): Promise<{ code: string; title: string; state: string }> {
  const list = await api<{ data: Array<{ code: string; title: string; state: string; listing_id: number }> }>(request, buyer, '/api/safe-purchase/orders', null, { side: 'buyer', per_page: '50' });
  const order = list.body.data.data.find((item) => item.listing_id === listingId);
  if (!order) throw new Error(`no order of listing ${listingId}`);
  return order;
}

test('two members: paid with each provider, handed over, confirmed; one expires unpaid, one is released by the buyer’s timer', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const sellerToken = await tokenOf(request, DEMO);
  const buyerToken = await tokenOf(request, BUYER);
  // The demo member has three goods listings that qualify: a listing takes a new order once its last one is closed.
  const [momo, vnpay, napas] = await offeredListings(request, sellerToken, buyerToken, 3);
  if (!momo || !vnpay || !napas) throw new Error('not enough listings');
  const [unpaid, untouched] = [momo, vnpay];
  const balanceBefore = (await api<{ awaiting_payout: number; paid_out: number }>(request, sellerToken, '/api/safe-purchase/balance', null)).body.data;

  const buyer = await signedIn(browser, BUYER, '/user/don-mua');
  const seller = await signedIn(browser, DEMO, '/user/don-ban');

  const paidWith: Array<[PaymentProvider, Quote]> = [
    ['momo', momo],
    ['vnpay', vnpay],
    ['napas', napas],
  ];
  for (const [provider, quote] of paidWith) {
    await test.step(`${provider}: pay, hand over, confirm`, async () => {
      await checkout(buyer, quote, provider);
      await buyer.getByRole('button', { name: 'Thanh toán', exact: true }).click();
      await expect(buyer.getByTestId('payment-result')).toContainText('Thanh toán thành công !');
      const { code } = await orderOfListing(request, buyerToken, quote.listing_id);

      await seller.goto('/user/don-ban');
      const sold = seller.locator(`[data-testid="safe-purchase-order"][data-code="${code}"]`);
      await expect(status(sold)).toHaveAttribute('data-state', 'paid');
      await expect(sold).toContainText('Người bán cần giao trước');
      await sold.getByRole('button', { name: 'Đã giao hàng' }).click();
      await expect(status(sold)).toHaveAttribute('data-state', 'handedOver');

      await buyer.goto('/user/don-mua');
      const bought = buyer.locator(`[data-testid="safe-purchase-order"][data-code="${code}"]`);
      await expect(status(bought)).toHaveAttribute('data-state', 'handedOver');
      await expect(bought.getByRole('button', { name: 'Huỷ đơn' })).toHaveCount(0);
      await bought.getByRole('button', { name: 'Đã nhận hàng' }).click();
      await expect(status(bought)).toHaveAttribute('data-state', 'completed');
      await expect(status(bought)).toHaveText('Hoàn tất');
      await expect(bought.getByRole('button')).toHaveCount(0);

      // Both receipts: the price, the fee, what the buyer paid, the provider.
      for (const [page, card] of [
        [buyer, bought],
        [seller, seller.locator(`[data-testid="safe-purchase-order"][data-code="${code}"]`)],
      ] as const) {
        if (page === seller) await seller.reload();
        await card.getByText('Biên nhận').click();
        const receipt = card.getByTestId('safe-purchase-receipt');
        for (const text of [formatVnd(quote.price), formatVnd(quote.fee), formatVnd(quote.total), PROVIDER_NAMES[provider]]) await expect(receipt).toContainText(text);
      }
    });
  }

  await test.step('the seller’s balance holds the three prices', async () => {
    const after = (await api<{ awaiting_payout: number; paid_out: number }>(request, sellerToken, '/api/safe-purchase/balance', null)).body.data;
    expect(after.awaiting_payout + after.paid_out - balanceBefore.awaiting_payout - balanceBefore.paid_out).toBe(momo.price + vnpay.price + napas.price);
    await seller.goto('/user/don-ban');
    await expect(seller.getByTestId('balance-awaiting')).toHaveText(formatVnd(after.awaiting_payout));
    await expect(seller.getByTestId('balance-paid')).toHaveText(formatVnd(after.paid_out));
  });

  await test.step('an order left unpaid expires after its payment time', async () => {
    await checkout(buyer, unpaid, 'vnpay');
    const { code } = await orderOfListing(request, buyerToken, unpaid.listing_id);
    await buyer.goto('/user/don-mua');
    const card = buyer.locator(`[data-testid="safe-purchase-order"][data-code="${code}"]`);
    await expect(status(card)).toHaveAttribute('data-state', 'awaitingPayment');
    await expect(card).toContainText('Người mua cần thanh toán trước');
    await testHook(request, 'POST', '/__test/safe-purchase/timers', { advance_ms: (unpaid.payment_minutes + 1) * 60_000 });
    await buyer.reload();
    await expect(status(card)).toHaveAttribute('data-state', 'expired');
    await expect(card.getByRole('button')).toHaveCount(0);
  });

  await test.step('an order handed over and left unconfirmed is released to the seller by the buyer’s timer', async () => {
    await checkout(buyer, untouched, 'napas');
    await buyer.getByRole('button', { name: 'Thanh toán', exact: true }).click();
    await expect(buyer.getByTestId('payment-result')).toContainText('Thanh toán thành công !');
    const { code } = await orderOfListing(request, buyerToken, untouched.listing_id);
    await seller.goto('/user/don-ban');
    const sold = seller.locator(`[data-testid="safe-purchase-order"][data-code="${code}"]`);
    await sold.getByRole('button', { name: 'Đã giao hàng' }).click();
    await expect(status(sold)).toHaveAttribute('data-state', 'handedOver');
    await testHook(request, 'POST', '/__test/safe-purchase/timers', { advance_ms: (untouched.confirm_days + 1) * DAY_MS });
    await seller.reload();
    await expect(status(sold)).toHaveAttribute('data-state', 'completed');
    await sold.getByText('Biên nhận').click();
    await expect(sold.getByTestId('safe-purchase-receipt')).toContainText(formatVnd(untouched.price));
  });

  // ─── JOIN HERE (lead): the dispute → moderator refund step of branch escrow-mod ───────────────
  // tests/e2e/safe-purchase-dispute.spec.ts drives a complained-about order through the moderators'
  // queue; a buyer-side "Khiếu nại" from /user/don-mua (OrderCard's dispute form) can feed it here.

  await buyer.context().close();
  await seller.context().close();
});
