/**
 * Points, the product's currency for posting (spec §9 "default list prices (presumably thousand
 * units)"): one point is worth 1.000 đ, so a pack that gives more points than its price in
 * thousands carries extra points.
 */
import { groupThousands } from './money';

export const POINT_VALUE_VND = 1_000;

/** `1250` → `1.250 điểm` */
export function formatPoints(points: number): string {
  return `${groupThousands(points)} điểm`;
}

/** Points a pack gives beyond its price (bonus included); 0 when it gives none. */
export function extraPoints(pack: { readonly priceVnd: number; readonly points: number; readonly bonus: number }): number {
  return Math.max(0, Math.round(pack.points + pack.bonus - pack.priceVnd / POINT_VALUE_VND));
}
