/**
 * A believable 30-day history for the live funnel (issue #36), so the studio's overlay is not empty
 * on `npm start`: per machine and day, a number of sessions (more on weekdays, a slow trend),
 * each a random walk over the machine's chart from its start — going forward mostly, back or into
 * an error now and then — that stops at a final state or drops out, some states losing more
 * members than others. Deterministic: the same seed writes the same counts.
 */
import type { Database } from '../client';
import { funnelCounts } from '../schema';
import { machineRegistry } from '~/machines';
import { buildChart, type Chart, type ChartTransition } from '~/machines/chart/model';
import { Rng, hashSeed } from './random';

const DAYS = 30;
const MAX_STEPS = 40;
const DAY_MS = 86_400_000;
/** Sessions a weekday brings per machine, before its own scale. */
const WEEKDAY_SESSIONS = 120;
/** Sunday .. Saturday: members post and pay on weekday evenings more than at weekends. */
const WEEKDAY_RHYTHM = [0.62, 1.05, 1, 0.98, 1.02, 0.93, 0.7] as const;
const MACHINE_SCALE: Readonly<Record<string, number>> = { auth: 2.2, 'chat-message': 1.8, 'posting-stepper': 1, payment: 0.45, 'listing-lifecycle': 0.8, 'safe-purchase': 0.2, prediction: 0.6 };

const within = (path: string, ancestor: string) => ancestor === '' || path === ancestor || path.startsWith(`${ancestor}.`);

/** A state's innermost start: a compound enters its initial child, down to a leaf. */
function enter(chart: Chart, path: string): string {
  let current = path;
  for (;;) {
    const state = chart.states.find((candidate) => candidate.path === current);
    // A history state returns to its parent's step: the walk enters the parent's start.
    if (state?.type === 'history' && state.parent) {
      current = chart.states.find((candidate) => candidate.path === state.parent)?.initial ?? state.parent;
      continue;
    }
    if (!state?.initial) return current;
    current = state.initial;
  }
}

function weightOf(transition: ChartTransition, source: string): number {
  if (transition.targets.length === 0) return 0.25;
  // A jump defined on a parent (the step bar) is rare; most members go step by step.
  if (transition.source !== source) return 0.05;
  if (transition.kind === 'error' || /fail|cancel|dismiss/i.test(transition.eventType)) return 0.12;
  if (/back/i.test(transition.eventType)) return 0.15;
  // A way out of the current step's own area (forward) is the usual one.
  return transition.targets.some((target) => !within(target, source)) ? 1.6 : 0.8;
}

/** Each state's chance to lose a member at a step: 4–22 %, fixed per state by the seed. */
function dropChance(seed: number, machineIndex: number, path: string): number {
  const spread = (hashSeed(seed, 5, machineIndex, [...path].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7)) >>> 0) / 4294967296;
  return 0.04 + spread * spread * 0.18;
}

function walk(chart: Chart, rng: Rng, seed: number, machineIndex: number, taken: Map<string, number>): void {
  const root = chart.states[0];
  if (!root?.initial) return;
  let here = enter(chart, root.initial);
  for (let step = 0; step < MAX_STEPS; step++) {
    const state = chart.states.find((candidate) => candidate.path === here);
    if (!state || state.type === 'final') return;
    const options = chart.transitions.filter((transition) => transition.source !== '' && within(here, transition.source));
    if (options.length === 0 || rng.chance(dropChance(seed, machineIndex, here))) return;
    const weights = options.map((transition) => weightOf(transition, here));
    let ticket = rng.next() * weights.reduce((sum, weight) => sum + weight, 0);
    const chosen = options.find((_, index) => (ticket -= weights[index] ?? 0) < 0) ?? options[0];
    if (!chosen) return;
    taken.set(chosen.key, (taken.get(chosen.key) ?? 0) + 1);
    const target = chosen.targets[0];
    if (target !== undefined) here = enter(chart, target);
  }
}

export async function seedFunnel(db: Database, { seed, now }: { readonly seed: number; readonly now: Date }): Promise<number> {
  const rows: Array<typeof funnelCounts.$inferInsert> = [];
  machineRegistry.forEach((entry, machineIndex) => {
    const chart = buildChart(entry.machine);
    for (let back = DAYS - 1; back >= 0; back--) {
      const day = new Date(now.getTime() - back * DAY_MS);
      const rng = new Rng(hashSeed(seed, 5, machineIndex, back));
      const trend = 0.85 + (0.3 * (DAYS - back)) / DAYS;
      const sessions = Math.round(WEEKDAY_SESSIONS * (MACHINE_SCALE[entry.id] ?? 0.5) * (WEEKDAY_RHYTHM[day.getUTCDay()] ?? 1) * trend * rng.float(0.85, 1.15));
      const taken = new Map<string, number>();
      for (let session = 0; session < sessions; session++) walk(chart, rng, seed, machineIndex, taken);
      const dayText = day.toISOString().slice(0, 10);
      for (const [transitionKey, count] of taken) rows.push({ machineId: entry.id, transitionKey, day: dayText, count });
    }
  });
  for (let start = 0; start < rows.length; start += 1_000) await db.insert(funnelCounts).values(rows.slice(start, start + 1_000));
  return rows.length;
}
