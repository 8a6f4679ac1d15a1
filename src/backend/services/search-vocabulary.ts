/**
 * The words listings use, as the typo correction of a search reads them (services/search-correction.ts):
 * the words of the newest SAMPLE_SIZE live titles, unaccented as search_text stores them, with how
 * many titles use each and the form most of them write (`toyota`, `điện thoại`'s `thoại`). Titles,
 * not descriptions: they hold the brands, models and goods people search for, and reading 20,000 of
 * them is bounded work, where the index of every word (search_words) cannot be listed cheaply.
 *
 * Built on the first correction a database needs and again at most every TTL_MS after, the old one
 * serving meanwhile (as services/search-tags.ts does), so a search that corrects reads no titles.
 */
import { desc } from 'drizzle-orm';
import { toSearchText } from '~/lib/search-text';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { liveCondition } from './article-search';

export interface VocabularyWord {
  /** Unaccented, as search_text holds it. */
  readonly norm: string;
  /** The form most titles write (lower-case, marks kept): what the page says it searched. */
  readonly form: string;
  /** How many of the sampled titles use it. */
  readonly uses: number;
}

const SAMPLE_SIZE = 20_000;
const TTL_MS = 10 * 60_000;
const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const HAS_LETTER = /\p{L}/u;
/** Shorter words are never corrected, so they need not be known (services/search-correction.ts). */
const MIN_WORD_LENGTH = 3;

/** The words of some titles, each counted once per title, most used first. */
export function buildVocabulary(titles: readonly string[]): VocabularyWord[] {
  const counted = new Map<string, { uses: number; forms: Map<string, number> }>();
  for (const title of titles) {
    const seen = new Set<string>();
    for (const form of title.normalize('NFC').toLowerCase().split(WORD_SPLIT)) {
      const norm = toSearchText(form);
      if (norm.length < MIN_WORD_LENGTH || norm.includes(' ') || !HAS_LETTER.test(norm) || seen.has(norm)) continue;
      seen.add(norm);
      const entry = counted.get(norm) ?? { uses: 0, forms: new Map<string, number>() };
      entry.uses += 1;
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      counted.set(norm, entry);
    }
  }
  const words = [...counted].map(([norm, { uses, forms }]) => ({ norm, uses, form: mostUsed(forms) ?? norm }));
  return words.sort((a, b) => b.uses - a.uses || a.norm.localeCompare(b.norm));
}

function mostUsed(forms: ReadonlyMap<string, number>): string | undefined {
  let best: string | undefined;
  let bestUses = 0;
  for (const [form, uses] of forms) {
    if (uses > bestUses) [best, bestUses] = [form, uses];
  }
  return best;
}

interface Built {
  readonly words: readonly VocabularyWord[];
  readonly at: number;
}

interface Cache {
  current?: Built;
  building?: Promise<Built>;
}

/** One cache per database (tests open many). */
const caches = new WeakMap<Database, Cache>();

async function build(db: Database, now: Date): Promise<Built> {
  const rows = await db
    .select({ title: listings.title })
    .from(listings)
    .where(liveCondition(now))
    .orderBy(desc(listings.pushedAt))
    .limit(SAMPLE_SIZE);
  return { words: buildVocabulary(rows.map((row) => row.title)), at: now.getTime() };
}

/** The vocabulary of this database's live titles; `onError` hears of a failed background rebuild. */
export async function searchVocabulary(db: Database, now = new Date(), onError?: (error: unknown) => void): Promise<readonly VocabularyWord[]> {
  const cache = caches.get(db) ?? {};
  caches.set(db, cache);
  const rebuild = () => {
    cache.building ??= build(db, now)
      .then((built) => {
        cache.current = built;
        return built;
      })
      .finally(() => {
        cache.building = undefined;
      });
    return cache.building;
  };
  if (cache.current === undefined) return (await rebuild()).words;
  if (now.getTime() - cache.current.at > TTL_MS) void rebuild().catch((error: unknown) => onError?.(error));
  return cache.current.words;
}
