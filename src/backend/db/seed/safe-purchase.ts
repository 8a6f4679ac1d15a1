/**
 * "Mua an toàn" demo data (issue #38), made through the same services as the routes so the orders,
 * the held money in the ledger and the conversations agree: a few of the demo member's goods
 * listings offered with it, one sale already completed (paid, handed over, confirmed) and one
 * purchase of the demo member paid and waiting for the seller, so /user/don-ban and /user/don-mua
 * are not empty on a fresh start.
 */
import { and, asc, gte, inArray, ne, eq } from 'drizzle-orm';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../client';
import { listings } from '../schema';
import { settleOrder } from '../../payments/orders';
import { applyOrderEvent, createOrder, createOrderPayment, SafePurchaseRefused, setSafePurchaseOffer, type SafePurchaseSettings } from '../../services/safe-purchase';
import { DEMO_MEMBER } from './members';

/** The defaults of src/backend/env.ts: the seed runs before any instance reads its settings. */
export const SEED_SAFE_PURCHASE_SETTINGS: SafePurchaseSettings = { maxPriceVnd: 30_000_000, feeBps: 200, feeMinVnd: 5_000, handoverDays: 3, confirmDays: 3, paymentMinutes: 60 };

/** Offers the first `count` qualifying live listings of these sellers; the backend's own rule decides which qualify. */
async function offer(db: Database, settings: SafePurchaseSettings, candidates: ReadonlyArray<{ id: number; memberId: number }>, count: number) {
  const offered: Array<{ id: number; memberId: number }> = [];
  for (const candidate of candidates) {
    if (offered.length === count) break;
    try {
      await setSafePurchaseOffer(db, settings, candidate.memberId, candidate.id, true);
      offered.push(candidate);
    } catch (error) {
      if (!(error instanceof SafePurchaseRefused)) throw error;
    }
  }
  return offered;
}

async function paidOrder(db: Database, settings: SafePurchaseSettings, buyerId: number, listingId: number, now: Date) {
  const order = await createOrder(db, settings, buyerId, listingId, now);
  const payment = await createOrderPayment(db, buyerId, order.code, 'momo', settings.paymentMinutes, now);
  await settleOrder(db, { provider: 'momo', orderCode: payment.orderCode, amountVnd: payment.amountVnd, outcome: 'paid', providerTransactionId: `SEED${payment.id}`, payload: {}, now });
  return order;
}

export async function seedSafePurchase(db: Database, options: { now: Date; buyerId: number; settings?: SafePurchaseSettings }): Promise<{ offered: number; orders: number }> {
  const settings = options.settings ?? SEED_SAFE_PURCHASE_SETTINGS;
  const live = and(inArray(listings.status, [...LIVE_STATUSES]), gte(listings.endsAt, options.now));
  const own = await db.select({ id: listings.id, memberId: listings.memberId }).from(listings).where(and(eq(listings.memberId, DEMO_MEMBER.id), live)).orderBy(asc(listings.id)).limit(40);
  const others = await db.select({ id: listings.id, memberId: listings.memberId }).from(listings).where(and(ne(listings.memberId, DEMO_MEMBER.id), ne(listings.memberId, options.buyerId), live)).orderBy(asc(listings.id)).limit(80);
  const [sold, ...stillOffered] = await offer(db, settings, own, 3);
  const [bought] = await offer(db, settings, others, 1);
  let orders = 0;
  if (sold) {
    // Sold to another member a day ago, handed over and confirmed: the money waits for the demo member's payout account.
    const earlier = new Date(options.now.getTime() - 86_400_000);
    const order = await paidOrder(db, settings, options.buyerId, sold.id, earlier);
    await applyOrderEvent(db, { orderId: order.id, event: { type: 'order.handOver' }, actor: { memberId: DEMO_MEMBER.id, role: 'member' }, now: new Date(earlier.getTime() + 3_600_000) });
    await applyOrderEvent(db, { orderId: order.id, event: { type: 'order.confirm' }, actor: { memberId: options.buyerId, role: 'member' }, now: new Date(earlier.getTime() + 7_200_000) });
    orders += 1;
  }
  if (bought) {
    await paidOrder(db, settings, DEMO_MEMBER.id, bought.id, options.now);
    orders += 1;
  }
  return { offered: stillOffered.length + (sold ? 1 : 0) + (bought ? 1 : 0), orders };
}
