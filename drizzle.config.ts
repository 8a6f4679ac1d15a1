/**
 * drizzle-kit configuration: `npm run db:generate` diffs src/backend/db/schema/ (one file a domain) against the
 * migrations in ./drizzle and writes the next versioned SQL file. Migrations are applied at backend
 * start-up (src/backend/db/migrate.ts), on PGlite and on PostgreSQL alike.
 * @see https://orm.drizzle.team/docs/drizzle-config-file
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/backend/db/schema/index.ts',
  out: './drizzle',
});
