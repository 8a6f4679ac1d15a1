/**
 * How a search finds its matches (perf-security A.3: "common terms want an ordered scan, rare terms
 * want the trigram index"). Two strategies return the same rows; only their cost differs:
 *
 * - `ordered`: walk the live listings in the wanted order (a B-tree) and keep the rows whose text
 *   has every word, stopping as soon as enough are found. Cheap when the words are common
 *   (`can ho` is in 40% of the listings: 1,001 matches after ~2,500 rows), a walk of everything
 *   when they are rare.
 * - `index`: a GIN index (the listing's words, or its trigrams for a part-word search) hands over
 *   the rows that have the words, and the survivors of the filters are sorted. Cheap when the
 *   words are rare, a visit of half the table when they are common.
 *
 * PostgreSQL's own choice rests on its estimate of how many rows have the words, which is no
 * estimate at all (1,728 rows guessed for `like '%can%'`, 47,386 real): on 100k listings it sorted
 * every match of a common word. So a search first walks PROBE_ROWS listings of the ordered walk, counts how many match, and
 * picks the strategy that reads fewer rows; the choice is then imposed with transaction-local
 * planner settings. A wrong guess costs time, never results.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';
import { indexableWords, orderBy, rankKeys, wordTests, type WordMatch } from './article-search';

export type SearchStrategy = 'ordered' | 'index';
/** `planner`: no hint, PostgreSQL chooses (tests only: every plan must give the same answer). */
export type PlanHint = SearchStrategy | 'planner';

/** How many listings the probe walks: enough to tell 1% from 10% (~2 hits from ~20), a few ms on PGlite. */
export const PROBE_ROWS = 200;

export interface SearchProbe {
  /** Listings the probe walked: fewer than PROBE_ROWS means the filters leave no more than that. */
  readonly walked: number;
  /** Of those, how many have every word. */
  readonly hits: number;
  /** Of those, how many have the indexed words (what the index would hand over; all words for whole-word matching). */
  readonly indexableHits: number;
  /** Live listings, estimated from the size of their index (LIVE_ROWS). */
  readonly liveRows: number;
  /** Of the listings walked, how many have each word (in the order of the words probed). */
  readonly wordHits: readonly number[];
}

/**
 * The words in the order a walk should test them: the rarest first, so most rows fail on one test
 * and the others are never run (`tu lanh`: `lanh` first spares ~13,000 tests of `tu` in a walk of
 * 14,000 rows). PostgreSQL keeps the written order of equally costly conditions.
 */
export function rarestFirst(words: readonly string[], probe: SearchProbe): string[] {
  if (probe.wordHits.length !== words.length) return [...words];
  return words
    .map((word, index) => ({ word, hits: probe.wordHits[index] ?? 0 }))
    .sort((a, b) => a.hits - b.hits)
    .map((entry) => entry.word);
}

export function hasIndexableWord(match: WordMatch, words: readonly string[]): boolean {
  return indexableWords(match, words).indexed.length > 0;
}

/**
 * What reading one row costs each way, relative to a row of an ordered walk (the covering ranking
 * index read alone, word tests rarest first), measured on PGlite with 100k listings: a whole-word
 * index match (a table row visit, no re-check: the index of words is exact, then a sort) about
 * twice as much; a trigram candidate (table row visit and a LIKE re-check of each long word) about
 * three times. Near the line the probe's 200-row guess is rough and either choice costs within
 * ~1.5× of the other; far from it the choice is clear.
 */
export const ROW_COST = { ordered: 1, index: { whole: 2, part: 3 } } as const;

/**
 * The cheaper way to find the first `wanted` matches in the sort's order: the walk of the sort's
 * index (ranking, or price since migration 0006) reads `wanted` / hit rate rows, the index of
 * words one match per listing that has the indexed words.
 */
