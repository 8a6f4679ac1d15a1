-- Search-ready listings: trigram matching on the stored, unaccented, lower-cased search_text column
-- (written by the backend with src/lib/search-text.ts). Indexing the column, not an unaccent()
-- expression, is what keeps search 10x faster (perf-security A.3).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_search_text_trgm ON listings USING gin (search_text gin_trgm_ops);
