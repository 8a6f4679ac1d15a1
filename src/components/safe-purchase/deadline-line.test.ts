import { describe, expect, it } from 'vitest';
import { deadlineLine } from './deadline-line';

const at = new Date('2026-12-02T03:00:00Z');
const order = (state: 'awaitingPayment' | 'paid' | 'handedOver' | 'disputed', role: 'buyer' | 'seller') => ({
  state,
  role,
  paymentDeadline: at,
  handoverDeadline: at,
  confirmDeadline: at,
});

describe('the deadline line of a Mua an toàn order', () => {
  it('tells the reader "Bạn" when the next move is theirs', () => {
    expect(deadlineLine(order('awaitingPayment', 'buyer'))).toBe('Bạn cần thanh toán trước 10:00 02/12/2026');
    expect(deadlineLine(order('paid', 'seller'))).toBe('Bạn cần giao hàng trước 02/12/2026');
    expect(deadlineLine(order('handedOver', 'buyer'))).toBe('Bạn cần xác nhận đã nhận hàng hoặc khiếu nại trước 02/12/2026');
  });

  it('names the other side when the move is theirs', () => {
    expect(deadlineLine(order('awaitingPayment', 'seller'))).toBe('Người mua cần thanh toán trước 10:00 02/12/2026');
    expect(deadlineLine(order('paid', 'buyer'))).toBe('Người bán cần giao trước 02/12/2026');
    expect(deadlineLine(order('handedOver', 'seller'))).toBe('Người mua cần xác nhận đã nhận hàng hoặc khiếu nại trước 02/12/2026');
  });

  it('tells both sides that the moderators decide a complaint', () => {
    for (const role of ['buyer', 'seller'] as const) {
      expect(deadlineLine(order('disputed', role))).toBe('Ban kiểm duyệt đang xem xét khiếu nại, tiền vẫn được giữ đến khi có quyết định.');
    }
  });

  it('says nothing once the order is closed', () => {
    expect(deadlineLine({ ...order('paid', 'buyer'), state: 'completed' })).toBeNull();
  });
});
