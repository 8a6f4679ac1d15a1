import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { ledgerEntries, ledgerTransactions, walletAccounts } from '../../src/backend/db/schema';
import { creditPoints, endOfDayVietnam, InsufficientPoints, ledgerBalances, refundSpend, spendPoints, spendingOrder } from '../../src/backend/services/ledger';
import { memberWithToken } from '../helpers/backend';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';

const now = new Date('2026-11-22T03:00:00Z');
let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function walletOf(db: DatabaseHandle['db'], memberId: number) {
  return db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId));
}

describe('ledger on PGlite', () => {
  test('a credit moves points from a system account and sets the expiry to start + days − 1', async () => {
    handle = await freshPglite();
    const member = await memberWithToken(handle.db, { phone: '0911111111' });
    const posted = await creditPoints(handle.db, { memberId: member.id, wallet: 'topup', points: 100, validityDays: 30, kind: 'topup', from: 'system_sales', description: 'Nạp 100 điểm', now });
    expect(posted.created).toBe(true);
    const [wallet] = await walletOf(handle.db, member.id);
    expect(wallet?.balance).toBe(100);
    // 22/11 + 29 days = 21/12, end of that Vietnamese day.
    expect(wallet?.expiresAt?.toISOString()).toBe('2026-12-21T16:59:59.999Z');
    const entries = await handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  test('the same idempotency key credits once', async () => {
    handle = await freshPglite();
    const member = await memberWithToken(handle.db, { phone: '0911111111' });
    const credit = () => creditPoints(handle!.db, { memberId: member.id, wallet: 'topup', points: 50, validityDays: 30, kind: 'topup', from: 'system_sales', description: 'Nạp', idempotencyKey: 'payment:RV1', now });
    const first = await credit();
    const second = await credit();
    expect(second).toEqual({ transactionId: first.transactionId, created: false });
    expect((await ledgerBalances(handle.db, member.id)).topup).toEqual({ cached: 50, fromEntries: 50 });
  });

  test('spending takes the earliest-expiring wallet first, bonus first on the same day, and refuses a shortfall without writing', async () => {
    handle = await freshPglite();
    const member = await memberWithToken(handle.db, { phone: '0911111111' });
    await creditPoints(handle.db, { memberId: member.id, wallet: 'topup', points: 100, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp', now });
    await creditPoints(handle.db, { memberId: member.id, wallet: 'bonus', points: 20, validityDays: 30, kind: 'bonus_grant', from: 'system_promotion', description: 'Thưởng', now });
    const spent = await spendPoints(handle.db, { memberId: member.id, points: 25, description: 'Đẩy tin', now });
    expect(spent).toMatchObject({ created: true, fromBonus: 20, fromTopup: 5 });
    const before = await handle.db.select().from(ledgerTransactions);
    await expect(spendPoints(handle.db, { memberId: member.id, points: 96, description: 'Đẩy tin', now })).rejects.toBeInstanceOf(InsufficientPoints);
    expect(await handle.db.select().from(ledgerTransactions)).toHaveLength(before.length);
    expect(await ledgerBalances(handle.db, member.id)).toEqual({ topup: { cached: 95, fromEntries: 95 }, bonus: { cached: 0, fromEntries: 0 } });
    expect(spendingOrder({ kind: 'topup', expiresAt: now }, { kind: 'bonus', expiresAt: now })).toBeGreaterThan(0);
  });

  test('expired points cannot be spent, and a new credit writes them off instead of reviving them', async () => {
    handle = await freshPglite();
    const member = await memberWithToken(handle.db, { phone: '0911111111' });
    const longAgo = new Date('2026-01-01T03:00:00Z');
    await creditPoints(handle.db, { memberId: member.id, wallet: 'bonus', points: 40, validityDays: 10, kind: 'bonus_grant', from: 'system_promotion', description: 'Thưởng', now: longAgo });
    await expect(spendPoints(handle.db, { memberId: member.id, points: 1, description: 'Đẩy tin', now })).rejects.toMatchObject({ available: 0 });
    await creditPoints(handle.db, { memberId: member.id, wallet: 'bonus', points: 10, validityDays: 10, kind: 'bonus_grant', from: 'system_promotion', description: 'Thưởng', now });
    expect((await ledgerBalances(handle.db, member.id)).bonus).toEqual({ cached: 10, fromEntries: 10 });
  });

  test('a refund gives back exactly what each wallet lost, once', async () => {
    handle = await freshPglite();
    const member = await memberWithToken(handle.db, { phone: '0911111111' });
    await creditPoints(handle.db, { memberId: member.id, wallet: 'topup', points: 30, validityDays: 30, kind: 'topup', from: 'system_sales', description: 'Nạp', now });
    await creditPoints(handle.db, { memberId: member.id, wallet: 'bonus', points: 5, validityDays: 30, kind: 'bonus_grant', from: 'system_promotion', description: 'Thưởng', now });
    const spent = await spendPoints(handle.db, { memberId: member.id, points: 15, description: 'Tin VIP', now });
    await refundSpend(handle.db, { transactionId: spent.transactionId, description: 'Hoàn điểm tin bị từ chối', now });
    const again = await refundSpend(handle.db, { transactionId: spent.transactionId, description: 'Hoàn điểm tin bị từ chối', now });
    expect(again.created).toBe(false);
    expect(await ledgerBalances(handle.db, member.id)).toEqual({ topup: { cached: 30, fromEntries: 30 }, bonus: { cached: 5, fromEntries: 5 } });
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
    await creditPoints(db, { memberId: member.id, wallet: 'topup', points: 35, validityDays: 30, kind: 'topup', from: 'system_sales', description: 'Nạp', now });
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => spendPoints(db, { memberId: member.id, points: 5, description: `Đẩy tin ${i}`, now })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof InsufficientPoints)).toBe(true);
    expect(await ledgerBalances(db, member.id)).toEqual({ topup: { cached: 0, fromEntries: 0 }, bonus: { cached: 0, fromEntries: 0 } });
  });
});
