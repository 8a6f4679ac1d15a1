/**
 * A listing's comments (spec §7 "Comments and callbacks"): the visible comments of a publicly
 * visible listing, newest first, one page with the total. The route parses; this module queries.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { comments, listings, members } from '../db/schema';
import { PUBLIC_STATUSES } from './listing-detail';

export async function commentPage(db: Database, listingId: number, page: number, perPage: number) {
  const visible = and(eq(comments.listingId, listingId), eq(comments.status, 'visible'), inArray(listings.status, [...PUBLIC_STATUSES]));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: comments.id,
        body: comments.body,
        createdAt: comments.createdAt,
        user: { id: members.id, fullName: members.fullName, avatarPath: members.avatarPath },
      })
      .from(comments)
      .innerJoin(listings, eq(listings.id, comments.listingId))
      .innerJoin(members, eq(members.id, comments.memberId))
      .where(visible)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(comments).innerJoin(listings, eq(listings.id, comments.listingId)).where(visible),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      content: row.body,
      created_at: Math.floor(row.createdAt.getTime() / 1000),
      user: { id: row.user.id, full_name: row.user.fullName, avatar: row.user.avatarPath },
    })),
    page,
    per_page: perPage,
    total: total?.total ?? 0,
  };
}
