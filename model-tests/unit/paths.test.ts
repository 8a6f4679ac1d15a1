/**
 * Unit paths: every generated path of every registered machine (and the fixtures) replayed through
 * a live actor whose invoked actors never settle and whose timers never fire — the path itself sends
 * the done/error and delayed events from the registry's event cases. At each step the actor's state
 * (and context, or the fields the registry lists) must equal what xstate/graph's pure traversal
 * computed. Then: every transition is covered, and removing a path that alone covers a transition
 * makes the coverage check fail naming it.
 */
import { describe, expect, it } from 'vitest';
import { assertFullCoverage, coverageOf, generatePaths, replay } from '~/machines/chart/paths';
import type { MachineEntry } from '~/machines';
import { unitEntries } from '../entries';

function testedContext(entry: MachineEntry, context: unknown): unknown {
  if (!entry.testedContext || !context || typeof context !== 'object') return context;
  return Object.fromEntries(Object.entries(context).filter(([key]) => entry.testedContext?.includes(key)));
}

describe.each(unitEntries.map((entry) => [entry.id, entry] as const))('%s (model-based unit paths)', (_id, entry) => {
  const paths = generatePaths(entry);

  it.each(paths.map((path) => [`${path.id}: ${path.text}`, path] as const))('%s', (_title, path) => {
    const run = replay(
      entry,
      path.steps.slice(1).map((step) => step.event),
      path.start.input,
    );
    expect(run.error).toBeNull();
    path.steps.forEach((step, index) => {
      const where = `${path.id} step ${index} "${step.label}"`;
      expect(run.values[index], `${where}: state`).toEqual(step.value);
      expect(testedContext(entry, run.contexts[index]), `${where}: context`).toEqual(testedContext(entry, step.context));
    });
  });

  it('covers every transition', () => {
    assertFullCoverage(coverageOf(entry, paths));
  });

  it('fails naming the transition when the only path covering it is removed', () => {
    const coverage = coverageOf(entry, paths);
    const solelyCovered = coverage.rows.filter((row) => row.paths.length === 1);
    expect(solelyCovered.length).toBeGreaterThan(0);
    for (const row of solelyCovered) {
      const remaining = paths.filter((path) => path.id !== row.paths[0]);
      expect(() => assertFullCoverage(coverageOf(entry, remaining))).toThrow(row.key);
    }
  });
});
