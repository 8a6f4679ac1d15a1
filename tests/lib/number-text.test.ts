import { describe, expect, it } from 'vitest';
import { decimalText, groupThousands, onFirstUse } from '~/lib/number-text';

// What the browser would write with Intl, which these functions replace on the page's main thread.
const intlInteger = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const intlDecimal = (digits: number) => new Intl.NumberFormat('vi-VN', { maximumFractionDigits: digits });

/** Values where grouping and rounding go wrong first: digit-count edges, halves, long fractions. */
function samples(): number[] {
  const values = [0, 1, 9, 2.675, 0.145, 9.995, 99.999, 10, 99, 100, 999, 1000, 1001, 9999, 12_345, 999_999, 1_000_000, 1_250_000, 123_456_789, 2_147_483_647, 0.5, 1.5, 2.5, 0.05, 0.15, 0.25, 1.005, 1.25, 3.14159, 12.349, 12.35, 99.95, 999.96, 1234.5, 7.1, 450.25];
  let seed = 7;
  for (let i = 0; i < 500; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    values.push((seed % 10_000_000) / [1, 10, 100, 1000][i % 4]!);
  }
  return values;
}

describe('number text without Intl', () => {
  it('groups thousands with dots, as vi-VN does', () => {
    expect(groupThousands(1_250_000)).toBe('1.250.000');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(-12_000)).toBe('-12.000');
    for (const value of samples()) expect(groupThousands(value), String(value)).toBe(intlInteger.format(Math.round(value)));
  });

  it('writes decimals with a comma and no trailing zeros, rounded as vi-VN does', () => {
    expect(decimalText(1.5, 2)).toBe('1,5');
    expect(decimalText(1234.5, 1)).toBe('1.234,5');
    expect(decimalText(3, 2)).toBe('3');
    // Intl rounds the shortest decimal form, not the binary value toFixed sees.
    expect(decimalText(1.005, 2)).toBe('1,01');
    expect(decimalText(9.995, 2)).toBe('10');
    for (const digits of [1, 2]) {
      const intl = intlDecimal(digits);
      for (const value of samples()) expect(decimalText(value, digits), `${value} (${digits})`).toBe(intl.format(value));
    }
  });

  it('makes a value once, on first use', () => {
    let made = 0;
    const value = onFirstUse(() => ++made);
    expect(made).toBe(0);
    expect([value(), value()]).toEqual([1, 1]);
  });
});
