/**
 * Saved searches and their alerts. A saved search is a browse URL's query; it is read with the
 * search page's own parser (src/lib/browse-params.ts), mapped with the search page's own mapping
 * (src/lib/browse-filter.ts `toArticleFilters`) and matched with list-article's own WHERE
 * (services/article-search.ts `listFilters`, `wordFilterConditions`), so an alert counts exactly
 * the listings the search page would show. "New" means: went live after the search's last check (first posted
 * then, or approved then according to listing_status_history).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { ArticleListType } from '~/lib/contract/list';
import { toArticleFilters } from '~/lib/browse-filter';
import { parseBrowseParams, rawSearchParams, type BrowseContext } from '~/lib/browse-params';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_MESSAGES, savedSearchHref } from '~/lib/saved-search';
import type { Logger } from '~/lib/log';
import { LIVE_STATUSES, statusListSql } from '~/machines/listing-statuses';
import type { Database } from '../db/client';
import { BackendError } from '../http';
import { listings, listingStatusHistory, savedSearches } from '../db/schema';
import { listFilters, loadCategoryRows, searchWords, wordFilterConditions, type ArticleQuery, type CategoryRow, type WordMatch } from './article-search';
import { notify } from './notify';
import { wordMatchFor } from './search-page';
import { applyPlanHint } from './search-strategy';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Searches checked per run; the least recently checked first, so every search gets its turn. */
const BATCH = 500;

/** The list-article query a saved search stands for (what its page would ask for). */
export function savedSearchArticleQuery(search: Pick<SavedSearchRow, 'context' | 'categorySlug' | 'query'>): ArticleQuery {
  const context: BrowseContext = search.context;
  const { filters } = parseBrowseParams(rawSearchParams(search.query), context, search.categorySlug ?? undefined);
  return { type: ArticleListType.browse, page: 1, num: 1, ...toArticleFilters(filters) };
}

/** Listings that went live in (since, until]. */
function wentLiveBetween(since: Date, until: Date): SQL {
  return sql`((${listings.objectDate} > ${since} and ${listings.objectDate} <= ${until}) or exists (
    select 1 from ${listingStatusHistory} h
    where h.listing_id = ${listings.id} and h.to_status in (${sql.raw(statusListSql(LIVE_STATUSES))}) and h.created_at > ${since} and h.created_at <= ${until}))`;
}

/** How many live listings matching the search went live in (since, until]. */
export async function countNewMatches(
  db: Database,
  search: Pick<SavedSearchRow, 'context' | 'categorySlug' | 'query'>,
  since: Date,
  until: Date,
  categories?: readonly CategoryRow[],
): Promise<number> {
  const query = savedSearchArticleQuery(search);
  const allCategories = categories ?? (await loadCategoryRows(db));
  const filters = listFilters(query, allCategories, until);
  if (filters === null) return 0;
  const words = searchWords(query.q);
  const match = await searchWordMatch(db, filters, words);
  const [row] = await db
    .select({ total: count() })
    .from(listings)
    .where(and(...filters, ...wordFilterConditions(match, words), wentLiveBetween(since, until)));
  return Number(row?.total ?? 0);
}

/** Matched the way the search page matches the same words (whole words, else parts of words). */
function searchWordMatch(db: Database, filters: readonly SQL[], words: readonly string[]): Promise<WordMatch> {
  if (words.length === 0) return Promise.resolve('whole');
  return db.transaction(async (tx) => {
    await applyPlanHint(tx, 'index');
    return wordMatchFor(tx, filters, words);
  });
}

export function alertText(name: string, total: number) {
  return {
    title: `${total} tin mới khớp tìm kiếm “${name}”`,
    body: `Có ${total} tin mới đăng khớp với tìm kiếm đã lưu “${name}”. Bấm để xem ngay.`,
  };
}

export interface AlertRun {
  readonly checked: number;
  readonly notified: number;
}

/**
 * One pass of the alert job: each active saved search gets one notification (tab activities) with
 * the count of new matches and a link to the search, newest first; then its check time moves on.
 * Notification and check time are written together, so a search is never announced twice.
 */
export async function runSavedSearchAlerts(db: Database, options: { now?: Date; log?: Logger } = {}): Promise<AlertRun> {
  const now = options.now ?? new Date();
  const categories = await loadCategoryRows(db);
  const due = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.active, true), sql`${savedSearches.lastCheckedAt} < ${now}`))
    .orderBy(asc(savedSearches.lastCheckedAt), asc(savedSearches.id))
    .limit(BATCH);
  let notified = 0;
  for (const search of due) {
    try {
      const total = await countNewMatches(db, search, search.lastCheckedAt, now, categories);
      await db.transaction(async (tx) => {
        if (total > 0) {
          await notify(tx, { memberId: search.memberId, tab: 'activities', ...alertText(search.name, total), link: savedSearchHref(search, true) });
        }
        await tx.update(savedSearches).set({ lastCheckedAt: now }).where(eq(savedSearches.id, search.id));
      });
      if (total > 0) notified += 1;
    } catch (error) {
      options.log?.warn('saved search alert failed', { savedSearchId: search.id, errorMessage: error instanceof Error ? error.message : String(error) });
    }
  }
  return { checked: due.length, notified };
}

/** The member's saved searches, oldest first. */
export async function listSavedSearches(db: Database, memberId: number): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.memberId, memberId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/**
 * Saves a search unless the member has SAVED_SEARCH_LIMIT already (a 400); null when the same
 * search is saved already.
 */
export async function saveSearch(db: Database, search: Pick<typeof savedSearches.$inferInsert, 'memberId' | 'name' | 'context' | 'categorySlug' | 'query'>): Promise<SavedSearchRow | null> {
  return db.transaction(async (tx) => {
    const [owned] = await tx.select({ total: count() }).from(savedSearches).where(eq(savedSearches.memberId, search.memberId));
    if (Number(owned?.total ?? 0) >= SAVED_SEARCH_LIMIT) throw new BackendError(400, SAVED_SEARCH_MESSAGES.limit);
    const [row] = await tx.insert(savedSearches).values(search).onConflictDoNothing().returning();
    return row ?? null;
  });
}

/** Renames, pauses or resumes one of the member's searches; null when it is not theirs or gone. */
export async function updateSavedSearch(db: Database, memberId: number, id: number, change: { name?: string; active?: boolean }): Promise<SavedSearchRow | null> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      // Resuming starts from now: listings that went live while paused are not announced late.
      ...(change.active === undefined ? {} : { active: change.active, ...(change.active ? { lastCheckedAt: new Date() } : {}) }),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)))
    .returning();
  return row ?? null;
}

/** Deletes one of the member's searches; false when it is not theirs or gone. */
export async function deleteSavedSearch(db: Database, memberId: number, id: number): Promise<boolean> {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)))
    .returning({ id: savedSearches.id });
  return row !== undefined;
}
