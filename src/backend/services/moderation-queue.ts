/**
 * The moderation queue (docs/upstream-contract.md "Moderation"): listings waiting for a decision,
 * oldest first by default, with their full content, media and latest status changes, filtered by
 * the moderator's search (a listing id or title words, a phone, a category, how long it has waited).
 */
import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ModerationQueueRequest, ModerationQueueResponse } from '~/lib/contract/post-manage';
import { isStatusCode, QUEUE_STATUSES, STATE_LABELS, stateOfStored } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { categories, listingMedia, listings, listingStatusHistory, members } from '../db/schema';
import { vehicleWire } from './articles';
import { accountKey } from './sign-in-guard';

const DAY_MS = 86_400_000;
/** How long a listing has waited since it was (re)submitted: at least this many days. */
const WAITING_DAYS = { '1d': 1, '3d': 3, '7d': 7 } as const;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

const MAX_ROW_ID = 2_147_483_647;

/** The listing id the search names, when it is one (digits within the id column's range). */
function searchedId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}

function queueFilter(query: ModerationQueueRequest, now: Date): SQL {
  const conditions: SQL[] = [inArray(listings.status, QUEUE_STATUSES)];
  const text = query.q ?? '';
  const id = searchedId(text);
  if (/^\d{1,10}$/.test(text)) {
    conditions.push(id !== null ? or(eq(listings.id, id), ilike(listings.title, `%${text}%`)) ?? sql`false` : ilike(listings.title, `%${text}%`));
  } else if (text !== '') {
    conditions.push(ilike(listings.title, `%${escapeLike(text)}%`));
  }
  if (query.phone) {
    const phone = accountKey(query.phone);
    conditions.push(or(eq(members.phone, phone), eq(listings.contactPhone, phone)) ?? sql`false`);
  }
  if (query.category) conditions.push(eq(categories.slug, query.category));
  if (query.waiting) conditions.push(lt(listings.updatedAt, new Date(now.getTime() - WAITING_DAYS[query.waiting] * DAY_MS)));
  return and(...conditions) ?? sql`true`;
}

/**
 * Why a searched id is not in the queue when the listing exists: a moderator pasting an id from a
 * report or a call would otherwise read "no match" and think the id wrong. Null when it is waiting
 * or there is no such listing.
 */
async function notWaitingNotice(db: Database, text: string): Promise<string | null> {
  const id = searchedId(text);
  if (id === null) return null;
  const [found] = await db.select({ status: listings.status, expiredAt: listings.expiredAt }).from(listings).where(eq(listings.id, id)).limit(1);
  if (!found || !isStatusCode(found.status) || (QUEUE_STATUSES as readonly number[]).includes(found.status)) return null;
  const state = stateOfStored({ status: found.status, expired: found.expiredAt !== null });
  return `Tin #${id} không ở trạng thái chờ duyệt (${STATE_LABELS[state].toLowerCase()}).`;
}

const PER_PAGE = 10;
const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** One page of the queue, in the wire's shape. */
export async function moderationQueuePage(db: Database, query: ModerationQueueRequest): Promise<(typeof ModerationQueueResponse.Encoded)['data']> {
  const page = query.page;
  const waiting = queueFilter(query, new Date());
  const order = query.sort === 'newest' ? [desc(listings.updatedAt), desc(listings.id)] : [asc(listings.updatedAt), asc(listings.id)];
  const [rows, [total], notice] = await Promise.all([
    db
      .select({
        listing: listings,
        category: { id: categories.id, slug: categories.slug, name: categories.name },
        owner: { id: members.id, fullName: members.fullName, phone: members.phone },
      })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(members, eq(members.id, listings.memberId))
      .where(waiting)
      // Oldest first by default: the listing that has waited longest since it was (re)submitted.
      .orderBy(...order)
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db
      .select({ n: count() })
      .from(listings)
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(members, eq(members.id, listings.memberId))
      .where(waiting),
    notWaitingNotice(db, query.q ?? ''),
  ]);
  const ids = rows.map((row) => row.listing.id);
  const [media, history] = ids.length
    ? await Promise.all([
        db.select().from(listingMedia).where(inArray(listingMedia.listingId, ids)).orderBy(asc(listingMedia.kind), asc(listingMedia.position)),
        db
          .select()
          .from(listingStatusHistory)
          .where(and(inArray(listingStatusHistory.listingId, ids)))
          .orderBy(desc(listingStatusHistory.createdAt), desc(listingStatusHistory.id)),
      ])
    : [[], []];
  return {
    page,
    per_page: PER_PAGE,
    total: Number(total?.n ?? 0),
    notice,
    data: rows.map(({ listing, category, owner }) => ({
      post_id: listing.id,
      status: listing.status,
      title: listing.title,
      object_slug: listing.objectSlug,
      description: listing.descriptionHtml,
      category,
      owner: { id: owner.id, full_name: owner.fullName, phone: owner.phone },
      listing_type: listing.listingType,
      post_type: listing.postType,
      on_home_page: listing.onHomePage,
      posting_form: listing.postingForm,
      price: listing.transactionType === 1 ? listing.price : null,
      price_unit: listing.priceUnit,
      transaction_type: listing.transactionType,
      area: listing.area,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      vehicle: vehicleWire(listing),
      location: { stage: listing.locationStage, street: listing.street, latitude: listing.latitude, longitude: listing.longitude },
      contact_info: { contact_name: listing.contactName, contact_phone: listing.contactPhone },
      duration_days: listing.durationDays,
      submitted_at: toSeconds(listing.updatedAt) ?? 0,
      created_at: toSeconds(listing.createdAt) ?? 0,
      send_back_notes: listing.sendBackNotes,
      media: media
        .filter((item) => item.listingId === listing.id)
        .map((item) => ({ kind: item.kind, path: item.path, width: item.width, height: item.height, mime_type: item.mimeType })),
      history: history
        .filter((entry) => entry.listingId === listing.id)
        .slice(0, 5)
        .map((entry) => ({ event: entry.event, actor_role: entry.actorRole, from_status: entry.fromStatus, to_status: entry.toStatus, reason: entry.reason, notes: entry.notes, at: toSeconds(entry.createdAt) ?? 0 })),
    })),
  };
}
