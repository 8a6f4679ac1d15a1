/**
 * Every listing status change goes through here. The listing-lifecycle machine decides (its pure
 * `transition` on the stored status, src/machines/listingLifecycle.ts); this applies what it
 * decided: the new status and the event's effects (dates, reasons, notes, tier), the status history
 * (who, why, notes), points spent or refunded through the ledger, and the owner's notification —
 * all in ONE database transaction, with the listing row locked so concurrent actions queue up.
 */
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { formatDate, expiryDate } from '~/lib/time';
import { isTierLevel, levelToStored, pushCost, TIER_LEVEL_LABELS, tierLevel, upgradeCost } from '~/lib/listing-prices';
import {
  isStatusCode,
  SEND_BACK_FIELDS,
  transitionListing,
  VERIFY_CHECKS,
  type LifecycleRole,
  type ListingEvent,
  type ListingStatusCode,
} from '~/machines/listingLifecycle';
import type { Database } from '../db/client';
import { ledgerEntries, ledgerTransactions, listings, listingStatusHistory, walletAccounts } from '../db/schema';
import { refundSpend, spendPoints } from './ledger';
import { notify } from './notify';
import { recordListingChanges } from './listing-changes';
import { LISTING_STATUS } from '~/machines/listing-statuses';
import { recordTransitions } from './funnel-counts';

/** What the member sees for their own delete (the spec sends status reject for it). */
export const DELETED_BY_OWNER_REASON = 'Bạn đã xoá tin';
export const LISTING_NOT_FOUND_MESSAGE = 'Tin không tồn tại hoặc đã bị xoá.';

export class TransitionRefused extends Error {
  constructor(
    message: string,
    /** 404 no such listing, 403 not yours, 409 not allowed in its current state. */
    readonly status: 403 | 404 | 409,
  ) {
    super(message);
    this.name = 'TransitionRefused';
  }
}

export interface ListingActor {
  readonly memberId: number;
  readonly role: 'member' | 'moderator' | 'system';
}

export interface ApplyListingEventInput {
  readonly listingId: number;
  readonly event: ListingEvent;
  readonly actor: ListingActor;
  readonly now?: Date;
  /** Makes a retried paid action (push, upgrade) spend once. */
  readonly idempotencyKey?: string;
}

type ListingRow = typeof listings.$inferSelect;
type ListingChanges = Partial<typeof listings.$inferInsert>;

const POST_MANAGE = '/user/post-manage';

function lifecycleRole(actor: ListingActor, listing: ListingRow): LifecycleRole {
  if (actor.role === 'system') return 'system';
  // The owner acts as owner even when a moderator: nobody approves their own listing.
  if (actor.memberId === listing.memberId) return 'owner';
  return actor.role === 'moderator' ? 'moderator' : 'stranger';
}

function storedStatus(listing: ListingRow): ListingStatusCode {
  if (!isStatusCode(listing.status)) throw new Error(`listing ${listing.id} has unknown status ${listing.status}`);
  return listing.status;
}

/** A fresh posting period starting now, unless the listing is still inside its current one. */
function postingPeriod(listing: ListingRow, now: Date): ListingChanges {
  const running = listing.endsAt !== null && listing.endsAt >= now && listing.expiredAt === null;
  if (running) return {};
  return { objectDate: now, pushedAt: now, endsAt: expiryDate(now, listing.durationDays), expiredAt: null, expiryWarnedAt: null };
}

/** Spends made for this listing since it last went to review: the posting fee a rejection refunds. */
async function spendsSinceSubmission(tx: Database, listingId: number): Promise<number[]> {
  const [submitted] = await tx
    .select({ at: listingStatusHistory.createdAt })
    .from(listingStatusHistory)
    .where(and(eq(listingStatusHistory.listingId, listingId), eq(listingStatusHistory.toStatus, LISTING_STATUS.pending)))
    .orderBy(desc(listingStatusHistory.createdAt), desc(listingStatusHistory.id))
    .limit(1);
  const conditions = [
    eq(ledgerTransactions.referenceType, 'listing'),
    eq(ledgerTransactions.referenceId, String(listingId)),
    inArray(ledgerTransactions.kind, ['spend', 'bonus_spend']),
  ];
  if (submitted) conditions.push(gte(ledgerTransactions.createdAt, submitted.at));
  const rows = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(and(...conditions));
  return rows.map((row) => row.id);
}

