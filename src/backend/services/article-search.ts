/**
 * list-article's query builder: filters, the sort orders of src/lib/ranking.ts as ORDER BY, keyset
 * cursors and the bounded count (docs/upstream-contract.md "list-article"). Search matches the
 * stored, unaccented `search_text` (perf-security A.3): every word of the query must be a word of
 * the listing (GIN index of its words), or, when none matches that way, occur inside it (GIN
 * trigram index). Relevance re-orders the best-ranked RELEVANCE_WINDOW matches by a cheap score, so a
 * common word never makes a search score every listing; services/search-page.ts runs a search with
 * these pieces. Everything here is parameterised SQL; the only raw fragments are constants and
 * casts chosen by this file.
 */
import type { ArticleFilters } from '~/lib/browse-filter';
import { and, eq, gte, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ArticleSort } from '~/lib/contract/list';
import { ArticleListType } from '~/lib/contract/list';
import { toSearchText } from '~/lib/search-text';
import { LIVE_STATUSES, statusListSql } from '~/machines/listing-statuses';
import type { Database } from '../db/client';
import { categories, listings } from '../db/schema';
import { BackendError } from '../http';

export type ArticleListTypeCode = (typeof ArticleListType)[keyof typeof ArticleListType];

/** A list-article query: the block, its paging, the browse filters (src/lib/browse-filter.ts) and the backend's own filters. */
export interface ArticleQuery extends ArticleFilters {
  readonly type: ArticleListTypeCode;
  readonly page: number;
  readonly num: number;
  readonly province?: string | undefined;
  readonly district?: string | undefined;
  readonly member?: number | undefined;
  readonly exclude?: number | undefined;
  readonly sort?: ArticleSort | undefined;
  readonly cursor?: string | undefined;
}

export const NECESSITIES_SLUG = 'nhu-yeu-pham';
/** Totals are counted up to this many rows; beyond it the answer says `total_capped`. */
export const TOTAL_CAP = 1000;
/** Longer queries are cut: each word is one more test per row. */
const MAX_QUERY_WORDS = 8;
/** Longer words are not indexed (migration 0005 `search_words`), so a query leaves them out too. */
const MAX_WORD_BYTES = 100;
/** Search on PostgreSQL gives up after this long (perf-security P5) rather than hold a connection. */
export const SEARCH_TIMEOUT = '2s';

export const CURSOR_MESSAGE = 'Liên kết trang không hợp lệ hoặc đã cũ, vui lòng tải lại danh sách.';
export const SEARCH_TIMEOUT_MESSAGE = 'Tìm kiếm mất quá nhiều thời gian, vui lòng thử từ khoá cụ thể hơn.';

// ---------------------------------------------------------------------------------------------
// Search text

