/**
 * "Mua an toàn" under repetition and concurrency (issue #38 acceptance): a buyer's confirm and
 * dispute sent 50 times each at once give exactly one outcome; 10 duplicate IPNs hold the money
 * once; 10 duplicate refund answers (and 10 retries of the refund call) refund once; and a
 * fast-check property over random event sequences — orders, payments (some duplicated, some late),
 * both sides' actions, moderators' decisions, the clock moving and the timer job — never moves
 * money twice, keeps the ledger at zero and leaves no held money without an open order.
 * On PGlite (one connection: interleaved, serialised) and, with TEST_DATABASE_URL, on PostgreSQL
 * (real concurrency).
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { ledgerTransactions, safePurchaseEvents, safePurchaseOrders, safePurchaseRefunds } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { settleOrder } from '../../src/backend/payments/orders';
import {
  applyOrderEvent,
  createOrder as createOrderRow,
  createOrderPayment,
  processRefund,
  runSafePurchaseTimers,
  safePurchaseSettings,
  SafePurchaseRefused,
  settleRefund,
  type MoneyDeps,
} from '../../src/backend/services/safe-purchase';
import type { SafePurchaseEvent } from '../../src/machines/safePurchaseMachine';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { DAY_MS } from '../helpers/fixtures';
import { PAYMENT_ENV, vnpayResult } from '../helpers/payments';
import { balanceOf, call, expectMoneyConsistent, orderOf, paidOrder, safePurchaseWorld, startPayment, TOTAL, type SafePurchaseWorld } from '../helpers/safe-purchase';

const databases: ReadonlyArray<readonly [string, (() => Promise<DatabaseHandle>) | null]> = [
  ['PGlite', freshPglite],
  ['PostgreSQL', TEST_DATABASE_URL ? () => freshPostgres(TEST_DATABASE_URL ?? '') : null],
];

const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

function moneyDeps(w: SafePurchaseWorld): MoneyDeps {
  return { db: w.db, env: readBackendEnv(PAYMENT_ENV), fetch: (url, init) => Promise.resolve(w.app.request(url, init)) };
}

describe.each(databases)('on %s', (_name, open) => {
  const world = async (listings = 1) => {
    if (!open) throw new Error('no database');
    const handle = await open();
    handles.push(handle);
    return safePurchaseWorld(handle.db, listings);
  };

  test.skipIf(!open)('confirm and dispute sent 50 times each at once: exactly one outcome', async () => {
    const w = await world();
    const code = await paidOrder(w, 'vnpay');
    await call(w.app, w.seller, '/api/safe-purchase/hand-over', { code });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        index % 2 === 0 ? call(w.app, w.buyer, '/api/safe-purchase/confirm', { code }) : call(w.app, w.buyer, '/api/safe-purchase/dispute', { code, reason: `Khiếu nại lần ${index}` }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(99);
    const state = accepted[0]?.body.data?.state;
    expect(['completed', 'disputed']).toContain(state);
    expect((await orderOf(w, w.buyer, code)).body.data?.state).toBe(state);
    const [order] = await w.db.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.code, code));
    const events = await w.db.select().from(safePurchaseEvents).where(eq(safePurchaseEvents.orderId, order?.id ?? 0));
    expect(events.filter((event) => event.fromState === 'handedOver')).toHaveLength(1);
    const releases = await w.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'escrow_release'));
    expect(releases).toHaveLength(state === 'completed' ? 1 : 0);
    await expectMoneyConsistent(w.db);
  });

  test.skipIf(!open)('10 duplicate IPNs at once hold the money once (one "00", the rest "02")', async () => {
    const w = await world();
    const created = await call(w.app, w.buyer, '/api/safe-purchase/create', { listing_id: w.listingIds[0] });
    const code = String(created.body.data?.code);
    const { paymentCode } = await startPayment(w, code, 'vnpay');
    const query = vnpayResult(paymentCode, TOTAL, '00', '77701234');
    const replies = await Promise.all(Array.from({ length: 10 }, async () => ((await (await w.app.request(`/api/payment/ipnVnPay?${query}`)).json()) as { RspCode: string }).RspCode));
    expect(replies.filter((reply) => reply === '00')).toHaveLength(1);
    expect(replies.filter((reply) => reply === '02')).toHaveLength(9);
    expect(await w.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'escrow_payment'))).toHaveLength(1);
    expect(await balanceOf(w.db, 'escrow_held')).toBe(TOTAL);
    expect((await orderOf(w, w.buyer, code)).body.data?.state).toBe('paid');
    await expectMoneyConsistent(w.db);
  });

  test.skipIf(!open)('10 duplicate refund answers and 10 retried refund calls at once refund once', async () => {
    const w = await world();
    const code = await paidOrder(w, 'momo');
    const [order] = await w.db.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.code, code));
    // The cancel recorded without asking the provider (as if the process stopped right after).
    await applyOrderEvent(w.db, { orderId: order?.id ?? 0, event: { type: 'order.cancel' }, actor: { memberId: w.buyer.id, role: 'member' } });
    const [refund] = await w.db.select().from(safePurchaseRefunds);
    if (!refund) throw new Error('no refund recorded');
    expect(refund.status).toBe('pending');
    const succeeded = { outcome: 'succeeded' as const, payload: { resultCode: '0', requestId: refund.code } };
    const deps = moneyDeps(w);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => settleRefund(w.db, refund.code, succeeded)),
      ...Array.from({ length: 10 }, () => processRefund(deps, refund.code).then(() => ({ fresh: false }))),
    ]);
    expect(results.filter((result) => result.fresh)).toHaveLength(1);
    expect(await w.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'escrow_refund_settled'))).toHaveLength(1);
    const [settled] = await w.db.select().from(safePurchaseRefunds);
    expect(settled?.status).toBe('succeeded');
    expect(await balanceOf(w.db, 'escrow_refunds_pending')).toBe(0);
    await expectMoneyConsistent(w.db);
  });

  test.skipIf(!open)('property: random event sequences never move money twice and leave no held money without an open order', async () => {
    const w = await world(2);
    const settings = safePurchaseSettings(readBackendEnv(PAYMENT_ENV));
    const deps = moneyDeps(w);
    // Weighted so that sequences reach deep states (paid, handed over, disputed, decided) often:
    // the acting side is usually the one the event belongs to, sometimes anyone.
    const EVENTS: ReadonlyArray<readonly [SafePurchaseEvent, 'buyer' | 'seller' | 'moderator']> = [
      [{ type: 'order.cancel' }, 'buyer'],
      [{ type: 'order.handOver' }, 'seller'],
      [{ type: 'order.handOver' }, 'seller'],
      [{ type: 'order.confirm' }, 'buyer'],
      [{ type: 'order.dispute', reason: 'Hàng lỗi' }, 'buyer'],
      [{ type: 'order.dispute', reason: 'Hàng lỗi' }, 'buyer'],
      [{ type: 'order.resolve', decision: 'refund', refundVnd: 0 }, 'moderator'],
      [{ type: 'order.resolve', decision: 'partial', refundVnd: 300_000 }, 'moderator'],
      [{ type: 'order.resolve', decision: 'release', refundVnd: 0 }, 'moderator'],
    ];
    const step = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant('order' as const), listing: fc.constant(0) }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('pay' as const), listing: fc.constant(0), provider: fc.constantFrom('momo' as const, 'vnpay' as const, 'napas' as const), copies: fc.integer({ min: 1, max: 3 }) }), weight: 2 },
      {
        arbitrary: fc.record({
          kind: fc.constant('act' as const),
          listing: fc.constant(0),
          pick: fc.nat(EVENTS.length - 1),
          who: fc.constantFrom('own' as const, 'own' as const, 'own' as const, 'own' as const, 'own' as const, 'buyer' as const, 'seller' as const, 'moderator' as const, 'stranger' as const),
        }),
        weight: 12,
      },
      { arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.constantFrom(5, 70, 3 * 24 * 60 + 5) }), weight: 1 },
      { arbitrary: fc.record({ kind: fc.constant('timers' as const) }), weight: 1 },
    );
    // The listings stay up for the whole simulated time; each run starts 40 days after the last.
    await w.db.execute(sql`update listings set ends_at = now() + interval '20 years'`);
    let runs = 0;
    let transactionNo = 500_000;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 8, maxLength: 24, size: 'max' }), fc.constantFrom('refund' as const, 'partial' as const, 'release' as const), async (steps, closing) => {
        runs += 1;
        let now = Date.now() + runs * 40 * DAY_MS;
        // What an earlier run left open is closed the product's way: a moderator decides the
        // complaints (the run's drawn decision), and the timers (40 days later) expire, refund or
        // release the rest.
        for (const left of await w.db.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.state, 'disputed'))) {
          const event: SafePurchaseEvent = { type: 'order.resolve', decision: closing, refundVnd: closing === 'partial' ? 1_000_000 : 0 };
          await applyOrderEvent(w.db, { orderId: left.id, event, actor: { memberId: w.moderator.id, role: 'moderator' }, now: new Date(now) });
        }
        await runSafePurchaseTimers(deps, new Date(now));
        const open = new Map<number, number>();
        for (const next of steps) {
          try {
            if (next.kind === 'order') {
              const row = await createOrderRow(w.db, settings, w.buyer.id, w.listingIds[next.listing] ?? 0, new Date(now));
              open.set(next.listing, row.id);
            } else if (next.kind === 'pay') {
              const orderId = open.get(next.listing);
              if (orderId === undefined) continue;
              const [order] = await w.db.select().from(safePurchaseOrders).where(eq(safePurchaseOrders.id, orderId));
              const payment = await createOrderPayment(w.db, w.buyer.id, order?.code ?? '', next.provider, 15, new Date(now));
              transactionNo += 1;
              const transaction = String(transactionNo);
              for (let copy = 0; copy < next.copies; copy += 1) {
                await settleOrder(w.db, { provider: next.provider, orderCode: payment.orderCode, amountVnd: payment.amountVnd, outcome: 'paid', providerTransactionId: transaction, payload: {}, now: new Date(now + 60_000) });
              }
            } else if (next.kind === 'act') {
              const orderId = open.get(next.listing);
              if (orderId === undefined) continue;
              const [event, owner] = EVENTS[next.pick] ?? EVENTS[0] ?? [{ type: 'order.confirm' }, 'buyer'];
              const who = next.who === 'own' ? owner : next.who;
              await applyOrderEvent(w.db, { orderId, event, actor: { memberId: w[who].id, role: who === 'moderator' ? 'moderator' : 'member' }, now: new Date(now) });
            } else if (next.kind === 'wait') {
              now += next.minutes * 60_000;
            } else {
              await runSafePurchaseTimers(deps, new Date(now));
            }
          } catch (error) {
            if (!(error instanceof SafePurchaseRefused)) throw error;
          }
        }
        await runSafePurchaseTimers(deps, new Date(now));
        await expectMoneyConsistent(w.db);
        // Settled refunds: each refund code once, none beyond what its order held.
        const duplicated = await w.db.execute(sql`select idempotency_key from ledger_transactions where idempotency_key is not null group by idempotency_key having count(*) > 1`);
        expect(Array.isArray(duplicated) ? duplicated : (duplicated as { rows: unknown[] }).rows).toEqual([]);
      }),
      { numRuns: 40, seed: 38_2026 },
    );
    // The runs reach every end state (checked when tuning the weights: a partial refund releasing
    // the whole price fails this property with a five-step counterexample).
    const ends = await w.db.selectDistinct({ state: safePurchaseOrders.state }).from(safePurchaseOrders);
    expect(ends.map((row) => row.state)).toEqual(expect.arrayContaining(['completed', 'refunded', 'partiallyRefunded', 'cancelled', 'expired']));
  });
});
