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
  /**
   * How many listings a search for `key` finds: the `total` list-article (type 5, `q` = key) answers,
   * counted the same way (up to 1,000; `capped` means more).
   */
  count: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  capped: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** A place name (ours, issue #35): where it lies today ('TP. Hồ Chí Minh' for Bình Dương); null for a phrase. */
  place: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
}) {}

export const SearchTagResponse = Envelope(Schema.Array(SearchTag));
