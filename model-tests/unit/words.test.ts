/**
 * Product owners read the studio (issue #36): every multi-case event has a Vietnamese label per
 * case, and no generated path's step is shown as JSON.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '~/machines';
import { generatePaths } from '~/machines/chart/paths';

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s in words', (_id, entry) => {
  it('labels every case of an event that has several', () => {
    const unlabelled = Object.entries(entry.eventCases)
      .filter(([, cases]) => cases.length > 1)
      .filter(([type, cases]) => (entry.caseLabels?.[type]?.length ?? 0) !== cases.length)
      .map(([type]) => type);
    expect(unlabelled).toEqual([]);
  });

  it('writes every path step in words, never JSON', () => {
    const raw = generatePaths(entry).flatMap((path) => path.steps.map((step) => step.label)).filter((label) => /[{}[\]]|":|trường hợp \d/.test(label));
    expect(raw).toEqual([]);
  });
});
