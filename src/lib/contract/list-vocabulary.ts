/**
 * list-article's filter vocabulary and bounds, declared once (issue #19). The contract's schema
 * (./list.ts), the backend's request reader, the app's browse router and the URL parser all derive
 * theirs from here, so a bound changed here changes every layer. Plain constants, no schema
 * library: client code (the search box, the sort menu) imports them without pulling one in.
 */

/** Result orders; `relevance` only means something with search words. */
export const ARTICLE_SORTS = ['rank', 'newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type ArticleSortName = (typeof ARTICLE_SORTS)[number];

export const LIST_BOUNDS = {
  /** Deepest page a request may ask for (keyset cursors go further). */
  page: 1000,
  /** Listings per page. */
  num: 40,
  /** Characters of search text. */
  query: 200,
  /** Price in đồng. */
  price: 1e15,
  /** Area in m². */
  area: 1e6,
  /** Minimum bedrooms offered, 1 to this. */
  bedrooms: 20,
  /** Characters of a posting form ('Cần bán', 'Cho thuê', …). */
  form: 40,
  /** Characters of a keyset cursor. */
  cursor: 200,
} as const;

export const LIST_PATTERNS = {
  categorySlug: /^[a-z0-9-]{1,60}$/,
  /** Old province (2 digits) and district (3 digits); the 2025 province (2) and ward (5). */
  province: /^\d{2}$/,
  district: /^\d{3}$/,
  ward: /^\d{5}$/,
} as const;
