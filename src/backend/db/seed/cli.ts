/**
 * `npm run seed -- --listings 10000 [--seed 2026] [--members 200] [--reset]`
 * Seeds the database the backend would use (DATABASE_URL, else PGlite in PGLITE_DIR) and writes the
 * images into MEDIA_DIR. Refuses a database that already has data unless --reset is given, which
 * truncates every table first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { readBackendEnv } from '../../env';
import { DEFAULT_SEED, isDatabaseBlank, seedDatabase } from './index';
import { truncateAll } from './reset';

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${value}"`);
  return parsed;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string', short: 'n' },
      seed: { type: 'string', short: 's' },
      members: { type: 'string' },
      batch: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- --listings N [--seed S] [--members M] [--batch B] [--reset]');
    return 0;
  }
  const env = readBackendEnv();
  if (env.APP_MODE === 'production') {
    console.error('seed: refused in APP_MODE=production — the demo data has accounts whose passwords are published in the README.');
    return 1;
  }
  const listings = positiveInt(values.listings, 'listings', env.SEED_LISTINGS);
  const seed = positiveInt(values.seed, 'seed', DEFAULT_SEED);
  const started = Date.now();
  const handle = await openDatabase(env);
  try {
    console.log(`seed: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${env.PGLITE_DIR}`}, media in ${env.MEDIA_DIR}`);
    await handle.migrate();
    if (!(await isDatabaseBlank(handle.db))) {
      if (!values.reset) {
        console.error('seed: the database already has data; run again with --reset to empty it first.');
        return 1;
      }
      const begun = Date.now();
      await truncateAll(handle.db);
      console.log(`seed: emptied every table in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    }
    const summary = await seedDatabase(handle.db, {
      listings,
      seed,
      mediaDir: env.MEDIA_DIR,
      members: values.members === undefined ? undefined : positiveInt(values.members, 'members', 200),
      batchSize: values.batch === undefined ? undefined : Math.max(1, positiveInt(values.batch, 'batch', 1_000)),
      log: (msg) => console.log(msg),
    });
    const seconds = summary.totalMs / 1000;
    console.log(
      `seed: ${summary.listings} listings, ${summary.members} members, ${summary.media} media rows, ${summary.comments} comments, ` +
        `${summary.favourites} favourites, ${summary.ledgerTransactions} ledger transactions (seed ${summary.seed})`,
    );
    console.log(
      `seed: done in ${seconds.toFixed(1)} s (${Math.round(summary.listings / Math.max(seconds, 0.001))} listings/s); ` +
        `with migrations and start-up ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('seed failed:', error);
    process.exit(1);
  },
);
