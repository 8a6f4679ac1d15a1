/**
 * Status changes of existing listings. MINIMAL STAND-IN written by the posting-wizard branch so it
 * compiles and works on its own: it handles only the three member events the wizard sends
 * (listing.submit draft → pending, listing.resubmit send back → pending, listing.edit live →
 * pending). The lifecycle branch replaces this file with the machine-backed version that has the
 * same exports and signature.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings, listingStatusHistory } from '../db/schema';

export type ListingEventType = 'listing.submit' | 'listing.resubmit' | 'listing.edit';

export interface ListingEventInput {
  readonly listingId: number;
  readonly event: { readonly type: ListingEventType };
  readonly actor: { readonly memberId: number; readonly role: 'member' };
  readonly now: Date;
}

export class TransitionRefused extends Error {}

const ALLOWED: Readonly<Record<ListingEventType, { readonly from: readonly number[]; readonly to: number; readonly refusal: string }>> = {
  'listing.submit': { from: [60], to: 10, refusal: 'Chỉ tin nháp mới gửi duyệt được.' },
  'listing.resubmit': { from: [50], to: 10, refusal: 'Chỉ tin bị trả lại mới gửi lại được.' },
  'listing.edit': { from: [20, 80], to: 10, refusal: 'Tin ở trạng thái này không sửa được.' },
};

/** Applies one event to a listing in `db` (pass the transaction); throws TransitionRefused when not allowed. */
export async function applyListingEvent(db: Database, input: ListingEventInput): Promise<{ readonly from: number; readonly to: number }> {
  const [listing] = await db
    .select({ status: listings.status, memberId: listings.memberId })
    .from(listings)
    .where(eq(listings.id, input.listingId))
    .for('update');
  if (!listing) throw new TransitionRefused('Tin này không tồn tại hoặc đã hết hạn.');
  if (listing.memberId !== input.actor.memberId) throw new TransitionRefused('Bạn không có quyền thực hiện thao tác này.');
  const rule = ALLOWED[input.event.type];
  if (!rule.from.includes(listing.status)) throw new TransitionRefused(rule.refusal);
  await db
    .update(listings)
    .set({ status: rule.to, updatedAt: input.now })
    .where(and(eq(listings.id, input.listingId), eq(listings.status, listing.status)));
  await db.insert(listingStatusHistory).values({
    listingId: input.listingId,
    fromStatus: listing.status,
    toStatus: rule.to,
    event: input.event.type,
    actorMemberId: input.actor.memberId,
    actorRole: input.actor.role,
    createdAt: input.now,
  });
  return { from: listing.status, to: rule.to };
}
