/**
 * The live funnel's counts (issue #36): how many times each transition of a registered machine was
 * taken on a day. Anonymous by construction — no member id, no payload, no session, no address —
 * so a row can never be traced back to a person (a schema test holds the columns).
 * The funnel domain of the schema (index.ts re-exports it).
 */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const funnelCounts = pgTable(
  'funnel_counts',
  {
    /** The registry id ('posting-stepper'). */
    machineId: text('machine_id').notNull(),
    /** The transition's stable key (src/machines/chart/model.ts transitionKeys). */
    transitionKey: text('transition_key').notNull(),
    /** The UTC day the transitions were taken. */
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day, t.transitionKey] })],
);
