/**
 * Saved searches of the token's member (ours: docs/upstream-contract.md "Saved searches"): list,
 * save, rename / pause / resume, delete. The query is re-read with the search page's parser and
 * stored in its canonical form, so the same search saved twice is one search.
 */
import { Hono } from 'hono';
import {
  SavedSearchDeleteRequest,
  SavedSearchDeleteResponse,
  SavedSearchListResponse,
  SavedSearchResponse,
  SavedSearchSaveRequest,
  SavedSearchUpdateRequest,
  type SavedSearch,
} from '~/lib/contract/engagement';
import { parseBrowseParams, rawSearchParams } from '~/lib/browse-params';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_FIELD, SAVED_SEARCH_NAME_MAX, savedSearchHref, savedSearchQuery } from '~/lib/saved-search';
import { validateText } from '~/lib/validation';
import { assertSelf, memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, errorBody, readBody } from '../http';
import { loadCategoryRows } from '../services/article-search';
import { deleteSavedSearch, listSavedSearches, saveSearch, updateSavedSearch, type SavedSearchRow } from '../services/saved-searches';

const MEMBER_FIELDS = ['member_id', 'memberId', 'user_id', 'm'] as const;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

// The name is read apart, after the rest, so a bad one gets its own message (nameOrThrow).
const SaveFields = SavedSearchSaveRequest.omit('name');
const UpdateFields = SavedSearchUpdateRequest.omit('name');

function wire(row: SavedSearchRow): typeof SavedSearch.Encoded {
  return {
    id: row.id,
    name: row.name,
    context: row.context,
    category_slug: row.categorySlug,
    query: row.query,
    active: row.active,
    href: savedSearchHref(row),
    last_checked_at: seconds(row.lastCheckedAt),
    created_at: seconds(row.createdAt),
  };
}

function nameOrThrow(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  const problem = validateText(name, { field: SAVED_SEARCH_NAME_FIELD, min: 2, max: SAVED_SEARCH_NAME_MAX });
  if (problem) throw new BackendError(400, problem);
  return name;
}

export function savedSearchRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/member/saved-searches', requireMember(db));
  app.use('/api/member/saved-searches/*', requireMember(db));

  app.get('/api/member/saved-searches', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') }, MEMBER_FIELDS);
    const rows = await listSavedSearches(db, member.id);
    return answer(c, SavedSearchListResponse, { status: 200, data: rows.map(wire) });
  });

  app.post('/api/member/saved-searches/save', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const input = decodeRequest(SaveFields, body, { blankIsAbsent: true });
    const name = nameOrThrow(body.name);
    const categorySlug = input.context === 'category' ? (input.category_slug ?? null) : null;
    const slugs = new Set((await loadCategoryRows(db)).map((row) => row.slug));
    if (input.context === 'category' && (categorySlug === null || !slugs.has(categorySlug))) throw new BackendError(400, SAVED_SEARCH_MESSAGES.category);
    const { filters } = parseBrowseParams(rawSearchParams(input.query), input.context, categorySlug ?? undefined);
    if (filters.cat !== undefined && !slugs.has(filters.cat)) throw new BackendError(400, SAVED_SEARCH_MESSAGES.category);
    const query = savedSearchQuery(filters, input.context);

    const saved = await saveSearch(db, { memberId: member.id, name, context: input.context, categorySlug, query });
    if (!saved) return c.json(errorBody(409, SAVED_SEARCH_MESSAGES.duplicate), 409);
    return answer(c, SavedSearchResponse, { status: 200, success: true, data: wire(saved) });
  });

  app.post('/api/member/saved-searches/update', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, MEMBER_FIELDS);
    const { id, active } = decodeRequest(UpdateFields, body);
    const name = body.name === undefined ? undefined : nameOrThrow(body.name);
    const row = await updateSavedSearch(db, member.id, id, { name, active });
    if (!row) throw new BackendError(404, SAVED_SEARCH_MESSAGES.missing);
    return answer(c, SavedSearchResponse, { status: 200, success: true, data: wire(row) });
  });

  app.post('/api/member/saved-searches/delete', async (c) => {
    const { member, input: { id } } = await memberRequest(c, SavedSearchDeleteRequest, MEMBER_FIELDS);
    if (!(await deleteSavedSearch(db, member.id, id))) throw new BackendError(404, SAVED_SEARCH_MESSAGES.missing);
    return answer(c, SavedSearchDeleteResponse, { status: 200, success: true, data: { id } });
  });

  return app;
}
