/**
 * Test databases: one migrated PGlite template per test run, copied for a test and emptied back
 * for the next, or a real PostgreSQL when TEST_DATABASE_URL is set (CI starts a throwaway cluster).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openPostgres, PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '../../src/backend/db/client';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

interface Template {
  /** The migrated database's data folder as a tarball. */
  readonly dump: File | Blob;
  /** PGlite's engine compiled once, and its file bundle read once, instead of on every copy. */
  readonly engine: WebAssembly.Module;
  readonly bundle: Blob;
  /** The statements that put a used copy back to the migrated state (resetStatements). */
  readonly reset: string;
}

/** Where the rows the migrations insert (packs, categories…) are kept for resets. */
const KEPT = 'test_template_rows';

let template: Promise<Template> | undefined;

/**
 * Empties every table and puts back what the migrations inserted, with each sequence where the
 * migrations left it; drops what a test added around the tables (the job queue's schema) and the
 * session's settings and LISTENs.
 */
async function resetStatements(client: PGlite): Promise<string> {
  const tables = (await client.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => row.name);
  const seeded: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
    if ((rows[0]?.n ?? 0) > 0) seeded.push(table);
  }
  await client.exec(`create schema ${KEPT}; ${seeded.map((table) => `create table ${KEPT}.${table} as select * from public.${table};`).join(' ')}`);
  const refills = [];
  for (const table of seeded) {
    const columns = (
      await client.query<{ name: string }>(
        `select quote_ident(column_name) as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table.replaceAll('"', '')],
      )
    ).rows.map((row) => row.name);
    const list = columns.join(', ');
    refills.push(`insert into public.${table} overriding system value (${list}) select ${list} from ${KEPT}.${table};`);
  }
  const sequences = (
    await client.query<{ name: string; value: string | null }>(`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public'`)
  ).rows.map((row) => (row.value === null ? `alter sequence ${row.name} restart;` : `select setval('${row.name}', ${row.value}, true);`));
  return [
    `do $$ declare s text; begin for s in select nspname from pg_namespace where nspname not in ('public', '${KEPT}', 'information_schema') and nspname !~ '^pg_' loop execute format('drop schema %I cascade', s); end loop; end $$;`,
    `truncate table ${tables.map((table) => `public.${table}`).join(', ')} restart identity cascade;`,
    ...refills,
    ...sequences,
    'reset all; unlisten *;',
  ].join('\n');
}

/** Bump when resetStatements changes: the cached template's reset script is made by it. */
const TEMPLATE_FORMAT = 1;
const TEMPLATE_CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/raovat-test-db');

/** What the template is made of: PGlite's version and every migration, so a new migration makes a new one. */
async function templateKey(dist: string): Promise<string> {
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\n`);
  hash.update(await readFile(path.join(dist, '../package.json')));
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const name of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) hash.update(name.slice(MIGRATIONS_FOLDER.length)).update(await readFile(name));
  return hash.digest('hex').slice(0, 16);
}

/** Migrates a new database (initdb alone is ~4.5 s) and dumps it with its reset script. */
async function buildTemplate(engine: WebAssembly.Module, bundle: Blob): Promise<{ dump: Blob; reset: string }> {
  const base = await PGlite.create({ extensions: PGLITE_EXTENSIONS, pgliteWasmModule: engine, fsBundle: bundle });
  await wrapPglite(base).migrate();
  const reset = await resetStatements(base);
  const dump = await base.dumpDataDir('none');
  await base.close();
  return { dump, reset };
}

/**
 * The migrated template, made once and kept on disk (node_modules/.cache) for every later test
 * file and run until PGlite or a migration changes: each file used to spend ~5 s making its own.
 * Two workers starting together may both make it; the rename keeps one whole copy.
 */
async function migratedTemplate(): Promise<Template> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [engine, bundle, key] = await Promise.all([
    readFile(path.join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(path.join(dist, 'pglite.data')).then((bytes) => new Blob([bytes])),
    templateKey(dist),
  ]);
  const folder = path.join(TEMPLATE_CACHE, key);
  const cached = await Promise.all([readFile(path.join(folder, 'data.tar')), readFile(path.join(folder, 'reset.sql'), 'utf8')]).catch(() => null);
  if (cached) return { dump: new Blob([cached[0]]), reset: cached[1], engine, bundle };
  const { dump, reset } = await buildTemplate(engine, bundle);
  const staging = `${folder}.${process.pid}.tmp`;
  await mkdir(staging, { recursive: true });
  await writeFile(path.join(staging, 'data.tar'), Buffer.from(await dump.arrayBuffer()));
  await writeFile(path.join(staging, 'reset.sql'), reset);
  await rename(staging, folder).catch(() => rm(staging, { recursive: true, force: true }));
  return { dump, engine, bundle, reset };
}

/** Copies of the template this test file has opened; a closed one is reset and handed out again. */
const copies: { readonly client: PGlite; open: boolean }[] = [];

/**
 * A fresh, migrated, empty PGlite database. Starting a copy of the migrated template costs ~1.4 s,
 * so a copy a test has closed is emptied back to the template (~0.1 s) and reused; a test holding
 * several at once gets new copies.
 */
export async function freshPglite(): Promise<DatabaseHandle> {
  template ??= migratedTemplate();
  const { dump, engine, bundle, reset } = await template;
  let copy = copies.find((candidate) => !candidate.open);
  if (copy) {
    copy.open = true;
    await copy.client.exec(reset);
  } else {
    copy = { client: await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS, pgliteWasmModule: engine, fsBundle: bundle }), open: true };
    copies.push(copy);
  }
  const handed = copy;
  return {
    ...wrapPglite(handed.client),
    close: async () => {
      handed.open = false;
    },
  };
}

/**
 * A fresh, migrated, empty database on the real PostgreSQL server: its own schema-less database
 * created from scratch so tests never see each other's rows.
 */
export async function freshPostgres(url: string): Promise<DatabaseHandle> {
  const name = `raovat_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = openPostgres(url, 1);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = openPostgres(target.toString(), 5);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = openPostgres(url, 1);
      await cleanup.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await cleanup.close();
    },
  };
}
