/**
 * The sitemap's listings (docs/upstream-contract.md "List host: sitemap"): the live listings whose
 * id lies in ((page − 1)·size, page·size], ordered by id, plus the total and the page numbers that
 * are not empty. Id ranges instead of OFFSET: every chunk is one primary-key range scan however
 * deep it is, and a listing keeps its chunk (search engines see stable child sitemaps).
 */
import { and, asc, count, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { categories, listings } from '../db/schema';

const MAX_ID = 2_147_483_647;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function sitemapChunk(db: Database, page: number, size: number, now = new Date()) {
  const live = and(inArray(listings.status, [...LIVE_STATUSES]), gte(listings.endsAt, now));
  // Bounds stay inside the integer id column: a page past the last possible id is simply empty.
  const low = Math.min((page - 1) * size, MAX_ID);
  const high = Math.min(page * size, MAX_ID);

  const itemsQuery = db
    .select({
      id: listings.id,
      objectSlug: listings.objectSlug,
      catSlug: categories.slug,
      lastmod: sql<Date>`greatest(${listings.pushedAt}, ${listings.updatedAt})`.mapWith(listings.pushedAt),
    })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(live, gt(listings.id, low), lte(listings.id, high)))
    .orderBy(asc(listings.id));
  const chunk = sql<number>`(${listings.id} - 1) / ${sql.raw(String(size))} + 1`.mapWith(Number);
  const pagesQuery = db.select({ page: chunk, listings: count() }).from(listings).where(live).groupBy(chunk).orderBy(chunk);

  const [rows, pages] = await Promise.all([itemsQuery, pagesQuery]);
  return {
    items: rows.map((row) => ({ id: row.id, object_slug: row.objectSlug, cat_slug: row.catSlug, lastmod: toSeconds(row.lastmod) })),
    total: pages.reduce((sum, entry) => sum + entry.listings, 0),
    pages: pages.map((entry) => entry.page),
  };
}
