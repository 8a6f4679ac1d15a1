/**
 * Limits kept in the database (issue #14): two backend instances on one database enforce one limit,
 * a flood of keys clears nobody's window, and windows end on time. On PostgreSQL too when
 * TEST_DATABASE_URL is set (CI), with concurrent connections racing like two processes.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { members, rateLimits } from '../../src/backend/db/schema';
import { createRateLimiter, pruneRateLimits } from '../../src/backend/services/rate-limit';
import { backendApp, storedPasswordHash } from '../helpers/backend';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

async function pglite() {
  const handle = await freshPglite();
  opened.push(handle);
  return handle;
}

describe('rate limits in the database', () => {
  test('two instances of one limiter share the count; another name counts apart', async () => {
    const { db } = await pglite();
    const first = createRateLimiter(db, { name: 'test:shared', limit: 3, windowMs: 60_000 });
    const second = createRateLimiter(db, { name: 'test:shared', limit: 3, windowMs: 60_000 });
    const other = createRateLimiter(db, { name: 'test:other', limit: 3, windowMs: 60_000 });
    expect([await first.hit('k'), await second.hit('k'), await first.hit('k')]).toEqual([0, 0, 0]);
    expect(await second.hit('k')).toBeGreaterThan(0);
    expect(await first.blockedFor('k')).toBeGreaterThan(50);
    expect(await other.hit('k')).toBe(0);
    await second.reset('k');
    expect(await first.blockedFor('k')).toBe(0);
  });

  test('a flood of distinct keys leaves a blocked key blocked', async () => {
    const { db } = await pglite();
    const limiter = createRateLimiter(db, { name: 'test:flood', limit: 1, windowMs: 60_000 });
    await limiter.hit('victim');
    expect(await limiter.hit('victim')).toBeGreaterThan(0);
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(Array.from({ length: 100 }, (_, index) => limiter.hit(`flood-${batch}-${index}`)));
    }
    expect(await limiter.blockedFor('victim')).toBeGreaterThan(0);
  });

  test('a window ends after its duration; pruning removes only windows ended over an hour ago', async () => {
    const { db } = await pglite();
    const limiter = createRateLimiter(db, { name: 'test:window', limit: 1, windowMs: 1_000 });
    expect(await limiter.hit('k')).toBe(0);
    expect(await limiter.hit('k')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await limiter.hit('k')).toBe(0);

    const hourAndMinuteAgo = new Date(Date.now() - 61 * 60_000);
    await db.insert(rateLimits).values([
      { key: 'old', points: 9, expire: hourAndMinuteAgo },
      { key: 'recent', points: 9, expire: new Date(Date.now() - 60_000) },
    ]);
    expect(await pruneRateLimits(db)).toBe(1);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
    expect(keys).toEqual(['recent', 'test:window:k']);
  });

  test('sign-in attempts spread over two backends are refused at the same count as on one', async () => {
    const { db } = await pglite();
    await db.insert(members).values({ phone: '0900000001', passwordHash: await storedPasswordHash('demo1234'), fullName: 'Nguyễn Văn An' });
    const backends = [await backendApp(db), await backendApp(db)];
    const attempt = (index: number, password: string) =>
      backends[index % 2]!.request('/api/member/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: '0900000001', password }),
      });
    for (let index = 0; index < 5; index += 1) expect((await attempt(index, 'sai-mat-khau')).status).toBe(401);
    const refused = await attempt(5, 'demo1234');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('sai quá nhiều lần') });
  });

  test.skipIf(!TEST_DATABASE_URL)('PostgreSQL: concurrent hits over several connections count exactly', async () => {
    const first = await freshPostgres(TEST_DATABASE_URL ?? '');
    opened.push(first);
    const limit = { name: 'test:race', limit: 10, windowMs: 60_000 };
    const instances = [createRateLimiter(first.db, limit), createRateLimiter(first.db, limit)];
    const waits = await Promise.all(Array.from({ length: 30 }, (_, index) => instances[index % 2]!.hit('k')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
  });
});

/**
 * Issue #34: whatever the bursts — several keys, each burst sent at once, one after another — a key
 * gets exactly min(limit, tries) through in its window, never more, on PGlite and on PostgreSQL.
 */
describe('property: concurrent bursts never pass more than the limit', () => {
  const burstsOf = fc.array(fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 4 });

  test.each(TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const))('%s', async (kind) => {
    const handle = kind === 'postgres' ? await freshPostgres(TEST_DATABASE_URL ?? '') : await pglite();
    if (kind === 'postgres') opened.push(handle);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), burstsOf, async (limit, bursts) => {
        run += 1;
        const limiters = [0, 1].map(() => createRateLimiter(handle.db, { name: `property:${run}`, limit, windowMs: 60_000 }));
        const passed = new Map<string, number>();
        const tried = new Map<string, number>();
        for (const burst of bursts) {
          // Two limiter instances on one table, like two backends.
          const waits = await Promise.all(burst.map((key, index) => limiters[index % 2]!.hit(key)));
          burst.forEach((key, index) => {
            tried.set(key, (tried.get(key) ?? 0) + 1);
            if (waits[index] === 0) passed.set(key, (passed.get(key) ?? 0) + 1);
          });
        }
        for (const [key, tries] of tried) expect(passed.get(key) ?? 0).toBe(Math.min(limit, tries));
      }),
      { numRuns: 25 },
    );
  });
});
