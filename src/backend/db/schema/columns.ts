/** Column helpers every table shares, so a timestamp or id means the same thing in each domain. */
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
/** A required column naming another table's row; `cascade`: the row is that one's own and goes with it. */
export const refersTo = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  integer(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});
