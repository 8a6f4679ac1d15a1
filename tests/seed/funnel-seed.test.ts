/**
 * The demo seed's funnel history (issue #36): every registered machine has 30 days of counts, the
 * same seed writes the same counts, weekdays bring more members than Sundays, and the posting
 * wizard's overlay shows drop-offs.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { funnelCounts } from '../../src/backend/db/schema';
import { seedFunnel } from '../../src/backend/db/seed/funnel';
import { funnelSums } from '../../src/backend/services/funnel-counts';
import { machineRegistry } from '../../src/machines';
import { funnelChart, funnelOverlay } from '../../src/machines/funnel';
import { freshPglite } from '../helpers/db';

let handle: DatabaseHandle;
const now = new Date('2026-11-28T10:00:00Z');

beforeAll(async () => {
  handle = await freshPglite();
  await seedFunnel(handle.db, { seed: 42, now });
});
afterAll(() => handle.close());

test('30 days for every machine, deterministic, with a weekday rhythm and drop-offs', async () => {
  const rows = await handle.db.select().from(funnelCounts);
  for (const entry of machineRegistry) {
    expect(new Set(rows.filter((row) => row.machineId === entry.id).map((row) => row.day)).size, entry.id).toBe(30);
  }
  const again = await freshPglite();
  await seedFunnel(again.db, { seed: 42, now });
  const sorted = (list: typeof rows) => list.map((row) => `${row.machineId}|${row.day}|${row.transitionKey}|${row.count}`).sort();
  expect(sorted(await again.db.select().from(funnelCounts))).toEqual(sorted(rows));
  await again.close();

  const perDay = new Map<string, number>();
  for (const row of rows.filter((candidate) => candidate.machineId === 'posting-stepper')) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  const byWeekday = (weekday: number) => [...perDay].filter(([day]) => new Date(`${day}T00:00:00Z`).getUTCDay() === weekday).map(([, count]) => count);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  expect(mean(byWeekday(2))).toBeGreaterThan(mean(byWeekday(0)) * 1.2);

  const chart = funnelChart('posting-stepper');
  if (!chart) throw new Error('no posting chart');
  const sums = await funnelSums(handle.db, '2026-11-22', '2026-11-28');
  const overlay = funnelOverlay(chart, sums.filter((sum) => sum.machineId === 'posting-stepper').map((sum) => ({ key: sum.transitionKey, count: sum.count })));
  expect(overlay.dropOffs.length).toBeGreaterThan(2);
  expect(overlay.dropOffs[0]?.dropShare).toBeLessThan(1);
});
