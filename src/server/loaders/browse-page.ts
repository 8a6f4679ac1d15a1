/**
 * Everything a category page or /search renders, from its URL: the category, validated filters with
 * their notices, the location options, the view, and one page of results or a Vietnamese error.
 * Bad input never throws here (issue "Bad input": a normal page with a clear message); only an
 * unreachable category list does, since then we cannot tell a category from a 404.
 *
 * Memoised per request (React `cache`, primitive arguments), so generateMetadata and the page share
 * one set of upstream calls.
 */
import 'server-only';
import { TRPCError } from '@trpc/server';
import { cookies } from 'next/headers';
import { cache } from 'react';
import {
  parseBrowseParams,
  rawSearchParams,
  type BrowseContext,
  type BrowseFilters,
  type BrowseView,
  type RawSearchParams,
} from '~/lib/browse-params';
import { publicCaller } from './callers';
import { HIDDEN_CATEGORY_SLUGS, type CategoryLink } from '../dto/category';
import { serverLog } from '../log';
import { VIEW_COOKIE } from '../view-cookie-name';
import type { BrowsePage, LocationOption, ProvinceOption } from '../routers/browse';

export { VIEW_COOKIE } from '../view-cookie-name';

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

/** Search params as one stable string, so `cache` sees equal arguments for equal URLs. */
export function searchParamsKey(raw: RawSearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw).sort(([a], [b]) => a.localeCompare(b))) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) params.append(key, item);
  }
  return params.toString();
}

async function settle<T>(label: string, promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    serverLog.warn(`browse: ${label} unavailable`, { errorMessage: error instanceof Error ? error.message : String(error) });
    return fallback;
  }
}

/** Every category (hidden included); throws when list-term cannot be read (the error page shows). */
export const loadAllCategories = cache(async (): Promise<readonly CategoryLink[]> => publicCaller().browse.categories());

export const loadBrowsePage = cache(async (context: BrowseContext, slug: string | null, key: string): Promise<BrowsePageData | null> => {
  const caller = publicCaller();
  const all = await loadAllCategories();
  const menuCategories = all.filter((category) => !HIDDEN_CATEGORY_SLUGS.has(category.slug));
  const pageCategory = slug === null ? null : (all.find((category) => category.slug === slug) ?? null);
  if (context === 'category' && pageCategory === null) return null;

  const parsed = parseBrowseParams(rawSearchParams(key), context, pageCategory?.slug);
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

  const provinces = await settle('provinces', caller.browse.provinces(), []);
  if (filters.province !== undefined && provinces.length > 0 && !provinces.some((unit) => unit.code === filters.province)) {
    notices.push(BROWSE_MESSAGES.unknownProvince);
    filters = { ...filters, province: undefined, ward: undefined };
  }
  const wards = filters.province === undefined ? [] : await settle('wards', caller.browse.wards({ province: filters.province }), []);
  if (filters.ward !== undefined && wards.length > 0 && !wards.some((unit) => unit.code === filters.ward)) {
    notices.push(BROWSE_MESSAGES.unknownWard);
    filters = { ...filters, ward: undefined };
  }

  const { result, error, notice, usedFilters } = await loadResults(filters);
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
});

async function loadResults(filters: BrowseFilters): Promise<{
  result: BrowsePage | null;
  error: string | null;
  notice: string | null;
  usedFilters: BrowseFilters;
}> {
  const caller = publicCaller();
  const list = (used: BrowseFilters) =>
    caller.browse.list({
      cat: used.cat,
      q: used.q,
      province: used.province,
      ward: used.ward,
      priceMin: used.priceMin,
      priceMax: used.priceMax,
      areaMin: used.areaMin,
      areaMax: used.areaMax,
      bedrooms: used.bedrooms,
      brand: used.brand,
      yearMin: used.yearMin,
      kmMax: used.kmMax,
      fuel: used.fuel,
      gearbox: used.gearbox,
      form: used.form,
      sort: used.sort,
      page: used.page,
      cursor: used.cursor,
    });
  try {
    return { result: await list(filters), error: null, notice: null, usedFilters: filters };
  } catch (error) {
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

/** Grid or list: the URL's `view` first (shared links), then the remembered choice, then grid (spec §4). */
export async function resolveView(filters: BrowseFilters): Promise<BrowseView> {
  if (filters.view !== undefined) return filters.view;
  const remembered = (await cookies()).get(VIEW_COOKIE)?.value;
  return remembered === 'list' ? 'list' : 'grid';
}