/** The query as stored text: unaccented, lower-case words, at most MAX_QUERY_WORDS of them. */
export function searchWords(q: string | undefined): string[] {
  if (q === undefined) return [];
  return toSearchText(q)
    .split(' ')
    .filter((word) => word.length > 0 && Buffer.byteLength(word) <= MAX_WORD_BYTES)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * How a query's words meet a listing's text. `whole`: every query word is one of the listing's
 * words (`gap` finds `bán gấp`, not `ngập`), answered by the GIN index of migration 0005. `part`:
 * every word occurs inside the text (`iphon` finds `iPhone`), answered by the trigram index; a
 * search falls back to it only when its whole words match nothing (services/search-page.ts).
 */
export type WordMatch = 'whole' | 'part';

/** In `part` matching, words the trigram index can answer: three characters or more (shorter ones have no trigram of their own). */
export const INDEXABLE_WORD_LENGTH = 3;

/** The words a GIN index answers for this kind of match; the rest are only tested row by row. */
export function indexableWords(match: WordMatch, words: readonly string[]): { indexed: string[]; tested: string[] } {
  if (match === 'whole') return { indexed: [...words], tested: [] };
  return {
    indexed: words.filter((word) => word.length >= INDEXABLE_WORD_LENGTH),
    tested: words.filter((word) => word.length < INDEXABLE_WORD_LENGTH),
  };
}

/**
 * The index condition for the `indexed` words of indexableWords (`text` is the search text column,
 * or the same column read through a subquery). Whole words: one `@@` on `search_words(search_text)`,
 * the indexed expression; the tsquery is written as quoted lexemes, which no parser rewrites, and
 * words hold only letters and digits (toSearchText), so nothing in them needs escaping. Parts:
 * LIKE '%word%' per word, which the trigram index answers.
 */
export function wordConditions(match: WordMatch, words: readonly string[], text: SQL = sql`${listings.searchText}`): SQL[] {
  if (words.length === 0) return [];
  if (match === 'whole') return [sql`search_words(${text}) @@ ${words.map((word) => `'${word}'`).join(' & ')}::tsquery`];
  return words.map((word) => sql`${text} like ${`%${word}%`}`);
}

/**
 * The same test for rows read one by one (an ordered walk, the probe, a short word), where no index
 * checks the words. search_text is words between single spaces with a space at each end
 * (storedSearchText), so a whole word is one `strpos` of the space-padded word, exactly what the
 * index of search_words answers; a short part-word must start a word (`quan 7` finds `quận 7`, not
 * `2017`). `strpos` finds a substring ~30% faster than `like '%…%'` on PGlite.
 */
export function wordTests(match: WordMatch, words: readonly string[], text: SQL = sql`${listings.searchText}`): SQL[] {
  if (match === 'whole') return words.map((word) => sql`strpos(${text}, ${` ${word} `}) > 0`);
  return words.map((word) =>
    word.length >= INDEXABLE_WORD_LENGTH ? sql`strpos(${text}, ${word}) > 0` : sql`strpos(${text}, ${` ${word}`}) > 0`,
  );
}

// ---------------------------------------------------------------------------------------------
// Sort keys and keyset cursors

type KeyKind = 'int' | 'timestamp' | 'bool' | 'nullableInt';

export interface SortKey {
  readonly expr: SQL;
  readonly direction: 'asc' | 'desc';
  readonly kind: KeyKind;
}

const CAST: Record<KeyKind, string> = {
  int: 'integer',
  timestamp: 'timestamptz',
  bool: 'boolean',
  nullableInt: 'bigint',
};

/** The price visitors see: only priced listings (transaction type 1) have one (spec §3, §5). */
const shownPrice = sql`(case when ${listings.transactionType} = 1 then ${listings.priceVnd} end)`;

/** The columns the ranking rule reads: the table's, or the same columns of a search's candidate list. */
export interface RankColumns {
  readonly postType: SQL;
  readonly pushedAt: SQL;
  readonly id: SQL;
}

const TABLE_RANK_COLUMNS: RankColumns = { postType: sql`${listings.postType}`, pushedAt: sql`${listings.pushedAt}`, id: sql`${listings.id}` };

export function rankKeys(columns: RankColumns = TABLE_RANK_COLUMNS): readonly SortKey[] {
  return [
    { expr: columns.postType, direction: 'desc', kind: 'int' },
    { expr: columns.pushedAt, direction: 'desc', kind: 'timestamp' },
    { expr: columns.id, direction: 'desc', kind: 'int' },
  ];
}

const RANK_KEYS = rankKeys();

function priceKeys(direction: 'asc' | 'desc'): SortKey[] {
  return [
    // Listings without a price come last in both directions.
    { expr: sql`(${shownPrice} is null)`, direction: 'asc', kind: 'bool' },
    { expr: shownPrice, direction, kind: 'nullableInt' },
    { expr: sql`${listings.id}`, direction: 'desc', kind: 'int' },
  ];
}

/** Relevance ranks only this many matches (the best by the ranking rule), like the capped total. */
export const RELEVANCE_WINDOW = 1000;

/** What relevance rewards (services/search-query.ts SearchTerms says where each comes from). */
export interface RelevanceTerms {
  /** The text words, unaccented. */
  readonly words: readonly string[];
  /** The words the visitor typed with marks, as typed. */
  readonly marked: readonly string[];
  /** The recognised place's name, unaccented. */
  readonly placeWords: readonly string[];
}

/** The weights of relevance: a phrase beats scattered words, the title beats the body, marks typed count. */
export const RELEVANCE_WEIGHTS = { titlePhrase: 8, phrase: 4, titleWords: 2, titleStart: 1, markedInTitle: 3, placeInTitle: 2 } as const;

/** search_text begins with the title (after its leading space); its first characters stand for it when the title is not read. */
const TITLE_CHARS = 81;
const spaced = (words: readonly string[]) => ` ${words.join(' ')} `;
const point = (test: SQL, weight: number) => sql`case when ${test} then ${weight} else 0 end`;

/**
 * How well a matching row fits the query, a whole number. Every word already occurs (the WHERE), so
 * what is left to reward: the words as one phrase (adjacent, in order) in the title, or anywhere;
 * all the words in the title; the title starting with them; each word typed with marks found with
 * those marks in the title (`bàn` the table over `bán` the verb); the recognised place named in the
 * title. The title's search text is the start of `text` as long as the title (storedSearchText
 * writes the title first, and unaccenting never lengthens it). `strpos` of a space-padded phrase is
 * the phrase test `<->` on these single-space-separated words, ~2x cheaper than `like` on PGlite;
 * only a search's candidates (at most RELEVANCE_WINDOW rows) are ever scored.
 */
export function relevance(terms: RelevanceTerms, text: SQL = sql`${listings.searchText}`, title?: SQL): SQL {
  const weights = RELEVANCE_WEIGHTS;
  const phrase = spaced(terms.words);
  // Without the title at hand (no marks typed: reading 1,000 titles cost ~30% of a search), its first TITLE_CHARS stand for it.
  const titleText = title === undefined ? sql`(left(${text}, ${TITLE_CHARS}) || ' ')` : sql`(left(${text}, char_length(${title}) + 1) || ' ')`;
  const parts: SQL[] = [
    point(sql`strpos(${titleText}, ${phrase}) > 0`, weights.titlePhrase),
    point(sql`strpos(${text}, ${phrase}) > 0`, weights.phrase),
    point(sql.join(terms.words.map((word) => sql`strpos(${titleText}, ${` ${word} `}) > 0`), sql` and `), weights.titleWords),
    point(sql`starts_with(${text}, ${phrase})`, weights.titleStart),
  ];
  if (terms.marked.length > 0 && title !== undefined) {
    // The title's words with their marks, split as queryTokens splits the query.
    const markedTitle = sql`(' ' || regexp_replace(lower(${title}), '[^[:alnum:]]+', ' ', 'g') || ' ')`;
    for (const word of terms.marked) parts.push(point(sql`strpos(${markedTitle}, ${` ${word} `}) > 0`, weights.markedInTitle));
  }
  if (terms.placeWords.length > 0) parts.push(point(sql`strpos(${titleText}, ${spaced(terms.placeWords)}) > 0`, weights.placeInTitle));
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** The ORDER BY of each sort (src/lib/ranking.ts SORT_ORDERS says the same in words). */
export function sortKeys(sort: ArticleSort, words: readonly string[]): readonly SortKey[] {
  switch (sort) {
    case 'rank':
      return RANK_KEYS;
    case 'newest':
      return RANK_KEYS.slice(1);
    case 'price_asc':
      return priceKeys('asc');
    case 'price_desc':
      return priceKeys('desc');
    case 'relevance':
      return [{ expr: relevance({ words, marked: [], placeWords: [] }), direction: 'desc', kind: 'int' }, ...RANK_KEYS];
  }
}

/**
 * `nulls last` in both directions: the partial B-tree indexes are declared `DESC NULLS LAST`, and
 * PostgreSQL walks an index for an ORDER BY only when the null placement matches too (a plain
 * `desc` means NULLS FIRST) — without it every list sorted all live listings.
 */
export function orderBy(keys: readonly SortKey[]): SQL[] {
  return keys.map((key) => sql`${key.expr} ${sql.raw(key.direction)} nulls last`);
}

/** The keys of a row as JSON text, read back into the next page's cursor. */
export function cursorKeysColumn(keys: readonly SortKey[]): SQL<string> {
  return sql<string>`json_build_array(${sql.join(
    keys.map((key) => key.expr),
    sql`, `,
  )})::text`;
}

type CursorValue = number | string | boolean | null;

interface CursorBody {
  readonly s: ArticleSort;
  readonly v: readonly CursorValue[];
}

export function encodeCursor(sort: ArticleSort, keysJson: string): string {
  const values: unknown = JSON.parse(keysJson);
  return Buffer.from(JSON.stringify({ s: sort, v: values }), 'utf8').toString('base64url');
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)$/;

function validValue(kind: KeyKind, value: unknown): value is CursorValue {
  switch (kind) {
    case 'int':
      return typeof value === 'number' && Number.isSafeInteger(value);
    case 'nullableInt':
      return value === null || (typeof value === 'number' && Number.isSafeInteger(value));
    case 'bool':
      return typeof value === 'boolean';
    case 'timestamp':
      return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
  }
}

/** The cursor's key values, checked against the sort; anything else is a 400 with CURSOR_MESSAGE. */
export function decodeCursor(cursor: string, sort: ArticleSort, keys: readonly SortKey[]): readonly CursorValue[] {
  const invalid = () => new BackendError(400, CURSOR_MESSAGE);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalid();
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (typeof body !== 'object' || body === null || !('s' in body) || !('v' in body)) throw invalid();
  const { s, v } = body as { s: unknown; v: unknown };
  if (s !== sort || !Array.isArray(v) || v.length !== keys.length) throw invalid();
  const values: CursorValue[] = [];
  keys.forEach((key, index) => {
    const value: unknown = v[index];
    if (!validValue(key.kind, value)) throw invalid();
    values.push(value);
  });
  return values satisfies CursorBody['v'];
}

function literal(key: SortKey, value: CursorValue): SQL {
  return sql`${value}::${sql.raw(CAST[key.kind])}`;
}

/**
 * Rows strictly after the cursor in the sort order. When every key is non-null and runs the same
 * way, one row comparison (`(a, b, c) < ($1, $2, $3)`), which a B-tree in that order answers
 * directly; otherwise the expanded form `a > x OR (a = x AND (b > y OR ...))`, where a null cursor
 * value means "among the rows where this key is null".
 */
export function afterCursor(keys: readonly SortKey[], values: readonly CursorValue[]): SQL {
  const direction = keys[0]?.direction;
  const uniform = keys.every((key, index) => key.direction === direction && values[index] !== null);
  if (uniform && direction !== undefined) {
    const op = direction === 'desc' ? '<' : '>';
    return sql`(${sql.join(
      keys.map((key) => key.expr),
      sql`, `,
    )}) ${sql.raw(op)} (${sql.join(
      keys.map((key, index) => literal(key, values[index] ?? null)),
      sql`, `,
    )})`;
  }
  const from = (index: number): SQL => {
    const key = keys[index];
    if (key === undefined) return sql`false`;
    const value = values[index] ?? null;
    if (value === null) return sql`(${key.expr} is null and ${from(index + 1)})`;
    const op = key.direction === 'desc' ? '<' : '>';
    const bound = literal(key, value);
    return sql`(${key.expr} ${sql.raw(op)} ${bound} or (${key.expr} = ${bound} and ${from(index + 1)}))`;
  };
  return from(0);
}

// ---------------------------------------------------------------------------------------------
// Filters

export interface CategoryRow {
  readonly id: number;
  readonly slug: string;
  readonly hidden: boolean;
}

/** "Live": posted or verified, and not past its last day. The literal list matches the partial indexes. */
export function liveCondition(now: Date): SQL {
  return and(sql`${listings.status} in (${sql.raw(statusListSql(LIVE_STATUSES))})`, gte(listings.endsAt, now)) ?? sql`false`;
}

/** The conditions of a query's words, matched the given way (what listFilters leaves out). */
export function wordFilterConditions(match: WordMatch, words: readonly string[]): SQL[] {
  const { indexed, tested } = indexableWords(match, words);
  return [...wordConditions(match, indexed), ...wordTests(match, tested)];
}

/** The WHERE of a query without its search words (null: nothing can match). */
export function listFilters(query: ArticleQuery, allCategories: readonly CategoryRow[], now: Date): SQL[] | null {
  const conditions: SQL[] = [liveCondition(now)];
  const hiddenIds = allCategories.filter((category) => category.hidden).map((category) => category.id);
  const bySlug = (slug: string) => allCategories.find((category) => category.slug === slug);

  switch (query.type) {
    case ArticleListType.vedette:
      conditions.push(eq(listings.onHomePage, true));
      break;
    case ArticleListType.hot:
      conditions.push(gte(listings.postType, 2));
      break;
    case ArticleListType.necessities: {
      const necessities = bySlug(NECESSITIES_SLUG);
      if (necessities === undefined) return null;
      conditions.push(eq(listings.categoryId, necessities.id));
      break;
    }
    case ArticleListType.newest:
    case ArticleListType.browse:
      // A hidden category is listed only when asked for by name.
      if (query.cat === undefined && hiddenIds.length > 0) conditions.push(notInArray(listings.categoryId, hiddenIds));
      break;
  }

  if (query.cat !== undefined) {
    const category = bySlug(query.cat);
    if (category === undefined) return null;
    conditions.push(eq(listings.categoryId, category.id));
  }
  if (query.province !== undefined) conditions.push(eq(listings.provinceCode, query.province));
  if (query.district !== undefined) conditions.push(eq(listings.districtCode, query.district));
  if (query.province_2025 !== undefined) conditions.push(eq(listings.unitProvinceCode, query.province_2025));
  if (query.ward_2025 !== undefined) conditions.push(eq(listings.unitWardCode, query.ward_2025));

  const [priceMin, priceMax] = ordered(query.price_min, query.price_max);
  if (priceMin !== undefined || priceMax !== undefined) conditions.push(eq(listings.transactionType, 1));
  if (priceMin !== undefined) conditions.push(gte(listings.priceVnd, priceMin));
  if (priceMax !== undefined) conditions.push(lte(listings.priceVnd, priceMax));

  const [areaMin, areaMax] = ordered(query.area_min, query.area_max);
  if (areaMin !== undefined) conditions.push(gte(listings.area, areaMin));
  if (areaMax !== undefined) conditions.push(lte(listings.area, areaMax));

  if (query.bedrooms !== undefined) conditions.push(gte(listings.bedrooms, query.bedrooms));
  if (query.brand !== undefined) conditions.push(eq(listings.vehicleBrand, query.brand));
  if (query.year_min !== undefined) conditions.push(gte(listings.vehicleYear, query.year_min));
  if (query.km_max !== undefined) conditions.push(lte(listings.vehicleKm, query.km_max));
  if (query.fuel !== undefined) conditions.push(eq(listings.vehicleFuel, query.fuel));
  if (query.gearbox !== undefined) conditions.push(eq(listings.vehicleGearbox, query.gearbox));
  if (query.posting_form !== undefined) conditions.push(eq(listings.postingForm, query.posting_form));
  if (query.member !== undefined) conditions.push(eq(listings.memberId, query.member));
  if (query.exclude !== undefined) conditions.push(ne(listings.id, query.exclude));
  return conditions;
}

/** A reversed range (min above max) is read the way the visitor meant it. */
export function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  if (min !== undefined && max !== undefined && min > max) return [max, min];
  return [min, max];
}

/** The sort a request gets: its own, else relevance for a search, newest for type 3, rank otherwise. */
export function effectiveSort(query: ArticleQuery, words: readonly string[]): ArticleSort {
  const sort = query.sort ?? (words.length > 0 ? 'relevance' : query.type === ArticleListType.newest ? 'newest' : 'rank');
  // Relevance without words would sort by a constant: use the ranking rule instead.
  return sort === 'relevance' && words.length === 0 ? 'rank' : sort;
}

/** Every category (a handful of rows): resolves `cat` and the hidden ones without a join. */
export function loadCategoryRows(db: Database): Promise<CategoryRow[]> {
  return db.select({ id: categories.id, slug: categories.slug, hidden: categories.hidden }).from(categories);
}
