/**
 * Writing on a listing (spec §7 "Comments and callbacks"): a comment and a callback request (one
 * per member and listing), each recorded with its notice to the listing's owner in one
 * transaction. The route parses, authorises and answers; this module holds the queries.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { listingPath } from '~/lib/slug';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { callbackRequests, categories, comments, listings } from '../db/schema';
import { BackendError } from '../http';
import { notify } from './notify';

export type LiveListing = Awaited<ReturnType<typeof liveListing>>;

/** A live listing that has not ended, or a 404 in Vietnamese. */
export async function liveListing(db: Database, id: number) {
  const [row] = await db
    .select({ id: listings.id, memberId: listings.memberId, title: listings.title, endsAt: listings.endsAt, objectSlug: listings.objectSlug, categorySlug: categories.slug })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(eq(listings.id, id), inArray(listings.status, [...LIVE_STATUSES])))
    .limit(1);
  if (!row || (row.endsAt && row.endsAt.getTime() < Date.now())) throw new BackendError(404, 'Tin này không tồn tại hoặc đã hết hạn.');
  return row;
}

/** Records a comment; the owner is told unless they wrote it. Answers the comment's id. */
export async function addComment(db: Database, listing: LiveListing, author: { id: number; fullName: string }, body: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values({ listingId: listing.id, memberId: author.id, body }).returning({ id: comments.id });
    if (listing.memberId !== author.id) {
      await notify(tx, {
        memberId: listing.memberId,
        tab: 'activities',
        title: 'Có bình luận mới trên tin của bạn',
        body: `${author.fullName} đã bình luận tin "${listing.title}".`,
        link: `${listingPath(listing.categorySlug, listing.objectSlug, listing.id)}#binh-luan`,
      });
    }
    return row?.id ?? 0;
  });
}

export async function hasCallbackRequest(db: Database, memberId: number, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: callbackRequests.id })
    .from(callbackRequests)
    .where(and(eq(callbackRequests.memberId, memberId), eq(callbackRequests.listingId, listingId)))
    .limit(1);
  return row !== undefined;
}

/** Records a callback request and tells the owner; null when the member already asked for this listing. */
export async function addCallbackRequest(
  db: Database,
  listing: LiveListing,
  request: { memberId: number; name: string; phone: string; note: string | null },
): Promise<{ id: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callbackRequests)
      .values({ listingId: listing.id, ...request })
      .onConflictDoNothing()
      .returning({ id: callbackRequests.id });
    if (!row) return null;
    await notify(tx, {
      memberId: listing.memberId,
      tab: 'activities',
      title: 'Có người muốn bạn gọi lại',
      body: `${request.name} (${request.phone}) muốn bạn gọi lại về tin "${listing.title}".`,
      link: listingPath(listing.categorySlug, listing.objectSlug, listing.id),
    });
    return row;
  });
}
