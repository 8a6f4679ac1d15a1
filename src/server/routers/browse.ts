/**
 * Browse and search (issue "Browse, search and listing detail"): category pages and /search read
 * one page of list-article type 5 as card projections with paging and the result count; the search
 * box asks `suggest` (search-tag) while typing; the filters read categories and location units.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { resultCountText } from '~/lib/browse-options';
import { BROWSE_FIELDS, type BrowseFieldName, type BrowseFilters, toArticleFilters, type ValueOf, type ValueSpec } from '~/lib/browse-filter';
import { BROWSE_PAGE_SIZE } from '~/lib/browse-params';
import { ArticleListType, type Category, type ListArticleRequest, type SearchPlace } from '~/lib/contract/list';
import { LIST_BOUNDS, LIST_PATTERNS } from '~/lib/contract/list-vocabulary';
import { listAnswerKey } from '~/lib/browse-url';
import { formerProvinceNames, vietnameseOrder } from '~/lib/units-2025';
import { categoryTag, listAnswers, listingTag } from '../answer-cache';
import { toCategoryLink, type CategoryLink } from '../dto/category';
import { toListingCard, type ListingCard } from '../dto/listing-card';
import { publicProcedure, type TRPCContext } from '../trpc';
import { ListApi } from '../upstream/list-api';
import { LocationApi, type LocationUnits } from '../upstream/location-api';
import { MAX_SEARCH_TAG_KEY, SearchApi } from '../upstream/search-api';
import { awaitUnlessCancelled, runUpstreamOrThrow } from '../upstream/to-trpc-error';

/**
 * A browse field's zod input, from its row in browse-filter.ts: free text is trimmed, coded text
 * must match its pattern, a listed word is any text up to its bound (the backend accepts words
 * the URL's list lacks).
 */
function fieldInput<S extends ValueSpec>(spec: S): z.ZodType<ValueOf<S>, ValueOf<S>>;
function fieldInput(spec: ValueSpec): z.ZodType<string | number, string | number> {
  switch (spec.kind) {
    case 'number': {
      const value = z.number().min(spec.min).max(spec.max);
      return spec.int ? value.int() : value;
    }
    case 'text':
      return spec.pattern === undefined ? z.string().trim().max(spec.max) : z.string().max(spec.max).regex(spec.pattern);
    case 'code':
      return z.union(spec.codes.map((code) => z.literal(code)));
    case 'enum':
      return z.enum(spec.values);
    case 'listed':
      return z.string().min(1).max(spec.max);
  }
}

/** What a list read takes: every browse field but the page's display (view). */
type ListFieldName = Exclude<BrowseFieldName, 'view' | 'page'>;
const LIST_FIELD_NAMES = (Object.keys(BROWSE_FIELDS) as BrowseFieldName[]).filter((name): name is ListFieldName => name !== 'view' && name !== 'page');
const listFieldInputs = Object.fromEntries(LIST_FIELD_NAMES.map((name) => [name, fieldInput(BROWSE_FIELDS[name].value).optional()])) as {
  [K in ListFieldName]: z.ZodOptional<z.ZodType<ValueOf<(typeof BROWSE_FIELDS)[K]['value']>, ValueOf<(typeof BROWSE_FIELDS)[K]['value']>>>;
};

export const browseListInput = z.object({
  ...listFieldInputs,
  page: fieldInput(BROWSE_FIELDS.page.value).default(1),
  num: z.number().int().min(1).max(LIST_BOUNDS.num).default(BROWSE_PAGE_SIZE),
});

/** One list read: browse filters (validated at the edge that received them) and the page size. */
export type BrowseListQuery = Omit<BrowseFilters, 'view'> & { readonly num?: number | undefined };

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

/**
 * One page of live listings matching the filters (list-article type 5). Public and the same for
 * every visitor, so shared per normalized query a few seconds (../answer-cache.ts): the first
 * reader's call answers everyone asking the same within the window or while it is in flight.
 * A plain function: the procedure below and the page's assembly (../browse-page-data.ts) both
 * call it with filters already validated, the procedure's by its input, the page's by the URL reader.
 */
