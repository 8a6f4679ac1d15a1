/**
 * GET /api/events/listing-changes: the ordered stream of listing changes for the app instances
 * (server-sent events; issue #14). Authenticated by the shared REVALIDATE_SECRET. A reader gives
 * the last id it saw (`Last-Event-ID`, or `?after=`) and first gets every later change; without
 * one, or with an id this database never had, it starts from now (a `start` event carries the
 * current id). Changes come as `changes`
 * events (a JSON array, id = the last change in it); a `ping` every 15 s keeps proxies from
 * closing an idle stream. See docs/upstream-contract.md.
 */
import { Hono } from 'hono';
import { matchesSharedSecret } from '~/lib/shared-secret';
import type { BackendDeps } from '../context';
import { errorBody } from '../http';
import { latestListingChange, readListingChanges } from '../services/listing-changes';
import { outboxResponse } from '../outbox-stream';

export function listingEventRoutes({ db, env, instance, listingChangeSignal }: BackendDeps) {
  const app = new Hono();
  app.get('/api/events/listing-changes', async (c) => {
    if (!matchesSharedSecret(env.REVALIDATE_SECRET, c.req.header('x-revalidate-secret'))) return c.json(errorBody(401, 'Không có quyền.'), 401);
    return outboxResponse(c, {
      name: 'listing_changes',
      instance,
      latest: () => latestListingChange(db),
      read: (after) => readListingChanges(db, after),
      // One event per batch, its id the last change in it.
      send: (stream, changes) => stream.writeSSE({ event: 'changes', id: String(changes.at(-1)?.id ?? 0), data: JSON.stringify(changes) }),
      subscribe: listingChangeSignal ? (wake) => listingChangeSignal.subscribe(wake) : undefined,
    });
  });
  return app;
}
