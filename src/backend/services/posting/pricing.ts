/**
 * What a listing costs and how it is paid: tier prices from the price list, and paying for a listing
 * going to review — points through the ledger, or one post of an owned package of the same tier.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { postingCost, type DayNumber, type TierCode, type TierPrice } from '~/lib/posting-rules';
import type { Database } from '../../db/client';
import { memberPackages, priceItems, servicePackages } from '../../db/schema';
import { spendPoints } from '../ledger';
import { PostingRefused } from './refused';

/** Tier prices per 14 days from the price list's rao-vat group (other_id is the tier code). */
export async function tierPrices(db: Database): Promise<TierPrice[]> {
  const rows = await db.select().from(priceItems).where(eq(priceItems.groupKey, 'rao-vat')).orderBy(asc(priceItems.position));
  const prices: TierPrice[] = [];
  for (const tier of [1, 2, 3] as const) {
    const row = rows.find((candidate) => candidate.otherId === tier);
    if (row) prices.push({ postType: tier, name: row.name, points: row.price });
  }
  return prices;
}

export interface Payment {
  readonly postType: TierCode;
  readonly dayNumber: DayNumber;
  readonly paymentBy: 'point' | 'package';
  readonly memberPackageId: number | null;
}

/**
 * Pays for a listing going to review, inside the caller's transaction: points through the ledger
 * (refused with the ledger's message when short), or one post of an owned, unexpired package of
 * the same tier. Returns what the listing row records.
 */
export async function payForListing(tx: Database, memberId: number, listingId: number, payment: Payment, now: Date) {
  if (payment.paymentBy === 'package') {
    const [used] = await tx
      .update(memberPackages)
      .set({ remainingPosts: sql`${memberPackages.remainingPosts} - 1` })
      .where(
        and(
          gt(memberPackages.remainingPosts, 0),
          // The member's unexpired package of this tier that expires first (or the one chosen).
          eq(
            memberPackages.id,
            sql`(select mp.id from member_packages mp join service_packages sp on sp.id = mp.package_id
                 where mp.member_id = ${memberId} and mp.remaining_posts > 0 and mp.expires_at > ${now.toISOString()}
                 and sp.post_type = ${payment.postType} ${payment.memberPackageId === null ? sql`` : sql`and mp.id = ${payment.memberPackageId}`}
                 order by mp.expires_at asc, mp.id asc limit 1)`,
          ),
        ),
      )
      .returning({ packageId: memberPackages.packageId });
    if (!used) throw new PostingRefused(409, 'Gói dịch vụ đã hết lượt đăng tin, hết hạn hoặc không cùng loại tin.', 'memberPackageId');
    const [pack] = await tx.select({ dayNumber: servicePackages.dayNumber }).from(servicePackages).where(eq(servicePackages.id, used.packageId));
    return { paidWithPoints: false, durationDays: pack?.dayNumber ?? payment.dayNumber };
  }
  const cost = postingCost(await tierPrices(tx), payment.postType, payment.dayNumber);
  if (cost > 0) {
    await spendPoints(tx, {
      memberId,
      points: cost,
      description: `Đăng tin #${listingId} (${payment.dayNumber} ngày)`,
      referenceType: 'listing',
      referenceId: String(listingId),
      idempotencyKey: `listing-post:${listingId}`,
      now,
    });
  }
  return { paidWithPoints: true, durationDays: payment.dayNumber };
}
