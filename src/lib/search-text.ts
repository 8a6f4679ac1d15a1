/**
 * The one normalisation used for search: what the backend stores in listings.search_text and what
 * it applies to the visitor's query, so `nha dat quan 7` matches `Nhà đất Quận 7`.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NON_WORD = /[^\p{L}\p{N}]+/gu;

/** Lower-case, strip Vietnamese diacritics (đ→d included) and collapse punctuation to single spaces. */
export function toSearchText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .normalize('NFC')
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(NON_WORD, ' ')
    .trim();
}

/**
 * What listings.search_text holds: the search text with a space on each side, so "is `word` one of
 * its words" is a single `strpos(search_text, ' word ')` for every word, first and last included
 * (docs/decisions.md "Search").
 */
export function storedSearchText(searchText: string): string {
  return ` ${searchText} `;
}

/**
 * A search query in the one spelling the backend cannot tell from the typed one: NFC, lower-case,
 * whitespace runs as one space, trimmed. The backend reads `q` only after the same steps
 * (queryTokens and toSearchText split on any non-letter), so equal keys get equal answers. Marks
 * stay: `bàn` and `ban` rank differently and the answer echoes the words as typed (`place.text`);
 * other punctuation stays too, since compatibility forms (`℡`) may decompose into letters.
 */
export function searchQueryKey(q: string): string {
  return q.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
