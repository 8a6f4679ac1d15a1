/**
 * What the posting wizard offers a member (GET /api/content/post-options): categories with their
 * default listing type, tier prices from the price list, the wallet's spendable points, the
 * member's usable service packages and unfinished drafts.
 */
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { PostOptionsResponse } from '~/lib/contract/posting';
import { MAX_REQUEST_BYTES, MEDIA_LIMITS, MEDIA_MAX_BYTES } from '~/lib/posting-rules';
import type { Database } from '../db/client';
import { categories, listings, memberPackages, servicePackages, walletAccounts } from '../db/schema';
import { tierPrices } from './posting/pricing';
import { LISTING_STATUS } from '~/machines/listing-statuses';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function postOptions(db: Database, memberId: number, now = new Date()): Promise<(typeof PostOptionsResponse.Encoded)['data']> {
  const [categoryRows, tiers, wallets, packages, drafts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    tierPrices(db),
    db
      .select({ kind: walletAccounts.kind, balance: walletAccounts.balance, expiresAt: walletAccounts.expiresAt })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, memberId), inArray(walletAccounts.kind, ['topup', 'bonus']))),
    db
      .select({ id: memberPackages.id, remaining: memberPackages.remainingPosts, expiresAt: memberPackages.expiresAt, pack: servicePackages })
      .from(memberPackages)
      .innerJoin(servicePackages, eq(servicePackages.id, memberPackages.packageId))
      .where(and(eq(memberPackages.memberId, memberId), gt(memberPackages.remainingPosts, 0), gt(memberPackages.expiresAt, now)))
      .orderBy(asc(memberPackages.expiresAt)),
    db
      .select({ id: listings.id, title: listings.title, draftStep: listings.draftStep, updatedAt: listings.updatedAt })
      .from(listings)
      .where(and(eq(listings.memberId, memberId), eq(listings.status, LISTING_STATUS.draft)))
      .orderBy(desc(listings.updatedAt))
      .limit(10),
  ]);
  const usable = (kind: 'topup' | 'bonus') =>
    wallets.filter((wallet) => wallet.kind === kind && (wallet.expiresAt === null || wallet.expiresAt >= now)).reduce((sum, wallet) => sum + wallet.balance, 0);
  return {
    categories: categoryRows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, listing_type: row.defaultListingType === 2 ? 2 : 1 })),
    tiers: tiers.map((tier) => ({ post_type: tier.postType, name: tier.name, points: tier.points })),
    day_numbers: [14, 28],
    wallet: { point: usable('topup'), point_bonus: usable('bonus') },
    packages: packages.map((row) => ({
      id: row.id,
      name: row.pack.name,
      post_type: row.pack.postType,
      day_number: row.pack.dayNumber,
      remaining_posts: row.remaining,
      expires_at: seconds(row.expiresAt),
    })),
    drafts: drafts.map((draft) => ({ id: draft.id, title: draft.title, draft_step: draft.draftStep === 'images' ? 'media' : draft.draftStep, updated_at: seconds(draft.updatedAt) })),
    limits: { ...MEDIA_LIMITS, request_bytes: MAX_REQUEST_BYTES, file_bytes: MEDIA_MAX_BYTES },
  };
}
