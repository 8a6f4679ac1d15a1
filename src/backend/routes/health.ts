/**
 * GET /health: the process is up and the database answers. Used by `npm start` and the tests to
 * know when the backend is ready.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BackendDeps } from '../context';

export function healthRoutes({ db }: BackendDeps) {
  const app = new Hono();
  app.get('/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch {
      return c.json({ status: 'degraded', database: 'unreachable' }, 503);
    }
  });
  return app;
}
