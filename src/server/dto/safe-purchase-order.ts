/**
 * A "Mua an toàn" order as the buyer's and the seller's pages show it: parties, money, deadlines as
 * Dates, what the reader may do now (the backend's machine answers `actions`; the UI never re-derives
 * them), the complaint with its photos, the refunds and the payout, and the order's steps with their
 * times. The moderators' view of a complaint (safe-purchase-dispute.ts) extends this one.
 */
import { listingPath, slugify } from '~/lib/slug';
import type { SafePurchaseOrder } from '../upstream/post-manage-api';
import type { ChatPhotoView } from './chat';
import { mediaUrl } from './listing-card';

export type OrderAction = SafePurchaseOrder['actions'][number];
type OrderState = SafePurchaseOrder['state'];

/** One line of the order's timeline: what happened, said for the step, not the state's badge. */
export interface OrderStepView {
  readonly key: string;
  readonly state: OrderState;
  readonly label: string;
  readonly at: Date;
}

export interface OrderView {
  readonly code: string;
  readonly role: SafePurchaseOrder['role'];
  readonly state: OrderState;
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
  readonly disputePhotos: readonly ChatPhotoView[];
  readonly decisionNote: string | null;
  readonly refunds: SafePurchaseOrder['refunds'];
  readonly payout: SafePurchaseOrder['payout'];
  readonly timeline: readonly OrderStepView[];
  readonly createdAt: Date;
  /** When the order last changed: for a complaint still open, when it was made. */
  readonly updatedAt: Date;
}

/** Each step as the timeline says it; who moved the order is added where it is not obvious. */
const STEP_LABELS: Readonly<Record<OrderState, string>> = {
  awaitingPayment: 'Đặt đơn',
  paid: 'Người mua đã thanh toán, tiền được giữ',
  handedOver: 'Người bán đã giao hàng',
  disputed: 'Người mua khiếu nại',
  completed: 'Hoàn tất, tiền chuyển cho người bán',
  refunded: 'Hoàn tiền cho người mua',
  partiallyRefunded: 'Hoàn một phần cho người mua, phần còn lại cho người bán',
  cancelled: 'Đơn đã huỷ',
  expired: 'Hết hạn thanh toán',
};
const BY_LABELS = { buyer: 'người mua', seller: 'người bán', moderator: 'ban kiểm duyệt', system: 'tự động' } as const;
/** Steps whose author changes their meaning: completed by the buyer's confirm or by the timer, refunded by a cancel, the timer or a moderator. */
const SAYS_WHO: ReadonlySet<OrderState> = new Set(['completed', 'refunded', 'partiallyRefunded', 'cancelled']);

export const fromSeconds = (seconds: number) => new Date(seconds * 1000);
export const photoView = (mediaBase: string, path: string): ChatPhotoView => ({ path, thumbUrl: mediaUrl(mediaBase, path, 360), fullUrl: mediaUrl(mediaBase, path, 'full') });

function stepView(step: SafePurchaseOrder['events'][number], index: number): OrderStepView {
  const label = SAYS_WHO.has(step.state) ? `${STEP_LABELS[step.state]} (${BY_LABELS[step.by]})` : STEP_LABELS[step.state];
  return { key: `${index}-${step.state}`, state: step.state, label, at: fromSeconds(step.at) };
}

export function toOrderView(order: SafePurchaseOrder, mediaBase: string): OrderView {
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
    disputePhotos: (order.dispute?.photos ?? []).map((path) => photoView(mediaBase, path)),
    decisionNote: order.dispute?.decision_note ?? null,
    refunds: order.refunds,
    payout: order.payout,
    timeline: order.events.map(stepView),
    createdAt: fromSeconds(order.created_at),
    updatedAt: fromSeconds(order.updated_at),
  };
}
