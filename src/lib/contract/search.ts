/**
 * The content host's search suggestions (spec §7 "GET /api/content/search-tag with key"; the shape
 * is ours, docs/upstream-contract.md): phrases from live listings' titles that start with the typed
 * text, compared without diacritics, most used first.
 */
import { Schema } from 'effect';
import { Envelope } from './common';

export class SearchTag extends Schema.Class<SearchTag>('Search/Tag')({
  /** The phrase as titles write it, lower-case with diacritics (`nhà đất`). */
  key: Schema.String,
  /** How many recent live listings use it in their title. */
  count: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
}) {}

export const SearchTagResponse = Envelope(Schema.Array(SearchTag));
