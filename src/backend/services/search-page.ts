/**
 * Which listings make one page of a search (list-article with `q`), and how many match, in as few
 * rows read as possible (perf-security P5). Called by services/articles.ts inside the search's
 * transaction; answers ids and cursor keys only, the caller loads the page's rows.
 *
 * - Candidates: the first TOTAL_CAP + 1 matches in ranking order, ids and sort keys only. Their
 *   number is the capped total; the first RELEVANCE_WINDOW of them are the listings relevance
 *   orders, scored here and nowhere else; the ranking sort reads its pages straight from them.
 * - Other sorts (newest, price) and ranking pages beyond the candidates: one ORDER BY … LIMIT.
 * - Each statement runs with the strategy (services/search-strategy.ts) for the rows it wants.
 * - Words match whole, or as parts of words when no listing has them all whole (wordMatchFor).
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { ArticleSort } from '~/lib/contract/list';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';
import {
  afterCursor,
  cursorKeysColumn,
  indexableWords,
  orderBy,
  rankKeys,
  relevance,
  RELEVANCE_WINDOW,
  SEARCH_TIMEOUT,
  TOTAL_CAP,
  wordConditions,
  wordTests,
  type RelevanceTerms,
  type SortKey,
  type WordMatch,
} from './article-search';
import { applyPlanHint, chooseStrategy, hasIndexableWord, probeSearch, PROBE_ROWS, rarestFirst, type PlanHint, type SearchProbe } from './search-strategy';

export interface PageRef {
  readonly id: number;
  /** The row's sort keys as JSON text (services/article-search.ts `encodeCursor`). */
  readonly cursorKeys: string;
}

export interface SearchPageInput {
  readonly filters: readonly SQL[];
  readonly words: readonly string[];
  /** What relevance rewards besides the words (marks typed, the recognised place); words alone when not given. */
  readonly terms?: RelevanceTerms | undefined;
  readonly sort: ArticleSort;
  /** The sort's keys over the listings table, and a decoded cursor's values when paging by keyset. */
  readonly keys: readonly SortKey[];
  readonly cursorValues?: ReadonlyArray<number | string | boolean | null> | undefined;
  readonly offset: number;
  readonly num: number;
  /** Whether the answer needs the capped total (browse, type 5). */
  readonly counted: boolean;
  /** Tests only: impose one plan on every statement instead of the probe's choice. */
  readonly plan?: PlanHint | undefined;
}

export interface SearchPage {
  /** Up to num + 1 rows: one more than the page says there is a next one. */
  readonly refs: readonly PageRef[];
  /** Matches counted up to TOTAL_CAP + 1, or null when not asked for. */
  readonly matched: number | null;
  /** How the words were matched (wordMatchFor). */
  readonly match: WordMatch;
}

const CANDIDATES = sql.identifier('candidates');
const candidate = (column: string) => sql`${CANDIDATES}.${sql.identifier(column)}`;
const CANDIDATE_RANK = rankKeys({ postType: candidate('post_type'), pushedAt: candidate('pushed_at'), id: candidate('id') });

/** The keys of a windowed sort, read from the candidates (the same kinds and order as sortKeys). */
function candidateKeys(sort: 'relevance' | 'rank'): readonly SortKey[] {
  return sort === 'relevance' ? [{ expr: candidate('score'), direction: 'desc', kind: 'int' }, ...CANDIDATE_RANK] : CANDIDATE_RANK;
}

const NO_PROBE: SearchProbe = { walked: 0, hits: 0, indexableHits: 0, liveRows: 0, wordHits: [] };

