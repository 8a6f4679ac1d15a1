/**
 * What a search's `q` asks for (issue #35): a place (services/search-places.ts), which becomes a
 * location filter, and the other words, which are matched as text; the words typed with marks are
 * kept as typed so relevance can put `bàn` (the table) above `bán` (the verb).
 */
import type { SQL } from 'drizzle-orm';
import { toSearchText } from '~/lib/search-text';
import { searchWords } from './article-search';
import type { Correction } from './search-correction';
import {
  placeCondition,
  placeNow,
  placeProvinceCode,
  queryTokens,
  recognisePlace,
  sharedPlaceIndex,
  type PlaceIndex,
  type PlaceKind,
  type QueryToken,
  type RecognisedPlace,
} from './search-places';

export interface SearchTerms {
  /** The text words: unaccented, lower-case, as searchWords bounds them. */
  readonly words: readonly string[];
  /** Of the text words, the ones typed with marks, as typed (lower-case, NFC). */
  readonly marked: readonly string[];
  /** The recognised place's words, unaccented: a listing whose title names it ranks higher. */
  readonly placeWords: readonly string[];
}

/** What the search answer says about the place it recognised (list-article `place`, docs/upstream-contract.md). */
export interface PlaceAnswer {
  readonly name: string;
  readonly kind: PlaceKind;
  /** Where it is today: 'TP. Đà Nẵng'. */
  readonly now: string;
  /** The 2025 province it lies in when that is one ('48'), else null. */
  readonly now_code: string | null;
  /** The words searched as text, as typed ('' when the query was the place alone). */
  readonly text: string;
}

export interface ParsedSearch {
  /** The query's words as typed, the place's included (what a correction rewrites). */
  readonly tokens: readonly QueryToken[];
  readonly terms: SearchTerms;
  readonly place: RecognisedPlace | null;
  /** The location filter of the place, when there is one. */
  readonly placeFilter: SQL | null;
  readonly answer: PlaceAnswer | null;
}

export const NO_TERMS: SearchTerms = { words: [], marked: [], placeWords: [] };

/** Terms for words alone, with no place and no marks (tests, the sort keys' placeholder). */
export function plainTerms(words: readonly string[]): SearchTerms {
  return { words, marked: [], placeWords: [] };
}

export function parseSearchWith(index: PlaceIndex, q: string | undefined): ParsedSearch {
  if (q === undefined) return { tokens: [], terms: NO_TERMS, place: null, placeFilter: null, answer: null };
  const tokens = queryTokens(q);
  const place = recognisePlace(index, tokens);
  const rest = place === null ? tokens : [...tokens.slice(0, place.start), ...tokens.slice(place.start + place.length)];
  const text = rest.map((token) => token.marked).join(' ');
  const words = searchWords(text);
  const marked = rest.filter((token) => token.marked !== token.norm && words.includes(token.norm)).map((token) => token.marked);
  const placeWords = place === null ? [] : toSearchText(place.name).split(' ');
  return {
    tokens,
    terms: { words, marked, placeWords },
    place,
    placeFilter: place === null ? null : placeCondition(place),
    answer: place === null ? null : { name: place.name, kind: place.kind, now: placeNow(index, place), now_code: placeProvinceCode(place), text },
  };
}

/** parseSearchWith the process's index of places (loaded on first use). */
export async function parseSearch(q: string | undefined): Promise<ParsedSearch> {
  if (q === undefined || searchWords(q).length === 0) return parseSearchWith(await sharedPlaceIndex(), undefined);
  return parseSearchWith(await sharedPlaceIndex(), q);
}

/** A search with its typos corrected (services/search-correction.ts), and the query as then searched. */
export interface CorrectedSearch {
  readonly parsed: ParsedSearch;
  /** The query as searched, in the forms titles write: 'toyota vios'. */
  readonly query: string;
}

/**
 * The parsed search with each corrected word replaced: the text words searched, the query the page
 * says it searched, and the place's `text`. A corrected word's marks are gone (it was not typed so).
 */
export function correctedSearch(parsed: ParsedSearch, corrections: readonly Correction[]): CorrectedSearch {
  const replaced = new Map(corrections.map((correction) => [correction.typed, correction.word.form]));
  const retyped = (token: QueryToken) => replaced.get(token.norm) ?? token.marked;
  const words = parsed.terms.words.map((word) => {
    const form = replaced.get(word);
    return form === undefined ? word : toSearchText(form);
  });
  const place = parsed.place;
  const textTokens = place === null ? parsed.tokens : [...parsed.tokens.slice(0, place.start), ...parsed.tokens.slice(place.start + place.length)];
  const answer = parsed.answer === null ? null : { ...parsed.answer, text: textTokens.map(retyped).join(' ') };
  return {
    parsed: { ...parsed, terms: { ...parsed.terms, words, marked: parsed.terms.marked.filter((word) => !replaced.has(toSearchText(word))) }, answer },
    query: parsed.tokens.map(retyped).join(' '),
  };
}
