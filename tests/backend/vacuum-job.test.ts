import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { rowsOf } from '../../src/backend/db/sql-helpers';
import { vacuumListings } from '../../src/backend/services/vacuum-job';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

/** Table rows a walk of the covering search index had to read, from its EXPLAIN ANALYZE. */
async function heapFetchesOfSearchWalk(handle: DatabaseHandle): Promise<number> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const plan = rowsOf(
      await tx.execute(sql`explain (analyze, format json) select ${listings.id} from ${listings}
        where ${listings.status} in (20, 80) and strpos(${listings.searchText}, ' xe ') > 0
        order by ${listings.postType} desc nulls last, ${listings.pushedAt} desc nulls last, ${listings.id} desc nulls last limit 50`),
    );
    const text = JSON.stringify(plan);
    expect(text).toContain('Index Only Scan');
    return Number(/"Heap Fetches":\s*(\d+)/.exec(text)?.[1] ?? Number.NaN);
  });
}

describe('vacuumListings on PGlite (which has no autovacuum)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await freshPglite();
    const { sellerId } = await insertBasics(handle.db);
    for (let index = 0; index < 30; index += 1) await insertListing(handle.db, sellerId, { title: `Xe máy số ${index}` });
    await handle.db.execute(sql`analyze listings`);
  });

  afterAll(async () => {
    await handle.close();
  });

  test('after a vacuum, a search walk reads the covering index only; a change brings table reads back until the next one', async () => {
    expect(await heapFetchesOfSearchWalk(handle)).toBeGreaterThan(0);
    await vacuumListings(handle.db, { cleanIndexes: false });
    expect(await heapFetchesOfSearchWalk(handle)).toBe(0);
    await handle.db.execute(sql`update ${listings} set view_count = view_count + 1`);
    expect(await heapFetchesOfSearchWalk(handle)).toBeGreaterThan(0);
    await vacuumListings(handle.db);
    expect(await heapFetchesOfSearchWalk(handle)).toBe(0);
  });
});
