/**
 * One-letter typos (issue #35): `toyta` found nothing. When a search finds no listing, each query
 * word that no live listing has — neither whole nor inside a word — is replaced by the most similar
 * word of the titles' vocabulary (services/search-vocabulary.ts) by pg_trgm's `similarity`, and the
 * caller searches again and says so ("Đang hiển thị kết quả cho “toyota”"). Only a search that found
 * nothing pays for this: the searches that find something never come here.
 */
import { and, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { arrayLiteral, rowsOf } from '../db/sql-helpers';
import { liveCondition, wordConditions } from './article-search';
import { applyPlanHint } from './search-strategy';
import type { VocabularyWord } from './search-vocabulary';

/**
 * Words shorter than this are left as typed: a three-letter word has few trigrams, and one letter
 * off it is as close to a dozen real words.
 */
const MIN_CORRECTED_LENGTH = 4;
/** pg_trgm's own default threshold (`pg_trgm.similarity_threshold`): `toyta`→`toyota` is 0.44, `guitra`→`guitar` 0.4. */
const MIN_SIMILARITY = 0.3;
/** A one-letter typo drops, adds or changes one letter: the word meant is at most this much longer or shorter. */
const MAX_LENGTH_DIFFERENCE = 1;
const DIGITS = /^\d+$/;

export interface Correction {
  /** The word typed, unaccented. */
  readonly typed: string;
  readonly word: VocabularyWord;
}

/**
 * The words worth correcting: long enough, not a number, and in no live listing whole or as part of
 * a word (so the search could not have found anything with them, on any page). Run under the
 * `index` plan: each test is one lookup in a GIN index.
 */
export async function unknownWords(db: Database, words: readonly string[], now: Date): Promise<string[]> {
  const candidates = [...new Set(words)].filter((word) => word.length >= MIN_CORRECTED_LENGTH && !DIGITS.test(word));
  if (candidates.length === 0) return [];
  await applyPlanHint(db, 'index');
  const unknown: string[] = [];
  for (const word of candidates) {
    const live = liveCondition(now);
    const result = await db.execute(sql`select
      exists (select 1 from ${listings} where ${and(live, ...wordConditions('whole', [word]))}) as whole,
      exists (select 1 from ${listings} where ${and(live, ...wordConditions('part', [word]))}) as part`);
    const row = rowsOf(result)[0];
    if (row?.whole !== true && row?.part !== true) unknown.push(word);
  }
  return unknown;
}

/**
 * The vocabulary word most similar to `typed` (pg_trgm `similarity`, at least MIN_SIMILARITY), the
 * most used one among equally similar words; null when none is that close.
 */
export async function closestWord(db: Database, typed: string, vocabulary: readonly VocabularyWord[]): Promise<VocabularyWord | null> {
  const near = vocabulary.filter((word) => Math.abs(word.norm.length - typed.length) <= MAX_LENGTH_DIFFERENCE && word.norm !== typed);
  if (near.length === 0) return null;
  const result = await db.execute(sql`
    select known.position::int as position
    from unnest(${arrayLiteral(near.map((word) => word.norm))}::text[]) with ordinality as known(word, position)
    where similarity(known.word, ${typed}) >= ${MIN_SIMILARITY}
    order by similarity(known.word, ${typed}) desc, known.position
    limit 1`);
  // The vocabulary is most used first, so the position breaks ties by use.
  const position = rowsOf(result)[0]?.position;
  return typeof position === 'number' ? (near[position - 1] ?? null) : null;
}

/**
 * The corrections that make a search that found nothing worth running again: one for every unknown
 * word, or none at all (a word left unknown would still match nothing).
 */
export async function correctWords(db: Database, words: readonly string[], vocabulary: readonly VocabularyWord[], now: Date): Promise<Correction[]> {
  const unknown = await unknownWords(db, words, now);
  const corrections: Correction[] = [];
  for (const typed of unknown) {
    const word = await closestWord(db, typed, vocabulary);
    if (word === null) return [];
    corrections.push({ typed, word });
  }
  return corrections;
}
