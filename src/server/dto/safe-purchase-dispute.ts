/**
 * A "Mua an toàn" complaint as the moderators' queue shows it: the order's own view (parties, money,
 * deadlines, the complaint's reason and photos, the steps) plus whether this reader may decide it and
 * the conversation's last messages with who wrote each (the buyer or the seller). Text stays plain;
 * React escapes it.
 */
import type { SafePurchaseOrder } from '../upstream/post-manage-api';
import type { ChatPhotoView } from './chat';
import { fromSeconds, photoView, toOrderView, type OrderView } from './safe-purchase-order';

export interface DisputeMessageView {
  readonly key: string;
  readonly side: 'buyer' | 'seller';
  readonly senderName: string;
  readonly body: string;
  readonly photos: readonly ChatPhotoView[];
  readonly createdAt: Date;
}

export interface DisputeView extends OrderView {
  /** Whether this reader may decide it now (the backend decides again on the call). */
  readonly decidable: boolean;
  readonly messages: readonly DisputeMessageView[];
}

export function toDisputeView(order: SafePurchaseOrder, mediaBase: string): DisputeView {
  return {
    ...toOrderView(order, mediaBase),
    decidable: order.actions.includes('order.resolve'),
    messages: (order.dispute?.messages ?? []).map((message, index) => {
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
  };
}
