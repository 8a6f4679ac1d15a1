/**
 * The content host's search suggestions (spec §7 "GET /api/content/search-tag with key"): the shape
 * is ours (docs/upstream-contract.md): `{ status: 200, data: [{ key, count }] }`, most used first.
 * Answers come from an in-memory index of recent titles (services/search-tags.ts), so typing never
 * queries the database per keystroke.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { describeError } from '~/lib/log';
import type { BackendDeps } from '../context';
import { parseInput } from '../http';
import { createSearchTagIndex } from '../services/search-tags';

const searchTagQuery = z.object({
  key: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export function contentSearchRoutes({ db, log }: BackendDeps) {
  const app = new Hono();
  const index = createSearchTagIndex(db, {
    onError: (error) => log.warn('search-tag index rebuild failed', describeError(error)),
  });

  app.get('/api/content/search-tag', async (c) => {
    const { key, limit } = parseInput(searchTagQuery, { key: c.req.query('key'), limit: c.req.query('limit') });
    const data = await index.suggest(key, limit);
    // Suggestions change slowly; a short shared cache spares the backend repeated keystrokes.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ status: 200, data });
  });

  return app;
}
