/**
 * E2E-only hook for the "Mua an toàn" timers (issue #38), mounted when `ENABLE_TEST_HOOKS=1` (only
 * playwright.config.ts sets): `POST /__test/safe-purchase/timers { advance_ms, code? }` runs one pass
 * of the timer job (`runSafePurchaseTimers`) as if the clock were `advance_ms` ahead, so a browser
 * test sees an unpaid order expire, a hand-over deadline refund or a confirmation deadline release
 * without waiting days; with `code`, only that order's deadlines are looked at (a model path moves
 * its own order, not the ones other specs are walking through). Refunds and payouts reach this
 * backend's own sandboxes over HTTP.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendDeps } from '../context';
import { parseInput } from '../http';
import { runSafePurchaseTimers } from '../services/safe-purchase';

const advance = z.object({
  advance_ms: z.coerce.number().int().min(0).max(60 * 86_400_000).default(0),
  code: z.string().min(1).max(40).optional(),
});

export function safePurchaseTestHookRoutes({ db, env }: BackendDeps) {
  const app = new Hono();
  app.post('/__test/safe-purchase/timers', async (c) => {
    const input = parseInput(advance, await c.req.json().catch(() => ({})));
    const pass = await runSafePurchaseTimers({ db, env, fetch }, new Date(Date.now() + input.advance_ms), input.code);
    return c.json({ status: 200, data: pass });
  });
  return app;
}
