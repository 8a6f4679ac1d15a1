/**
 * Background jobs on the PostgreSQL queue (issue #14): two backends offering the same job in the
 * same time slot run it once; a failing pass is retried and ends visibly failed. On PGlite (the
 * embedded default) and, when TEST_DATABASE_URL is set (CI), on a PostgreSQL server with two
 * queues on their own connections, running the real expiry and alert jobs.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { notifications, savedSearches } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { startJobQueue, type JobQueue, type PeriodicJob } from '../../src/backend/jobs/job-queue';
import { JOB_NAMES, periodicJobs } from '../../src/backend/jobs/periodic-jobs';
import { createLogger } from '../../src/lib/log';
import { memberWithToken } from '../helpers/backend';
import { DAY_MS, insertBasics, insertListing } from '../helpers/fixtures';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';

const log = createLogger('test', 'silent');
const FAST = { pollingIntervalSeconds: 0.5, retries: { retryLimit: 1, retryDelay: 1, retryBackoff: false } };

const queues: JobQueue[] = [];
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
});

async function queueOn(handle: DatabaseHandle, jobs: readonly PeriodicJob[]) {
  const queue = await startJobQueue({ connection: handle.queueConnection, jobs, log, ...FAST });
  queues.push(queue);
  return queue;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('job queue on the embedded database', () => {
  test('two backends offering one job in one slot (both at start, then again) run it once', async () => {
    const handle = await freshPglite();
    handles.push(handle);
    let runs = 0;
    const job: PeriodicJob = { name: 'count', everyMs: 60 * 60_000, runAtStart: true, run: async () => void (runs += 1) };
    const [first, second] = [await queueOn(handle, [job]), await queueOn(handle, [job])];
    const offered = await Promise.all([first.offer('count'), second.offer('count'), first.offer('count')]);
    expect(offered.some(Boolean)).toBe(false);
    await until(async () => runs === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toBe(1);
  });

  test('a pass that keeps failing is retried, then counted as failed', async () => {
    const handle = await freshPglite();
    handles.push(handle);
    let attempts = 0;
    const queue = await queueOn(handle, [
      {
        name: 'broken',
        everyMs: 60_000,
        runAtStart: true,
        run: async () => {
          attempts += 1;
          throw new Error('upstream down');
        },
      },
    ]);
    await until(async () => (await queue.failedCounts()).broken === 1);
    expect(attempts).toBe(2);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('job queue on PostgreSQL with two backends', () => {
  test('each due listing is expired once and warned once, each saved-search alert sent once', async () => {
    const handle = await freshPostgres(TEST_DATABASE_URL ?? '');
    handles.push(handle);
    const { db } = handle;
    await insertBasics(db);
    const seller = await memberWithToken(db, { phone: '0900000001' });
    const buyer = await memberWithToken(db, { phone: '0900000002' });
    for (let index = 0; index < 20; index += 1) {
      await insertListing(db, seller.id, { title: `Hết hạn ${index}`, status: 20, endsInDays: -1 });
      await insertListing(db, seller.id, { title: `Sắp hết hạn ${index}`, status: 20, endsInDays: 2 });
    }
    await db.insert(savedSearches).values({ memberId: buyer.id, name: 'Căn hộ', context: 'category', categorySlug: 'bat-dong-san', query: '', lastCheckedAt: new Date(Date.now() - DAY_MS) });
    await insertListing(db, seller.id, { title: 'Bán căn hộ mới', pushedAt: new Date() });

    const env = readBackendEnv({ LISTING_EXPIRY_INTERVAL_MS: '60000', SAVED_SEARCH_ALERT_INTERVAL_MS: '60000' });
    const jobs = () => periodicJobs({ db, env, log, embedded: false }).filter((job) => job.name === JOB_NAMES.listingExpiry || job.name === JOB_NAMES.alerts);
    // Two backends, each with its own queue connection, both offering at start and again.
    const [first, second] = [await queueOn(handle, jobs()), await queueOn(handle, jobs())];
    await Promise.all([first.offer(JOB_NAMES.alerts), second.offer(JOB_NAMES.alerts), first.offer(JOB_NAMES.listingExpiry), second.offer(JOB_NAMES.listingExpiry)]);

    const titled = async (title: string) => (await db.select({ title: notifications.title }).from(notifications)).filter((row) => row.title.includes(title)).length;
    await until(async () => (await titled('Tin đã hết hạn')) >= 20 && (await titled('Tin sắp hết hạn')) >= 20 && (await titled('tin mới khớp tìm kiếm')) >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect([await titled('Tin đã hết hạn'), await titled('Tin sắp hết hạn'), await titled('tin mới khớp tìm kiếm')]).toEqual([20, 20, 1]);
  });
});
