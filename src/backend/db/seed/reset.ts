/**
 * Empties every table of the schema (for `npm run seed -- --reset`): one TRUNCATE … RESTART IDENTITY
 * CASCADE over all of them, read from the schema module so new tables are included automatically.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as schema from '../schema';

export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value: unknown): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

export async function truncateAll(db: Database): Promise<void> {
  const names = sql.join(
    schemaTableNames().map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`truncate table ${names} restart identity cascade`);
}
