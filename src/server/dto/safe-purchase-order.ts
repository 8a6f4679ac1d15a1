/**
 * A "Mua an toàn" order as the buyer's and the seller's pages show it: parties, money, deadlines as
 * Dates, what the reader may do now (the backend's machine answers `actions`; the UI never re-derives
 * them), the refunds and the payout. The moderators' view of a complaint is safe-purchase-dispute.ts.
 */
import { listingPath, slugify } from '~/lib/slug';
import type { SafePurchaseOrder } from '../upstream/post-manage-api';

export type OrderAction = SafePurchaseOrder['actions'][number];

export interface OrderView {
  readonly code: string;
  readonly role: SafePurchaseOrder['role'];
  readonly state: SafePurchaseOrder['state'];
  readonly stateLabel: string;
  readonly listing: { readonly id: number; readonly title: string; readonly href: string };
  readonly conversationId: number | null;
  readonly buyer: { readonly id: number; readonly name: string };
  readonly seller: { readonly id: number; readonly name: string };
  readonly price: number;
  readonly fee: number;
  readonly total: number;
  readonly refunded: number;
  readonly released: number;
  readonly provider: SafePurchaseOrder['provider'];
  readonly paymentDeadline: Date;
  readonly handoverDeadline: Date | null;
  readonly confirmDeadline: Date | null;
  readonly actions: readonly OrderAction[];
  readonly disputeReason: string | null;
  readonly decisionNote: string | null;
  readonly refunds: SafePurchaseOrder['refunds'];
  readonly payout: SafePurchaseOrder['payout'];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

export function toOrderView(order: SafePurchaseOrder): OrderView {
  return {
    code: order.code,
    role: order.role,
    state: order.state,
    stateLabel: order.state_label,
    // The order keeps the listing's id and title only: the proxy redirects any `/x/<slug>-<id>` to the listing's canonical path.
    listing: { id: order.listing_id, title: order.title, href: listingPath('tin', slugify(order.title), order.listing_id) },
    conversationId: order.conversation_id,
    buyer: order.buyer,
    seller: order.seller,
    price: order.price,
    fee: order.fee,
    total: order.total,
    refunded: order.refunded,
    released: order.released,
    provider: order.provider,
    paymentDeadline: fromSeconds(order.payment_deadline),
    handoverDeadline: order.handover_deadline === null ? null : fromSeconds(order.handover_deadline),
    confirmDeadline: order.confirm_deadline === null ? null : fromSeconds(order.confirm_deadline),
    actions: order.actions,
    disputeReason: order.dispute?.reason ?? null,
    decisionNote: order.dispute?.decision_note ?? null,
    refunds: order.refunds,
    payout: order.payout,
    createdAt: fromSeconds(order.created_at),
    updatedAt: fromSeconds(order.updated_at),
  };
}
