/**
 * Post management reads (spec §2 /user/post-manage, §4 tabs, §7 list-user): the member's listings
 * per tab with every tab's count, the latest status change of each (so a delete reads "Bạn đã xoá
 * tin", a rejection its reason), and the quote shown before a push or an upgrade (cost and where the
 * listing will rank: src/lib/ranking.ts).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TierCode } from '~/lib/posting-rules';
import { HOME_PAGE_LEVEL, levelToStored, pushCost, TIER_LEVEL_LABELS, tierLevel, upgradeCost } from '~/lib/listing-prices';
import { LIVE_STATUSES, QUEUE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { BackendError } from '../http';
import { InsufficientPoints } from './ledger';
import { applyListingEvent, LISTING_NOT_FOUND_MESSAGE, TransitionRefused, type ListingActor } from './listing-transitions';
import type { ListingEvent } from '~/machines/listingLifecycle';
import { categories, listings, listingStatusHistory, walletAccounts } from '../db/schema';

import { POST_TABS, type PostTab } from '~/lib/contract/post-manage';
import { LISTING_STATUS } from '~/machines/listing-statuses';

export { POST_TABS, type PostTab };

const ended = (now: Date) => or(isNotNull(listings.expiredAt), lt(listings.endsAt, now));
const running = (now: Date) => and(isNull(listings.expiredAt), or(isNull(listings.endsAt), gte(listings.endsAt, now)));

/** Which listings each tab holds. Verifying (70) waits for a moderator, so it sits with pending. */
export function tabCondition(tab: PostTab, now: Date): SQL | undefined {
  switch (tab) {
    case 'all':
      return undefined;
    case 'posted':
      return and(eq(listings.status, LISTING_STATUS.posted), running(now));
    case 'wait_view':
      return inArray(listings.status, QUEUE_STATUSES);
    case 'take_down':
      return eq(listings.status, LISTING_STATUS.takeDown);
    case 'expired':
      return and(inArray(listings.status, LIVE_STATUSES), ended(now));
    case 'draft':
      return eq(listings.status, LISTING_STATUS.draft);
    case 'verified':
      return and(eq(listings.status, LISTING_STATUS.verified), running(now));
    case 'send_back':
      return eq(listings.status, LISTING_STATUS.sendBack);
    case 'reject':
      return eq(listings.status, LISTING_STATUS.reject);
  }
}

export async function tabCounts(db: Database, memberId: number, now: Date): Promise<Record<PostTab, number>> {
  const columns = Object.fromEntries(
    POST_TABS.map((tab) => {
      const condition = tabCondition(tab, now);
      return [tab, condition ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number) : count()];
    }),
  ) as Record<PostTab, SQL.Aliased<number> | SQL<number>>;
  const [row] = await db.select(columns).from(listings).where(eq(listings.memberId, memberId));
  return Object.fromEntries(POST_TABS.map((tab) => [tab, Number(row?.[tab] ?? 0)])) as Record<PostTab, number>;
}

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export interface ListUserQuery {
  readonly memberId: number;
  readonly tab: PostTab;
  readonly page: number;
  readonly perPage: number;
  readonly sort: 'asc' | 'desc';
}

export async function listUserPosts(db: Database, query: ListUserQuery, now = new Date()) {
  const where = and(eq(listings.memberId, query.memberId), tabCondition(query.tab, now));
  const order = query.sort === 'asc' ? [asc(listings.createdAt), asc(listings.id)] : [desc(listings.createdAt), desc(listings.id)];
  const [rows, counts] = await Promise.all([
    db
      .select({ listing: listings, category: { id: categories.id, slug: categories.slug, name: categories.name } })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    tabCounts(db, query.memberId, now),
  ]);
  const ids = rows.map((row) => row.listing.id);
  const history = ids.length
    ? await db
        .select()
        .from(listingStatusHistory)
        .where(inArray(listingStatusHistory.listingId, ids))
        .orderBy(desc(listingStatusHistory.createdAt), desc(listingStatusHistory.id))
    : [];
  const latest = new Map<number, (typeof history)[number]>();
  for (const entry of history) if (!latest.has(entry.listingId)) latest.set(entry.listingId, entry);

  return {
    data: rows.map(({ listing, category }) => {
      const change = latest.get(listing.id);
      return {
        post_id: listing.id,
        title: listing.title,
        object_slug: listing.objectSlug,
        category,
        thumb: listing.thumbPath ? { path: listing.thumbPath } : null,
        status: listing.status,
        expired: listing.expiredAt !== null,
        listing_type: listing.listingType,
        post_type: listing.postType,
        on_home_page: listing.onHomePage,
        verified: listing.verified,
        price: listing.transactionType === 1 ? listing.price : null,
        price_unit: listing.priceUnit,
        transaction_type: listing.transactionType,
        location: { stage: listing.unitStage || listing.locationStage },
        created_at: toSeconds(listing.createdAt) ?? 0,
        object_date: toSeconds(listing.objectDate) ?? 0,
        pushed_at: toSeconds(listing.pushedAt) ?? 0,
        ends_at: toSeconds(listing.endsAt),
        duration_days: listing.durationDays,
        view_count: listing.viewCount,
        safe_purchase: listing.safePurchase,
        reject_reason: listing.rejectReason,
        send_back_notes: listing.sendBackNotes,
        draft_step: listing.draftStep,
        last_change: change
          ? {
              event: change.event,
              actor_role: change.actorRole,
              from_status: change.fromStatus,
              to_status: change.toStatus,
              reason: change.reason,
              notes: change.notes,
              at: toSeconds(change.createdAt) ?? 0,
            }
          : null,
      };
    }),
    page: query.page,
    per_page: query.perPage,
    total: counts[query.tab],
    counts,
  };
}

