/**
 * Entry point of the reference backend process (`npm run backend`; `npm start` runs it beside the
 * app): validate env, open the one database of this process, apply migrations, seed an empty
 * database, serve, and shut down cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import { createLogger, describeError } from '../lib/log';
import { createBackendApp } from './app';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDatabase } from './db/seed';
import { readBackendEnv } from './env';
import { createListingRevalidator } from './services/app-revalidation';
import { startListingExpiryJob } from './services/listing-expiry';
import { backfillCurrentUnits } from './services/current-units';
import { loadLocations } from './services/locations';
import { startAlertJob } from './services/alert-job';
import { startUploadCleanupJob } from './services/upload-cleanup';
import { startVacuumJob } from './services/vacuum-job';

async function main() {
  const env = readBackendEnv();
  const log = createLogger('backend', env.LOG_LEVEL);
  const handle = await openDatabase(env, (error) => log.warn('database connection dropped while idle', describeError(error)));
  log.info('database opened', { kind: handle.kind });
  await handle.migrate();

  if (env.SEED_LISTINGS > 0 && (await isDatabaseEmpty(handle.db))) {
    log.info('empty database: seeding demo data', { listings: env.SEED_LISTINGS });
    const started = Date.now();
    await seedDatabase(handle.db, { listings: env.SEED_LISTINGS, mediaDir: env.MEDIA_DIR, log: (msg) => log.info(msg) });
    log.info('seed finished', { ms: Date.now() - started });
  }

  const locations = await loadLocations();
  const placed = await backfillCurrentUnits(handle.db, locations.units2025);
  if (placed > 0) log.info('listings placed in the 2025 administrative units', { listings: placed });

  const listingsChanged = createListingRevalidator({ db: handle.db, appOrigin: env.APP_ORIGIN, secret: env.REVALIDATE_SECRET, log });
  const app = createBackendApp({ db: handle.db, env, log, locations, listingsChanged });
  const server = serve({ fetch: app.fetch, port: env.BACKEND_PORT, hostname: env.BACKEND_HOST }, (info) =>
    log.info('backend listening', { url: `http://${info.address}:${info.port}` }),
  );
  // Keep idle connections longer than clients do (the app's fetch, browsers, test runners), so a
  // client never sends on a socket the server is closing at that instant (ECONNRESET). Node's
  // default is 5 s.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const stopExpiryJob = startListingExpiryJob({ db: handle.db, log, intervalMs: env.LISTING_EXPIRY_INTERVAL_MS, listingsChanged });
  const stopAlerts = startAlertJob(handle.db, { intervalMs: env.SAVED_SEARCH_ALERT_INTERVAL_MS, log });
  // A PostgreSQL server runs its own autovacuum.
  const stopUploadCleanup = startUploadCleanupJob({ db: handle.db, mediaDir: env.MEDIA_DIR, log, intervalMs: env.UPLOAD_CLEANUP_INTERVAL_MS });
  const stopVacuum = startVacuumJob({ db: handle.db, log, intervalMs: handle.kind === 'pglite' ? env.VACUUM_INTERVAL_MS : 0 });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('backend stopping', { signal });
    stopExpiryJob();
    stopAlerts();
    stopVacuum();
    stopUploadCleanup();
    server.close(() => {
      void handle.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  createLogger('backend').error('backend failed to start', describeError(error));
  process.exit(1);
});
