/**
 * The live funnel's counts (issue #36): an upsert that adds to (machine, transition, day), and the
 * sums over a range of days. Nothing about who took a transition is written.
 */
import { and, between, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { funnelCounts } from '../db/schema';

export interface TakenTransition {
  readonly machineId: string;
  readonly transitionKey: string;
}

/** The UTC day of `at`, as the table stores it. */
export const funnelDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * Adds one per transition taken to its day's count, in one statement (repeats summed first, so
 * one row is written once). Pass the caller's transaction to count with the change it belongs to.
 */
export async function recordTransitions(db: Database, taken: readonly TakenTransition[], at = new Date(), times = 1): Promise<number> {
  if (taken.length === 0) return 0;
  const day = funnelDayOf(at);
  const summed = new Map<string, { machineId: string; transitionKey: string; day: string; count: number }>();
  for (const { machineId, transitionKey } of taken) {
    const id = `${machineId}\u0000${transitionKey}`;
    const row = summed.get(id);
    if (row) row.count += times;
    else summed.set(id, { machineId, transitionKey, day, count: times });
  }
  await db
    .insert(funnelCounts)
    .values([...summed.values()])
    .onConflictDoUpdate({ target: [funnelCounts.machineId, funnelCounts.day, funnelCounts.transitionKey], set: { count: sql`${funnelCounts.count} + excluded.count` } });
  return taken.length * times;
}

export interface FunnelSum {
  readonly machineId: string;
  readonly transitionKey: string;
  readonly count: number;
}

/** Each transition's count summed over the days `from`..`to` (UTC, both included). */
export async function funnelSums(db: Database, from: string, to: string): Promise<FunnelSum[]> {
  const rows = await db
    .select({ machineId: funnelCounts.machineId, transitionKey: funnelCounts.transitionKey, count: sql<number>`sum(${funnelCounts.count})::int` })
    .from(funnelCounts)
    .where(and(between(funnelCounts.day, from, to)))
    .groupBy(funnelCounts.machineId, funnelCounts.transitionKey)
    .orderBy(funnelCounts.machineId, funnelCounts.transitionKey);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