type RankedListing = Pick<typeof listings.$inferSelect, 'id' | 'categoryId' | 'pushedAt'>;

/** The 1-based position a listing of `tier` pushed at `pushedAt` takes among the live listings of its category. */
async function rankInCategory(db: Database, listing: RankedListing, tier: TierCode, pushedAt: Date, now: Date): Promise<number> {
  const live = and(eq(listings.categoryId, listing.categoryId), inArray(listings.status, LIVE_STATUSES), running(now), sql`${listings.id} <> ${listing.id}`);
  const ahead = or(
    gt(listings.postType, tier),
    and(eq(listings.postType, tier), or(gt(listings.pushedAt, pushedAt), and(eq(listings.pushedAt, pushedAt), gt(listings.id, listing.id)))),
  );
  const [row] = await db.select({ n: count() }).from(listings).where(and(live, ahead));
  return Number(row?.n ?? 0) + 1;
}

export async function spendableBalance(db: Database, memberId: number, now: Date): Promise<number> {
  const rows = await db
    .select({ balance: walletAccounts.balance, expiresAt: walletAccounts.expiresAt })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), inArray(walletAccounts.kind, ['topup', 'bonus'])));
  return rows.filter((row) => row.expiresAt === null || row.expiresAt >= now).reduce((total, row) => total + row.balance, 0);
}

/**
 * What a push and each upgrade would cost and where the listing would rank afterwards. A push
 * keeps the tier and moves the listing to the top of its tier group; an upgrade changes the tier
 * and keeps the push time.
 */
export async function actionQuote(db: Database, listing: typeof listings.$inferSelect, now = new Date()) {
  const [category] = await db.select({ name: categories.name, slug: categories.slug }).from(categories).where(eq(categories.id, listing.categoryId));
  const current = tierLevel({ tier: listing.postType, onHomePage: listing.onHomePage });
  const levels = ([2, 3, HOME_PAGE_LEVEL] as const).filter((level) => level > current);
  const upgrades = await Promise.all(
    levels.map(async (level) => ({
      level,
      label: TIER_LEVEL_LABELS[level],
      cost: upgradeCost(level),
      rank_after: await rankInCategory(db, listing, levelToStored(level).tier, listing.pushedAt, now),
    })),
  );
  return {
    post_id: listing.id,
    category: { name: category?.name ?? '', slug: category?.slug ?? '' },
    level: current,
    level_label: TIER_LEVEL_LABELS[current],
    balance: await spendableBalance(db, listing.memberId, now),
    rank_now: await rankInCategory(db, listing, listing.postType, listing.pushedAt, now),
    push: { cost: pushCost(listing.postType), rank_after: await rankInCategory(db, listing, listing.postType, now, now) },
    upgrades,
  };
}

/** The quote of `listingId`'s paid actions, for its owner only. */
export async function ownListingActionQuote(db: Database, listingId: number, memberId: number) {
  const [listing] = await db.select().from(listings).where(eq(listings.id, listingId));
  if (!listing) throw new BackendError(404, LISTING_NOT_FOUND_MESSAGE);
  if (listing.memberId !== memberId) throw new BackendError(403, 'Bạn không có quyền thao tác trên tin này.');
  return actionQuote(db, listing);
}

/** Runs a lifecycle event for an HTTP caller (owner or moderator), mapping refusals to the wire's `{ success: false, message }`. */
export async function runListingEvent(
  db: Database,
  input: { listingId: number; event: ListingEvent; actor: ListingActor; idempotencyKey?: string | undefined },
) {
  try {
    const status = await applyListingEvent(db, { listingId: input.listingId, event: input.event, actor: input.actor, idempotencyKey: input.idempotencyKey });
    return status;
  } catch (error) {
    if (error instanceof TransitionRefused) throw new BackendError(error.status, error.message);
    if (error instanceof InsufficientPoints) throw new BackendError(400, error.message);
    throw error;
  }
}
