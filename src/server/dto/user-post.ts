/**
 * Post management rows and moderation queue items as the browser gets them: display fields, the
 * facts the listing-lifecycle machine needs to say which actions are allowed (the client resolves
 * the machine with them; it never re-derives the rules), and the latest status change.
 */
import type { QueueItem, UserPost } from '~/lib/contract/post-manage';
import { priceText, type PriceUnit, type TransactionType } from '~/lib/money';
import { listingPath } from '~/lib/slug';
import { SEND_BACK_FIELDS, type ListingStatusCode, type StoredListing } from '~/machines/listingLifecycle';
import { sanitizeHtml } from '~/lib/sanitize-html';
import { realEstateFactRows } from '~/lib/real-estate-facts';
import { vehicleFactRows } from '~/lib/vehicle';
import { mediaUrl } from './listing-card';

export interface FieldNote {
  readonly field: string;
  readonly label: string;
  readonly note: string;
}

export interface StatusChangeView {
  readonly event: string;
  readonly actorRole: 'member' | 'moderator' | 'system';
  readonly reason: string | null;
  readonly at: Date;
}

export interface UserPostRow {
  readonly id: number;
  readonly title: string;
  readonly href: string;
  readonly thumbUrl: string | null;
  readonly categoryName: string;
  readonly priceText: string;
  readonly locationStage: string;
  /** What the lifecycle machine is resolved from (endsAt in epoch ms). */
  readonly stored: StoredListing;
  readonly verified: boolean;
  readonly createdAt: Date;
  readonly endsAt: Date | null;
  readonly viewCount: number;
  /** "Mua an toàn" is on for it (the seller's toggle in the row). */
  readonly safePurchase: boolean;
  readonly rejectReason: string | null;
  readonly sendBackNotes: readonly FieldNote[];
  readonly lastChange: StatusChangeView | null;
}

const asPriceUnit = (value: number): PriceUnit => (value === 3 ? 3 : value === 2 ? 2 : 1);
const asTransactionType = (value: number): TransactionType => (value === 3 ? 3 : value === 2 ? 2 : 1);

export function fieldNotes(notes: Readonly<Record<string, string>> | null): FieldNote[] {
  if (!notes) return [];
  return Object.entries(notes).map(([field, note]) => ({ field, label: field in SEND_BACK_FIELDS ? SEND_BACK_FIELDS[field as keyof typeof SEND_BACK_FIELDS] : field, note }));
}

export function toUserPostRow(post: UserPost, mediaBase: string): UserPostRow {
  return {
    id: post.post_id,
    title: post.title,
    href: listingPath(post.category.slug, post.object_slug, post.post_id),
    thumbUrl: post.thumb ? mediaUrl(mediaBase, post.thumb.path, 360) : null,
    categoryName: post.category.name,
    priceText: priceText({ price: post.price, priceUnit: asPriceUnit(post.price_unit), transactionType: asTransactionType(post.transaction_type) }),
    locationStage: post.location.stage,
    stored: {
      status: post.status satisfies ListingStatusCode,
      expired: post.expired,
      listingType: post.listing_type,
      tier: post.post_type,
      onHomePage: post.on_home_page,
      endsAt: post.ends_at === null ? null : post.ends_at * 1000,
    },
    verified: post.verified,
    createdAt: new Date(post.created_at * 1000),
    endsAt: post.ends_at === null ? null : new Date(post.ends_at * 1000),
    viewCount: post.view_count,
    safePurchase: post.safe_purchase,
    rejectReason: post.reject_reason,
    sendBackNotes: fieldNotes(post.send_back_notes),
    lastChange: post.last_change
      ? { event: post.last_change.event, actorRole: post.last_change.actor_role, reason: post.last_change.reason, at: new Date(post.last_change.at * 1000) }
      : null,
  };
}

export interface QueueItemView {
  readonly id: number;
  readonly status: ListingStatusCode;
  /** What the lifecycle machine is resolved from, so the decision buttons ask it. */
  readonly stored: StoredListing;
  readonly title: string;
  readonly href: string;
  readonly descriptionHtml: string;
  readonly categoryName: string;
  readonly owner: { readonly id: number; readonly name: string; readonly phone: string };
  readonly realEstate: boolean;
  readonly tier: number;
  readonly postingForm: string;
  readonly priceText: string;
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly locationStage: string;
  readonly contact: { readonly name: string; readonly phone: string };
  readonly durationDays: number;
  readonly submittedAt: Date;
  readonly images: readonly { readonly url: string; readonly fullUrl: string }[];
  readonly otherMedia: readonly { readonly kind: string; readonly url: string }[];
  readonly previousNotes: readonly FieldNote[];
  readonly history: readonly StatusChangeView[];
}

export function toQueueItemView(item: QueueItem, mediaBase: string): QueueItemView {
  // The detail page's rows, so the moderator decides on what buyers will read.
  const rows = [...realEstateFactRows(item), ...(item.vehicle ? vehicleFactRows(item.vehicle, item.title) : [])];
  const facts = rows.map(([label, value]) => ({ label, value }));
  return {
    id: item.post_id,
    status: item.status,
    stored: { status: item.status, expired: false, listingType: item.listing_type, tier: item.post_type, onHomePage: item.on_home_page, endsAt: null },
    title: item.title,
    href: listingPath(item.category.slug, item.object_slug, item.post_id),
    // Sanitised again on render: the queue shows what members wrote.
    descriptionHtml: sanitizeHtml(item.description),
    categoryName: item.category.name,
    owner: { id: item.owner.id, name: item.owner.full_name, phone: item.owner.phone },
    realEstate: item.listing_type === 2,
    tier: item.post_type,
    postingForm: item.posting_form,
    priceText: priceText({ price: item.price, priceUnit: asPriceUnit(item.price_unit), transactionType: asTransactionType(item.transaction_type) }),
    facts,
    locationStage: [item.location.street, item.location.stage].filter(Boolean).join(', '),
    contact: { name: item.contact_info.contact_name, phone: item.contact_info.contact_phone },
    durationDays: item.duration_days,
    submittedAt: new Date(item.submitted_at * 1000),
    images: item.media.filter((media) => media.kind === 'image').map((media) => ({ url: mediaUrl(mediaBase, media.path, 360), fullUrl: mediaUrl(mediaBase, media.path, 720) })),
    otherMedia: item.media.filter((media) => media.kind !== 'image').map((media) => ({ kind: media.kind, url: mediaUrl(mediaBase, media.path, 'full') })),
    previousNotes: fieldNotes(item.send_back_notes),
    history: item.history.map((entry) => ({ event: entry.event, actorRole: entry.actor_role, reason: entry.reason, at: new Date(entry.at * 1000) })),
  };
}
