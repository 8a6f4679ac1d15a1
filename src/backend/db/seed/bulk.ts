/**
 * Fast multi-row inserts for the seeder: one `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`
 * per batch, with each column sent as a single array literal. Compared with a multi-row VALUES list this
 * needs one parameter per column instead of one per cell (no 65,535-parameter ceiling, far less parsing)
 * and behaves the same on node-postgres and PGlite, because both only ever see text parameters.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { arrayLiteral, rowsOf } from '../sql-helpers';

/**
 * Inserts rows into a table in one statement. Every row must carry the same keys (a key present in one
 * row and missing in another would insert NULL rather than the column default).
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = Object.keys(first);
  const selected = keys.map((key) => {
    const column = columns[key];
    if (column === undefined) throw new Error(`Unknown column ${key} in insertRows`);
    const values: unknown[] = rows.map((row) => (row as Record<string, unknown>)[key]);
    return { column, values };
  });
  const names = sql.join(
    selected.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    selected.map(({ column, values }) => sql`${sql.param(arrayLiteral(values))}::${sql.raw(column.getSQLType())}[]`),
    sql`, `,
  );
  try {
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
  } catch (error) {
    // Drizzle's message repeats every parameter (megabytes here); keep the database's own error.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Inserting ${rows.length} rows into ${getTableName(table)} failed: ${reason}`, { cause });
  }
}

/** Inserts rows in chunks of `size` (for small and medium tables built in memory). */
export async function insertInChunks<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  size = 2_000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insertRows(db, table, rows.slice(start, start + size));
  }
}

/** After inserting explicit ids, moves the identity sequence past the largest one. */
export async function resetIdentity(db: Database, tableName: string, column = 'id'): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${tableName}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(tableName)}), 0) + 1, false)`,
  );
}

/**
 * Drops the GIN indexes of a table and returns their definitions, so a bulk load does not maintain
 * them row by row; `restoreIndexes` builds them again in one pass (several times faster). Run both in
 * the same transaction and a failure leaves the indexes as they were.
 */
export async function dropGinIndexes(db: Database, tableName: string): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${tableName} and indexdef ilike '% using gin %'`,
    ),
  );
  const definitions: string[] = [];
  for (const row of rows) {
    const { indexname, indexdef } = row;
    if (typeof indexname !== 'string' || typeof indexdef !== 'string') continue;
    await db.execute(sql`drop index ${sql.identifier(indexname)}`);
    definitions.push(indexdef);
  }
  return definitions;
}

export async function restoreIndexes(db: Database, definitions: readonly string[]): Promise<void> {
  for (const definition of definitions) await db.execute(sql.raw(definition));
}
