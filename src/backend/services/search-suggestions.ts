/**
 * The search box's suggestions (spec §7 search-tag) with the counts the search page then shows
 * (issue #35: "nhà đất · 193 tin" was a count of sampled titles while the search found 777). Phrases
 * come from the title index (services/search-tags.ts) and places from the units' data
 * (services/search-places.ts); every count is list-article's own capped total for that text —
 * one query path for both — kept COUNT_TTL_MS so a typed prefix does not search again.
 */
import type { Database } from '../db/client';
import { ArticleListType } from '~/lib/contract/list';
import { listArticleBlock } from './articles';
import { sharedPlaceIndex, suggestPlaces } from './search-places';
import type { SearchTagIndex } from './search-tags';

export interface CountedSuggestion {
  readonly key: string;
  readonly count: number;
  readonly capped: boolean;
  readonly place: string | null;
}

interface Counted {
  readonly count: number;
  readonly capped: boolean;
  readonly at: number;
}

const COUNT_TTL_MS = 60_000;
/** Counts kept at most: a bounded map, oldest dropped first. */
const MAX_COUNTS = 2_000;
/** A place is offered before phrases when the typed text is a place's name; at most this many. */
const MAX_PLACES = 3;

export interface SuggestionService {
  suggest(typed: string, limit: number): Promise<CountedSuggestion[]>;
}

export function createSuggestionService(db: Database, tags: SearchTagIndex, now: () => number = Date.now): SuggestionService {
  const counts = new Map<string, Counted>();

  /** What the search page would say for this text: the same list-article call, one row asked for. */
  const countOf = async (key: string): Promise<Counted> => {
    const kept = counts.get(key);
    if (kept !== undefined && now() - kept.at < COUNT_TTL_MS) return kept;
    const page = await listArticleBlock(db, { type: ArticleListType.browse, page: 1, num: 1, q: key, sort: 'rank' });
    // A corrected search counted other words: the phrase itself matches nothing.
    const counted = page.corrected === null ? { count: page.total ?? 0, capped: page.total_capped, at: now() } : { count: 0, capped: false, at: now() };
    counts.delete(key);
    counts.set(key, counted);
    if (counts.size > MAX_COUNTS) counts.delete(counts.keys().next().value ?? key);
    return counted;
  };

  return {
    async suggest(typed, limit) {
      const [places, phrases] = await Promise.all([sharedPlaceIndex().then((index) => suggestPlaces(index, typed, Math.min(limit, MAX_PLACES))), tags.suggest(typed, limit)]);
      const keys = [
        ...places.map((place) => ({ key: place.name, place: place.now })),
        ...phrases.map((phrase) => ({ key: phrase.key, place: null })),
      ];
      const unique = keys.filter((entry, index) => keys.findIndex((other) => other.key.toLowerCase() === entry.key.toLowerCase()) === index).slice(0, limit);
      // One at a time: a search holds the (single) PGlite connection anyway.
      const answer: CountedSuggestion[] = [];
      for (const entry of unique) {
        const { count, capped } = await countOf(entry.key);
        // A phrase no live listing has any more is not offered; a place is, with its 0.
        if (count > 0 || entry.place !== null) answer.push({ key: entry.key, count, capped, place: entry.place });
      }
      return answer;
    },
  };
}
