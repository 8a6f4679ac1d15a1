/**
 * Test databases: one migrated PGlite per test file, cloned per test (~0.4 s instead of a 2–6 s
 * initdb), or a real PostgreSQL when TEST_DATABASE_URL is set (CI starts a throwaway cluster).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { clonePglite, openPostgres, PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '../../src/backend/db/client';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

let template: Promise<PGlite> | undefined;

async function migratedTemplate(): Promise<PGlite> {
  const base = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await wrapPglite(base).migrate();
  return base;
}

/** A fresh, migrated, empty PGlite database. */
export async function freshPglite(): Promise<DatabaseHandle> {
  template ??= migratedTemplate();
  return clonePglite(await template);
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
