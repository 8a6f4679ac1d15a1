/**
 * The points ledger (spec §3 point / point_bonus, perf-security "ledger" rows): every movement is a
 * double-entry transaction whose legs sum to zero, posted in one database transaction together with
 * the cached balances it changes. Member rows are locked (`FOR UPDATE`) before a spend, so two
 * concurrent spends of the last points cannot both pass the balance check; the database's
 * `balance >= 0` check is the last line of defence.
 *
 * Spending order, shown to members: the wallet that expires first is spent first, the bonus wallet
 * before the top-up wallet on the same day; an expired wallet cannot be spent.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expiryDate } from '~/lib/time';
import type { Database } from '../db/client';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../db/schema';

export type MemberWallet = 'topup' | 'bonus';
export type SystemAccount = 'system_sales' | 'system_spend' | 'system_promotion' | 'system_expiry';
export type TransactionKind = (typeof ledgerTransactions.$inferInsert)['kind'];

export const INSUFFICIENT_POINTS_MESSAGE = 'Số điểm trong ví không đủ, vui lòng nạp thêm điểm.';

export class InsufficientPoints extends Error {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(INSUFFICIENT_POINTS_MESSAGE);
  }
}

export interface Reference {
  readonly description: string;
  readonly referenceType?: string;
  readonly referenceId?: string;
  /** Posting the same key twice posts once: the second call returns the first transaction. */
  readonly idempotencyKey?: string;
}

export interface Posted {
  readonly transactionId: number;
  /** False when the idempotency key had already been posted (nothing moved this time). */
  readonly created: boolean;
}

export interface SpendResult extends Posted {
  readonly fromBonus: number;
  readonly fromTopup: number;
}

async function systemAccount(db: Database, kind: SystemAccount | SystemMoneyAccount): Promise<number> {
  const [existing] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(isNull(walletAccounts.memberId), eq(walletAccounts.kind, kind)))
    .orderBy(asc(walletAccounts.id))
    .limit(1);
  if (existing) return existing.id;
  // The unique index treats NULL member ids as distinct, so races could create two; the later
  // reader picks the lowest id and both keep summing correctly.
  const [created] = await db.insert(walletAccounts).values({ memberId: null, kind }).returning({ id: walletAccounts.id });
  if (!created) throw new Error(`system account ${kind} not created`);
  return created.id;
}

async function memberAccount(db: Database, memberId: number, kind: MemberWallet): Promise<number> {
  await db.insert(walletAccounts).values({ memberId, kind }).onConflictDoNothing();
  const [row] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.kind, kind)));
  if (!row) throw new Error(`wallet ${kind} of member ${memberId} missing`);
  return row.id;
}

