/**
 * A member's favourites (spec §2 /user/like): the ids, a page of them as articles, adding (at most
 * MAX_FAVOURITES, only an existing listing) and removing. The route parses and authorizes; this
 * module holds the queries.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories, favourites, listings, members } from '../db/schema';
import { BackendError } from '../http';
import { articleColumns, toArticle } from './articles';

export const MAX_FAVOURITES = 500;

export async function favouriteIds(db: Database, memberId: number): Promise<number[]> {
  const rows = await db.select({ id: favourites.listingId }).from(favourites).where(eq(favourites.memberId, memberId)).limit(MAX_FAVOURITES);
  return rows.map((row) => row.id);
}

/** One page of the member's favourites, newest first, with the total. */
export async function favouritePage(db: Database, memberId: number, page: number, perPage: number, now = new Date()) {
  const [rows, [total]] = await Promise.all([
    db
      .select(articleColumns)
      .from(favourites)
      .innerJoin(listings, eq(listings.id, favourites.listingId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .innerJoin(members, eq(members.id, listings.memberId))
      .where(eq(favourites.memberId, memberId))
      .orderBy(desc(favourites.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(favourites).where(eq(favourites.memberId, memberId)),
  ]);
  return { articles: rows.map((row) => toArticle(row, now)), total: Number(total?.total ?? 0) };
}

/** Adds a favourite; a second add is a no-op. Refuses a listing that does not exist, or past the limit. */
export async function addFavourite(db: Database, memberId: number, listingId: number): Promise<void> {
  const [listing] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId)).limit(1);
  if (!listing) throw new BackendError(404, 'Tin không tồn tại hoặc đã bị xoá.');
  const [existing] = await db.select({ total: count() }).from(favourites).where(eq(favourites.memberId, memberId));
  if (Number(existing?.total ?? 0) >= MAX_FAVOURITES) throw new BackendError(400, `Bạn chỉ lưu được tối đa ${MAX_FAVOURITES} tin.`);
  await db.insert(favourites).values({ memberId, listingId }).onConflictDoNothing();
}

export async function removeFavourite(db: Database, memberId: number, listingId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.memberId, memberId), eq(favourites.listingId, listingId)));
}
