/**
 * Money and price text, the Vietnamese way (spec §9): thousands grouped with dots, `1.250.000 đ`,
 * prices in a unit (triệu / tỷ) with a decimal comma, 'Giá thoả thuận' when there is no price.
 */
import { decimalText, groupThousands } from './number-text';

export const PRICE_UNIT = { none: 1, million: 2, billion: 3 } as const;
export type PriceUnit = (typeof PRICE_UNIT)[keyof typeof PRICE_UNIT];

export const TRANSACTION_TYPE = { priced: 1, negotiable: 2, hidden: 3 } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export const NEGOTIABLE_PRICE_TEXT = 'Giá thoả thuận';

const UNIT_LABEL: Record<PriceUnit, string> = { 1: 'đ', 2: 'triệu', 3: 'tỷ' };
const UNIT_MULTIPLIER: Record<PriceUnit, number> = { 1: 1, 2: 1_000_000, 3: 1_000_000_000 };

export { groupThousands };

/** `1250000` → `1.250.000 đ` */
export function formatVnd(value: number): string {
  return `${groupThousands(value)} đ`;
}

export function priceUnitLabel(unit: PriceUnit): string {
  return UNIT_LABEL[unit];
}

/** The price in đồng, for filtering and sorting; null when there is no price. */
export function priceInVnd(price: number | null, unit: PriceUnit): number | null {
  if (price === null) return null;
  return Math.round(price * UNIT_MULTIPLIER[unit]);
}

/** The number part of a price in its unit: `3.5` tỷ → `3,5`; `250000` đ → `250.000`. */
export function formatPriceValue(price: number, unit: PriceUnit): string {
  return unit === PRICE_UNIT.none ? groupThousands(price) : decimalText(price, 2);
}

export interface PriceFields {
  readonly price: number | null;
  readonly priceUnit: PriceUnit;
  readonly transactionType: TransactionType;
}

/** What a card or a detail page shows as the price. */
export function priceText({ price, priceUnit, transactionType }: PriceFields): string {
  if (transactionType !== TRANSACTION_TYPE.priced || price === null || price <= 0) return NEGOTIABLE_PRICE_TEXT;
  return `${formatPriceValue(price, priceUnit)} ${priceUnitLabel(priceUnit)}`;
}
