/**
 * Payment orders: created pending with the amount of the stored pack or package (never the
 * client's), settled exactly once. Every path that learns a result — the provider's IPN, the
 * browser's return (validate*), a retry — goes through `settleOrder`, which locks the order row and
 * moves it out of `pending` with a conditional update in the same transaction as the points credit,
 * so whatever arrives in whatever order, points are credited once and a settled order never flips.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { expiryDate } from '~/lib/time';
import type { Database } from '../db/client';
import { memberPackages, payments, pointPacks, servicePackages } from '../db/schema';
import { BackendError } from '../http';
import { creditPoints, endOfDayVietnam } from '../services/ledger';
import { notify } from '../services/notify';
import { pointPackOnSale, servicePackageOnSale } from '../services/price-list';
import { holdPayment } from '../services/safe-purchase';
import type { PaymentProvider, PaymentResultCode } from '~/lib/payment-result';

/** The providers and result codes are the app's vocabulary (src/lib/payment-result.ts). */
export type Provider = PaymentProvider;
export type Outcome = 'paid' | 'cancelled' | 'expired' | 'failed';
/** Spec §4: 0 invalid/expired, 1 success, 2 error adding points, 3 cancelled, 4 unsuccessful. */
export type ResultCode = PaymentResultCode;

export const RESULT_CODE: Record<Outcome, ResultCode> = { paid: 1, cancelled: 3, expired: 0, failed: 4 };

export type OrderItem = { readonly kind: 'pack'; readonly id: number } | { readonly kind: 'package'; readonly id: number };

export type PaymentRow = typeof payments.$inferSelect;

export const AMOUNT_MISMATCH_MESSAGE = 'Số tiền thanh toán không khớp với gói đã chọn.';