export async function searchPage(db: Database, input: SearchPageInput): Promise<SearchPage> {
  const { filters, words, sort, num } = input;
  const offset = input.cursorValues === undefined ? input.offset : 0;

  // The statement timeout and the probe's plan in one round trip.
  let current: PlanHint = input.plan ?? 'ordered';
  await applyPlanHint(db, current, { statement_timeout: SEARCH_TIMEOUT });
  const imposeHint = async (hint: PlanHint) => {
    if (hint !== current) await applyPlanHint(db, hint);
    current = hint;
  };
  const probeFor = async (match: WordMatch) => {
    if (input.plan !== undefined || !hasIndexableWord(match, words)) return NO_PROBE;
    await imposeHint('ordered');
    return probeSearch(db, filters, words, match);
  };

  const wholeProbe = await probeFor('whole');
  let match = settledWordMatch(wholeProbe, input.plan === undefined);
  if (match === undefined) {
    await imposeHint('index');
    match = await wordMatchFor(db, filters, words);
  }
  const probe = match === 'whole' ? wholeProbe : await probeFor('part');
  const indexable = hasIndexableWord(match, words);
  const planFor = (wanted: number): PlanHint => input.plan ?? chooseStrategy(probe, wanted, match, indexable);
  const testOrder = rarestFirst(words, probe);
  const switchTo = async (hint: PlanHint) => {
    await imposeHint(hint);
    return matches(hint, filters, testOrder, match);
  };

  const windowed = sort === 'relevance' || sort === 'rank' ? sort : null;
  const pageHint = planFor(offset + num + 1);
  let matched: number | null = null;
  if (windowed !== null || input.counted) {
    const countHint = planFor(TOTAL_CAP + 1);
    if (windowed === null && countHint === 'index' && pageHint === 'index') {
      // Rare words in a newest or price sort: one pass over the index's matches gives both.
      const page = await sortedMatchesPage(db, { source: await switchTo('index'), keys: input.keys, cursorValues: input.cursorValues, offset, num });
      return { ...page, match };
    }
    const source = await switchTo(countHint);
    if (windowed === null) {
      matched = await countCandidates(db, source);
    } else {
      const terms = input.terms ?? { words, marked: [], placeWords: [] };
      const window = await candidatePage(db, { source, terms, sort: windowed, cursorValues: input.cursorValues, offset, num });
      matched = window.matched;
      // Relevance pages end with the window; ranking pages past the candidates need the table.
      const complete = window.matched <= TOTAL_CAP;
      if (windowed === 'relevance' || complete || window.refs.length > num) {
        return { refs: window.refs, matched: input.counted ? matched : null, match };
      }
    }
  }

  const source = await switchTo(pageHint);
  const after = input.cursorValues === undefined ? undefined : afterCursor(input.keys, input.cursorValues);
  const result = await db.execute(sql`
    select ${listings.id} as id, ${cursorKeysColumn(input.keys)} as cursor_keys
    from ${source.from}
    where ${and(sql`true`, ...source.where, after)}
    order by ${sql.join(orderBy(input.keys), sql`, `)}
    limit ${num + 1} offset ${offset}`);
  return { refs: rowsOf(result).map(toRef), matched, match };
}

/**
 * Whole-word matching when the probe settles it: a hit, or a walk that saw every listing the
 * filters leave without one (then no listing has the words). Undefined: ask the index.
 */
function settledWordMatch(probe: SearchProbe, probed: boolean): WordMatch | undefined {
  if (!probed) return undefined;
  if (probe.hits > 0) return 'whole';
  return probe.walked < PROBE_ROWS ? 'part' : undefined;
}

/**
 * How a search's words are matched (services/article-search.ts WordMatch): as whole words when at
 * least one listing the filters allow has them all, else as parts of words, so a half-typed or
 * glued word (`iphon`, `xemay`) still finds something. Decided over every listing, not per page,
 * so all pages of a search match the same way. Run it under the `index` plan hint: the index of
 * words answers it with one lookup, where a walk would read every listing when none matches.
 */
export async function wordMatchFor(db: Database, filters: readonly SQL[], words: readonly string[]): Promise<WordMatch> {
  if (words.length === 0) return 'whole';
  const result = await db.execute(sql`select exists (
    select 1 from ${listings} where ${and(sql`true`, ...filters, ...wordConditions('whole', words))}
  ) as found`);
  return rowsOf(result)[0]?.found === true ? 'whole' : 'part';
}

const toRef = (row: Record<string, unknown>): PageRef => ({ id: Number(row.id), cursorKeys: String(row.cursor_keys) });

