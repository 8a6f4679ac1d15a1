import { formatDate, formatDateTime } from '~/lib/time';
import type { OrderView } from '~/server/dto/safe-purchase-order';

/**
 * The one line that says who must do what by when, from the order's own deadlines: "Bạn" when it is
 * the reader's own move (the buyer read "Người mua cần xác nhận…" about themselves); a complaint says who
 * decides it.
 */
export function deadlineLine(order: Pick<OrderView, 'state' | 'role' | 'paymentDeadline' | 'handoverDeadline' | 'confirmDeadline'>): string | null {
  const buyer = order.role === 'buyer' ? 'Bạn' : 'Người mua';
  if (order.state === 'awaitingPayment') return `${buyer} cần thanh toán trước ${formatDateTime(order.paymentDeadline)}`;
  if (order.state === 'paid' && order.handoverDeadline) return `${order.role === 'seller' ? 'Bạn cần giao hàng' : 'Người bán cần giao'} trước ${formatDate(order.handoverDeadline)}`;
  if (order.state === 'handedOver' && order.confirmDeadline) return `${buyer} cần xác nhận đã nhận hàng hoặc khiếu nại trước ${formatDate(order.confirmDeadline)}`;
  // A complaint's next move is the moderators', with no deadline: both sides were left with no word of what comes next.
  if (order.state === 'disputed') return 'Ban kiểm duyệt đang xem xét khiếu nại, tiền vẫn được giữ đến khi có quyết định.';
  return null;
}
