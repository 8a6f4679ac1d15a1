/**
 * "Mua an toàn" in the browser (issue #38), shared by tests/e2e/safe-purchase.spec.ts and the model
 * paths' driver (model-tests/e2e/drivers/safe-purchase.ts): the demo member's listings that can be
 * bought now, the buyer's checkout from the listing's dialog to the provider's sandbox page, and the
 * order a listing was bought with.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatVnd } from '../../../src/lib/money';
import { PROVIDER_NAMES, type PaymentProvider } from '../../../src/lib/payment-result';
import { hydrated } from './accounts';
import { api } from './safe-purchase-dispute';

export interface Quote {
  readonly listing_id: number;
  readonly price: number;
  readonly fee: number;
  readonly total: number;
  readonly handover_days: number;
  readonly confirm_days: number;
  readonly payment_minutes: number;
}

/** States in which an order holds its listing: a listing takes a new order once its last one is closed. */
const OPEN_STATES: readonly string[] = ['awaitingPayment', 'paid', 'handedOver', 'disputed'];

/** `count` of the seller's live listings that can be offered now, offered (the backend decides which qualify). */
export async function offeredListings(request: APIRequestContext, seller: string, buyer: string, count: number): Promise<Quote[]> {
  const listed = await api<{ data: Array<{ post_id: number }> }>(request, seller, '/api/list/list-user', { id: 1, status: 'posted', per_page: 50 });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  const open = await api<{ data: Array<{ listing_id: number; state: string }> }>(request, seller, '/api/safe-purchase/orders', null, { side: 'seller', per_page: '50' });
  const busy = new Set(open.body.data.data.filter((order) => OPEN_STATES.includes(order.state)).map((order) => order.listing_id));
  const found: Quote[] = [];
  // From the oldest: the listings other specs open first are the newest.
  for (const { post_id: id } of [...listed.body.data.data].reverse()) {
    // A listing with an open order (another spec's) is not bought twice.
    if (busy.has(id)) continue;
    if ((await api(request, seller, '/api/safe-purchase/offer', { listing_id: id, enabled: true })).status !== 200) continue;
    const quote = await api<Quote>(request, buyer, '/api/safe-purchase/quote', null, { listing_id: String(id) });
    if (quote.status === 200) found.push(quote.body.data);
    if (found.length === count) return found;
  }
  throw new Error(`only ${found.length} of the demo member's listings can be bought with "Mua an toàn"`);
}

/** The buyer opens the listing, reads the quote in the dialog and goes to the provider's sandbox page. */
export async function checkout(buyer: Page, quote: Quote, provider: PaymentProvider): Promise<void> {
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

/** The newest order of the listing as the buyer sees it. */
export async function orderOfListing(request: APIRequestContext, buyer: string, listingId: number): Promise<{ code: string; title: string; state: string }> {
  const list = await api<{ data: Array<{ code: string; title: string; state: string; listing_id: number }> }>(request, buyer, '/api/safe-purchase/orders', null, { side: 'buyer', per_page: '50' });
  const order = list.body.data.data.find((item) => item.listing_id === listingId);
  if (!order) throw new Error(`no order of listing ${listingId}`);
  return order;
}

/** An order's card on /user/don-mua or /user/don-ban, and its state badge. */
export const orderCard = (page: Page, code: string): Locator => page.locator(`[data-testid="safe-purchase-order"][data-code="${code}"]`);
export const statusOf = (card: Locator): Locator => card.getByTestId('safe-purchase-status');
