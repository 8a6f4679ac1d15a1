/**
 * End-to-end test hooks (mounted only when ENABLE_TEST_HOOKS=1, which only playwright.config.ts sets):
 * what the model paths of the listing lifecycle cannot yet do through a screen.
 * - `POST /__test/listings/draft`: a fresh real-estate draft of the demo member (a copy of their
 *   seeded real-estate listing and its media under a new title, complete enough for the wizard to
 *   submit), so that each path starts from its own draft without typing a whole listing first.
 * - `POST /__test/listings/:id/expire`: moves the listing's end date to yesterday and runs the
 *   backend's expiry job function (`runListingExpiry`), as its interval would.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendDeps } from '../context';
import { parseInput } from '../http';
import { runListingExpiry } from '../services/listing-expiry';
import { demoDraftForTest, endListingYesterday } from '../services/test-fixtures';

const listingId = z.coerce.number().int().min(1);

export function lifecycleTestHookRoutes({ db }: BackendDeps) {
  const app = new Hono();

  app.post('/__test/listings/draft', async (c) => c.json({ status: 200, data: await demoDraftForTest(db) }));

  app.post('/__test/listings/:id/expire', async (c) => {
    const id = parseInput(listingId, c.req.param('id'));
    const now = new Date();
    await endListingYesterday(db, id, now);
    return c.json({ status: 200, data: await runListingExpiry(db, now) });
  });

  return app;
}
