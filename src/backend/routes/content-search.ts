/**
 * The content host's search suggestions (spec §7 "GET /api/content/search-tag with key"): the shape
 * is ours (docs/upstream-contract.md): `{ status: 200, data: [{ key, count }] }`, most used first.
 * Answers come from an in-memory index of recent titles (services/search-tags.ts), so typing never
 * queries the database per keystroke.
 */
import { Hono } from 'hono';
import { SearchTagRequest, SearchTagResponse } from '~/lib/contract/search';
import { describeError } from '~/lib/log';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { createSearchTagIndex } from '../services/search-tags';

export function contentSearchRoutes({ db, log }: BackendDeps) {
  const app = new Hono();
  const index = createSearchTagIndex(db, {
    onError: (error) => log.warn('search-tag index rebuild failed', describeError(error)),
  });

  app.get('/api/content/search-tag', async (c) => {
    const { key, limit } = decodeRequest(SearchTagRequest, c.req.query());
    const data = await index.suggest(key, limit);
    // Suggestions change slowly; a short shared cache spares the backend repeated keystrokes.
    c.header('Cache-Control', 'public, max-age=60');
    return answer(c, SearchTagResponse, { status: 200, data });
  });

  return app;
}
