/**
 * End-to-end test hook of "Mua an toàn" (mounted only when ENABLE_TEST_HOOKS=1, which only
 * playwright.config.ts sets): `POST /__test/safe-purchase/timers { advance_ms }` runs one pass of
 * the timer job (`runSafePurchaseTimers`) as if the clock were `advance_ms` ahead, so a browser test
 * sees an unpaid order expire, a hand-over deadline refund or a confirmation deadline release
 * without waiting days. Refunds and payouts reach this backend's own sandboxes over HTTP.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendDeps } from '../context';
import { parseInput } from '../http';
import { runSafePurchaseTimers } from '../services/safe-purchase';

const advance = z.object({ advance_ms: z.coerce.number().int().min(0).max(60 * 86_400_000).default(0) });

export function safePurchaseTestHookRoutes({ db, env }: BackendDeps) {
  const app = new Hono();
  app.post('/__test/safe-purchase/timers', async (c) => {
    const input = parseInput(advance, await c.req.json().catch(() => ({})));
    const pass = await runSafePurchaseTimers({ db, env, fetch }, new Date(Date.now() + input.advance_ms));
    return c.json({ status: 200, data: pass });
  });
  return app;
}
