/**
 * The content host's search suggestions (spec §7 "GET /api/content/search-tag with key"; the shape
 * is ours, docs/upstream-contract.md): phrases from live listings' titles that start with the typed
 * text, compared without diacritics, most used first.
 */
import { Schema } from 'effect';
import { Envelope, WireInt } from './common';

/** search-tag's bounds, plain so the search box and the app's client read them without a schema library. */
export const SEARCH_TAG_BOUNDS = {
  /** Characters of typed text looked up. */
  key: 100,
  /** Suggestions a call may ask for, and how many it gets when it does not say. */
  limit: 20,
  defaultLimit: 8,
} as const;

/** GET /api/content/search-tag?key=…&limit=… */
export const SearchTagRequest = Schema.Struct({
  key: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(SEARCH_TAG_BOUNDS.key)), { default: () => '' }),
  limit: Schema.optionalWith(WireInt.pipe(Schema.between(1, SEARCH_TAG_BOUNDS.limit)), { default: () => SEARCH_TAG_BOUNDS.defaultLimit }),
});

export class SearchTag extends Schema.Class<SearchTag>('Search/Tag')({
  /** The phrase as titles write it, lower-case with diacritics (`nhà đất`). */
  key: Schema.String,
  /** How many recent live listings use it in their title. */
  count: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
}) {}

export const SearchTagResponse = Envelope(Schema.Array(SearchTag));
