/**
 * Listings as the list host sends them (spec §3 "Listing (article)"): the query for each
 * list-article block and the row → wire mapping. Ranking of every public list: tier first, then
 * the latest push, then id (src/lib/ranking.ts states the rule).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ArticleListType } from '~/lib/contract/list';
import { formatPriceValue, priceUnitLabel, type PriceUnit } from '~/lib/money';
import type { Database } from '../db/client';
import { categories, listings, members } from '../db/schema';
import { BackendError } from '../http';
import {
  afterCursor,
  cursorKeysColumn,
  decodeCursor,
  effectiveSort,
  encodeCursor,
  listFilters,
  loadCategoryRows,
  orderBy,
  SEARCH_TIMEOUT_MESSAGE,
  sortKeys,
  TOTAL_CAP,
  type ArticleQuery,
} from './article-search';
import { searchPage, type PageRef } from './search-page';
import { correctWords } from './search-correction';
import { correctedSearch, parseSearch, type ParsedSearch, type PlaceAnswer } from './search-query';
import { searchVocabulary } from './search-vocabulary';
import type { PlanHint } from './search-strategy';
import { isFuelCode, isGearboxCode } from '~/lib/vehicle';
import { LISTING_STATUS } from '~/machines/listing-statuses';

export type { ArticleListTypeCode } from './article-search';

/**
 * The listing columns an Article shows (toArticle), and no others: reading and decoding the whole
 * row (search text, contact phone, moderation notes…) was half the cost of a 20-card page on PGlite.
 */
const ARTICLE_LISTING_COLUMNS = {
  id: listings.id,
  title: listings.title,
  objectSlug: listings.objectSlug,
  objectDate: listings.objectDate,
  descriptionHtml: listings.descriptionHtml,
  thumbPath: listings.thumbPath,
  locationStage: listings.locationStage,
  unitStage: listings.unitStage,
  postingForm: listings.postingForm,
  addOnLabelName: listings.addOnLabelName,
  addOnLabelPath: listings.addOnLabelPath,
  hasVideo: listings.hasVideo,
  status: listings.status,
  endsAt: listings.endsAt,
  verified: listings.verified,
  contactName: listings.contactName,
  postType: listings.postType,
  price: listings.price,
  priceUnit: listings.priceUnit,
  transactionType: listings.transactionType,
  listingType: listings.listingType,
  area: listings.area,
  bedrooms: listings.bedrooms,
  bathrooms: listings.bathrooms,
  vehicleBrand: listings.vehicleBrand,
  vehicleModel: listings.vehicleModel,
  vehicleYear: listings.vehicleYear,
  vehicleKm: listings.vehicleKm,
  vehicleFuel: listings.vehicleFuel,
  vehicleGearbox: listings.vehicleGearbox,
};

export const articleColumns = {
  listing: ARTICLE_LISTING_COLUMNS,
  category: { id: categories.id, slug: categories.slug, name: categories.name },
  seller: { id: members.id, fullName: members.fullName },
};

type ArticleListing = Pick<typeof listings.$inferSelect, keyof typeof ARTICLE_LISTING_COLUMNS>;

type ArticleRow = {
  listing: ArticleListing;
  category: { id: number; slug: string; name: string };
  seller: { id: number; fullName: string };
};

function asTier(value: number): 1 | 2 | 3 {
  return value === 3 ? 3 : value === 2 ? 2 : 1;
}

function asPriceUnit(value: number): PriceUnit {
  return value === 3 ? 3 : value === 2 ? 2 : 1;
}

function asTransactionType(value: number): 1 | 2 | 3 {
  return value === 3 ? 3 : value === 2 ? 2 : 1;
}

/** A vehicle's facts on the wire, or null when the listing has none (contract/list.ts `VehicleWire`); the detail and the moderation queue send the same. */
export function vehicleWire(listing: Pick<ArticleListing, 'vehicleBrand' | 'vehicleModel' | 'vehicleYear' | 'vehicleKm' | 'vehicleFuel' | 'vehicleGearbox'>) {
  const facts = {
    brand: listing.vehicleBrand,
    model: listing.vehicleModel,
    year: listing.vehicleYear,
    km: listing.vehicleKm,
    fuel: isFuelCode(listing.vehicleFuel) ? listing.vehicleFuel : null,
    gearbox: isGearboxCode(listing.vehicleGearbox) ? listing.vehicleGearbox : null,
  };
  return Object.values(facts).some((value) => value !== null) ? facts : null;
}

