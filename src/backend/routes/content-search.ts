/**
 * The content host's search suggestions (spec §7 "GET /api/content/search-tag with key"): the shape
 * is ours (docs/upstream-contract.md): `{ status: 200, data: [{ key, count }] }`, most used first.
 * Phrases come from an in-memory index of recent titles (services/search-tags.ts), places from the
 * units' data; each count is the search's own total (services/search-suggestions.ts, kept a minute).
 */
import { Hono } from 'hono';
import { SearchTagRequest, SearchTagResponse } from '~/lib/contract/search';
import { describeError } from '~/lib/log';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { createSearchTagIndex } from '../services/search-tags';
import { createSuggestionService } from '../services/search-suggestions';

export function contentSearchRoutes({ db, log }: BackendDeps) {
  const app = new Hono();
  const index = createSearchTagIndex(db, {
    onError: (error) => log.warn('search-tag index rebuild failed', describeError(error)),
  });
  const suggestions = createSuggestionService(db, index);

  app.get('/api/content/search-tag', async (c) => {
    const { key, limit } = decodeRequest(SearchTagRequest, c.req.query());
    const data = await suggestions.suggest(key, limit);
    // Suggestions change slowly; a short shared cache spares the backend repeated keystrokes.
    c.header('Cache-Control', 'public, max-age=60');
    return answer(c, SearchTagResponse, { status: 200, data });
  });

  return app;
}
