/**
 * The studio's legible views (issue #36): compound states closed until their view opens them,
 * every transition drawn in the view its deep link opens (`?transition=` opens its source's
 * parent), and no state id shown as a title.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '~/machines';
import { buildChart } from '~/machines/chart/model';
import { generatePaths } from '~/machines/chart/paths';
import { stateTitle, transitionTexts } from '~/machines/chart/studio-data';
import { compoundPaths, layoutStudioView, viewFor } from '~/machines/chart/studio-layout';

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s studio views', (_id, entry) => {
  const chart = buildChart(entry.machine);
  const texts = transitionTexts(entry, chart, generatePaths(entry));
  const labels = { title: (path: string) => stateTitle(entry, path), transition: (key: string) => texts.get(key) ?? key };

  it('opens with every compound state closed to one titled box', async () => {
    const overview = await layoutStudioView(chart, labels, '', 'RIGHT');
    const drawn = overview.nodes.filter((node) => node.kind === 'state').map((node) => node.path);
    expect(drawn.sort()).toEqual(chart.states.filter((state) => state.parent === '').map((state) => state.path).sort());
    for (const compound of compoundPaths(chart).filter((path) => !path.includes('.'))) expect(overview.nodes.find((node) => node.path === compound)?.hidden).toBeGreaterThan(0);
    for (const node of overview.nodes.filter((candidate) => candidate.kind === 'state')) expect(node.title).not.toBe(chart.states.find((state) => state.path === node.path)?.key);
  });

  it('draws every transition in the view its deep link opens, in both directions', async () => {
    for (const direction of ['RIGHT', 'DOWN'] as const) {
      const missing: string[] = [];
      const views = new Map(await Promise.all(['', ...compoundPaths(chart)].map(async (open) => [open, await layoutStudioView(chart, labels, open, direction)] as const)));
      for (const transition of chart.transitions) {
        const view = views.get(viewFor(chart, transition.source));
        if (!view) throw new Error(`no view for ${transition.source}`);
        if (!view.edges.some((edge) => edge.transitions.includes(transition.key) && edge.label !== null)) missing.push(transition.key);
      }
      expect(missing, direction).toEqual([]);
    }
  });
});
