/**
 * The queries behind the end-to-end test hooks (routes/test-hooks*.ts, mounted only with
 * ENABLE_TEST_HOOKS=1): they stand in for time passing and for back-office steps that have no
 * screen yet. Never called by a deployed route.
 */
import { and, asc, desc, eq, gte, inArray, ne, notExists, notInArray } from 'drizzle-orm';
import { listingPath } from '~/lib/slug';
import { LISTING_STATUS } from '~/machines/listing-statuses';
import { LIVE_STATUSES, QUEUE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { categories, listingMedia, listingReports, listings, members, minigameMatches, minigamePredictions } from '../db/schema';
import { BackendError } from '../http';
import { applyListingEvent } from './listing-transitions';
import { enterResult } from './minigame';

const DAY_MS = 86_400_000;
const DEMO_PHONE = '0900000001';
const MODERATOR_PHONE = '0900000009';
/** The demo member's id in the seed: "another member's listing" means not theirs. */
const DEMO_MEMBER_ID = 1;

async function memberIdByPhone(db: Database, phone: string, missing = `Không có thành viên ${phone}.`): Promise<number> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone)).limit(1);
  if (!member) throw new BackendError(404, missing);
  return member.id;
}

/** The match kicks off now: predictions close and a moderator may enter the result. Null when unknown. */
export async function kickOffMatch(db: Database, id: number): Promise<{ id: number } | null> {
  const [row] = await db
    .update(minigameMatches)
    .set({ kickoffAt: new Date(Date.now() - 60_000) })
    .where(eq(minigameMatches.id, id))
    .returning({ id: minigameMatches.id });
  return row ?? null;
}

/**
 * A match of its own for one model path, in the phase the path starts from: upcoming (kick-off in
 * 20 days, after every seeded match), kicked off two hours ago, or finished (result entered by the
 * moderator); optionally with the demo member's saved prediction.
 */
export async function testMatch(
  db: Database,
  input: { phase: 'upcoming' | 'awaiting_result' | 'finished'; prediction?: { home: number; away: number } | undefined },
): Promise<{ id: number }> {
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
  return { id: match.id };
}

/** A pending listing a moderator may approve (neither the demo member's nor the moderator's, in a visible category), or a 404. */
export async function pendingListingForTest(db: Database) {
  const moderator = db.select({ id: members.id }).from(members).where(eq(members.phone, MODERATOR_PHONE));
  const [row] = await db
    .select({ id: listings.id, title: listings.title, category_slug: categories.slug, member_id: listings.memberId })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(eq(listings.status, LISTING_STATUS.pending), eq(categories.hidden, false), ne(listings.memberId, DEMO_MEMBER_ID), notInArray(listings.memberId, moderator)))
    .orderBy(asc(listings.id))
    .limit(1);
  if (!row) throw new BackendError(404, 'Không có tin chờ duyệt.');
  return row;
}

/** A live listing of another member the demo member has not reported yet, or of `owner`; or a 404. */
export async function liveListingForTest(db: Database, owner: number | null) {
  const whose = owner === null ? ne(listings.memberId, DEMO_MEMBER_ID) : eq(listings.memberId, owner);
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
        notExists(db.select({ id: listingReports.id }).from(listingReports).where(and(eq(listingReports.listingId, listings.id), eq(listingReports.memberId, DEMO_MEMBER_ID)))),
      ),
    )
    .orderBy(desc(listings.id))
    .limit(1);
  if (!row) throw new BackendError(404, 'Không có tin đang hiển thị.');
  return { id: row.id, title: row.title, path: listingPath(row.categorySlug, row.objectSlug, row.id) };
}

/**
 * Approves a pending listing the way moderation does: the seed's moderator sends `listing.approve`
 * through the lifecycle machine (status, history, the owner's notice, the listing-change event). Null when not queued.
 */
export async function approveListingForTest(db: Database, id: number): Promise<{ id: number } | null> {
  const [queued] = await db.select({ id: listings.id }).from(listings).where(and(eq(listings.id, id), inArray(listings.status, QUEUE_STATUSES))).limit(1);
  if (!queued) return null;
  const moderatorId = await memberIdByPhone(db, MODERATOR_PHONE, 'Không có kiểm duyệt viên.');
  await applyListingEvent(db, { listingId: id, event: { type: 'listing.approve' }, actor: { memberId: moderatorId, role: 'moderator' } });
  return { id };
}

/**
 * A fresh real-estate draft of the demo member: a copy of their first real-estate listing and its
 * media under a new title, complete enough for the wizard to submit.
 */
export async function demoDraftForTest(db: Database): Promise<{ id: number; title: string }> {
  const demoId = await memberIdByPhone(db, DEMO_PHONE, 'Không có thành viên demo.');
  const [template] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.memberId, demoId), eq(listings.listingType, 2)))
    .orderBy(asc(listings.id))
    .limit(1);
  if (!template) throw new BackendError(404, 'Thành viên demo không có tin bất động sản.');
  const { id: _id, ...copy } = template;
  const now = new Date();
  const title = `Tin kiểm thử vòng đời ${now.getTime().toString(36)}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values({
        ...copy,
        title,
        objectSlug: `tin-kiem-thu-vong-doi-${now.getTime().toString(36)}`,
        status: LISTING_STATUS.draft,
        postType: 1,
        onHomePage: false,
        paidWithPoints: false,
        verified: false,
        endsAt: null,
        expiredAt: null,
        expiryWarnedAt: null,
        rejectReason: null,
        sendBackNotes: null,
        createdAt: now,
        updatedAt: now,
        objectDate: now,
        pushedAt: now,
      })
      .returning({ id: listings.id, title: listings.title });
    if (!row) throw new BackendError(500, 'Không tạo được tin nháp.');
    const media = await tx.select().from(listingMedia).where(eq(listingMedia.listingId, template.id));
    if (media.length > 0) await tx.insert(listingMedia).values(media.map(({ id: _mediaId, listingId: _from, ...file }) => ({ ...file, listingId: row.id })));
    return row;
  });
}

/** Moves a listing's end date to yesterday, so the expiry job's next pass takes it. */
export async function endListingYesterday(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(listings)
    .set({ endsAt: new Date(now.getTime() - DAY_MS) })
    .where(eq(listings.id, id));
}
