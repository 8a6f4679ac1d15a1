/**
 * A "Mua an toàn" complaint as the moderators' queue shows it: the order's parties and money, its
 * deadlines as Dates, the photos as thumbnail and full-size URLs, and the conversation's last
 * messages with who wrote each (the buyer or the seller). Text stays plain; React escapes it.
 */
import { listingPath, slugify } from '~/lib/slug';
import type { SafePurchaseOrder } from '../upstream/post-manage-api';
import type { ChatPhotoView } from './chat';
import { mediaUrl } from './listing-card';

export interface DisputeMessageView {
  readonly key: string;
  readonly side: 'buyer' | 'seller';
  readonly senderName: string;
  readonly body: string;
  readonly photos: readonly ChatPhotoView[];
  readonly createdAt: Date;
}

export interface DisputeView {
  readonly code: string;
  readonly state: SafePurchaseOrder['state'];
  readonly stateLabel: string;
  readonly listing: { readonly id: number; readonly title: string; readonly href: string };
  readonly buyer: { readonly id: number; readonly name: string };
  readonly seller: { readonly id: number; readonly name: string };
  readonly price: number;
  readonly fee: number;
  readonly total: number;
  readonly refunded: number;
  readonly provider: SafePurchaseOrder['provider'];
  readonly paymentDeadline: Date;
  readonly handoverDeadline: Date | null;
  readonly confirmDeadline: Date | null;
  readonly createdAt: Date;
  /** When the order last changed: for a complaint still open, when it was made. */
  readonly updatedAt: Date;
  /** Whether this reader may decide it now (the backend decides again on the call). */
  readonly decidable: boolean;
  readonly reason: string;
  readonly photos: readonly ChatPhotoView[];
  readonly messages: readonly DisputeMessageView[];
  readonly decisionNote: string | null;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);
const photoView = (mediaBase: string, path: string): ChatPhotoView => ({ path, thumbUrl: mediaUrl(mediaBase, path, 360), fullUrl: mediaUrl(mediaBase, path, 'full') });

export function toDisputeView(order: SafePurchaseOrder, mediaBase: string): DisputeView {
  const dispute = order.dispute;
  return {
    code: order.code,
    state: order.state,
    stateLabel: order.state_label,
    // The order keeps the listing's id and title only: the proxy redirects any `/x/<slug>-<id>` to the listing's canonical path.
    listing: { id: order.listing_id, title: order.title, href: listingPath('tin', slugify(order.title), order.listing_id) },
    buyer: order.buyer,
    seller: order.seller,
    price: order.price,
    fee: order.fee,
    total: order.total,
    refunded: order.refunded,
    provider: order.provider,
    paymentDeadline: fromSeconds(order.payment_deadline),
    handoverDeadline: order.handover_deadline === null ? null : fromSeconds(order.handover_deadline),
    confirmDeadline: order.confirm_deadline === null ? null : fromSeconds(order.confirm_deadline),
    createdAt: fromSeconds(order.created_at),
    updatedAt: fromSeconds(order.updated_at),
    decidable: order.actions.includes('order.resolve'),
    reason: dispute?.reason ?? '',
    photos: (dispute?.photos ?? []).map((path) => photoView(mediaBase, path)),
    messages: (dispute?.messages ?? []).map((message, index) => {
      const side = message.sender_id === order.seller.id ? 'seller' : 'buyer';
      return {
        key: `${message.created_at}-${index}`,
        side,
        senderName: side === 'seller' ? order.seller.name : order.buyer.name,
        body: message.body,
        photos: message.photos.map((path) => photoView(mediaBase, path)),
        createdAt: fromSeconds(message.created_at),
      };
    }),
    decisionNote: dispute?.decision_note ?? null,
  };
}
