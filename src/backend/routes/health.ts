/**
 * Health for balancers and operators (issue #14). `/healthz`: the process is up (200 while it
 * serves, even draining). `/readyz`: it should get traffic — the database answers, the job queue's
 * tables answer (with the count of failed jobs per queue), and it is not draining; else 503.
 * `/health` is the older name of `/readyz`, kept for the scripts that wait on it.
 */
import { Hono, type Context } from 'hono';
import { describeError } from '~/lib/log';
import type { BackendDeps } from '../context';
import { pingDatabase } from '../services/readiness';

export function healthRoutes({ db, instance, log }: BackendDeps) {
  const app = new Hono();
  app.get('/healthz', (c) =>
    c.json({ status: 'ok', instance: instance.id, uptimeSeconds: Math.round((Date.now() - instance.startedAt) / 1000), draining: instance.draining }),
  );

  const ready = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const answer = { instance: instance.id, draining: instance.draining, database: 'ok', queue: instance.jobs ? 'ok' : 'off', failedJobs: {} as Record<string, number> };
    try {
      await pingDatabase(db);
    } catch (error) {
      log.warn('readiness: database unreachable', describeError(error));
      return c.json({ ...answer, status: 'unready', database: 'unreachable' }, 503);
    }
    try {
      if (instance.jobs) answer.failedJobs = await instance.jobs.failedCounts();
    } catch (error) {
      log.warn('readiness: job queue unreachable', describeError(error));
      return c.json({ ...answer, status: 'unready', queue: 'unreachable' }, 503);
    }
    if (instance.draining) return c.json({ ...answer, status: 'draining' }, 503);
    return c.json({ ...answer, status: 'ready' });
  };
  app.get('/readyz', ready);
  app.get('/health', ready);
  return app;
}
