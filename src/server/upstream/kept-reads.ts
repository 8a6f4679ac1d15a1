/**
 * Reference data kept per process (issue #41): the category list and the location files are the
 * same for every page and change rarely, yet a long-tail page read them four times over HTTP, each
 * answer decoded again. A read is kept `ttlMs` after it succeeds; a failure is never kept (the next
 * caller asks again); concurrent misses share one call. `ttlMs` 0 reads every time.
 */
import { Cache, Duration, Effect, Exit } from 'effect';

export const keptReads = <Key, A, E>(
  ttlMs: number,
  capacity: number,
  read: (key: Key) => Effect.Effect<A, E>,
): Effect.Effect<(key: Key) => Effect.Effect<A, E>> =>
  ttlMs <= 0
    ? Effect.succeed(read)
    : Effect.map(
        Cache.makeWith({ capacity, lookup: read, timeToLive: (exit: Exit.Exit<A, E>) => (Exit.isSuccess(exit) ? Duration.millis(ttlMs) : Duration.zero) }),
        // A failure's zero lifetime still answers a caller in the same millisecond: drop it at once.
        (cache) => (key: Key) => cache.get(key).pipe(Effect.tapError(() => cache.invalidate(key))),
      );
