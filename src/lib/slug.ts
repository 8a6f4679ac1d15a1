/**
 * URL slugs for listings and categories: `Bán nhà Quận 7` → `ban-nha-quan-7`.
 * A listing URL is `/{category}/{object_slug}-{id}`; the id decides the listing.
 */
import { toSearchText } from './search-text';

const MAX_SLUG_LENGTH = 80;

export function slugify(text: string): string {
  const slug = toSearchText(text).replace(/ /g, '-');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 20 ? cut.slice(0, lastDash) : cut;
}

export function listingPath(categorySlug: string, objectSlug: string, id: number): string {
  return `/${categorySlug}/${objectSlug}-${id}`;
}

/** Reads the trailing id of a listing URL segment; null when there is none. */
export function parseListingSegment(segment: string): { slug: string; id: number } | null {
  const match = /^(?:(.*)-)?(\d{1,10})$/.exec(segment);
  if (!match?.[2]) return null;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  return { slug: match[1] ?? '', id };
}
