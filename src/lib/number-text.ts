/**
 * Numbers written the Vietnamese way — thousands grouped with dots, a decimal comma — without
 * Intl. Creating an Intl formatter loads the locale's data: on a mid-range phone 25–40 ms of main
 * thread the first time (100–170 ms under Lighthouse's 4× slowdown, measured on the listing and
 * category pages in session 18), and these run while a page hydrates. A unit test holds them to
 * Intl's own answers.
 */

/** `1250000` → `1.250.000` (rounded to a whole number first, as Math.round does). */
export function groupThousands(value: number): string {
  return decimalText(Math.round(value), 0);
}

/**
 * `1234.5` → `1.234,5`; at most `maxFractionDigits` decimals, trailing zeros dropped. Rounds like
 * Intl: half away from zero, on the number's shortest decimal form (`1.005` → `1,01`, where
 * `toFixed` works on the binary value and gives `1.00`).
 */
export function decimalText(value: number, maxFractionDigits: number): string {
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${decimals === '' ? '' : `,${decimals}`}`;
}

/** The whole and fraction digits of a non-negative number rounded to `digits` decimals. */
function roundedDigits(value: number, digits: number): [string, string] {
  const shortest = String(value);
  // Exponent forms (below 1e-6 or from 1e21): far outside prices, areas and counts.
  if (shortest.includes('e')) return splitDecimal(value.toFixed(digits));
  const [whole, fraction] = splitDecimal(shortest);
  if (fraction.length <= digits) return [whole, fraction];
  const kept = fraction.slice(0, digits);
  if (fraction.charAt(digits) < '5') return [whole, kept];
  const raised = increment(whole + kept);
  return [raised.slice(0, raised.length - kept.length), raised.slice(raised.length - kept.length)];
}

function splitDecimal(text: string): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  return [whole, fraction];
}

/** Adds one to a string of decimal digits: `'0999'` → `'1000'`, `'99'` → `'100'`. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/** A value made on its first use and kept: for Intl formatters, which must not be made when a module loads. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
