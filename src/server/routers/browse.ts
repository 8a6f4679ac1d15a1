/**
 * Browse and search (issue "Browse, search and listing detail"): category pages and /search read
 * one page of list-article type 5 as card projections with paging and the result count; the search
 * box asks `suggest` (search-tag) while typing; the filters read categories and location units.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { resultCountText } from '~/lib/browse-options';
import { BROWSE_PAGE_SIZE, CURSOR_PATTERN, MAX_PAGE, MAX_QUERY_LENGTH } from '~/lib/browse-params';
import { ArticleListType, type ListArticleRequest, type SearchPlace } from '~/lib/contract/list';
import { ARTICLE_SORTS, LIST_BOUNDS, LIST_PATTERNS } from '~/lib/contract/list-vocabulary';
import { listAnswerKey } from '~/lib/browse-url';
import { articleFilters } from '~/lib/saved-search';
import { formerProvinceNames } from '~/lib/units-2025';
import { categoryTag, listAnswers, listingTag } from '../answer-cache';
import { toCategoryLink, type CategoryLink } from '../dto/category';
import { toListingCard, type ListingCard } from '../dto/listing-card';
import { publicProcedure } from '../trpc';
import { ListApi } from '../upstream/list-api';
import { LocationApi, type LocationUnits } from '../upstream/location-api';
import { MAX_SEARCH_TAG_KEY, SearchApi } from '../upstream/search-api';
import { awaitUnlessCancelled, runUpstreamOrThrow } from '../upstream/to-trpc-error';
import { FUEL_CODES, GEARBOX_CODES, VEHICLE_LIMITS } from '~/lib/vehicle';

const listInput = z.object({
  cat: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
  q: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
  province: z.string().regex(LIST_PATTERNS.province).optional(),
  ward: z.string().regex(LIST_PATTERNS.ward).optional(),
  priceMin: z.number().min(0).max(LIST_BOUNDS.price).optional(),
  priceMax: z.number().min(0).max(LIST_BOUNDS.price).optional(),
  areaMin: z.number().min(0).max(LIST_BOUNDS.area).optional(),
  areaMax: z.number().min(0).max(LIST_BOUNDS.area).optional(),
  bedrooms: z.number().int().min(1).max(LIST_BOUNDS.bedrooms).optional(),
  brand: z.string().min(1).max(VEHICLE_LIMITS.brand).optional(),
  yearMin: z.number().int().min(VEHICLE_LIMITS.yearMin).max(VEHICLE_LIMITS.yearMax).optional(),
  kmMax: z.number().int().min(0).max(VEHICLE_LIMITS.kmMax).optional(),
  fuel: z.union(FUEL_CODES.map((code) => z.literal(code))).optional(),
  gearbox: z.union(GEARBOX_CODES.map((code) => z.literal(code))).optional(),
  form: z.string().min(1).max(LIST_BOUNDS.form).optional(),
  sort: z.enum(ARTICLE_SORTS).optional(),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  cursor: z.string().regex(CURSOR_PATTERN).optional(),
  num: z.number().int().min(1).max(LIST_BOUNDS.num).default(BROWSE_PAGE_SIZE),
});

export type BrowseListInput = z.input<typeof listInput>;

export interface BrowsePage {
  readonly items: ListingCard[];
  readonly page: number;
  readonly num: number;
  readonly hasMore: boolean;
  readonly nextCursor: string | null;
  /** Counted up to 1,000; `totalCapped` means more. */
  readonly total: number | null;
  readonly totalCapped: boolean;
  /** '1.234 tin', 'Hơn 1.000 tin', 'Không có tin nào'. */
  readonly totalText: string | null;
  /** `part`: no listing had all the search words whole, so they were matched inside words. */
  readonly wordMatch: 'whole' | 'part' | null;
  /** The place the search's words named (list-article `place`): it filtered the results. */
  readonly place: SearchPlace | null;
  /** The query as searched when the words typed found nothing and a typo was corrected (list-article `corrected`). */
  readonly corrected: string | null;
}

export interface LocationOption {
  readonly code: string;
  readonly name: string;
}

export interface ProvinceOption extends LocationOption {
  /** 'Thành phố Hồ Chí Minh', 'Tỉnh Tây Ninh': how an address writes it. */
  readonly fullName: string;
  /** The provinces before 2025-07-01 that merged into this one, other than its own name ('Bình Dương', 'Bà Rịa - Vũng Tàu'). */
  readonly formerNames: readonly string[];
}

