-- The price sorts' order over live listings (src/backend/services/article-search.ts priceKeys: the
-- shown price, only transaction type 1 has one, unpriced listings last, then newest id), one index
-- per direction, so a price-sorted list or search walks it and stops at its page instead of
-- sorting every match (docs/decisions.md "Search speed").
CREATE INDEX IF NOT EXISTS listings_live_price_asc_idx ON listings (
  ((CASE WHEN transaction_type = 1 THEN price_vnd END) IS NULL),
  (CASE WHEN transaction_type = 1 THEN price_vnd END),
  id DESC NULLS LAST
) WHERE status IN (20, 80);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS listings_live_price_desc_idx ON listings (
  ((CASE WHEN transaction_type = 1 THEN price_vnd END) IS NULL),
  (CASE WHEN transaction_type = 1 THEN price_vnd END) DESC NULLS LAST,
  id DESC NULLS LAST
) WHERE status IN (20, 80);
