/**
 * Rate limits and lockouts kept in PostgreSQL (issue #14), so any number of backend instances
 * enforce one limit and no flood of distinct keys can clear anyone's window. The counting is
 * rate-limiter-flexible's Drizzle store (an atomic upsert per hit) over the `rate_limits` table;
 * the embedded database (PGlite) runs the same code.
 * A window is fixed: it starts with a key's first hit and lasts `windowMs`.
 * @see https://github.com/animir/node-rate-limiter-flexible/wiki/Drizzle
 */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when the limit was already reached, else 0. */
  hit(key: string): Promise<number>;
  /** Seconds left when blocked, without counting. */
  blockedFor(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface RateLimit {
  /** Names the limiter's keys in the shared table: two limiters with one name share counts. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createRateLimiter(db: Database, { name, limit, windowMs }: RateLimit): RateLimiter {
  const store = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: name,
    points: limit,
    duration: windowMs / 1000,
    // Expired rows are removed by pruneRateLimits on the backend's clean-up job, once for all limiters.
    clearExpiredByTimeout: false,
  });
  return {
    async hit(key) {
      try {
        await store.consume(key);
        return 0;
      } catch (rejection) {
        // A refusal resolves to RateLimiterRes; anything else is a database failure and propagates.
        if (rejection instanceof RateLimiterRes) return secondsOf(rejection.msBeforeNext);
        throw rejection;
      }
    },
    async blockedFor(key) {
      const window = await store.get(key);
      return window && window.consumedPoints >= limit ? secondsOf(window.msBeforeNext) : 0;
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

/** Deletes windows that ended over an hour ago; returns how many. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return removed.length;
}
