import { describe, expect, test } from 'vitest';
import {
  NEGOTIABLE_PRICE_TEXT,
  PRICE_UNIT,
  TRANSACTION_TYPE,
  formatPriceValue,
  formatVnd,
  groupThousands,
  priceInVnd,
  priceText,
  priceUnitLabel,
} from '~/lib/money';

describe('groupThousands', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1_250, '1.250'],
    [1_250_000, '1.250.000'],
    [3_500_000_000, '3.500.000.000'],
  ])('%d → %s', (value, expected) => {
    expect(groupThousands(value)).toBe(expected);
  });

  test('rounds to whole đồng before grouping', () => {
    expect(groupThousands(1_249.5)).toBe('1.250');
    expect(groupThousands(1_249.4)).toBe('1.249');
  });

  test('keeps the sign of negative amounts (refunds, corrections)', () => {
    expect(groupThousands(-50_000)).toBe('-50.000');
  });
});

describe('formatVnd', () => {
  test('groups with dots and appends the đ sign after a space', () => {
    expect(formatVnd(1_250_000)).toBe('1.250.000 đ');
    expect(formatVnd(0)).toBe('0 đ');
  });
});

describe('priceUnitLabel', () => {
  test('names the three units of spec §3', () => {
    expect(priceUnitLabel(PRICE_UNIT.none)).toBe('đ');
    expect(priceUnitLabel(PRICE_UNIT.million)).toBe('triệu');
    expect(priceUnitLabel(PRICE_UNIT.billion)).toBe('tỷ');
  });
});

describe('priceInVnd', () => {
  test('is null when there is no price', () => {
    expect(priceInVnd(null, PRICE_UNIT.billion)).toBeNull();
  });

  test('multiplies by the unit', () => {
    expect(priceInVnd(250_000, PRICE_UNIT.none)).toBe(250_000);
    expect(priceInVnd(7.5, PRICE_UNIT.million)).toBe(7_500_000);
    expect(priceInVnd(3.5, PRICE_UNIT.billion)).toBe(3_500_000_000);
  });

  test('rounds floating-point noise to whole đồng', () => {
    // 1.1 * 1e9 is 1100000000.0000002 in binary floating point.
    expect(priceInVnd(1.1, PRICE_UNIT.billion)).toBe(1_100_000_000);
    expect(Number.isInteger(priceInVnd(0.3, PRICE_UNIT.million))).toBe(true);
  });
});

describe('formatPriceValue', () => {
  test('đồng amounts are grouped integers', () => {
    expect(formatPriceValue(250_000, PRICE_UNIT.none)).toBe('250.000');
    expect(formatPriceValue(250_000.6, PRICE_UNIT.none)).toBe('250.001');
  });

  test('amounts in triệu / tỷ keep up to two decimals with a decimal comma', () => {
    expect(formatPriceValue(3.5, PRICE_UNIT.billion)).toBe('3,5');
    expect(formatPriceValue(1.256, PRICE_UNIT.million)).toBe('1,26');
    expect(formatPriceValue(12, PRICE_UNIT.million)).toBe('12');
    expect(formatPriceValue(1_500, PRICE_UNIT.million)).toBe('1.500');
  });
});

describe('priceText', () => {
  const priced = { price: 3.5, priceUnit: PRICE_UNIT.billion, transactionType: TRANSACTION_TYPE.priced } as const;

  test('a priced listing shows the amount and its unit', () => {
    expect(priceText(priced)).toBe('3,5 tỷ');
    expect(priceText({ price: 7.5, priceUnit: PRICE_UNIT.million, transactionType: TRANSACTION_TYPE.priced })).toBe('7,5 triệu');
    expect(priceText({ price: 250_000, priceUnit: PRICE_UNIT.none, transactionType: TRANSACTION_TYPE.priced })).toBe('250.000 đ');
  });

  test('transaction type 2 (negotiable) is "Giá thoả thuận" even when a price is left in the data', () => {
    expect(priceText({ ...priced, transactionType: TRANSACTION_TYPE.negotiable })).toBe(NEGOTIABLE_PRICE_TEXT);
  });

  test('transaction type 3 (price not shown) is "Giá thoả thuận"', () => {
    expect(priceText({ ...priced, transactionType: TRANSACTION_TYPE.hidden })).toBe('Giá thoả thuận');
  });

  test('a missing, zero or negative price is "Giá thoả thuận"', () => {
    expect(priceText({ ...priced, price: null })).toBe('Giá thoả thuận');
    expect(priceText({ ...priced, price: 0 })).toBe('Giá thoả thuận');
    expect(priceText({ ...priced, price: -1 })).toBe('Giá thoả thuận');
  });
});