interface MatchSource {
  readonly from: SQL;
  readonly where: readonly SQL[];
  /** Whether rows arrive in ranking order (an ordered walk) rather than in the table's order. */
  readonly ranked: boolean;
}

/**
 * Every column a list filter or sort may read (services/article-search.ts `listFilters`,
 * `sortKeys`): what the index strategy's subquery passes on. Not `*`: carrying the whole row
 * (HTML description included) through the subquery cost ~45% more on 9,000 matches.
 */
const MATCH_COLUMNS = [
  listings.id,
  listings.status,
  listings.endsAt,
  listings.categoryId,
  listings.onHomePage,
  listings.postType,
  listings.pushedAt,
  listings.provinceCode,
  listings.districtCode,
  listings.unitProvinceCode,
  listings.unitWardCode,
  listings.transactionType,
  listings.priceVnd,
  listings.area,
  listings.bedrooms,
  listings.vehicleBrand,
  listings.vehicleYear,
  listings.vehicleKm,
  listings.vehicleFuel,
  listings.vehicleGearbox,
  listings.postingForm,
  listings.memberId,
  listings.searchText,
];

/**
 * The listings a statement reads, and the conditions left for it to check. For the index
 * strategy the words are matched in a fenced subquery (`offset 0` keeps PostgreSQL from merging it),
 * named like the table so the filters read its columns: the GIN index is then the only index
 * the words can use, and no other index is ANDed in (on 100k listings PostgreSQL ANDed a scan of
 * every live entry of a partial B-tree to the trigram bitmap, doubling the work).
 */