interface Effects {
  readonly changes: ListingChanges;
  readonly reason: string | null;
  readonly notes: Record<string, string> | null;
  readonly notice: { title: string; body: string; tab?: 'activities' | 'wallet'; link: string } | null;
}

/**
 * Applies a lifecycle event to a listing and returns its new status code. Throws
 * {@link TransitionRefused} (nothing written) when the machine refuses it, and the ledger's
 * `InsufficientPoints` (nothing written) when a paid action cannot be paid.
 */
export async function applyListingEvent(db: Database, input: ApplyListingEventInput): Promise<ListingStatusCode> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [listing] = await tx.select().from(listings).where(eq(listings.id, input.listingId)).for('update');
    if (!listing) throw new TransitionRefused(LISTING_NOT_FOUND_MESSAGE, 404);
    const role = lifecycleRole(input.actor, listing);
    const previous = storedStatus(listing);
    const result = transitionListing(
      {
        status: previous,
        expired: listing.expiredAt !== null,
        listingType: listing.listingType,
        tier: listing.postType,
        onHomePage: listing.onHomePage,
        endsAt: listing.endsAt?.getTime() ?? null,
      },
      role,
      input.event,
      now.getTime(),
    );
    if (!result.allowed) throw new TransitionRefused(result.message, role === 'stranger' ? 403 : 409);

    const effects = await effectsOf(tx, listing, input, now, result.context);
    await tx
      .update(listings)
      .set({ ...effects.changes, status: result.status, updatedAt: now })
      .where(eq(listings.id, listing.id));
    await tx.insert(listingStatusHistory).values({
      listingId: listing.id,
      fromStatus: previous,
      toStatus: result.status,
      event: input.event.type,
      actorMemberId: input.actor.role === 'system' ? null : input.actor.memberId,
      actorRole: input.actor.role,
      reason: effects.reason,
      notes: effects.notes,
      createdAt: now,
    });
    if (effects.notice) {
      await notify(tx, { memberId: listing.memberId, tab: effects.notice.tab ?? 'activities', title: effects.notice.title, body: effects.notice.body, link: effects.notice.link });
    }
    await recordListingChanges(tx, [listing.id], input.event.type);
    // Counted in the change's own transaction: a refused or rolled-back change is never counted.
    await recordTransitions(tx, result.taken.map((transitionKey) => ({ machineId: 'listing-lifecycle', transitionKey })), now);
    return result.status;
  });
}

