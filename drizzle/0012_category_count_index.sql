-- A category page's capped total (count of up to 1,001 live listings) read from the index alone.
-- The category's ranking index carries ends_at, so "live and not ended" is decided without a table
-- row: on 1,000,000 listings (PostgreSQL 15) the count went from 14–33 ms (a scan of 1,300 table
-- pages) to about 1.3 ms (an index-only scan), docs/decisions.md "Many instances".
DROP INDEX IF EXISTS listings_live_category_rank_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_live_category_rank_idx ON listings (category_id, post_type DESC NULLS LAST, pushed_at DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (ends_at) WHERE status IN (20, 80);