function matches(hint: PlanHint, filters: readonly SQL[], words: readonly string[], match: WordMatch): MatchSource {
  // In a part-word search only the long words go to the trigram index: a short one (`tu`, `7`) has
  // just its word-start trigram, found in most listings, and PostgreSQL would OR two more scans for it.
  const { indexed, tested } = indexableWords(match, words);
  if (hint !== 'index' || indexed.length === 0) return { from: sql`${listings}`, where: [...filters, ...wordTests(match, words)], ranked: true };
  const columns = sql.join(
    MATCH_COLUMNS.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  return {
    from: sql`(select ${columns} from ${listings} where ${and(...wordConditions(match, indexed))} offset 0) as ${listings}`,
    where: [...filters, ...wordTests(match, tested)],
    ranked: false,
  };
}

/** The first TOTAL_CAP + 1 matches in ranking order: what the candidates are drawn from. */
function firstMatches(source: MatchSource): SQL {
  return sql`select ${listings.id} as id, ${listings.postType} as post_type, ${listings.pushedAt} as pushed_at, ${listings.searchText} as search_text
    from ${source.from}
    where ${and(sql`true`, ...source.where)}
    order by ${sql.join(orderBy(rankKeys()), sql`, `)}
    limit ${TOTAL_CAP + 1}`;
}

/**
 * The capped total alone (newest and price sorts): the first TOTAL_CAP + 1 matches in any order.
 * The index strategy then stops after that many instead of sorting every candidate; a walk keeps
 * its ranking order, which is what makes it a walk under the `ordered` plan.
 */
async function countCandidates(db: Database, source: MatchSource): Promise<number> {
  const matches = source.ranked
    ? firstMatches(source)
    : sql`select 1 from ${source.from} where ${and(sql`true`, ...source.where)} limit ${TOTAL_CAP + 1}`;
  const result = await db.execute(sql`select count(*)::int as matched from (${matches}) as first_matches`);
  return Number(rowsOf(result)[0]?.matched ?? 0);
}

interface CandidatePageInput {
  readonly source: MatchSource;
  readonly terms: RelevanceTerms;
  readonly sort: 'relevance' | 'rank';
  readonly cursorValues: SearchPageInput['cursorValues'];
  readonly offset: number;
  readonly num: number;
}

/**
 * One statement: the candidates (scored only for relevance, and only they), their number, and the
 * page of them in the sort's order. The count comes back even when the page is empty (past the end).
 */
async function candidatePage(db: Database, input: CandidatePageInput): Promise<{ refs: PageRef[]; matched: number }> {
  // The title (with its marks) only when marks were typed, and of the candidates only: the walk reads a covering index without it.
  const readTitle = input.sort === 'relevance' && input.terms.marked.length > 0;
  const score = input.sort === 'relevance' ? relevance(input.terms, sql`first_matches.search_text`, readTitle ? sql`titled.title` : undefined) : sql`0`;
  const titled = readTitle
    ? sql`left join lateral (select ${listings.title} as title from ${listings} where ${listings.id} = first_matches.id) as titled on true`
    : sql``;
  const keys = candidateKeys(input.sort);
  const inWindow = input.sort === 'relevance' ? sql`${candidate('position')} <= ${RELEVANCE_WINDOW}` : undefined;
  const after = input.cursorValues === undefined ? undefined : afterCursor(keys, input.cursorValues);
  const rankOfFirst = orderBy(
    rankKeys({ postType: sql`first_matches.post_type`, pushedAt: sql`first_matches.pushed_at`, id: sql`first_matches.id` }),
  );
  const pageOrder = sql.join(orderBy(keys), sql`, `);
  const result = await db.execute(sql`
    with ${CANDIDATES} as materialized (
      select first_matches.id, first_matches.post_type, first_matches.pushed_at, ${score} as score,
        row_number() over (order by ${sql.join(rankOfFirst, sql`, `)}) as position
      from (${firstMatches(input.source)}) as first_matches ${titled}
    )
    select counted.matched, page.id, page.cursor_keys
    from (select count(*)::int as matched from ${CANDIDATES}) as counted
    left join lateral (
      select ${candidate('id')} as id, ${cursorKeysColumn(keys)} as cursor_keys, row_number() over (order by ${pageOrder}) as ordinal
      from ${CANDIDATES}
      where ${and(sql`true`, inWindow, after)}
      order by ${pageOrder}
      limit ${input.num + 1} offset ${input.offset}
    ) as page on true
    order by page.ordinal`);
  const rows = rowsOf(result);
  const refs = rows.filter((row) => row.id !== null && row.id !== undefined).map(toRef);
  return { refs, matched: Number(rows[0]?.matched ?? 0) };
}

interface SortedMatchesInput {
  readonly source: MatchSource;
  readonly keys: readonly SortKey[];
  readonly cursorValues: SearchPageInput['cursorValues'];
  readonly offset: number;
  readonly num: number;
}

/**
 * Every match (few: the index strategy was chosen), sorted for the page, and counted up to
 * TOTAL_CAP + 1, in one statement. The matches are a CTE named like the table, so the sort keys,
 * the cursor and the filters (all written against `listings`) read its columns unchanged; inside
 * its own definition the name still means the table.
 */
async function sortedMatchesPage(db: Database, input: SortedMatchesInput): Promise<Omit<SearchPage, 'match'>> {
  const columns = sql.join(
    MATCH_COLUMNS.filter((column) => column !== listings.searchText).map((column) => sql`${listings}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const after = input.cursorValues === undefined ? undefined : afterCursor(input.keys, input.cursorValues);
  const pageOrder = sql.join(orderBy(input.keys), sql`, `);
  const result = await db.execute(sql`
    with ${listings} as materialized (
      select ${columns} from ${input.source.from} where ${and(sql`true`, ...input.source.where)}
    )
    select counted.matched, page.id, page.cursor_keys
    from (select count(*)::int as matched from (select 1 from ${listings} limit ${TOTAL_CAP + 1}) as capped) as counted
    left join lateral (
      select ${listings.id} as id, ${cursorKeysColumn(input.keys)} as cursor_keys, row_number() over (order by ${pageOrder}) as ordinal
      from ${listings}
      where ${and(sql`true`, after)}
      order by ${pageOrder}
      limit ${input.num + 1} offset ${input.offset}
    ) as page on true
    order by page.ordinal`);
  const rows = rowsOf(result);
  return { refs: rows.filter((row) => row.id !== null && row.id !== undefined).map(toRef), matched: Number(rows[0]?.matched ?? 0) };
}
