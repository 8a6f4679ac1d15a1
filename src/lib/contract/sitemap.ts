/**
 * The list host's sitemap call (ours; docs/upstream-contract.md "List host: sitemap"): live
 * listings in chunks of consecutive ids, so each child sitemap is one index range scan and a
 * listing stays in the same chunk for its whole life.
 */
import { Schema } from 'effect';
import { Envelope, EpochSeconds, RowId, WireInt } from './common';

/** Google's limit is 50,000 URLs per sitemap; we keep chunks small enough to render quickly. */
export const SITEMAP_CHUNK_SIZE = 10_000;

/**
 * GET /api/list/sitemap's query: chunk `page` of `size` ids. A page is at most the largest row id
 * (its chunk is then empty, never an error).
 */
export const SitemapRequest = Schema.Struct({
  page: RowId,
  size: Schema.optionalWith(WireInt.pipe(Schema.between(1, SITEMAP_CHUNK_SIZE)), { default: () => SITEMAP_CHUNK_SIZE }),
});

export class SitemapItem extends Schema.Class<SitemapItem>('List/SitemapItem')({
  id: Schema.Number.pipe(Schema.int(), Schema.positive()),
  object_slug: Schema.String,
  cat_slug: Schema.String,
  /** Latest of the last push and the last edit. */
  lastmod: EpochSeconds,
}) {}

export const SitemapPage = Schema.Struct({
  /** Live listings with `(page − 1) · size < id ≤ page · size`, ordered by id. */
  items: Schema.Array(SitemapItem),
  /** Live listings in all. */
  total: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  /** The page numbers (for this size) that hold at least one live listing, ascending. */
  pages: Schema.Array(Schema.Number.pipe(Schema.int(), Schema.positive())),
});
export type SitemapPage = typeof SitemapPage.Type;

/** GET /api/list/sitemap?page=N&size=S */
export const SitemapResponse = Envelope(SitemapPage);