export async function readBrowseList(ctx: TRPCContext, query: BrowseListQuery, signal?: AbortSignal): Promise<BrowsePage> {
  const num = query.num ?? BROWSE_PAGE_SIZE;
  const request: ListArticleRequest = {
    type: ArticleListType.browse,
    page: query.page,
    num,
    ...toArticleFilters(query),
    sort: query.sort,
    cursor: query.cursor,
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
  const key = `${ctx.upstream.apiUrl} ${ctx.upstream.mediaBaseUrl} ${listAnswerKey(query, num)}`;
  return awaitUnlessCancelled(() => listAnswers().read(key, readPage, listAnswerTags(query.cat)), signal);
}

export const browseRouter = {
  list: publicProcedure.input(browseListInput).query(({ ctx, input, signal }): Promise<BrowsePage> => readBrowseList(ctx, input, signal)),

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

  categories: publicProcedure.query(({ ctx }) => readCategories(ctx)),
  provinces: publicProcedure.query(({ ctx }) => readProvinces(ctx)),
  wards: publicProcedure.input(z.object({ province: z.string().regex(LIST_PATTERNS.province) })).query(({ ctx, input }) => readWards(ctx, input.province)),
} satisfies TRPCRouterRecord;

/**
 * What a page shows of reference data, made once per kept answer rather than on every page (issue
 * #41): the upstream services keep the same decoded answer while it is fresh (../upstream/kept-reads.ts),
 * so a derived list lives as long as the answer it came from. Shared: callers never change it.
 */
const derivedFrom = <K extends object, V>(derive: (answer: K) => V): ((answer: K) => V) => {
  const made = new WeakMap<K, V>();
  return (answer) => {
    let value = made.get(answer);
    if (value === undefined) {
      value = derive(answer);
      made.set(answer, value);
    }
    return value;
  };
};

const categoryLinks = derivedFrom((categories: readonly Category[]): readonly CategoryLink[] => categories.map(toCategoryLink));

/** Every category, hidden ones included: a category page exists for each (nhu-yeu-pham too). */
export async function readCategories(ctx: TRPCContext): Promise<readonly CategoryLink[]> {
  return categoryLinks(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(ListApi, (api) => api.listTerm())));
}

const provinceOptions = derivedFrom((units: LocationUnits) =>
  derivedFrom((oldUnits: LocationUnits): readonly ProvinceOption[] =>
    byCode(units, (unit) => unit.name).map((province) => ({
      ...province,
      fullName: units[province.code]?.name_with_type ?? province.name,
      formerNames: formerProvinceNames(province, (oldCode) => oldUnits[oldCode]?.name),
    })),
  ),
);

/**
 * The 34 provinces of today (2025 units) by code, for the location filter and posting, each with
 * the old provinces merged into it, so a visitor who knows only the old name still finds it.
 */
export async function readProvinces(ctx: TRPCContext): Promise<readonly ProvinceOption[]> {
  const [units, oldUnits] = await runUpstreamOrThrow(
    ctx.upstream.runtime,
    Effect.flatMap(LocationApi, (api) => Effect.all([api.provinces2025(), api.provinces()], { concurrency: 2 })),
  );
  return provinceOptions(units)(oldUnits);
}

const wardOptions = derivedFrom((units: LocationUnits): readonly LocationOption[] =>
  byCode(units, (unit) => unit.name_with_type).sort((a, b) => vietnameseOrder.compare(a.name, b.name)),
);

/** Wards and communes of a 2025 province ('Phường Thủ Dầu Một', 'Xã Bà Điểm'), by name: a list of ~100 is read, not looked up by code. */
export async function readWards(ctx: TRPCContext, province: string): Promise<readonly LocationOption[]> {
  return wardOptions(await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(LocationApi, (api) => api.wards2025(province))));
}

/** The browse reads of one request's context as plain calls: a page's assembly (../browse-page-data.ts) and `browsePage.read`. */
export const browseReader = (ctx: TRPCContext) => ({
  categories: () => readCategories(ctx),
  provinces: () => readProvinces(ctx),
  wards: (province: string) => readWards(ctx, province),
  list: (query: BrowseListQuery) => readBrowseList(ctx, query),
});
