/**
 * 404s answered by the proxy instead of a page's `notFound()`: Next sends a `notFound()` 404 as its
 * bare `__next_error__` document, drawn only by JavaScript (vercel/next.js#62228), while a path no
 * route matches gets the root not-found as real HTML. So the proxy rewrites what it can tell is
 * missing — a listing id the backend does not know (canonical-redirect.ts), a category slug that
 * is not in the category list — to NOT_FOUND_PATH. When the backend cannot be asked, the page decides.
 */
import 'server-only';
import { Duration, Effect, Either } from 'effect';
import { categorySlugOf } from '~/lib/route-guards';
import { ListApi } from './upstream/list-api';
import { PROXY_LOOKUP_MS } from './upstream/time-budget';
import { getUpstream } from './upstream-instance';

/** A path no route matches (three segments under a segment that is neither a folder nor a category). */
export const NOT_FOUND_PATH = '/_khong-tim-thay/trang/khong-co';

const CATEGORIES_TTL_MS = 60_000;

// On globalThis, like the canonical paths: one list per process, read at most once a minute.
const globalForCategories = globalThis as typeof globalThis & { raovatCategorySlugs?: { slugs: ReadonlySet<string>; expires: number } };

async function categorySlugs(now: number): Promise<ReadonlySet<string> | null> {
  const hit = globalForCategories.raovatCategorySlugs;
  if (hit && hit.expires > now) return hit.slugs;
  const listCategories = Effect.flatMap(ListApi, (api) => api.listTerm()).pipe(Effect.timeout(Duration.millis(PROXY_LOOKUP_MS)));
  const result = await getUpstream().runtime.runPromise(Effect.either(listCategories));
  // Backend trouble: the last list known is still the best answer.
  if (Either.isLeft(result)) return hit?.slugs ?? null;
  const slugs = new Set(result.right.map((category) => category.slug));
  globalForCategories.raovatCategorySlugs = { slugs, expires: now + CATEGORIES_TTL_MS };
  return slugs;
}

/** Whether `/{slug}` names no category (hidden ones count as categories); false when unsure. */
export async function isUnknownCategoryPath(pathname: string, now = Date.now()): Promise<boolean> {
  const slug = categorySlugOf(pathname);
  if (slug === null) return false;
  const slugs = await categorySlugs(now);
  return slugs !== null && !slugs.has(slug);
}