export function isLive(listing: Pick<typeof listings.$inferSelect, 'status' | 'endsAt'>, now: Date): boolean {
  const posted = listing.status === LISTING_STATUS.posted || listing.status === LISTING_STATUS.verified;
  return posted && (listing.endsAt === null || listing.endsAt.getTime() >= now.getTime());
}

export function toArticle({ listing, category, seller }: ArticleRow, now: Date) {
  const priceUnit = asPriceUnit(listing.priceUnit);
  const transactionType = asTransactionType(listing.transactionType);
  const hasPrice = transactionType === 1 && listing.price !== null;
  const isRealEstate = listing.listingType === 2;
  const hasLabel = listing.addOnLabelName !== null || listing.addOnLabelPath !== null;
  return {
    id: listing.id,
    title: listing.title,
    object_slug: listing.objectSlug,
    object_date: Math.floor(listing.objectDate.getTime() / 1000),
    description: listing.descriptionHtml,
    terms: [category],
    thumb: listing.thumbPath ? { path: listing.thumbPath } : null,
    // The address of today (2025 units) when the listing has one; the posted text otherwise.
    location: { stage: listing.unitStage || listing.locationStage },
    posting_form: listing.postingForm,
    add_ons: hasLabel ? { label: { name: listing.addOnLabelName, path: listing.addOnLabelPath } } : null,
    is_video: listing.hasVideo,
    state: isLive(listing, now) ? ('active' as const) : ('inactive' as const),
    verified: listing.verified,
    contact_info: { contact_name: listing.contactName },
    user: { id: seller.id, full_name: seller.fullName },
    post_type: asTier(listing.postType),
    price: hasPrice ? listing.price : null,
    price_unit: priceUnit,
    price_info:
      hasPrice && listing.price !== null
        ? { value: formatPriceValue(listing.price, priceUnit), unit: priceUnitLabel(priceUnit) }
        : { value: '', unit: '' },
    transaction_type: transactionType,
    show_type: isRealEstate
      ? {
          information_product: {
            dien_tich: listing.area,
            so_phong_ngu: listing.bedrooms,
            so_phong_ve_sinh: listing.bathrooms,
          },
        }
      : null,
    vehicle: vehicleWire(listing),
  };
}

export type ArticleWire = ReturnType<typeof toArticle>;

/**
 * One page of list-article: live listings of the block (`type`) matching the filters, in the
 * request's sort, by offset (`page`) or keyset (`cursor`); `has_more` from one extra row, and for
 * browse (type 5) a total counted up to TOTAL_CAP. A search (`q`) is planned by
 * services/search-page.ts (relevance orders the best-ranked RELEVANCE_WINDOW matches, the same
 * 1,000 the total counts exactly) and runs in a transaction with a statement timeout (PostgreSQL
 * enforces it; PGlite accepts and ignores it, and the search's strategy bounds its work instead).
 * A search that finds nothing is tried once more with its unknown words corrected
 * (services/search-correction.ts), and then says so (`corrected`).
 * `options.plan` is for tests: every search strategy must give the same answer.
 */
