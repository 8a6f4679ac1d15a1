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
import { streamSSE } from 'hono/streaming';
import { matchesSharedSecret } from '../../lib/shared-secret';
import type { BackendDeps } from '../context';
import { errorBody } from '../http';
import { latestListingChange, readListingChanges } from '../services/listing-changes';

const IDLE_PING_MS = 15_000;
/** Without a database signal (tests), the stream looks for new rows this often. */
const POLL_WITHOUT_SIGNAL_MS = 1_000;

function cursorOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,18}$/.test(value)) return null;
  return Number(value);
}

export function listingEventRoutes({ db, env, instance, listingChangeSignal }: BackendDeps) {
  const app = new Hono();
  app.get('/api/events/listing-changes', async (c) => {
    if (!matchesSharedSecret(env.REVALIDATE_SECRET, c.req.header('x-revalidate-secret'))) return c.json(errorBody(401, 'Không có quyền.'), 401);
    const given = cursorOf(c.req.header('last-event-id') ?? c.req.query('after'));
    c.header('Cache-Control', 'no-store');
    // nginx must pass each event on at once rather than buffer the stream.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const latest = await latestListingChange(db);
      // An id from the future belongs to another database (a reset or restored one): start from now.
      const resumes = given !== null && given <= latest;
      let cursor = resumes ? given : latest;
      if (!resumes) await stream.writeSSE({ event: 'start', id: String(cursor), data: '{}' });
      let wake: (() => void) | undefined;
      // A signal that comes while the stream is reading (not waiting) must not wait for the next ping.
      let signalledMeanwhile = false;
      const unsubscribe = listingChangeSignal?.subscribe(() => {
        signalledMeanwhile = true;
        wake?.();
      });
      stream.onAbort(() => wake?.());
      try {
        // A draining instance ends its streams: the app reconnects (to another instance) from its last id.
        while (!stream.aborted && !stream.closed && !instance.draining) {
          signalledMeanwhile = false;
          const changes = await readListingChanges(db, cursor);
          const last = changes.at(-1);
          if (last) {
            cursor = last.id;
            await stream.writeSSE({ event: 'changes', id: String(cursor), data: JSON.stringify(changes) });
            continue;
          }
          if (signalledMeanwhile) continue;
          const signalled = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), listingChangeSignal ? IDLE_PING_MS : POLL_WITHOUT_SIGNAL_MS);
            wake = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          wake = undefined;
          if (!signalled && listingChangeSignal) await stream.writeSSE({ event: 'ping', data: '{}' });
        }
      } finally {
        unsubscribe?.();
      }
    });
  });
  return app;
}
