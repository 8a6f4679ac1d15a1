/**
 * End-to-end test hooks, mounted only when ENABLE_TEST_HOOKS=1 (playwright.config.ts sets it for
 * its own throwaway backend; never in a deployment). They stand in for time passing and for
 * back-office steps that have no UI in this branch: a match kicking off, a pending listing being
 * approved, the saved-search alert job's next tick, a match in a given phase for the model paths.
 * The queries are in services/test-fixtures.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendDeps } from '../context';
import { BackendError, parseInput, readBody } from '../http';
import { runAlertPass } from '../services/alert-job';
import { approveListingForTest, kickOffMatch, liveListingForTest, pendingListingForTest, testMatch } from '../services/test-fixtures';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const goals = z.number().int().min(0).max(20);

export function testHookRoutes({ db, log }: BackendDeps) {
  const app = new Hono();

  /** This process's id: the outage e2e kills (SIGKILL) and stops (SIGSTOP) the backend it talks to. */
  app.get('/__test/process', (c) => c.json({ status: 200, data: { pid: process.pid } }));

  /** The match kicks off now: predictions close and a moderator may enter the result. */
  app.post('/__test/minigame/kick-off', async (c) => {
    const { match_id: id } = parseInput(z.object({ match_id: positiveId }), await readBody(c));
    const row = await kickOffMatch(db, id);
    if (!row) throw new BackendError(404, 'Trận đấu không tồn tại.');
    return c.json({ status: 200, data: row });
  });

  /**
   * A match of its own for one model path (src/machines/registry/prediction.ts), in the phase the
   * path starts from: upcoming (kick-off in 20 days, after every seeded match, so other specs' "first
   * upcoming match" stays theirs), kicked off two hours ago, or finished (result entered by the
   * moderator); optionally with the demo member's saved prediction.
   */
  app.post('/__test/minigame/matches', async (c) => {
    const input = parseInput(
      z.object({ phase: z.enum(['upcoming', 'awaiting_result', 'finished']), prediction: z.object({ home: goals, away: goals }).optional() }),
      await readBody(c),
    );
    const match = await testMatch(db, input);
    return c.json({ status: 200, data: { id: match.id } });
  });

  /** A pending listing (not the demo member's, in a visible category) for a test to approve. */
  app.get('/__test/listings/pending', async (c) => c.json({ status: 200, data: await pendingListingForTest(db) }));

  /**
   * A live listing of another member that the demo member (id 1) has not reported yet; with
   * `?owner=<id>`, a live listing of that member instead.
   */
  app.get('/__test/listings/live', async (c) => {
    const owner = Number(c.req.query('owner') ?? 0);
    return c.json({ status: 200, data: await liveListingForTest(db, Number.isInteger(owner) && owner > 0 ? owner : null) });
  });

  /** Approves a pending listing the way moderation does: live now, with its status history. */
  app.post('/__test/listings/approve', async (c) => {
    const { listing_id: id } = parseInput(z.object({ listing_id: positiveId }), await readBody(c));
    const approved = await approveListingForTest(db, id);
    if (!approved) throw new BackendError(404, 'Tin không ở trạng thái chờ duyệt.');
    return c.json({ status: 200, data: approved });
  });

  /** Runs one pass of the alert job now (saved searches, then price drops). */
  app.post('/__test/jobs/saved-search-alerts', async (c) => {
    const pass = await runAlertPass(db, log);
    return c.json({ status: 200, data: { checked: pass.searches.checked, notified: pass.searches.notified, price_drops: pass.priceDrops.notified } });
  });

  return app;
}
