/**
 * "Mua an toàn" test world: a seller with a goods listing offered with it, a buyer, a moderator and
 * a stranger, the backend app with the payment sandboxes, calls as the pages make them, and the
 * money invariants every test ends with.
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/backend/db/client';
import { categories, ledgerEntries, ledgerTransactions, safePurchaseOrders, walletAccounts } from '../../src/backend/db/schema';
import { HOLDING_STATES, isSafePurchaseState } from '../../src/machines/safePurchaseMachine';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from './backend';
import { insertBasics, insertListing } from './fixtures';
import { APP_ORIGIN, PAYMENT_ENV, payerChooses, RETURN_PATHS, type TestProvider } from './payments';

export const PRICE = 2_500_000;
/** 2 % of the price (the default fee). */
export const FEE = 50_000;
export const TOTAL = PRICE + FEE;

export interface SafePurchaseWorld {
  readonly db: Database;
  readonly app: BackendApp;
  readonly seller: TestMember;
  readonly buyer: TestMember;
  readonly moderator: TestMember;
  readonly stranger: TestMember;
  /** Goods listings of the seller, each offered with "Mua an toàn" (one order may be open per listing). */
  readonly listingIds: readonly number[];
}

export async function safePurchaseWorld(db: Database, listings = 3, env: Record<string, string> = {}): Promise<SafePurchaseWorld> {
  await insertBasics(db);
  await db.insert(categories).values({ id: 5, slug: 'viec-lam', name: 'Việc làm', position: 5 });
  const app = await backendApp(db, { ...PAYMENT_ENV, ...env });
  const seller = await memberWithToken(db, { phone: '0900000001', fullName: 'Người Bán' });
  const buyer = await memberWithToken(db, { phone: '0900000002', fullName: 'Người Mua' });
  const moderator = await memberWithToken(db, { phone: '0900000003', fullName: 'Kiểm Duyệt', role: 'moderator' });
  const stranger = await memberWithToken(db, { phone: '0900000004', fullName: 'Người Lạ' });
  const listingIds: number[] = [];
  for (let index = 0; index < listings; index += 1) {
    const listing = await insertListing(db, seller.id, { title: `Điện thoại cũ số ${index + 1}`, categoryId: 2, price: PRICE, priceUnit: 1 });
    const offered = await call(app, seller, '/api/safe-purchase/offer', { listing_id: listing.id, enabled: true });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    listingIds.push(listing.id);
  }
  return { db, app, seller, buyer, moderator, stranger, listingIds };
}

export interface Answer {
  readonly status: number;
  readonly body: { message?: string; data?: Record<string, unknown> & { code?: string; state?: string } } & Record<string, unknown>;
}

/** A JSON POST (or a GET with a query when `body` is null) with the member's token. */
export async function call(app: BackendApp, member: TestMember, path: string, body: Record<string, unknown> | null, query: Record<string, string | number> = {}): Promise<Answer> {
  const url = `${path}${Object.keys(query).length > 0 ? `?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()}` : ''}`;
  const response = await app.request(url, body === null ? { headers: member.headers } : { method: 'POST', headers: member.headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

export async function orderOf(world: SafePurchaseWorld, member: TestMember, code: string): Promise<Answer> {
  return call(world.app, member, '/api/safe-purchase/order', null, { code });
}

export async function createOrder(world: SafePurchaseWorld, listingIndex = 0): Promise<string> {
  const created = await call(world.app, world.buyer, '/api/safe-purchase/create', { listing_id: world.listingIds[listingIndex], a: TOTAL });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const code = created.body.data?.code;
  if (typeof code !== 'string') throw new Error('no order code');
  return code;
}

/** Starts a payment attempt with `provider` and returns the provider's URL and the payment's code. */
export async function startPayment(world: SafePurchaseWorld, code: string, provider: TestProvider): Promise<{ url: string; paymentCode: string }> {
  const paid = await call(world.app, world.buyer, '/api/safe-purchase/pay', { code, provider, redirect: `${APP_ORIGIN}${RETURN_PATHS[provider]}` });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const data = paid.body.data as { url: string; payment_code: string; amount: number };
  expect(data.amount).toBe(TOTAL);
  return { url: data.url, paymentCode: data.payment_code };
}

/** The buyer pays through the provider's sandbox page (its IPN reaches the backend before the redirect). */
export async function payThrough(world: SafePurchaseWorld, code: string, provider: TestProvider): Promise<URL> {
  const { url } = await startPayment(world, code, provider);
  return payerChooses(world.app, url, 'pay');
}

export async function paidOrder(world: SafePurchaseWorld, provider: TestProvider = 'vnpay', listingIndex = 0): Promise<string> {
  const code = await createOrder(world, listingIndex);
  await payThrough(world, code, provider);
  expect((await orderOf(world, world.buyer, code)).body.data?.state).toBe('paid');
  return code;
}

async function accountBalance(db: Database, kind: 'escrow_held' | 'escrow_refunds_pending' | 'escrow_fees' | 'escrow_clearing'): Promise<number> {
  const [row] = await db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries).innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId)).where(eq(walletAccounts.kind, kind));
  return Number(row?.sum ?? 0);
}

export async function balanceOf(db: Database, kind: 'escrow_held' | 'escrow_refunds_pending' | 'escrow_fees' | 'escrow_clearing'): Promise<number> {
  return accountBalance(db, kind);
}

/**
 * What must hold after anything: the ledger sums to zero, every cached balance equals its entries,
 * the held account holds exactly the totals of the orders in a holding state and each order's held
 * money (by reference) is its total while held and zero otherwise, and no order was released or
 * refunded (asked of the provider) twice.
 */
export async function expectMoneyConsistent(db: Database): Promise<void> {
  const [sum] = await db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries);
  expect(Number(sum?.sum)).toBe(0);
  const drift = await db.execute(
    sql`select a.id from wallet_accounts a left join ledger_entries e on e.account_id = a.id group by a.id having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  expect(rowsOf(drift)).toEqual([]);
  const orders = await db.select().from(safePurchaseOrders);
  let held = 0;
  for (const order of orders) {
    if (!isSafePurchaseState(order.state)) throw new Error(`unknown state ${order.state}`);
    const expected = HOLDING_STATES.has(order.state) ? order.priceVnd + order.feeVnd : 0;
    held += expected;
    const [byOrder] = await db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(sql`${walletAccounts.kind} = 'escrow_held' and ${ledgerTransactions.referenceId} = ${order.code}`);
    expect(Number(byOrder?.sum ?? 0), `held money of ${order.code} (${order.state})`).toBe(expected);
    const releases = await db.select().from(ledgerTransactions).where(sql`${ledgerTransactions.kind} = 'escrow_release' and ${ledgerTransactions.referenceId} = ${order.code}`);
    expect(releases.length, `releases of ${order.code}`).toBeLessThanOrEqual(1);
    const [refunded] = await db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(sql`${walletAccounts.kind} = 'escrow_refunds_pending' and ${ledgerTransactions.kind} = 'escrow_refund' and ${ledgerTransactions.referenceId} = ${order.code}`);
    const [paidIn] = await db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(sql`${walletAccounts.kind} = 'escrow_held' and ${ledgerTransactions.kind} = 'escrow_payment' and ${ledgerTransactions.referenceId} = ${order.code}`);
    // Refunds never exceed what came in; and a refund of the order itself is its recorded refund.
    expect(Number(refunded?.sum ?? 0)).toBeLessThanOrEqual(Number(paidIn?.sum ?? 0));
  }
  expect(await accountBalance(db, 'escrow_held')).toBe(held);
}

function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return [];
}
