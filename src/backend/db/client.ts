/**
 * Opens the backend's database: a real PostgreSQL server when DATABASE_URL is set, otherwise
 * embedded PGlite persisted in a folder. Both speak the same schema and migrations.
 * PGlite is one connection and hundreds of MB, so a process opens exactly one (see main.ts).
 * @see https://orm.drizzle.team/docs/get-started/pglite-new
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { observeStatements, statementsObserved } from './observed-statements';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** How the job queue (pg-boss) reaches the same database: its own pool, or this one connection. */
export type QueueConnection =
  | { readonly connectionString: string }
  | { readonly db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  readonly queueConnection: QueueConnection;
  /** Applies pending migrations; several processes starting together apply them once. */
  migrate(): Promise<void>;
  /** The pool's connections now (metrics); absent on the embedded database. */
  readonly poolStats?: () => { total: number; idle: number; waiting: number };
  /** Answers when the database takes a query (readiness). */
  ping(): Promise<void>;
  /**
   * Calls `onSignal` with the payload of each NOTIFY on `channel`, and once more without one after
   * a lost connection to the server comes back (signals may have been missed meanwhile: anything
   * may have changed). Resolves to a function that stops.
   */
  listen(channel: string, onSignal: (payload?: string) => void, onError?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Taken around migrations on a PostgreSQL server (any constant unique to this application). */
const MIGRATION_LOCK = 7_411_020_250;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  observeStatements(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    queueConnection: { db: { executeSql: (text, values) => executeOnPglite(client, text, values) } },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, onSignal) => client.listen(channel, (payload) => onSignal(payload)),
    close: () => client.close(),
  };
}

/** pg-boss sends its schema as several statements without parameters, which PGlite runs with exec. */
async function executeOnPglite(client: PGlite, text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
  if (values.length > 0) return { rows: (await client.query(text, values)).rows };
  const results = await client.exec(text);
  return { rows: results.at(-1)?.rows ?? [] };
}

export function openPostgres(connectionString: string, max = 10, onIdleClientError: (error: Error) => void = () => {}): DatabaseHandle {
  // Search and list queries must never hold a connection for long (perf-security P5).
  // JIT off: our statements are short, and the plan hints of a search (services/search-strategy.ts)
  // add the planner's "disabled" cost to any fallback path, which always crossed jit_above_cost —
  // on 1,000,000 listings 139 ms of a 597 ms search went to compiling it (docs/decisions.md).
  // No parallel workers: each is a fresh process that first faults in every shared buffer it
  // touches; a search handed to two workers took 144 ms where the connection alone took 44 ms.
  const pool = new pg.Pool({ connectionString, max, statement_timeout: 5_000, options: '-c jit=off -c max_parallel_workers_per_gather=0' });
  // An idle connection the server drops (restart, admin command) is an 'error' event on the pool;
  // unheard, it would crash the process. The pool discards that client and connects anew on next use.
  pool.on('error', onIdleClientError);
  if (statementsObserved()) pool.on('connect', (client) => observeStatements(client));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    queueConnection: { connectionString },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      // Backends started together would otherwise race on the same DDL; the lock is the session's.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        // Building an index over a large listings table takes minutes, not the requests' 5 s.
        await client.query('set statement_timeout = 0');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('reset statement_timeout').catch(() => undefined);
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onSignal, onError) => listenOnServer(connectionString, channel, onSignal, onError),
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: { DATABASE_URL?: string | undefined; PGLITE_DIR: string },
  onIdleClientError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL ? Promise.resolve(openPostgres(config.DATABASE_URL, 10, onIdleClientError)) : openPglite(config.PGLITE_DIR);
}

/** LISTEN needs one connection of its own for as long as it listens; it reconnects every second when dropped. */
async function listenOnServer(connectionString: string, channel: string, onSignal: (payload?: string) => void, onError: (error: Error) => void = () => {}) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onSignal(message.payload);
    });
    next.on('error', (error) => onError(error));
    next.on('end', () => {
      if (client === next) reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  const reconnectSoon = () => {
    client = undefined;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onSignal(),
        (error: unknown) => {
          onError(error instanceof Error ? error : new Error(String(error)));
          reconnectSoon();
        },
      );
    }, 1_000);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => undefined);
  };
}
