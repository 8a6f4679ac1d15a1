import { describe, expect, test } from 'vitest';
import { SAFE_PURCHASE_BOUNDS } from '../../src/lib/contract/safe-purchase';
import { DECISION_NOTE_MAX, decisionDoneMessage, decisionNoteProblem, parseVndAmount, refundAmountProblem } from '../../src/lib/dispute-decision';

describe('a moderator’s decision on a "Mua an toàn" complaint', () => {
  test('an amount is read as typed, with or without thousands dots and đ', () => {
    expect(parseVndAmount('800.000')).toBe(800_000);
    expect(parseVndAmount(' 800 000 đ ')).toBe(800_000);
    expect(parseVndAmount('800000')).toBe(800_000);
    expect(parseVndAmount('8e5')).toBeNull();
    expect(parseVndAmount('-5')).toBeNull();
    expect(parseVndAmount('1,5')).toBeNull();
  });

  test('a partial refund is above 0 and below the price, told in Vietnamese', () => {
    expect(refundAmountProblem('', 2_500_000)).toBe('Vui lòng nhập số tiền hoàn cho người mua.');
    expect(refundAmountProblem('abc', 2_500_000)).toBe('Số tiền hoàn chỉ gồm chữ số, ví dụ 500.000.');
    const bounds = 'Số tiền hoàn một phần phải lớn hơn 0 và nhỏ hơn giá món hàng (2.500.000 đ).';
    expect(refundAmountProblem('0', 2_500_000)).toBe(bounds);
    expect(refundAmountProblem('2.500.000', 2_500_000)).toBe(bounds);
    expect(refundAmountProblem('2.499.999', 2_500_000)).toBeNull();
    expect(refundAmountProblem('1', 2_500_000)).toBeNull();
  });

  test('a note is required and bounded as the contract bounds it', () => {
    expect(DECISION_NOTE_MAX).toBe(SAFE_PURCHASE_BOUNDS.note);
    expect(decisionNoteProblem('  ')).toBe('Vui lòng ghi rõ lý do quyết định để gửi cho hai bên.');
    expect(decisionNoteProblem('x'.repeat(501))).toBe('Ghi chú tối đa 500 kí tự.');
    expect(decisionNoteProblem('Màn hình vỡ góc.')).toBeNull();
  });

  test('the confirmation says where the money went', () => {
    const order = { code: 'MATABC123', price: 2_500_000 };
    expect(decisionDoneMessage({ ...order, state: 'partiallyRefunded', refunded: 800_000 })).toBe(
      'Đơn MATABC123: đã hoàn 800.000 đ cho người mua và chuyển 1.700.000 đ cho người bán. Người mua và người bán đã được thông báo.',
    );
    expect(decisionDoneMessage({ ...order, state: 'refunded', refunded: 2_550_000 })).toBe('Đơn MATABC123: đã hoàn 2.550.000 đ cho người mua. Người mua và người bán đã được thông báo.');
    expect(decisionDoneMessage({ ...order, state: 'completed', refunded: 0 })).toBe('Đơn MATABC123: đã chuyển 2.500.000 đ cho người bán. Người mua và người bán đã được thông báo.');
  });
});
