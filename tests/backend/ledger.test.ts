import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../src/backend/db/schema';
import { type CreditInput, creditPoints, endOfDayVietnam, InsufficientPoints, ledgerBalances, refundSpend, spendPoints, spendingOrder } from '../../src/backend/services/ledger';
import { memberWithToken } from '../helpers/backend';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';

const now = new Date('2026-11-22T03:00:00Z');
let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

type Db = DatabaseHandle['db'];
type CreditDetails = Partial<Pick<CreditInput, 'description' | 'idempotencyKey' | 'now'>>;

/** A paid top-up, as the payment callbacks credit it: the points come from sales. */
const topUp = (db: Db, memberId: number, points: number, validityDays: number, details: CreditDetails = {}) =>
  creditPoints(db, { memberId, wallet: 'topup', points, validityDays, kind: 'topup', from: 'system_sales', description: 'Nạp', now, ...details });

/** A gift of bonus points: they come from the promotion account. */
const giftBonus = (db: Db, memberId: number, points: number, validityDays: number, details: CreditDetails = {}) =>
  creditPoints(db, { memberId, wallet: 'bonus', points, validityDays, kind: 'bonus_grant', from: 'system_promotion', description: 'Thưởng', now, ...details });

/** Spending points on a paid service (a push by default). */
const spend = (db: Db, memberId: number, points: number, description = 'Đẩy tin') => spendPoints(db, { memberId, points, description, now });

/** A fresh PGlite database with one member on it. */
async function memberOnPglite() {
  handle = await freshPglite();
  const member = await memberWithToken(handle.db, { phone: '0911111111' });
  return { db: handle.db, memberId: member.id };
}

async function walletOf(db: DatabaseHandle['db'], memberId: number) {
  return db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId));
}

describe('ledger on PGlite', () => {
  test('a credit moves points from a system account and sets the expiry to start + days − 1', async () => {
    const { db, memberId } = await memberOnPglite();
    const posted = await topUp(db, memberId, 100, 30, { description: 'Nạp 100 điểm' });
    expect(posted.created).toBe(true);
    const [wallet] = await walletOf(db, memberId);
    expect(wallet?.balance).toBe(100);
    // 22/11 + 29 days = 21/12, end of that Vietnamese day.
    expect(wallet?.expiresAt?.toISOString()).toBe('2026-12-21T16:59:59.999Z');
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  test('the same idempotency key credits once', async () => {
    const { db, memberId } = await memberOnPglite();
    const credit = () => topUp(db, memberId, 50, 30, { idempotencyKey: 'payment:RV1' });
    const first = await credit();
    const second = await credit();
    expect(second).toEqual({ transactionId: first.transactionId, created: false });
    expect((await ledgerBalances(db, memberId)).topup).toEqual({ cached: 50, fromEntries: 50 });
  });

  test('spending takes the earliest-expiring wallet first, bonus first on the same day, and refuses a shortfall without writing', async () => {
    const { db, memberId } = await memberOnPglite();
    await topUp(db, memberId, 100, 180);
    await giftBonus(db, memberId, 20, 30);
    const spent = await spend(db, memberId, 25);
    expect(spent).toMatchObject({ created: true, fromBonus: 20, fromTopup: 5 });
    const before = await db.select().from(ledgerTransactions);
    await expect(spend(db, memberId, 96)).rejects.toBeInstanceOf(InsufficientPoints);
    expect(await db.select().from(ledgerTransactions)).toHaveLength(before.length);
    expect(await ledgerBalances(db, memberId)).toEqual({ topup: { cached: 95, fromEntries: 95 }, bonus: { cached: 0, fromEntries: 0 } });
    expect(spendingOrder({ kind: 'topup', expiresAt: now }, { kind: 'bonus', expiresAt: now })).toBeGreaterThan(0);
  });

  test('expired points cannot be spent, and a new credit writes them off instead of reviving them', async () => {
    const { db, memberId } = await memberOnPglite();
    const longAgo = new Date('2026-01-01T03:00:00Z');
    await giftBonus(db, memberId, 40, 10, { now: longAgo });
    await expect(spend(db, memberId, 1)).rejects.toMatchObject({ available: 0 });
    await giftBonus(db, memberId, 10, 10);
    expect((await ledgerBalances(db, memberId)).bonus).toEqual({ cached: 10, fromEntries: 10 });
  });

  test('a refund gives back exactly what each wallet lost, once', async () => {
    const { db, memberId } = await memberOnPglite();
    await topUp(db, memberId, 30, 30);
    await giftBonus(db, memberId, 5, 30);
    const spent = await spend(db, memberId, 15, 'Tin VIP');
    await refundSpend(db, { transactionId: spent.transactionId, description: 'Hoàn điểm tin bị từ chối', now });
    const again = await refundSpend(db, { transactionId: spent.transactionId, description: 'Hoàn điểm tin bị từ chối', now });
    expect(again.created).toBe(false);
    expect(await ledgerBalances(db, memberId)).toEqual({ topup: { cached: 30, fromEntries: 30 }, bonus: { cached: 5, fromEntries: 5 } });
  });

  test('endOfDayVietnam is the last millisecond of the UTC+7 day', () => {
    expect(endOfDayVietnam(new Date('2026-11-22T18:00:00Z')).toISOString()).toBe('2026-11-23T16:59:59.999Z');
  });
});

describe.skipIf(!TEST_DATABASE_URL)('ledger on real PostgreSQL', () => {
  test('200 concurrent spends against a balance that covers 7: exactly 7 succeed, never negative, entries sum to the balance', async () => {
    handle = await freshPostgres(TEST_DATABASE_URL ?? '');
    const db = handle.db;
    const member = await memberWithToken(db, { phone: '0911111111' });
    await topUp(db, member.id, 35, 30);
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => spend(db, member.id, 5, `Đẩy tin ${i}`)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof InsufficientPoints)).toBe(true);
    expect(await ledgerBalances(db, member.id)).toEqual({ topup: { cached: 0, fromEntries: 0 }, bonus: { cached: 0, fromEntries: 0 } });
  });
});
