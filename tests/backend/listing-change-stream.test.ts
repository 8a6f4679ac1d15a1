/**
 * Listing changes as an ordered stream (issue #14): written in the change's transaction (a rolled
 * back change is never seen), served as server-sent events with replay from the last id, and
 * followed by the app's feed, which applies each change once and, restarted, catches up from the
 * id it kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { applyListingEvent } from '../../src/backend/services/listing-transitions';
import { listingChanges } from '../../src/backend/db/schema';
import { latestListingChange, pruneListingChanges, readListingChanges, recordListingChanges } from '../../src/backend/services/listing-changes';
import type { ChangedListing } from '../../src/lib/cached-paths';
import { cachedRoutesOfChanges } from '../../src/lib/cached-paths';
import { followListingChanges } from '../../src/server/listing-change-feed';
import { backendApp, memberWithToken, readStreamEvents } from '../helpers/backend';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

const SECRET = 'stream-test-secret-0123456789abcdefghij';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function world() {
  const handle: DatabaseHandle = await freshPglite();
  cleanups.push(() => handle.close());
  const { sellerId } = await insertBasics(handle.db);
  const moderator = await memberWithToken(handle.db, { phone: '0900000009', role: 'moderator' });
  const pending = await insertListing(handle.db, sellerId, { title: 'Bán căn hộ Quận 7', status: 10 });
  const other = await insertListing(handle.db, sellerId, { title: 'Bán xe Wave', status: 10 });
  const approve = (listingId: number) =>
    applyListingEvent(handle.db, { listingId, event: { type: 'listing.approve' }, actor: { memberId: moderator.id, role: 'moderator' } });
  return { handle, db: handle.db, pending, other, approve };
}

/** Reads server-sent events from a response until `count` events other than pings arrived. */
const readEvents = (response: Response, count: number) => readStreamEvents(response, count, (event) => event.event !== 'ping');

describe('listing-change stream (backend)', () => {
  test('a change is recorded in its own transaction: a rolled back one never appears', async () => {
    const { db, pending } = await world();
    const before = await latestListingChange(db);
    await expect(
      db.transaction(async (tx) => {
        await recordListingChanges(tx, [pending.id], 'listing.approve');
        throw new Error('the change failed after its outbox row');
      }),
    ).rejects.toThrow('the change failed');
    expect(await readListingChanges(db, before)).toEqual([]);
  });

  test('pruning drops changes over a week old but always keeps the newest, where readers start', async () => {
    const { db } = await world();
    const old = new Date(Date.now() - 8 * 86_400_000);
    await db.insert(listingChanges).values([
      { listingId: 1, change: 'listing.approve', createdAt: old },
      { listingId: 2, change: 'listing.approve', createdAt: old },
    ]);
    expect(await pruneListingChanges(db)).toBe(1);
    expect((await readListingChanges(db, 0)).map((change) => change.listingId)).toEqual([2]);
  });

  test('needs the shared secret; without a cursor it starts now; with one it replays what followed, in order', async () => {
    const { db, pending, other, approve } = await world();
    const app = await backendApp(db, { REVALIDATE_SECRET: SECRET });
    expect((await app.request('/api/events/listing-changes')).status).toBe(401);
    expect((await app.request('/api/events/listing-changes', { headers: { 'x-revalidate-secret': 'x'.repeat(SECRET.length) } })).status).toBe(401);

    const start = await latestListingChange(db);
    await approve(pending.id);
    await approve(other.id);
    const replay = await app.request('/api/events/listing-changes', { headers: { 'x-revalidate-secret': SECRET, 'last-event-id': String(start) } });
    expect(replay.headers.get('content-type')).toContain('text/event-stream');
    const [changes] = await readEvents(replay, 1);
    const listed = JSON.parse(changes?.data ?? '[]') as ChangedListing[];
    expect(listed.map((change) => [change.listingId, change.categorySlug])).toEqual([
      [pending.id, 'bat-dong-san'],
      [other.id, 'bat-dong-san'],
    ]);
    expect(changes?.id).toBe(String(await latestListingChange(db)));

    const fresh = await app.request('/api/events/listing-changes', { headers: { 'x-revalidate-secret': SECRET } });
    const [started] = await readEvents(fresh, 1);
    expect(started).toMatchObject({ event: 'start', id: changes?.id });
    // An id this database never had (a reset database): start from now rather than wait forever.
    const future = await app.request('/api/events/listing-changes', { headers: { 'x-revalidate-secret': SECRET, 'last-event-id': '999999' } });
    expect((await readEvents(future, 1))[0]).toMatchObject({ event: 'start', id: changes?.id });
  });
});

describe('listing-change feed (app)', () => {
  test('applies each change once, keeps its place, and catches up after a restart', async () => {
    const { db, pending, other, approve } = await world();
    const app = await backendApp(db, { REVALIDATE_SECRET: SECRET });
    const server: ServerType = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as AddressInfo;
    const folder = await mkdtemp(path.join(tmpdir(), 'raovat-feed-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));

    const applied: ChangedListing[] = [];
    const startFeed = () =>
      followListingChanges({
        streamUrl: `http://127.0.0.1:${port}/api/events/listing-changes`,
        secret: SECRET,
        cursorFile: path.join(folder, 'cursor'),
        apply: async (changes) => void applied.push(...changes),
        log: () => {},
      });
    const until = async (check: () => boolean) => {
      for (let waited = 0; !check(); waited += 100) {
        // A deadline for a stuck feed, not a timing: a loaded machine may take a while.
        if (waited > 45_000) throw new Error('feed did not apply the changes in time');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    let feed = startFeed();
    await until(() => existsSync(path.join(folder, 'cursor'))); // the feed has its starting place
    await approve(pending.id);
    await until(() => applied.length === 1);
    expect(cachedRoutesOfChanges(applied)).toEqual(['/trang-chu/vi', '/danh-muc/bat-dong-san', expect.stringMatching(new RegExp(`^/bat-dong-san/.+-${pending.id}$`))]);
    // The feed keeps its place right after applying: stopped before that, it would apply the change again.
    const appliedId = String(await latestListingChange(db));
    await until(() => existsSync(path.join(folder, 'cursor')) && readFileSync(path.join(folder, 'cursor'), 'utf8').trim() === appliedId);

    feed.stop();
    await approve(other.id); // while this instance is down
    feed = startFeed();
    cleanups.push(async () => feed.stop());
    await until(() => applied.length === 2);
    expect(applied.map((change) => change.listingId)).toEqual([pending.id, other.id]);
  }, 120_000);
});