async function effectsOf(
  tx: Database,
  listing: ListingRow,
  input: ApplyListingEventInput,
  now: Date,
  next: { readonly tier: number; readonly onHomePage: boolean },
): Promise<Effects> {
  const event = input.event;
  const title = `"${listing.title}"`;
  const none: Effects = { changes: {}, reason: null, notes: null, notice: null };
  switch (event.type) {
    case 'listing.submit':
    case 'listing.resubmit':
      return none;
    case 'listing.edit':
      // Changed content voids a verification: the moderator looks again.
      return { ...none, changes: { verified: false } };
    case 'listing.repost':
      return { ...none, changes: { endsAt: null, expiredAt: null, expiryWarnedAt: null, verified: false } };
    case 'listing.approve': {
      const period = postingPeriod(listing, now);
      const endsAt = period.endsAt ?? listing.endsAt;
      return {
        ...none,
        changes: { ...period, rejectReason: null, sendBackNotes: null },
        notice: {
          title: 'Tin đã được duyệt',
          body: `Tin ${title} đã được duyệt và đang hiển thị${endsAt ? ` đến hết ngày ${formatDate(endsAt)}` : ''}.`,
          link: `${POST_MANAGE}?tab=posted`,
        },
      };
    }
    case 'listing.verify': {
      const checked = event.checks.map((check) => (check in VERIFY_CHECKS ? VERIFY_CHECKS[check as keyof typeof VERIFY_CHECKS] : check));
      const reason = `Đã kiểm tra: ${checked.join('; ')}.`;
      return {
        ...none,
        changes: { ...postingPeriod(listing, now), verified: true, rejectReason: null, sendBackNotes: null },
        reason,
        notice: { title: 'Tin đã được xác thực', body: `Tin ${title} đã được gắn dấu xác thực. ${reason}`, link: `${POST_MANAGE}?tab=verified` },
      };
    }
    case 'listing.reject': {
      const refunded = await refundListingSpends(tx, listing, now);
      const reason = event.reason.trim();
      return {
        ...none,
        changes: { rejectReason: reason, sendBackNotes: null },
        reason,
        notice: {
          title: 'Tin bị từ chối',
          body: `Tin ${title} bị từ chối: ${reason}${refunded > 0 ? ` Bạn được hoàn lại ${refunded} điểm.` : ''}`,
          link: `${POST_MANAGE}?tab=reject`,
        },
      };
    }
    case 'listing.sendBack': {
      const notes = Object.fromEntries(Object.entries(event.notes).map(([field, note]) => [field, note.trim()]).filter(([, note]) => note !== ''));
      const fields = Object.keys(notes).map((field) => (field in SEND_BACK_FIELDS ? SEND_BACK_FIELDS[field as keyof typeof SEND_BACK_FIELDS] : field));
      return {
        ...none,
        changes: { sendBackNotes: notes },
        notes,
        notice: {
          title: 'Tin cần chỉnh sửa',
          body: `Kiểm duyệt viên đề nghị sửa tin ${title} (${fields.join(', ')}). Sửa xong, bạn gửi lại để được duyệt.`,
          link: `${POST_MANAGE}?tab=send_back`,
        },
      };
    }
    case 'listing.takeDown':
      return input.actor.role === 'moderator' && input.actor.memberId !== listing.memberId
        ? { ...none, reason: 'Kiểm duyệt viên hạ tin', notice: { title: 'Tin đã bị hạ', body: `Tin ${title} đã bị kiểm duyệt viên hạ xuống.`, link: `${POST_MANAGE}?tab=take_down` } }
        : none;
    case 'listing.delete':
      return { ...none, changes: { rejectReason: null }, reason: DELETED_BY_OWNER_REASON };
    case 'listing.requestVerification':
      return { ...none, reason: 'Yêu cầu xác thực tin' };
    case 'listing.push': {
      const points = pushCost(listing.postType);
      await spendPoints(tx, {
        memberId: listing.memberId,
        points,
        description: `Đẩy tin ${title}`,
        referenceType: 'listing',
        referenceId: String(listing.id),
        idempotencyKey: input.idempotencyKey,
        now,
      });
      return { ...none, changes: { pushedAt: now }, reason: `Đẩy tin (${points} điểm)` };
    }
    case 'listing.upgrade': {
      if (!isTierLevel(event.tier)) throw new Error('upgrade level passed the machine but is not a level');
      const points = upgradeCost(event.tier);
      const label = TIER_LEVEL_LABELS[event.tier];
      await spendPoints(tx, {
        memberId: listing.memberId,
        points,
        description: `Nâng tin ${title} lên ${label}`,
        referenceType: 'listing',
        referenceId: String(listing.id),
        idempotencyKey: input.idempotencyKey,
        now,
      });
      const stored = levelToStored(tierLevel(next));
      return { ...none, changes: { postType: stored.tier, onHomePage: stored.onHomePage || next.onHomePage, paidWithPoints: true }, reason: `Nâng lên ${label} (${points} điểm)` };
    }
    case 'listing.expire':
      return {
        ...none,
        changes: { expiredAt: now },
        reason: 'Tin hết thời hạn hiển thị',
        notice: { title: 'Tin đã hết hạn', body: `Tin ${title} đã hết thời hạn hiển thị. Bạn có thể đăng lại trong mục Quản lý tin.`, link: `${POST_MANAGE}?tab=expired` },
      };
  }
}

/** Refunds the posting spends of a rejected listing; returns the points given back. */
async function refundListingSpends(tx: Database, listing: ListingRow, now: Date): Promise<number> {
  let refunded = 0;
  for (const transactionId of await spendsSinceSubmission(tx, listing.id)) {
    const posted = await refundSpend(tx, { transactionId, description: `Hoàn điểm: tin "${listing.title}" bị từ chối`, now });
    if (posted.created) refunded += await spentPoints(tx, transactionId);
  }
  return refunded;
}

async function spentPoints(tx: Database, transactionId: number): Promise<number> {
  const rows = await tx
    .select({ amount: ledgerEntries.amount, memberId: walletAccounts.memberId })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId));
  return rows.filter((row) => row.memberId !== null).reduce((total, row) => total - row.amount, 0);
}