export function chooseStrategy(probe: SearchProbe, wanted: number, match: WordMatch, indexable: boolean): SearchStrategy {
  // No indexable word, or the filters leave fewer listings than the probe read (any walk is that short).
  if (!indexable || probe.walked < PROBE_ROWS) return 'ordered';
  const live = Math.max(probe.liveRows, probe.walked);
  const indexCost = ((live * probe.indexableHits) / probe.walked) * ROW_COST.index[match];
  const orderedRows = probe.hits === 0 ? live : Math.min(live, (wanted * probe.walked) / probe.hits);
  return orderedRows * ROW_COST.ordered <= indexCost ? 'ordered' : 'index';
}

/**
 * Walks the first PROBE_ROWS listings the filters allow, in ranking order (as the ordered strategy
 * would), and counts the matches. Must run with the `ordered` hint, so it is a walk and not a sort
 * of every live listing.
 */
export async function probeSearch(db: Database, filters: readonly SQL[], words: readonly string[], match: WordMatch): Promise<SearchProbe> {
  const text = sql`${listings.searchText}`;
  const { indexed, tested } = indexableWords(match, words);
  const test = (some: readonly string[], column: SQL) => (some.length > 0 ? sql.join(wordTests(match, some, column), sql` and `) : sql`true`);
  // Each row's indexed words are tested once; the others only where the indexed ones matched.
  const walked = sql`select ${test(indexed, text)} as indexable, ${text} as search_text
    from ${listings}
    where ${sql.join([...filters], sql` and `)}
    order by ${sql.join(orderBy(rankKeys()), sql`, `)}
    limit ${PROBE_ROWS}`;
  const perWord = words.map((word) => sql`count(*) filter (where ${test([word], sql`probe.search_text`)})`);
  const result = await db.execute(sql`
    select count(*)::int as walked,
      count(*) filter (where probe.indexable)::int as indexable_hits,
      count(*) filter (where probe.indexable and ${test(tested, sql`probe.search_text`)})::int as hits,
      ${LIVE_ROWS} as live_rows,
      array[${sql.join(perWord, sql`, `)}]::int[] as word_hits
    from (${walked}) as probe`);
  const row = rowsOf(result)[0] ?? {};
  const wordHits = Array.isArray(row.word_hits) ? row.word_hits.map(Number) : [];
  return {
    walked: Number(row.walked ?? 0),
    hits: Number(row.hits ?? 0),
    indexableHits: Number(row.indexable_hits ?? 0),
    liveRows: Number(row.live_rows ?? 0),
    wordHits,
  };
}

/**
 * Live listings, estimated the way PostgreSQL's planner scales its statistics: entries per page of
 * the live-ranking index at the last ANALYZE/VACUUM, times the index's pages now. PGlite never
 * analyses on its own, so the index's current size keeps the estimate growing with the table; an
 * index never analysed counts ~200 entries a page.
 */
const LIVE_ROWS = sql`(select (case when relpages > 0 and reltuples > 0 then reltuples / relpages else 200 end)
    * (pg_relation_size(oid) / current_setting('block_size')::float8)
  from pg_class where oid = to_regclass('listings_live_rank_idx'))`;

const HINTS: Record<PlanHint, Record<string, 'on' | 'off'>> = {
  // Index scans only, so an ORDER BY … LIMIT walks its B-tree and stops early.
  ordered: { enable_seqscan: 'off', enable_bitmapscan: 'off', enable_indexscan: 'on', enable_indexonlyscan: 'on' },
  // Bitmap scans only: a GIN index (possibly ANDed with another index), then a sort.
  index: { enable_seqscan: 'off', enable_bitmapscan: 'on', enable_indexscan: 'off', enable_indexonlyscan: 'off' },
  planner: { enable_seqscan: 'on', enable_bitmapscan: 'on', enable_indexscan: 'on', enable_indexonlyscan: 'on' },
};

/**
 * Imposes a strategy on the next statements of the current transaction (`set_config(…, true)` is
 * transaction-local), with any other local settings in the same round trip.
 */
export async function applyPlanHint(db: Database, hint: PlanHint, also: Readonly<Record<string, string>> = {}): Promise<void> {
  const settings = Object.entries({ ...HINTS[hint], ...also }).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await db.execute(sql`select ${sql.join(settings, sql`, `)}`);
}
