/**
 * A fixed-window counter per key, in process memory: enough for one backend process (the reference
 * deployment). Several processes behind a balancer would move this to the database or Redis.
 */
export interface RateLimiter {
  /** Counts one hit; returns the seconds to wait when the limit is already reached, else 0. */
  hit(key: string, now?: number): number;
  /** Seconds left when blocked, without counting. */
  blockedFor(key: string, now?: number): number;
  reset(key: string): void;
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (!window || now - window.start >= windowMs) return null;
    return window;
  };
  const wait = (start: number, now: number) => Math.max(1, Math.ceil((start + windowMs - now) / 1000));
  return {
    hit(key, now = Date.now()) {
      const window = current(key, now);
      if (!window) {
        if (windows.size > 50_000) windows.clear(); // bound memory under a flood of distinct keys
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      if (window.count >= limit) return wait(window.start, now);
      window.count += 1;
      return 0;
    },
    blockedFor(key, now = Date.now()) {
      const window = current(key, now);
      return window && window.count >= limit ? wait(window.start, now) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
