/** Column helpers every table shares, so a timestamp or id means the same thing in each domain. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
