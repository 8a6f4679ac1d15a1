/**
 * Search suggestions (spec §7 search-tag): the words and short phrases (1–3 words) that recent live
 * listings' titles use most, matched on their unaccented form so `nha d` suggests `nhà đất`.
 *
 * The index is built in memory from the newest SAMPLE_SIZE live titles and rebuilt at most every
 * TTL; a request during a rebuild gets the previous index (stale-while-revalidate). So a keystroke
 * costs a scan of an in-memory array, never a database query, and the work per rebuild is bounded.
 */
import { desc } from 'drizzle-orm';
import { toSearchText } from '~/lib/search-text';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { liveCondition } from './article-search';

export interface SearchTag {
  /** The phrase as titles most often write it (lower-case, with diacritics). */
  readonly key: string;
  /** How many of the sampled live listings use it in their title. */
  readonly count: number;
}

interface Entry extends SearchTag {
  /** The unaccented form suggestions are matched on. */
  readonly norm: string;
}

export interface SearchTagIndexOptions {
  readonly ttlMs?: number;
  readonly sampleSize?: number;
  readonly maxEntries?: number;
  readonly now?: () => Date;
  /** A failed background rebuild (the previous index keeps serving). */
  readonly onError?: (error: unknown) => void;
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;
const DIGITS = /^\d+$/;
const MAX_PHRASE_WORDS = 3;

/** Phrases of a title with their unaccented forms, each once. A phrase never starts with a bare number. */
export function titlePhrases(title: string): Map<string, string> {
  const words = title.normalize('NFC').toLowerCase().split(WORD_SPLIT).filter(Boolean);
  const norms = words.map((word) => toSearchText(word));
  const phrases = new Map<string, string>();
  for (let start = 0; start < words.length; start += 1) {
    const first = norms[start];
    if (first === undefined || first.length < 2 || DIGITS.test(first)) continue;
    for (let size = 1; size <= MAX_PHRASE_WORDS && start + size <= words.length; size += 1) {
      const norm = norms.slice(start, start + size).join(' ');
      if (!phrases.has(norm)) phrases.set(norm, words.slice(start, start + size).join(' '));
    }
  }
  return phrases;
}

/** Counts phrases over titles; keeps the `maxEntries` most used, most used first. */
export function buildEntries(titles: readonly string[], maxEntries: number): Entry[] {
  const counts = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const title of titles) {
    for (const [norm, form] of titlePhrases(title)) {
      const entry = counts.get(norm) ?? { count: 0, forms: new Map<string, number>() };
      entry.count += 1;
      entry.forms.set(form, (entry.forms.get(form) ?? 0) + 1);
      counts.set(norm, entry);
    }
  }
  const entries: Entry[] = [];
  for (const [norm, { count, forms }] of counts) {
    let key = norm;
    let best = 0;
    for (const [form, uses] of forms) {
      if (uses > best) [key, best] = [form, uses];
    }
    entries.push({ norm, key, count });
  }
  entries.sort((a, b) => b.count - a.count || a.norm.length - b.norm.length || a.norm.localeCompare(b.norm));
  return entries.slice(0, maxEntries);
}

/**
 * The entries a typed prefix matches. A trailing space means the last word is complete: `nha `
 * suggests `nhà đất`, not `nhân viên`.
 */
export function matchEntries(entries: readonly Entry[], typed: string, limit: number): SearchTag[] {
  const norm = toSearchText(typed);
  if (norm === '') return [];
  const wordDone = /\s$/.test(typed);
  const matches: SearchTag[] = [];
  for (const entry of entries) {
    const hit = wordDone ? entry.norm === norm || entry.norm.startsWith(`${norm} `) : entry.norm.startsWith(norm);
    if (hit) matches.push({ key: entry.key, count: entry.count });
    if (matches.length >= limit) break;
  }
  return matches;
}

export interface SearchTagIndex {
  suggest(typed: string, limit: number): Promise<SearchTag[]>;
}

export function createSearchTagIndex(db: Database, options: SearchTagIndexOptions = {}): SearchTagIndex {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const sampleSize = options.sampleSize ?? 20_000;
  const maxEntries = options.maxEntries ?? 20_000;
  const now = options.now ?? (() => new Date());
  let current: { entries: Entry[]; builtAt: number } | undefined;
  let building: Promise<Entry[]> | undefined;

  const rebuild = (): Promise<Entry[]> => {
    building ??= (async () => {
      try {
        const rows = await db
          .select({ title: listings.title })
          .from(listings)
          .where(liveCondition(now()))
          .orderBy(desc(listings.pushedAt))
          .limit(sampleSize);
        const entries = buildEntries(
          rows.map((row) => row.title),
          maxEntries,
        );
        current = { entries, builtAt: now().getTime() };
        return entries;
      } finally {
        building = undefined;
      }
    })();
    return building;
  };

  return {
    async suggest(typed, limit) {
      if (toSearchText(typed) === '') return [];
      let entries = current?.entries;
      if (entries === undefined) entries = await rebuild();
      else if (now().getTime() - (current?.builtAt ?? 0) > ttlMs) void rebuild().catch((error: unknown) => options.onError?.(error));
      return matchEntries(entries, typed, limit);
    },
  };
}
