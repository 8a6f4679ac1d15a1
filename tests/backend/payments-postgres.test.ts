/**
 * Money under real concurrency (perf-security 14, 15): PGlite serialises everything on one
 * connection, so these run on native PostgreSQL (TEST_DATABASE_URL; CI sets it).
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { ledgerEntries, ledgerTransactions, memberPackages } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { vnpayDate, vnpayQuery } from '../../src/backend/payments/signatures';
import { creditPoints, ledgerBalances } from '../../src/backend/services/ledger';
import { backendApp, memberWithToken } from '../helpers/backend';
import { freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { createPayment, insertCatalog, packByPrice, PAYMENT_ENV, pointsOf, postForm, validateReturn } from '../helpers/payments';

let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe.skipIf(!TEST_DATABASE_URL)('payments on PostgreSQL', () => {
  test('200 concurrent package purchases against a balance covering 7: exactly 7 succeed, the ledger sums to the balance', async () => {
    handle = await freshPostgres(TEST_DATABASE_URL ?? '');
    const { db } = handle;
    const { packages } = await insertCatalog(db);
    const app = await backendApp(db, PAYMENT_ENV);
    const member = await memberWithToken(db, { phone: '0933333333' });
    const pkg = packages[0];
    if (!pkg) throw new Error('no package');
    const balance = pkg.pricePoints * 7 + Math.floor(pkg.pricePoints / 2);
    await creditPoints(db, { memberId: member.id, wallet: 'topup', points: balance, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp' });
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => postForm(app, member, '/api/payment/createCast', { m: member.id, ap: 22, package_id: pkg.id, idempotency_key: `race-${String(index).padStart(4, '0')}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 400)).toHaveLength(193);
    expect(await db.select().from(memberPackages).where(eq(memberPackages.memberId, member.id))).toHaveLength(7);
    const left = balance - 7 * pkg.pricePoints;
    expect((await pointsOf(db, member.id)).point).toBe(left);
    expect((await ledgerBalances(db, member.id)).topup).toEqual({ cached: left, fromEntries: left });
    const [total] = await db.select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` }).from(ledgerEntries);
    expect(Number(total?.sum)).toBe(0);
  });

  test('10 concurrent IPNs plus the browser validate credit once', async () => {
    handle = await freshPostgres(TEST_DATABASE_URL ?? '');
    const { db } = handle;
    await insertCatalog(db);
    const app = await backendApp(db, PAYMENT_ENV);
    const env = readBackendEnv(PAYMENT_ENV);
    const member = await memberWithToken(db, { phone: '0944444444' });
    const pack = await packByPrice(db, 100_000);
    const created = await createPayment(app, member, 'vnpay', { pack_id: pack.id, a: pack.priceVnd });
    const orderCode = created.body.data.order_code;
    const query = vnpayQuery(
      { vnp_Amount: String(pack.priceVnd * 100), vnp_BankCode: 'NCB', vnp_CardType: 'ATM', vnp_OrderInfo: 'x', vnp_PayDate: vnpayDate(new Date()), vnp_ResponseCode: '00', vnp_TmnCode: env.VNPAY_TMN_CODE, vnp_TransactionNo: '9001', vnp_TransactionStatus: '00', vnp_TxnRef: orderCode },
      env.VNPAY_HASH_SECRET,
    );
    const [validated, ...replies] = await Promise.all([
      validateReturn(app, member, 'vnpay', new URL(`http://x/?${query}`)),
      ...Array.from({ length: 10 }, async () => ((await (await app.request(`/api/payment/ipnVnPay?${query}`)).json()) as { RspCode: string }).RspCode),
    ]);
    expect(validated?.body.status).toBe('00');
    expect(replies.every((code) => code === '00' || code === '02')).toBe(true);
    expect((await pointsOf(db, member.id)).point).toBe(pack.points);
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `payment:${orderCode}`))).toHaveLength(1);
  });
});
