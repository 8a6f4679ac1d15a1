/** What a chat receiver is warned about (issue #18): phone numbers, bank accounts, outside links — and not prices. */
import { describe, expect, test } from 'vitest';
import { contactWarnings } from '../../src/backend/services/chat-safety';

describe('contact warnings', () => {
  test.each([
    ['Gọi mình 0912 345 678', ['phone']],
    ['sdt: +84 912.345.678', ['phone']],
    ['Giá 3.500.000.000 đồng, thương lượng', []],
    ['Xe đi 12000 km, còn mới', []],
    ['stk 0123 4567 8901 Vietcombank', ['bank']],
    ['Chuyển khoản vào số tài khoản 19034567890123', ['bank']],
    ['Xem thêm ảnh tại https://example.com/xe', ['link']],
    ['Kết bạn zalo.me/0912345678', ['phone', 'link']],
    ['Sản phẩm còn không ạ?', []],
  ])('%s', (text, expected) => {
    expect(contactWarnings(text)).toEqual(expected);
  });
});