export async function listArticleBlock(db: Database, query: ArticleQuery, now = new Date(), options: { readonly plan?: PlanHint } = {}) {
  const parsed = await parseSearch(query.q);
  const empty = {
    data: [],
    page: query.page,
    num: query.num,
    has_more: false,
    next_cursor: null,
    total: 0,
    total_capped: false,
    word_match: null,
    place: parsed.answer,
    corrected: null,
  };
  const listed = listFilters(query, await loadCategoryRows(db), now);
  if (listed === null) return empty;
  // A place named in the query is a location filter; the other words are the text searched.
  const filters = parsed.placeFilter === null ? listed : [...listed, parsed.placeFilter];
  const counted = query.type === ArticleListType.browse;
  const offset = (query.page - 1) * query.num;
  const run = async (search: ParsedSearch) => {
    const { words } = search.terms;
    const sort = effectiveSort(query, words);
    const keys = sortKeys(sort, words);
    const cursorValues = query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort, keys);
    const found =
      words.length === 0
        ? { ...(await listPage(db, { filters, keys, cursorValues, offset, num: query.num, counted })), match: null }
        : await withSearchTimeout(db, async (tx) => {
            const page = await searchPage(tx, { filters, words, terms: search.terms, sort, keys, cursorValues, offset, num: query.num, counted, plan: options.plan });
            return { rows: await articleRows(tx, page.refs), matched: page.matched, match: page.match };
          });
    return { ...found, sort };
  };

  let found = await run(parsed);
  let answered: { place: PlaceAnswer | null; corrected: string | null } = { place: parsed.answer, corrected: null };
  if (found.rows.length === 0 && parsed.terms.words.length > 0) {
    // Nothing found: a word no listing has may be a typo (`toyta`); search again with it corrected.
    const vocabulary = await searchVocabulary(db, now);
    const corrections = await withSearchTimeout(db, (tx) => correctWords(tx, parsed.terms.words, vocabulary, now));
    if (corrections.length > 0) {
      const corrected = correctedSearch(parsed, corrections);
      const again = await run(corrected.parsed);
      if (again.rows.length > 0) [found, answered] = [again, { place: corrected.parsed.answer, corrected: corrected.query }];
    }
  }

  const { rows, matched, match, sort } = found;
  const pageRows = rows.slice(0, query.num);
  const last = pageRows.at(-1);
  const hasMore = rows.length > query.num;
  return {
    data: pageRows.map((row) => toArticle(row, now)),
    page: query.page,
    num: query.num,
    has_more: hasMore,
    next_cursor: hasMore && last ? encodeCursor(sort, last.cursorKeys) : null,
    total: matched === null ? null : Math.min(matched, TOTAL_CAP),
    total_capped: matched !== null && matched > TOTAL_CAP,
    word_match: match,
    ...answered,
  };
}

interface ListPageInput {
  readonly filters: readonly SQL[];
  readonly keys: ReturnType<typeof sortKeys>;
  readonly cursorValues: ReturnType<typeof decodeCursor> | undefined;
  readonly offset: number;
  readonly num: number;
  readonly counted: boolean;
}

/** A list without search words: the B-tree of its sort answers it directly. */
async function listPage(db: Database, input: ListPageInput) {
  const after = input.cursorValues === undefined ? undefined : afterCursor(input.keys, input.cursorValues);
  const rows = await db
    .select({ ...articleColumns, cursorKeys: cursorKeysColumn(input.keys) })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(members, eq(members.id, listings.memberId))
    .where(and(...input.filters, after))
    .orderBy(...orderBy(input.keys))
    .limit(input.num + 1)
    .offset(input.cursorValues === undefined ? input.offset : 0);
  const matched = input.counted ? await cappedCount(db, and(...input.filters)) : null;
  return { rows, matched };
}

/** The page's listings with their category and seller, in the page's order. */
async function articleRows(db: Database, refs: readonly PageRef[]): Promise<Array<ArticleRow & { cursorKeys: string }>> {
  if (refs.length === 0) return [];
  const rows = await db
    .select(articleColumns)
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(members, eq(members.id, listings.memberId))
    .where(inArray(listings.id, refs.map((ref) => ref.id)));
  const byId = new Map(rows.map((row) => [row.listing.id, row]));
  return refs.flatMap((ref) => {
    const row = byId.get(ref.id);
    return row === undefined ? [] : [{ ...row, cursorKeys: ref.cursorKeys }];
  });
}

/** `count(*)` over at most TOTAL_CAP + 1 rows: "1000+" costs no more than a page of them. */
async function cappedCount(db: Database, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(listings)
    .where(where)
    .limit(TOTAL_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

const QUERY_CANCELED = '57014';

function isQueryCanceled(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    if ('code' in current && current.code === QUERY_CANCELED) return true;
  }
  return false;
}

/**
 * A search's statements share one transaction, so its `set local` plan settings and statement
 * timeout (services/search-page.ts sets both) end with it; a search the timeout cuts off is a 503.
 */
async function withSearchTimeout<T>(db: Database, work: (reader: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isQueryCanceled(error)) throw new BackendError(503, SEARCH_TIMEOUT_MESSAGE);
    throw error;
  }
}
