/**
 * End-to-end test hooks, mounted only when ENABLE_TEST_HOOKS=1 (playwright.config.ts sets it for
 * its own throwaway backend; never in a deployment). They stand in for time passing and for
 * back-office steps that have no UI in this branch: a match kicking off, a pending listing being
 * approved, the saved-search alert job's next tick, a match in a given phase for the model paths.
 */
import { and, asc, desc, eq, gte, inArray, ne, notExists } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { listingPath } from '~/lib/slug';
import { expiryDate } from '~/lib/time';
import { LIVE_STATUSES, QUEUE_STATUSES } from '~/machines/listingLifecycle';
import type { BackendDeps } from '../context';
import { categories, listingReports, listings, listingStatusHistory, members, minigameMatches, minigamePredictions } from '../db/schema';
import { BackendError, parseInput, readBody } from '../http';
import { runAlertPass } from '../services/alert-job';
import { enterResult } from '../services/minigame';
import { LISTING_STATUS } from '~/machines/listing-statuses';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const goals = z.number().int().min(0).max(20);
const DAY_MS = 86_400_000;
const DEMO_PHONE = '0900000001';
const MODERATOR_PHONE = '0900000009';

async function memberIdByPhone(db: BackendDeps['db'], phone: string): Promise<number> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone)).limit(1);
  if (!member) throw new BackendError(404, `Không có thành viên ${phone}.`);
  return member.id;
}

export function testHookRoutes({ db, log }: BackendDeps) {
  const app = new Hono();

  /** This process's id: the outage e2e kills (SIGKILL) and stops (SIGSTOP) the backend it talks to. */
  app.get('/__test/process', (c) => c.json({ status: 200, data: { pid: process.pid } }));

  /** The match kicks off now: predictions close and a moderator may enter the result. */
  app.post('/__test/minigame/kick-off', async (c) => {
    const { match_id: id } = parseInput(z.object({ match_id: positiveId }), await readBody(c));
    const [row] = await db
      .update(minigameMatches)
      .set({ kickoffAt: new Date(Date.now() - 60_000) })
      .where(eq(minigameMatches.id, id))
      .returning({ id: minigameMatches.id });
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
    const now = new Date();
    const suffix = now.getTime().toString(36).slice(-5);
    const kickoffAt = input.phase === 'upcoming' ? new Date(now.getTime() + 20 * DAY_MS) : new Date(now.getTime() - 2 * 3_600_000);
    const [match] = await db
      .insert(minigameMatches)
      .values({ competition: 'Giải kiểm thử', homeTeam: `Đội nhà ${suffix}`, awayTeam: `Đội khách ${suffix}`, kickoffAt, createdAt: new Date(now.getTime() - DAY_MS) })
      .returning({ id: minigameMatches.id });
    if (!match) throw new Error('test match not inserted');
    if (input.prediction) {
      const memberId = await memberIdByPhone(db, DEMO_PHONE);
      await db.insert(minigamePredictions).values({ matchId: match.id, memberId, homeScore: input.prediction.home, awayScore: input.prediction.away, createdAt: now, updatedAt: now });
    }
    if (input.phase === 'finished') await enterResult(db, { moderatorId: await memberIdByPhone(db, MODERATOR_PHONE), matchId: match.id, score: { home: 1, away: 1 }, now });
    return c.json({ status: 200, data: { id: match.id } });
  });

  /** A pending listing (not the demo member's, in a visible category) for a test to approve. */
  app.get('/__test/listings/pending', async (c) => {
    const [row] = await db
      .select({ id: listings.id, title: listings.title, category_slug: categories.slug, member_id: listings.memberId })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(and(eq(listings.status, LISTING_STATUS.pending), eq(categories.hidden, false), ne(listings.memberId, 1)))
      .orderBy(asc(listings.id))
      .limit(1);
    if (!row) throw new BackendError(404, 'Không có tin chờ duyệt.');
    return c.json({ status: 200, data: row });
  });

  /**
   * A live listing of another member that the demo member (id 1) has not reported yet; with
   * `?owner=<id>`, a live listing of that member instead.
   */
  app.get('/__test/listings/live', async (c) => {
    const owner = Number(c.req.query('owner') ?? 0);
    const whose = Number.isInteger(owner) && owner > 0 ? eq(listings.memberId, owner) : ne(listings.memberId, 1);
    const [row] = await db
      .select({ id: listings.id, title: listings.title, objectSlug: listings.objectSlug, categorySlug: categories.slug })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(
        and(
          inArray(listings.status, LIVE_STATUSES),
          gte(listings.endsAt, new Date()),
          eq(categories.hidden, false),
          whose,
          notExists(db.select({ id: listingReports.id }).from(listingReports).where(and(eq(listingReports.listingId, listings.id), eq(listingReports.memberId, 1)))),
        ),
      )
      .orderBy(desc(listings.id))
      .limit(1);
    if (!row) throw new BackendError(404, 'Không có tin đang hiển thị.');
    return c.json({ status: 200, data: { id: row.id, title: row.title, path: listingPath(row.categorySlug, row.objectSlug, row.id) } });
  });

  /** Approves a pending listing the way moderation does: live now, with its status history. */
  app.post('/__test/listings/approve', async (c) => {
    const { listing_id: id } = parseInput(z.object({ listing_id: positiveId }), await readBody(c));
    const now = new Date();
    const approved = await db.transaction(async (tx) => {
      const [listing] = await tx.select().from(listings).where(and(eq(listings.id, id), inArray(listings.status, QUEUE_STATUSES))).for('update');
      if (!listing) return null;
      await tx
        .update(listings)
        .set({ status: LISTING_STATUS.posted, objectDate: now, pushedAt: now, endsAt: expiryDate(now, listing.durationDays), updatedAt: now })
        .where(eq(listings.id, id));
      await tx.insert(listingStatusHistory).values({ listingId: id, fromStatus: listing.status, toStatus: LISTING_STATUS.posted, event: 'moderator.approve', actorRole: 'system', createdAt: now });
      return { id };
    });
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
