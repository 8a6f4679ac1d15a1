/**
 * Everything the studio page draws for one machine, as plain serialisable data computed on the
 * server (ELK layout, path generation, coverage), once per server process: the browser receives
 * JSON and React Flow, never elkjs or xstate/graph.
 */
import type { MachineEntry } from '../registry/types';
import { layoutChart, type ChartLayout } from './layout';
import { buildChart, type ChartStateType, type TransitionKind } from './model';
import { coverageOf, generatePaths } from './paths';

export interface StudioState {
  readonly path: string;
  readonly key: string;
  readonly type: ChartStateType;
  readonly description: string;
  readonly invokes: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
}

export interface StudioTransition {
  readonly key: string;
  readonly label: string;
  readonly kind: TransitionKind;
  /** Generated path ids taking it. */
  readonly paths: readonly string[];
}

export interface StudioPath {
  readonly id: string;
  readonly text: string;
  readonly steps: ReadonlyArray<{ readonly label: string; readonly active: readonly string[]; readonly transitions: readonly string[] }>;
  readonly covers: readonly string[];
  /** States the path ends in (its last configuration). */
  readonly reaches: readonly string[];
}

export interface StudioMachine {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly layout: ChartLayout;
  readonly states: readonly StudioState[];
  readonly transitions: readonly StudioTransition[];
  readonly paths: readonly StudioPath[];
  readonly covered: number;
  readonly total: number;
}

const cache = new Map<string, Promise<StudioMachine>>();

async function compute(entry: MachineEntry): Promise<StudioMachine> {
  const chart = buildChart(entry.machine);
  const layout = await layoutChart(chart);
  const paths = generatePaths(entry);
  const coverage = coverageOf(entry, paths);
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    layout,
    states: chart.states
      .filter((state) => state.path !== '')
      .map((state) => ({ path: state.path, key: state.key, type: state.type, description: entry.states[state.path]?.description ?? '', invokes: state.invokes, entry: state.entry, exit: state.exit })),
    transitions: chart.transitions.map((transition) => ({
      key: transition.key,
      label: transition.label,
      kind: transition.kind,
      paths: coverage.rows.find((row) => row.key === transition.key)?.paths ?? [],
    })),
    paths: paths.map((path) => ({
      id: path.id,
      text: path.text,
      steps: path.steps.map((step) => ({ label: step.label, active: step.active, transitions: step.transitions })),
      covers: path.covers,
      reaches: path.steps.at(-1)?.active ?? [],
    })),
    covered: coverage.covered,
    total: coverage.total,
  };
}

export function studioMachine(entry: MachineEntry): Promise<StudioMachine> {
  let data = cache.get(entry.id);
  if (!data) cache.set(entry.id, (data = compute(entry)));
  return data;
}
