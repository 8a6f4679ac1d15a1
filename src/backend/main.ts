/**
 * Entry point of the reference backend process (`npm run backend`; `npm start` runs it beside the
 * app): validate env, open the one database of this process, apply migrations, seed an empty
 * database, serve, run the job queue, and on SIGINT/SIGTERM stop accepting, finish what is in
 * flight (10 s at most), hand unfinished jobs back to the queue and exit 0.
 */
import { serve } from '@hono/node-server';
import { createLogger, describeError } from '~/lib/log';
import { createBackendApp } from './app';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { readBackendEnv } from './env';
import { backfillCurrentUnits } from './services/current-units';
import { loadLocations } from './services/locations';
import { createInstance } from './instance';
import { createChangeSignal, createMemberSignal } from './services/change-signal';
import { CHAT_EVENTS_CHANNEL } from './services/chat-events';
import { LISTING_CHANGES_CHANNEL } from './services/listing-changes';
import { startJobQueue } from './jobs/job-queue';
import { enableBackendMetrics } from './metrics';
import { serveMetrics } from '~/observability/metrics-listener';
import { startTracing } from '~/observability/start-tracing';
import { periodicJobs } from './jobs/periodic-jobs';

async function main() {
  const env = readBackendEnv();
  // Before the database opens: its client observes statements only when traces are exported or
  // metrics are on then. Metrics only with an internal port to read them from (docs/deploy.md
  // "Metrics"): otherwise nothing is counted.
  await startTracing('raovat-backend', env);
  const log = createLogger('backend', env.LOG_LEVEL);
  const metrics = env.METRICS_PORT === undefined ? undefined : enableBackendMetrics();
  const handle = await openDatabase(env, (error) => log.warn('database connection dropped while idle', describeError(error)));
  log.info('database opened', { kind: handle.kind });
  await handle.migrate();

  // Demo data includes accounts with published passwords: production never seeds (env.ts refuses it too).
  if (env.APP_MODE === 'demo' && env.SEED_LISTINGS > 0 && (await isDatabaseEmpty(handle.db))) {
    log.info('empty database: seeding demo data', { listings: env.SEED_LISTINGS });
    const started = Date.now();
    await seedDatabase(handle.db, { listings: env.SEED_LISTINGS, mediaDir: env.MEDIA_DIR, log: (msg) => log.info(msg) });
    log.info('seed finished', { ms: Date.now() - started });
  }

  const locations = await loadLocations();
  const placed = await backfillCurrentUnits(handle.db, locations.units2025);
  if (placed > 0) log.info('listings placed in the 2025 administrative units', { listings: placed });

  const instance = createInstance(env.BACKEND_PORT, env.INSTANCE_ID);
  const metricsPort = env.METRICS_PORT;
  if (metrics !== undefined && metricsPort !== undefined) {
    metrics.sources = { pool: handle.poolStats, jobs: () => instance.jobs?.stateCounts() ?? Promise.resolve([]) };
    serveMetrics(metrics.registry, { ...env, METRICS_PORT: metricsPort }, (address) => log.info('metrics listening', { address }));
  }
  const listingChangeSignal = createChangeSignal();
  const stopListening = await handle.listen(
    LISTING_CHANGES_CHANNEL,
    () => listingChangeSignal.notify(),
    (error) => log.warn('listening for listing changes: connection lost, reconnecting', describeError(error)),
  );
  const chatSignal = createMemberSignal();
  const stopListeningToChat = await handle.listen(
    CHAT_EVENTS_CHANNEL,
    (payload) => chatSignal.notify(payload),
    (error) => log.warn('listening for chat events: connection lost, reconnecting', describeError(error)),
  );
  const app = createBackendApp({ db: handle.db, env, log, locations, instance, listingChangeSignal, chatSignal });
  const server = serve({ fetch: app.fetch, port: env.BACKEND_PORT, hostname: env.BACKEND_HOST }, (info) =>
    log.info('backend listening', { url: `http://${info.address}:${info.port}`, instance: instance.id }),
  );
  // Keep idle connections longer than clients do (the app's fetch, browsers, test runners), so a
  // client never sends on a socket the server is closing at that instant (ECONNRESET). Node's
  // default is 5 s.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  instance.jobs = await startJobQueue({
    connection: handle.queueConnection,
    jobs: periodicJobs({ db: handle.db, env, log, embedded: handle.kind === 'pglite' }),
    log,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    instance.draining = true;
    listingChangeSignal.notify();
    chatSignal.notify();
    log.info('backend stopping: finishing requests in flight', { signal, instance: instance.id });
    // Past 10 s a request still running is abandoned; the exit code stays 0 (a planned stop).
    setTimeout(() => process.exit(0), 10_000).unref();
    const closed = new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    void Promise.all([closed, instance.jobs?.stop(), stopListening(), stopListeningToChat()])
      .catch((error: unknown) => log.warn('backend stop was not clean', describeError(error)))
      .finally(() => void handle.close().finally(() => process.exit(0)));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  createLogger('backend').error('backend failed to start', describeError(error));
  process.exit(1);
});
