/**
 * Rate limits and lockouts kept in PostgreSQL (issue #14), so any number of backend instances
 * enforce one limit and no flood of distinct keys can clear anyone's window. The counting is
 * rate-limiter-flexible's Drizzle store (an atomic upsert per hit) over the `rate_limits` table;
 * the embedded database (PGlite) runs the same code.
 * A window is fixed: it starts with a key's first hit and lasts `windowMs`.
 * A limit is taken before the work it guards (issue #34): `hit` counts and answers in one
 * statement, so N concurrent requests get at most `limit` through; checking first and counting
 * afterwards let 30 concurrent guesses past a limit of 5.
 * @see https://github.com/animir/node-rate-limiter-flexible/wiki/Drizzle
 */
import { isIPv6 } from 'node:net';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { backendMetrics } from '../metrics';

export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when the limit was already reached, else 0. */
  hit(key: string): Promise<number>;
  /** Like hit, and also says how many hits the key's window holds now (this one included). */
  take(key: string): Promise<{ readonly waitSeconds: number; readonly count: number }>;
  /** Seconds left when blocked, without counting. */
  blockedFor(key: string): Promise<number>;
  /** Gives one hit back (a try that turned out legitimate, e.g. a right password). */
  giveBack(key: string): Promise<void>;
  /** Blocks the key for `seconds` from now, whatever its count. */
  block(key: string, seconds: number): Promise<void>;
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
  const take = async (key: string) => {
    try {
      const taken = await store.consume(key);
      return { waitSeconds: 0, count: taken.consumedPoints };
    } catch (rejection) {
      // A refusal resolves to RateLimiterRes; anything else is a database failure and propagates.
      if (rejection instanceof RateLimiterRes) {
        backendMetrics()?.rateLimitRefusals.inc({ limit: name });
        return { waitSeconds: secondsOf(rejection.msBeforeNext), count: rejection.consumedPoints };
      }
      throw rejection;
    }
  };
  return {
    take,
    async hit(key) {
      return (await take(key)).waitSeconds;
    },
    async blockedFor(key) {
      const window = await store.get(key);
      return window && window.consumedPoints >= limit ? secondsOf(window.msBeforeNext) : 0;
    },
    async giveBack(key) {
      await store.reward(key, 1);
    },
    async block(key, seconds) {
      await store.block(key, seconds);
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}

/**
 * The part of a client address a limit counts (issue #34): an IPv6 subscriber is given a whole
 * /64 and can use any of its 2^64 addresses, so per-address limits key IPv6 by its /64 prefix;
 * an IPv4 address (also written IPv4-mapped, `::ffff:a.b.c.d`) counts as itself.
 */
export function limitNetworkOf(address: string): string {
  const trimmed = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(trimmed)) return trimmed;
  const [head = '', tail = ''] = trimmed.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = trimmed.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  // An embedded IPv4 tail (a.b.c.d) takes two groups; it lies past the first four either way.
  const tailLength = tailGroups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const groups = trimmed.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailLength).fill('0'), ...tailGroups] : headGroups;
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Deletes windows that ended over an hour ago; returns how many. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - 3_600_000)))
    .returning({ key: rateLimits.key });
  return removed.length;
}
