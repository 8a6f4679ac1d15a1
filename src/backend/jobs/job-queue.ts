/**
 * The backend's background work on a PostgreSQL queue (pg-boss 10; issue #14), the same on a
 * PostgreSQL server and on embedded PGlite. A periodic job runs once per due time whatever the
 * number of backends: every backend offers the job for the current time slot (interval-wide, on the
 * wall clock) and the queue keeps one per slot; the queue's "stately" policy never runs two passes of
 * a job at once. A pass that throws is retried with backoff and then stays in the queue as `failed`,
 * logged at each attempt.
 * @see https://timgit.github.io/pg-boss/#/./api/scheduling
 */
import PgBoss from 'pg-boss';
import { describeError, type Logger } from '~/lib/log';
import type { QueueConnection } from '../db/client';
import { backendMetrics, type JobStateCount } from '../metrics';

export interface PeriodicJob {
  /** Queue name and what the log calls it. */
  readonly name: string;
  /** 0 turns the job off. */
  readonly everyMs: number;
  /** Offer a pass when the backend starts (deduplicated across backends starting together). */
  readonly runAtStart: boolean;
  readonly run: () => Promise<void>;
}

export interface JobQueue {
  /** Offers one pass of a job for the current slot; resolves to whether the queue took it. */
  offer(name: string): Promise<boolean>;
  /** Jobs that ended failed after their retries, per queue (readiness and operators). */
  failedCounts(): Promise<Record<string, number>>;
  /** Jobs per queue and state (the metrics: waiting, running, failed). */
  stateCounts(): Promise<JobStateCount[]>;
  stop(): Promise<void>;
}

const RETRIES = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;
/** How often a backend offers a job, as a share of its interval, so a slot starts near its time. */
const OFFERS_PER_INTERVAL = 4;

export async function startJobQueue(options: {
  connection: QueueConnection;
  jobs: readonly PeriodicJob[];
  log: Logger;
  /** Polling for due jobs; tests shorten it. */
  pollingIntervalSeconds?: number;
  /** Retries of a failed pass (seconds between them double); tests shorten them. */
  retries?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
}): Promise<JobQueue> {
  const retries = options.retries ?? RETRIES;
  const { log } = options;
  const boss = new PgBoss({ ...options.connection, schema: 'pgboss', schedule: false, max: 3 });
  boss.on('error', (error) => log.error('job queue error', describeError(error)));
  await boss.start();

  const jobs = options.jobs.filter((job) => job.everyMs > 0);
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const timers: NodeJS.Timeout[] = [];

  // One key for every offer of a job: with the stately policy, two passes never run at once.
  const offer = async (name: string) => {
    const job = byName.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    const slotSeconds = Math.max(1, Math.round(job.everyMs / 1000));
    const id = await boss.send(name, {}, { singletonKey: 'pass', singletonSeconds: slotSeconds, ...retries });
    return id !== null;
  };

  for (const job of jobs) {
    await boss.createQueue(job.name, { name: job.name, policy: 'stately', ...retries, expireInSeconds: 30 * 60 });
    // Polling is a query on the (possibly single, embedded) connection: a tenth of the interval, 30 s at most.
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? Math.min(30, Math.max(1, job.everyMs / 10_000));
    await boss.work(job.name, { pollingIntervalSeconds }, async ([queued]) => {
      const started = Date.now();
      try {
        await job.run();
        backendMetrics()?.jobRuns.inc({ queue: job.name, outcome: 'completed' });
        log.debug(`${job.name} done`, { ms: Date.now() - started });
      } catch (error) {
        backendMetrics()?.jobRuns.inc({ queue: job.name, outcome: 'failed' });
        log.error(`${job.name} failed`, { jobId: queued?.id, ...describeError(error) });
        throw error;
      }
    });
    if (job.runAtStart) await offer(job.name);
    const timer = setInterval(() => {
      offer(job.name).catch((error: unknown) => log.warn(`${job.name} not offered`, describeError(error)));
    }, Math.max(1_000, Math.floor(job.everyMs / OFFERS_PER_INTERVAL)));
    timer.unref();
    timers.push(timer);
  }

  return {
    offer,
    async failedCounts() {
      const { rows } = await boss.getDb().executeSql("select name, count(*)::int as failed from pgboss.job where state = 'failed' group by name", []);
      const counts: Record<string, number> = {};
      for (const row of rows as { name: string; failed: number }[]) counts[row.name] = row.failed;
      return counts;
    },
    async stateCounts() {
      const { rows } = await boss.getDb().executeSql('select name, state::text as state, count(*)::int as count from pgboss.job group by name, state', []);
      return (rows as { name: string; state: string; count: number }[]).map((row) => ({ job: row.name, state: row.state, count: row.count }));
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      // Lets a running pass finish (up to 10 s) and hands unfinished work back to the queue.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
