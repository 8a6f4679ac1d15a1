/**
 * What pushing and upgrading a listing cost in points (spec §9: default list prices normal 5,
 * highlighted 10, priority 15, home-page 25; a tier code 1, 2 or 3 maps to 5, 10 or 15). Shared by
 * the backend, which spends them, and the UI, which shows them before the member confirms.
 */

/** Upgrade levels: the three tiers of spec §9 plus the home-page placement (super vip on the home page). */
export type TierLevel = 1 | 2 | 3 | 4;

export const HOME_PAGE_LEVEL = 4;

export const TIER_LEVEL_LABELS: Readonly<Record<TierLevel, string>> = {
  1: 'Tin thường',
  2: 'Tin nổi bật (VIP)',
  3: 'Tin ưu tiên (Super VIP)',
  4: 'Tin trang chủ',
};

/** The spec §9 list price of each level, in points. */
export const LEVEL_PRICE_POINTS: Readonly<Record<TierLevel, number>> = { 1: 5, 2: 10, 3: 15, 4: 25 };

/** The level a listing is at now: its tier, or 4 when it is shown on the home page. */
export function tierLevel(listing: { readonly tier: number; readonly onHomePage: boolean }): TierLevel {
  if (listing.onHomePage) return HOME_PAGE_LEVEL;
  return listing.tier === 3 ? 3 : listing.tier === 2 ? 2 : 1;
}

/** A push costs the price of the listing's tier code (1/2/3 → 5/10/15); a home-page listing is tier 3. */
export function pushCost(tier: number): number {
  return LEVEL_PRICE_POINTS[tier === 3 ? 3 : tier === 2 ? 2 : 1];
}

/** An upgrade costs the list price of the level it reaches. */
export function upgradeCost(level: TierLevel): number {
  return LEVEL_PRICE_POINTS[level];
}

/** The stored tier and home-page flag of a level. */
export function levelToStored(level: TierLevel): { readonly tier: 1 | 2 | 3; readonly onHomePage: boolean } {
  if (level === HOME_PAGE_LEVEL) return { tier: 3, onHomePage: true };
  return { tier: level, onHomePage: false };
}

export function isTierLevel(value: number): value is TierLevel {
  return value === 1 || value === 2 || value === 3 || value === 4;
}
