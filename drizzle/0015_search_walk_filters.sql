-- The ordered walk of a search reads only its covering index (migration 0005) as long as every
-- column a filter tests is in it. A price range (transaction_type, price_vnd) or a province
-- (province_code, unit_province_code) missing from it turned the walk into a table-row visit per
-- listing walked: on 1,000,000 listings (PostgreSQL 15) `iphone` with a price range took ~375 ms
-- and `can ho` in one province ~70 ms, docs/decisions.md "Search speed".
DROP INDEX IF EXISTS listings_live_rank_search_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_live_rank_search_idx ON listings (post_type DESC NULLS LAST, pushed_at DESC NULLS LAST, id DESC NULLS LAST)
  INCLUDE (ends_at, category_id, transaction_type, price_vnd, province_code, unit_province_code, search_text) WHERE status IN (20, 80);
