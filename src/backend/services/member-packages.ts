/**
 * Paying a listing with an owned service package (issue "Payments": "an owned package pays for
 * postings in the posting wizard"). The posting flow calls `usePackageForListing` inside the
 * transaction that publishes the listing: it takes one post from the member's matching package that
 * expires first and records a `package_use` ledger transaction (no point legs: nothing moves in the
 * wallets), which is what the history's service_package_out tab lists.
 */
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerTransactions, memberPackages, servicePackages } from '../db/schema';

export interface PackageUse {
  readonly memberPackageId: number;
  readonly packageName: string;
  readonly remainingPosts: number;
}

/** Null when the member owns no valid package of that tier with posts left (pay with points instead). */
export async function usePackageForListing(
  db: Database,
  input: { memberId: number; postType: 1 | 2 | 3; listingId: number; now?: Date },
): Promise<PackageUse | null> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: memberPackages.id, name: servicePackages.name })
      .from(memberPackages)
      .innerJoin(servicePackages, eq(servicePackages.id, memberPackages.packageId))
      .where(and(eq(memberPackages.memberId, input.memberId), eq(servicePackages.postType, input.postType), gt(memberPackages.remainingPosts, 0), gte(memberPackages.expiresAt, now)))
      .orderBy(asc(memberPackages.expiresAt), asc(memberPackages.id))
      .limit(1)
      .for('update', { of: memberPackages });
    if (!candidate) return null;
    const [updated] = await tx
      .update(memberPackages)
      .set({ remainingPosts: sql`${memberPackages.remainingPosts} - 1` })
      .where(and(eq(memberPackages.id, candidate.id), gt(memberPackages.remainingPosts, 0)))
      .returning({ remaining: memberPackages.remainingPosts });
    if (!updated) return null;
    await tx.insert(ledgerTransactions).values({
      memberId: input.memberId,
      kind: 'package_use',
      description: `Đăng tin bằng ${candidate.name}`,
      referenceType: 'listing',
      referenceId: String(input.listingId),
      idempotencyKey: `package_use:${input.listingId}`,
      createdAt: now,
    });
    return { memberPackageId: candidate.id, packageName: candidate.name, remainingPosts: updated.remaining };
  });
}
