-- Whole-word search (docs/decisions.md "Search").
-- 1. search_text gets a space on each side (src/lib/search-text.ts storedSearchText), so "is w one
--    of its words" is one strpos(search_text, ' w ') for an ordered walk.
-- 2. search_words(): the words of search_text as a tsvector, split on its single spaces with no
--    text-search parser in between, so the GIN index over it answers exactly the strpos test above.
--    Words over 100 bytes are left out (a lexeme has a size limit; the backend drops such query
--    words too).
-- 3. A covering copy of the live ranking order with the search text, so a walk of it reads no table
--    rows (an index-only scan once VACUUM has marked the pages all-visible).
-- The trigram index stays: it answers a search whose whole words match nothing, as parts of words.
UPDATE listings SET search_text = ' ' || search_text || ' ' WHERE search_text NOT LIKE ' % ';--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_to_tsvector(array(SELECT word FROM unnest(string_to_array($1, ' ')) AS word WHERE word <> '' AND octet_length(word) <= 100)) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_search_words_idx ON listings USING gin (search_words(search_text));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_live_rank_search_idx ON listings (post_type DESC NULLS LAST, pushed_at DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (ends_at, category_id, search_text) WHERE status IN (20, 80);