/** A merchant reference every provider accepts: `RV22` + time + random, alphanumeric, unique. */
export function newOrderCode(now: Date): string {
  return `RV22${now.getTime().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** What is being bought, at the stored price. */
export async function priceOf(db: Database, item: OrderItem): Promise<{ amountVnd: number; description: string }> {
  const bought = item.kind === 'pack' ? await pointPackOnSale(db, item.id) : await servicePackageOnSale(db, item.id);
  return { amountVnd: bought.priceVnd, description: `Mua ${bought.name}` };
}

export async function createOrder(
  db: Database,
  input: { memberId: number; provider: Provider | 'cast'; item: OrderItem; clientAmount: number | null; ttlMinutes: number; now?: Date },
): Promise<PaymentRow> {
  const now = input.now ?? new Date();
  const { amountVnd, description } = await priceOf(db, input.item);
  // The client's `a` is only a cross-check: a different amount means a stale or tampered page.
  if (input.clientAmount !== null && input.clientAmount !== amountVnd) throw new BackendError(400, AMOUNT_MISMATCH_MESSAGE);
  const [row] = await db
    .insert(payments)
    .values({
      memberId: input.memberId,
      provider: input.provider,
      orderCode: newOrderCode(now),
      amountVnd,
      pointPackId: input.item.kind === 'pack' ? input.item.id : null,
      servicePackageId: input.item.kind === 'package' ? input.item.id : null,
      status: 'pending',
      description,
      createdAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMinutes * 60_000),
    })
    .returning();
  if (!row) throw new Error('payment not inserted');
  return row;
}

export async function findOrder(db: Database, orderCode: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderCode, orderCode));
  return row ?? null;
}

/** Pending orders past their 15 minutes become expired (code 0); run before showing history. */
export async function expireStaleOrders(db: Database, memberId: number, now = new Date()): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'expired', resultCode: 0, settledAt: now })
    .where(and(eq(payments.memberId, memberId), eq(payments.status, 'pending'), lt(payments.expiresAt, now)));
}

export type SettleResult =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'amount_mismatch' }
  /** The provider reported a transaction that is still in progress: nothing recorded. */
  | { readonly kind: 'still_pending'; readonly order: PaymentRow }
  /** Payment succeeded at the provider but fulfilling it failed; the order stays pending for the retry. */
  | { readonly kind: 'credit_failed'; readonly order: PaymentRow }
  | { readonly kind: 'settled'; readonly order: PaymentRow; readonly code: ResultCode; readonly fresh: boolean };

export interface SettleInput {
  readonly provider: Provider;
  readonly orderCode: string;
  /** The amount the provider reports, in đồng (VnPay and Napas ÷ 100 already applied). */
  readonly amountVnd: number;
  readonly outcome: Outcome | 'pending';
  readonly providerTransactionId: string | null;
  readonly payload: Record<string, string>;
  readonly now?: Date;
  /** Test seam: fails the fulfilment to exercise code 2. */
  readonly fulfil?: typeof fulfilOrder;
}

class FulfilmentFailed extends Error {}

export async function settleOrder(db: Database, input: SettleInput): Promise<SettleResult> {
  const now = input.now ?? new Date();
  const fulfil = input.fulfil ?? fulfilOrder;
  try {
    return await db.transaction(async (tx): Promise<SettleResult> => {
      const [order] = await tx.select().from(payments).where(eq(payments.orderCode, input.orderCode)).for('update');
      if (!order || order.provider !== input.provider) return { kind: 'not_found' };
      if (order.amountVnd !== input.amountVnd) return { kind: 'amount_mismatch' };
      if (order.status !== 'pending') return { kind: 'settled', order, code: (order.resultCode ?? 0) as ResultCode, fresh: false };
      if (input.outcome === 'pending') return { kind: 'still_pending', order };
      // A result for an order past its lifetime is void (reference §4 item 7).
      const outcome: Outcome = order.expiresAt < now ? 'expired' : input.outcome;
      const code = RESULT_CODE[outcome];
      const [updated] = await tx
        .update(payments)
        .set({
          status: outcome,
          resultCode: code,
          // Cancelled VnPay results carry TransactionNo 0: only a paid result claims a provider id.
          providerTransactionId: outcome === 'paid' ? input.providerTransactionId : null,
          settledAt: now,
          providerPayload: input.payload,
        })
        .where(and(eq(payments.id, order.id), eq(payments.status, 'pending')))
        .returning();
      if (!updated) return { kind: 'settled', order, code: (order.resultCode ?? 0) as ResultCode, fresh: false };
      if (outcome === 'paid') {
        try {
          await fulfil(tx, updated, now);
        } catch (error) {
          throw new FulfilmentFailed(error instanceof Error ? error.message : String(error));
        }
      }
      return { kind: 'settled', order: updated, code, fresh: true };
    });
  } catch (error) {
    if (!(error instanceof FulfilmentFailed)) throw error;
    const order = await findOrder(db, input.orderCode);
    if (!order) return { kind: 'not_found' };
    return { kind: 'credit_failed', order };
  }
}

/** Delivers what was paid for: the pack's points (idempotency key `payment:<orderCode>`), the package, or a "Mua an toàn" order's held money. */
export async function fulfilOrder(tx: Database, order: PaymentRow, now: Date): Promise<void> {
  if (order.pointPackId !== null) {
    const [pack] = await tx.select().from(pointPacks).where(eq(pointPacks.id, order.pointPackId));
    if (!pack) throw new Error(`point pack ${order.pointPackId} missing`);
    const reference = { referenceType: 'payment', referenceId: order.orderCode };
    await creditPoints(tx, {
      memberId: order.memberId,
      wallet: 'topup',
      points: pack.points,
      validityDays: pack.validityDays,
      kind: 'topup',
      from: 'system_sales',
      description: `Nạp ${pack.points} điểm (${pack.name})`,
      idempotencyKey: `payment:${order.orderCode}`,
      now,
      ...reference,
    });
    if (pack.bonusPoints > 0) {
      await creditPoints(tx, {
        memberId: order.memberId,
        wallet: 'bonus',
        points: pack.bonusPoints,
        validityDays: pack.validityDays,
        kind: 'bonus_grant',
        from: 'system_promotion',
        description: `Tặng ${pack.bonusPoints} điểm thưởng (${pack.name})`,
        idempotencyKey: `payment:${order.orderCode}:bonus`,
        now,
        ...reference,
      });
    }
    await notify(tx, { memberId: order.memberId, tab: 'wallet', title: 'Nạp điểm thành công', body: `Bạn đã nạp ${pack.points} điểm (${pack.name}).`, link: '/user/trade-history' });
    return;
  }
  if (order.servicePackageId !== null) {
    await grantPackage(tx, order.memberId, order.servicePackageId, now);
    return;
  }
  if (order.safePurchaseOrderId !== null) {
    await holdPayment(tx, order, now);
    return;
  }
  throw new Error(`payment ${order.orderCode} buys nothing`);
}

/** Adds a bought service package to the member's packages (valid start + days − 1). */
export async function grantPackage(tx: Database, memberId: number, packageId: number, now: Date): Promise<typeof memberPackages.$inferSelect> {
  const [pkg] = await tx.select().from(servicePackages).where(eq(servicePackages.id, packageId));
  if (!pkg) throw new Error(`service package ${packageId} missing`);
  const [owned] = await tx
    .insert(memberPackages)
    .values({ memberId, packageId, remainingPosts: pkg.postQuota, startsAt: now, expiresAt: expiryDate(endOfDayVietnam(now), pkg.dayNumber), createdAt: now })
    .returning();
  if (!owned) throw new Error('member package not inserted');
  await notify(tx, { memberId, tab: 'wallet', title: 'Mua gói dịch vụ thành công', body: `Bạn đã mua ${pkg.name} (${pkg.postQuota} tin, ${pkg.dayNumber} ngày).`, link: '/user/wallet' });
  return owned;
}
