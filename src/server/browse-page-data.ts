/**
 * Everything a category page or /search renders, from its URL: the category, validated filters with
 * their notices, the location options, and one page of results or a Vietnamese error. Bad input
 * never throws here (issue "Bad input": a normal page with a clear message); only an unreachable
 * category list does, since then we cannot tell a category from a 404.
 *
 * Two callers share it: the server-rendered page (src/server/loaders/browse-page.ts) and the
 * `browsePage.read` procedure the browser asks when a visitor changes a filter, so both show the
 * same page for the same URL.
 */
import 'server-only';
import { TRPCError } from '@trpc/server';
import { parseBrowseParams, rawSearchParams, type BrowseContext, type BrowseFilters } from '~/lib/browse-params';
import { HIDDEN_CATEGORY_SLUGS, type CategoryLink } from './dto/category';
import { serverLog } from './log';
import type { BrowseListQuery, BrowsePage, LocationOption, ProvinceOption } from './routers/browse';

export const BROWSE_MESSAGES = {
  unavailable: 'Không tải được danh sách tin lúc này. Bạn vui lòng thử lại sau ít phút.',
  unknownProvince: 'Không tìm thấy tỉnh/thành đã chọn nên bộ lọc này đã được bỏ qua.',
  unknownWard: 'Phường/xã đã chọn không thuộc tỉnh/thành này nên đã được bỏ qua.',
  unknownCategory: 'Không tìm thấy danh mục đã chọn nên đang tìm trong tất cả danh mục.',
  staleCursor: 'Liên kết trang đã cũ nên đang hiển thị lại trang này theo số trang.',
  rejected: 'Một số bộ lọc không hợp lệ nên đã được bỏ qua.',
} as const;

export interface BrowsePageData {
  readonly context: BrowseContext;
  readonly basePath: string;
  /** The category of a category page, or the one chosen on /search. */
  readonly category: CategoryLink | null;
  /** Menu categories: the search page's category filter and the empty state's suggestions. */
  readonly menuCategories: readonly CategoryLink[];
  readonly filters: BrowseFilters;
  readonly notices: readonly string[];
  readonly provinces: readonly ProvinceOption[];
  readonly wards: readonly LocationOption[];
  readonly result: BrowsePage | null;
  readonly error: string | null;
}

/** The browse reads a page is assembled from (routers/browse.ts `browseReader`): filters go in as the URL reader left them. */
export interface BrowseReader {
  categories(): Promise<readonly CategoryLink[]>;
  provinces(): Promise<readonly ProvinceOption[]>;
  wards(province: string): Promise<readonly LocationOption[]>;
  list(query: BrowseListQuery): Promise<BrowsePage>;
}

async function settle<T>(label: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    serverLog.warn(`browse: ${label} unavailable`, { errorMessage: error instanceof Error ? error.message : String(error) });
    return fallback;
  }
}

/** The page of `/{slug}?{query}` (category) or `/search?{query}`; null for a category that does not exist. */
export async function assembleBrowsePage(
  browse: BrowseReader,
  context: BrowseContext,
  slug: string | null,
  query: string,
): Promise<BrowsePageData | null> {
  const all = await browse.categories();
  const menuCategories = all.filter((category) => !HIDDEN_CATEGORY_SLUGS.has(category.slug));
  const pageCategory = slug === null ? null : (all.find((category) => category.slug === slug) ?? null);
  if (context === 'category' && pageCategory === null) return null;

  const parsed = parseBrowseParams(rawSearchParams(query), context, pageCategory?.slug);
  const notices = [...parsed.notices];
  let filters = parsed.filters;

  let category = pageCategory;
  if (context === 'search' && filters.cat !== undefined) {
    category = all.find((candidate) => candidate.slug === filters.cat) ?? null;
    if (category === null) {
      notices.push(BROWSE_MESSAGES.unknownCategory);
      filters = { ...filters, cat: undefined };
    }
  }

  const provinces = await settle('provinces', browse.provinces(), []);
  if (filters.province !== undefined && provinces.length > 0 && !provinces.some((unit) => unit.code === filters.province)) {
    notices.push(BROWSE_MESSAGES.unknownProvince);
    filters = { ...filters, province: undefined, ward: undefined };
  }
  const wards = filters.province === undefined ? [] : await settle('wards', browse.wards(filters.province), []);
  if (filters.ward !== undefined && wards.length > 0 && !wards.some((unit) => unit.code === filters.ward)) {
    notices.push(BROWSE_MESSAGES.unknownWard);
    filters = { ...filters, ward: undefined };
  }

  const { result, error, notice, usedFilters } = await loadResults(browse, filters);
  if (notice !== null) notices.push(notice);
  return {
    context,
    basePath: context === 'category' && pageCategory ? `/${pageCategory.slug}` : '/search',
    category,
    menuCategories,
    filters: usedFilters,
    notices,
    provinces,
    wards,
    result,
    error,
  };
}

async function loadResults(
  browse: BrowseReader,
  filters: BrowseFilters,
): Promise<{
  result: BrowsePage | null;
  error: string | null;
  notice: string | null;
  usedFilters: BrowseFilters;
}> {
  const list = (used: BrowseFilters) => browse.list(used);
  try {
    return { result: await list(filters), error: null, notice: null, usedFilters: filters };
  } catch (error) {
    // The backend cannot be reached at all: the page fails as a whole — 503 and the outage page
    // (nginx's, scripts/nginx.ts) — as it did when the category list, now kept per process, failed first.
    if (error instanceof TRPCError && (error.code === 'SERVICE_UNAVAILABLE' || error.code === 'GATEWAY_TIMEOUT')) throw error;
    if (!(error instanceof TRPCError) || error.code !== 'BAD_REQUEST') {
      return { result: null, error: BROWSE_MESSAGES.unavailable, notice: null, usedFilters: filters };
    }
    // The backend refused something our checks let through (a stale cursor, most likely): drop
    // the cursor, then every filter, rather than show an error page.
    const fallback: BrowseFilters =
      filters.cursor !== undefined
        ? { ...filters, cursor: undefined }
        : { q: filters.q, cat: filters.cat, page: 1, view: filters.view };
    try {
      return {
        result: await list(fallback),
        error: null,
        notice: filters.cursor !== undefined ? BROWSE_MESSAGES.staleCursor : BROWSE_MESSAGES.rejected,
        usedFilters: fallback,
      };
    } catch {
      return { result: null, error: BROWSE_MESSAGES.unavailable, notice: null, usedFilters: fallback };
    }
  }
}