/** An answer's tags: the category asked for (or every one) and each listing it shows. */
const listAnswerTags =
  (cat: string | undefined) =>
  (page: BrowsePage): string[] => [categoryTag(cat), ...page.items.map((card) => listingTag(card.id))];

const byCode = (units: LocationUnits, name: (unit: LocationUnits[string]) => string): LocationOption[] =>
  Object.values(units)
    .map((unit) => ({ code: unit.code, name: name(unit) }))
    .sort((a, b) => a.code.localeCompare(b.code));

export const browseRouter = {
  /**
   * One page of live listings matching the filters (list-article type 5). Public and the same for
   * every visitor, so shared per normalized query a few seconds (../answer-cache.ts): the first
   * reader's call answers everyone asking the same within the window or while it is in flight.
   */
  list: publicProcedure.input(listInput).query(async ({ ctx, input, signal }): Promise<BrowsePage> => {
    const request: ListArticleRequest = {
      type: ArticleListType.browse,
      page: input.page,
      num: input.num,
      ...articleFilters(input),
      sort: input.sort,
      cursor: input.cursor,
    };
    // Not cut short by the one reader who left (no abort signal): others may be waiting on this
    // call. It still ends within the first reader's time budget.
    const readPage = async (): Promise<BrowsePage> => {
      const page = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listArticle(request)));
      return {
        items: page.data.map((article) => toListingCard(article, ctx.upstream.mediaBaseUrl)),
        page: page.page,
        num: page.num,
        hasMore: page.has_more,
        nextCursor: page.next_cursor,
        total: page.total,
        totalCapped: page.total_capped,
        totalText: resultCountText(page.total, page.total_capped),
        wordMatch: page.word_match,
        place: page.place,
        corrected: page.corrected,
      };
    };
    // The answer depends on the hosts too (one pair per process; tests run several).
    const key = `${ctx.upstream.apiUrl} ${ctx.upstream.mediaBaseUrl} ${listAnswerKey(input, input.num)}`;
    return awaitUnlessCancelled(() => listAnswers().read(key, readPage, listAnswerTags(input.cat)), signal);
  }),

  /** Suggestions while typing (search-tag). Never fails: no suggestions is an answer too. */
  suggest: publicProcedure
    .input(z.object({ key: z.string().max(MAX_SEARCH_TAG_KEY), limit: z.number().int().min(1).max(10).default(8) }))
    .query(async ({ ctx, input, signal }) =>
      runUpstreamOrThrow(
        ctx.upstream.runtime,
        Effect.flatMap(SearchApi, (api) => api.searchTagOrEmpty(input.key, input.limit)).pipe(
          Effect.map((tags) => tags.map((tag) => ({ key: tag.key, count: tag.count, capped: tag.capped, place: tag.place }))),
        ),
        { signal },
      ),
    ),

  /** Every category, hidden ones included: a category page exists for each (nhu-yeu-pham too). */
  categories: publicProcedure.query(async ({ ctx }): Promise<CategoryLink[]> => {
    const categories = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listTerm()));
    return categories.map(toCategoryLink);
  }),

  /**
   * The 34 provinces of today (2025 units) by code, for the location filter and posting, each with
   * the old provinces merged into it, so a visitor who knows only the old name still finds it.
   */
  provinces: publicProcedure.query(async ({ ctx }): Promise<ProvinceOption[]> => {
    const [units, oldUnits] = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(LocationApi, (api) => Effect.all([api.provinces2025(), api.provinces()], { concurrency: 2 })),
    );
    return byCode(units, (unit) => unit.name).map((province) => ({
      ...province,
      fullName: units[province.code]?.name_with_type ?? province.name,
      formerNames: formerProvinceNames(province, (oldCode) => oldUnits[oldCode]?.name),
    }));
  }),

  /** Wards and communes of a 2025 province ('Phường Thủ Dầu Một', 'Xã Bà Điểm'), by name: a list of ~100 is read, not looked up by code. */
  wards: publicProcedure
    .input(z.object({ province: z.string().regex(/^\d{2}$/) }))
    .query(async ({ ctx, input }): Promise<LocationOption[]> => {
      const units = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(LocationApi, (api) => api.wards2025(input.province)));
      return byCode(units, (unit) => unit.name_with_type).sort((a, b) => a.name.localeCompare(b.name, 'vi'));
    }),
} satisfies TRPCRouterRecord;