/** Inserts the transaction header; null when its idempotency key was posted before. */
async function openTransaction(db: Database, memberId: number | null, kind: TransactionKind, reference: Reference, now: Date) {
  const [row] = await db
    .insert(ledgerTransactions)
    .values({
      memberId,
      kind,
      description: reference.description,
      referenceType: reference.referenceType ?? null,
      referenceId: reference.referenceId ?? null,
      idempotencyKey: reference.idempotencyKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  return row?.id ?? null;
}

async function findTransaction(db: Database, idempotencyKey: string | undefined): Promise<number | null> {
  if (!idempotencyKey) return null;
  const [row] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return row?.id ?? null;
}

/** The transaction an insert conflicted with: its idempotency key must name one already. */
async function existingTransaction(db: Database, idempotencyKey: string | undefined): Promise<number> {
  if (!idempotencyKey) throw new Error('ledger transaction not inserted');
  const id = await findTransaction(db, idempotencyKey);
  if (id === null) throw new Error(`ledger transaction ${idempotencyKey} not found`);
  return id;
}

/** The clock of a credit or a spend, once it is checked to move a whole, positive number of points. */
function checkedMove(input: PointsMove, what: 'credit' | 'spend'): Date {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new Error(`${what} of ${input.points} points`);
  return input.now ?? new Date();
}

async function postLegs(db: Database, transactionId: number, legs: ReadonlyArray<readonly [accountId: number, amount: number]>, now: Date) {
  const sum = legs.reduce((total, [, amount]) => total + amount, 0);
  if (sum !== 0) throw new Error(`ledger transaction ${transactionId} does not sum to zero (${sum})`);
  const nonZero = legs.filter(([, amount]) => amount !== 0);
  if (nonZero.length === 0) return;
  await db.insert(ledgerEntries).values(nonZero.map(([accountId, amount]) => ({ transactionId, accountId, amount, createdAt: now })));
  for (const [accountId, amount] of nonZero) {
    await db
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${amount}`, updatedAt: now })
      .where(eq(walletAccounts.id, accountId));
  }
}

/** What every credit and spend names: whose points, how many, and when (now by default). */
export interface PointsMove extends Reference {
  readonly memberId: number;
  readonly points: number;
  readonly now?: Date;
}

export interface CreditInput extends PointsMove {
  readonly wallet: MemberWallet;
  /** The credited points are valid this many days (expiry = start + days − 1, spec §9). */
  readonly validityDays: number;
  readonly kind: TransactionKind;
  /** The system account the points come from: sales for paid top-ups, promotion for gifts. */
  readonly from: SystemAccount;
}

/**
 * Credits points to a member's wallet and extends its expiry to cover the new points. Runs in its
 * own transaction (a savepoint when `db` is already a transaction).
 */
export async function creditPoints(db: Database, input: CreditInput): Promise<Posted> {
  const now = checkedMove(input, 'credit');
  return db.transaction(async (tx) => {
    const accountId = await memberAccount(tx, input.memberId, input.wallet);
    const source = await systemAccount(tx, input.from);
    const transactionId = await openTransaction(tx, input.memberId, input.kind, input, now);
    if (transactionId === null) return { transactionId: await existingTransaction(tx, input.idempotencyKey), created: false };
    const [account] = await tx.select().from(walletAccounts).where(eq(walletAccounts.id, accountId)).for('update');
    const expiresAt = expiryDate(endOfDayVietnam(now), input.validityDays);
    // An expired wallet's leftover is written off before new points arrive, so they do not revive.
    if (account?.expiresAt && account.expiresAt < now && account.balance > 0) {
      const expiry = await systemAccount(tx, 'system_expiry');
      const writeOff = await openTransaction(tx, input.memberId, 'expiry', { description: 'Điểm hết hạn' }, now);
      if (writeOff !== null) await postLegs(tx, writeOff, [[accountId, -account.balance], [expiry, account.balance]], now);
    }
    await postLegs(tx, transactionId, [[accountId, input.points], [source, -input.points]], now);
    const keep = account?.expiresAt && account.expiresAt > expiresAt ? account.expiresAt : expiresAt;
    await tx.update(walletAccounts).set({ expiresAt: keep }).where(eq(walletAccounts.id, accountId));
    return { transactionId, created: true };
  });
}

export type SpendInput = PointsMove;

/**
 * Spends points: locks the member's wallets, spends the one expiring first (bonus first on a tie),
 * refuses with {@link InsufficientPoints} when the unexpired total is short. Nothing is written on
 * refusal.
 */
export async function spendPoints(db: Database, input: SpendInput): Promise<SpendResult> {
  const now = checkedMove(input, 'spend');
  return db.transaction(async (tx) => {
    const replayed = await findTransaction(tx, input.idempotencyKey);
    if (replayed !== null) return { transactionId: replayed, created: false, fromBonus: 0, fromTopup: 0 };
    const wallets = await tx
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, input.memberId), inArray(walletAccounts.kind, ['topup', 'bonus'])))
      .orderBy(asc(walletAccounts.id))
      .for('update');
    const usable = wallets
      .filter((wallet) => wallet.balance > 0 && (wallet.expiresAt === null || wallet.expiresAt >= now))
      .sort(spendingOrder);
    const available = usable.reduce((total, wallet) => total + wallet.balance, 0);
    if (available < input.points) throw new InsufficientPoints(input.points, available);
    let left = input.points;
    let fromBonus = 0;
    const legs: Array<readonly [number, number]> = [];
    for (const wallet of usable) {
      if (left === 0) break;
      const take = Math.min(left, wallet.balance);
      legs.push([wallet.id, -take]);
      if (wallet.kind === 'bonus') fromBonus += take;
      left -= take;
    }
    const kind = fromBonus === input.points ? 'bonus_spend' : 'spend';
    const transactionId = await openTransaction(tx, input.memberId, kind, input, now);
    if (transactionId === null) return { transactionId: await existingTransaction(tx, input.idempotencyKey), created: false, fromBonus: 0, fromTopup: 0 };
    legs.push([await systemAccount(tx, 'system_spend'), input.points]);
    await postLegs(tx, transactionId, legs, now);
    return { transactionId, created: true, fromBonus, fromTopup: input.points - fromBonus };
  });
}

/** Wallets in the order they are spent: earliest expiry first, bonus before top-up on the same day. */
export function spendingOrder(a: { kind: string; expiresAt: Date | null }, b: { kind: string; expiresAt: Date | null }): number {
  const dayA = a.expiresAt ? Math.floor(a.expiresAt.getTime() / 86_400_000) : Number.POSITIVE_INFINITY;
  const dayB = b.expiresAt ? Math.floor(b.expiresAt.getTime() / 86_400_000) : Number.POSITIVE_INFINITY;
  if (dayA !== dayB) return dayA - dayB;
  return (a.kind === 'bonus' ? 0 : 1) - (b.kind === 'bonus' ? 0 : 1);
}

/**
 * Reverses a spend (a rejected paid listing): credits each wallet what was taken from it. Posts once
 * per original transaction.
 */
export async function refundSpend(db: Database, input: { readonly transactionId: number; readonly description: string; readonly now?: Date }): Promise<Posted> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, input.transactionId));
    if (!original) throw new Error(`ledger transaction ${input.transactionId} not found`);
    const idempotencyKey = `refund:${input.transactionId}`;
    const transactionId = await openTransaction(
      tx,
      original.memberId,
      'refund',
      { description: input.description, referenceType: original.referenceType ?? undefined, referenceId: original.referenceId ?? undefined, idempotencyKey },
      now,
    );
    if (transactionId === null) return { transactionId: await existingTransaction(tx, idempotencyKey), created: false };
    const legs = await tx.select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.transactionId, input.transactionId));
    await postLegs(tx, transactionId, legs.map(({ accountId, amount }) => [accountId, -amount] as const), now);
    return { transactionId, created: true };
  });
}

/** Sum of a member's entries per wallet: what the cached balances must equal. */
export async function ledgerBalances(db: Database, memberId: number): Promise<Record<MemberWallet, { cached: number; fromEntries: number }>> {
  const rows = await db
    .select({
      kind: walletAccounts.kind,
      cached: walletAccounts.balance,
      fromEntries: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
    })
    .from(walletAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, walletAccounts.id))
    .where(eq(walletAccounts.memberId, memberId))
    .groupBy(walletAccounts.id);
  const of = (kind: MemberWallet) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return { cached: row?.cached ?? 0, fromEntries: Number(row?.fromEntries ?? 0) };
  };
  return { topup: of('topup'), bonus: of('bonus') };
}

/** The last instant of the Vietnamese calendar day (UTC+7) containing `date`. */
export function endOfDayVietnam(date: Date): Date {
  const offset = 7 * 3_600_000;
  const day = Math.floor((date.getTime() + offset) / 86_400_000);
  return new Date((day + 1) * 86_400_000 - offset - 1);
}

/**
 * "Mua an toàn" money, in đồng (issue #38), on accounts of its own so points and đồng never meet in
 * one transaction: the buyers' money held at the provider (escrow_held, a liability), the money at
 * the provider (escrow_clearing), refunds asked of the provider and not yet confirmed
 * (escrow_refunds_pending), fees earned (escrow_fees), and each seller's released proceeds until
 * paid out (sale_proceeds, a member account, never negative).
 */
export type SystemMoneyAccount = 'escrow_held' | 'escrow_clearing' | 'escrow_refunds_pending' | 'escrow_fees';
export type MoneyAccount = SystemMoneyAccount | { readonly sellerId: number };

export interface MoneyPosting extends Reference {
  readonly kind: 'escrow_payment' | 'escrow_release' | 'escrow_refund' | 'escrow_refund_settled' | 'escrow_payout';
  readonly memberId: number | null;
  readonly legs: ReadonlyArray<readonly [MoneyAccount, number]>;
  readonly idempotencyKey: string;
  readonly now: Date;
}

async function moneyAccount(db: Database, account: MoneyAccount): Promise<number> {
  if (typeof account === 'string') return systemAccount(db, account);
  await db.insert(walletAccounts).values({ memberId: account.sellerId, kind: 'sale_proceeds' }).onConflictDoNothing();
  const [row] = await db
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, account.sellerId), eq(walletAccounts.kind, 'sale_proceeds')));
  if (!row) throw new Error(`sale proceeds of member ${account.sellerId} missing`);
  return row.id;
}

/** Posts a đồng movement once per idempotency key (the legs must sum to zero); `created: false` on a replay. */
export async function postMoney(db: Database, posting: MoneyPosting): Promise<Posted> {
  return db.transaction(async (tx) => {
    const ids = [];
    for (const [account, amount] of posting.legs) ids.push([await moneyAccount(tx, account), amount] as const);
    const transactionId = await openTransaction(tx, posting.memberId, posting.kind, posting, posting.now);
    if (transactionId === null) return { transactionId: await existingTransaction(tx, posting.idempotencyKey), created: false };
    await postLegs(tx, transactionId, ids, posting.now);
    return { transactionId, created: true };
  });
}
