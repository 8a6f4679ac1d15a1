/**
 * Price-drop alerts for favourites: the first time the job sees a favourite it records the
 * listing's price; later passes notify the member (tab activities) when the live listing's price
 * is below the recorded one, and record the new price either way, so each drop is announced once.
 * Only priced listings (transaction type 1) take part.
 */
import { and, eq, sql } from 'drizzle-orm';
import { formatVnd } from '~/lib/money';
import { listingPath } from '~/lib/slug';
import type { Database } from '../db/client';
import { categories, favouritePriceWatches, favourites, listings } from '../db/schema';
import { liveCondition } from './article-search';
import { notify } from './notify';

/** Drops announced per pass; the rest wait for the next one. */
const BATCH = 1_000;

export async function runPriceDropAlerts(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<{ notified: number }> {
  // Forget favourites that were removed; start watching new ones at today's price.
  await db.execute(sql`delete from ${favouritePriceWatches} w where not exists (
    select 1 from ${favourites} f where f.member_id = w.member_id and f.listing_id = w.listing_id)`);
  await db.execute(sql`insert into ${favouritePriceWatches} (member_id, listing_id, last_price_vnd)
    select f.member_id, f.listing_id, l.price_vnd from ${favourites} f join ${listings} l on l.id = f.listing_id
    where l.transaction_type = 1 and l.price_vnd is not null
    on conflict do nothing`);
  const changed = await db
    .select({
      memberId: favouritePriceWatches.memberId,
      listingId: listings.id,
      was: favouritePriceWatches.lastPriceVnd,
      now: listings.priceVnd,
      title: listings.title,
      objectSlug: listings.objectSlug,
      categorySlug: categories.slug,
    })
    .from(favouritePriceWatches)
    .innerJoin(listings, eq(listings.id, favouritePriceWatches.listingId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(liveCondition(now), eq(listings.transactionType, 1), sql`${listings.priceVnd} is not null and ${listings.priceVnd} <> ${favouritePriceWatches.lastPriceVnd}`))
    .limit(BATCH);
  let notified = 0;
  for (const row of changed) {
    if (row.now === null) continue;
    const price = row.now;
    await db.transaction(async (tx) => {
      if (price < row.was) {
        await notify(tx, {
          memberId: row.memberId,
          tab: 'activities',
          title: 'Tin bạn yêu thích vừa giảm giá',
          body: `“${row.title}” giảm từ ${formatVnd(row.was)} xuống ${formatVnd(price)}.`,
          link: listingPath(row.categorySlug, row.objectSlug, row.listingId),
        });
      }
      await tx
        .update(favouritePriceWatches)
        .set({ lastPriceVnd: price, updatedAt: now })
        .where(and(eq(favouritePriceWatches.memberId, row.memberId), eq(favouritePriceWatches.listingId, row.listingId)));
    });
    if (price < row.was) notified += 1;
  }
  return { notified };
}
