/**
 * A moderator's decision on a "Mua an toàn" complaint (issue #38): the three choices as the form
 * words them, the checks the form makes before sending (the backend checks the amount again:
 * docs/upstream-contract.md "Mua an toàn"), and what the moderator is told once it is done.
 */
import { formatVnd } from './money';

export const DISPUTE_DECISIONS = ['refund', 'partial', 'release'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = {
  refund: 'Hoàn toàn bộ tiền cho người mua',
  partial: 'Hoàn một phần, phần còn lại cho người bán',
  release: 'Trả tiền cho người bán',
};

/**
 * The note's bound, SAFE_PURCHASE_BOUNDS.note of the contract (a test holds them equal): the
 * contract module brings Effect's Schema into the browser, 78 KB of script for one number.
 */
export const DECISION_NOTE_MAX = 500;

/** The amount as typed ('800.000', '800 000 đ', '800000'): whole đồng, or null when it is not one. */
export function parseVndAmount(text: string): number | null {
  const digits = text.replace(/[\s.]/g, '').replace(/đ$/i, '');
  if (!/^\d{1,12}$/.test(digits)) return null;
  return Number(digits);
}

/** Why a partial refund cannot be sent: above 0 and below the price of the item (the fee is earned). */
export function refundAmountProblem(text: string, priceVnd: number): string | null {
  if (text.trim() === '') return 'Vui lòng nhập số tiền hoàn cho người mua.';
  const amount = parseVndAmount(text);
  if (amount === null) return 'Số tiền hoàn chỉ gồm chữ số, ví dụ 500.000.';
  if (amount <= 0 || amount >= priceVnd) return `Số tiền hoàn một phần phải lớn hơn 0 và nhỏ hơn giá món hàng (${formatVnd(priceVnd)}).`;
  return null;
}

export function decisionNoteProblem(note: string): string | null {
  const length = note.trim().length;
  if (length === 0) return 'Vui lòng ghi rõ lý do quyết định để gửi cho hai bên.';
  if (length > DECISION_NOTE_MAX) return `Ghi chú tối đa ${DECISION_NOTE_MAX} kí tự.`;
  return null;
}

/** What the moderator reads once the backend has recorded the decision. */
export function decisionDoneMessage(order: { code: string; state: string; price: number; refunded: number }): string {
  const told = 'Người mua và người bán đã được thông báo.';
  switch (order.state) {
    case 'refunded':
      return `Đơn ${order.code}: đã hoàn ${formatVnd(order.refunded)} cho người mua. ${told}`;
    case 'partiallyRefunded':
      return `Đơn ${order.code}: đã hoàn ${formatVnd(order.refunded)} cho người mua và chuyển ${formatVnd(order.price - order.refunded)} cho người bán. ${told}`;
    default:
      return `Đơn ${order.code}: đã chuyển ${formatVnd(order.price)} cho người bán. ${told}`;
  }
}
