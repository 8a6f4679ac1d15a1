/**
 * Everything the studio page draws for one machine, as plain serialisable data computed on the
 * server (ELK layout, path generation, coverage), once per server process: the browser receives
 * JSON and React Flow, never elkjs or xstate/graph.
 */
import type { MachineEntry } from '../registry/types';
import { buildChart, type Chart, type ChartStateType, type TransitionKind } from './model';
import { coverageOf, generatePaths, labelOf, type GeneratedPath } from './paths';
import { compoundPaths, layoutStudioView, type StudioLayout } from './studio-layout';

export interface StudioState {
  readonly path: string;
  readonly key: string;
  /** Vietnamese title (registry `title`, else the description's first clause). */
  readonly title: string;
  readonly parent: string;
  readonly compound: boolean;
  readonly type: ChartStateType;
  readonly description: string;
  readonly invokes: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
}

export interface StudioTransition {
  readonly key: string;
  readonly label: string;
  /** In words: the registry's event label, with the guard's case label when one case takes it. */
  readonly text: string;
  readonly source: string;
  readonly targets: readonly string[];
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
  /** The overview and one view per compound state, each left-to-right and top-to-bottom. */
  readonly views: readonly StudioLayout[];
  readonly states: readonly StudioState[];
  readonly transitions: readonly StudioTransition[];
  readonly paths: readonly StudioPath[];
  readonly covered: number;
  readonly total: number;
}

const cache = new Map<string, Promise<StudioMachine>>();

/** A state's Vietnamese title: the registry's, else its description up to the first stop. */
export function stateTitle(entry: MachineEntry, path: string): string {
  const doc = entry.states[path];
  if (doc?.title) return doc.title;
  const clause = doc?.description.split(/[:.(]/)[0]?.trim();
  return clause || path.split('.').at(-1) || path;
}

/**
 * Each transition in words, read from the generated paths: the label of the steps that take it
 * (event label and case label: 'Kiểm tra phiên xong (đã đăng nhập)'); when several cases take it,
 * the event's own label; `always` transitions taken at the start by their start's label.
 */
export function transitionTexts(entry: MachineEntry, chart: Chart, paths: readonly GeneratedPath[]): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const path of paths) {
    for (const step of path.steps) {
      for (const key of step.transitions) {
        const transition = chart.transitions.find((candidate) => candidate.key === key);
        if (!transition || (transition.kind !== 'always' && transition.eventType !== step.event.type)) continue;
        seen.set(key, (seen.get(key) ?? new Set()).add(step.label));
      }
    }
  }
  return new Map(
    chart.transitions.map((transition) => {
      const texts = [...(seen.get(transition.key) ?? [])];
      if (texts.length === 1 && texts[0]) return [transition.key, texts[0]];
      if (transition.kind === 'always') return [transition.key, 'Tự động chuyển'];
      if (transition.eventType.startsWith('xstate.done.state.')) return [transition.key, 'Xong các bước bên trong'];
      return [transition.key, labelOf(entry, transition.eventType)];
    }),
  );
}

async function compute(entry: MachineEntry): Promise<StudioMachine> {
  const chart = buildChart(entry.machine);
  const paths = generatePaths(entry);
  const coverage = coverageOf(entry, paths);
  const texts = transitionTexts(entry, chart, paths);
  const labels = { title: (path: string) => stateTitle(entry, path), transition: (key: string) => texts.get(key) ?? key };
  const opens = ['', ...compoundPaths(chart)];
  const views = await Promise.all(opens.flatMap((open) => (['RIGHT', 'DOWN'] as const).map((direction) => layoutStudioView(chart, labels, open, direction))));
  return {
    id: entry.id,
    title: entry.title,
    description: entry.description,
    views,
    states: chart.states
      .filter((state) => state.path !== '')
      .map((state) => ({
        path: state.path,
        key: state.key,
        title: stateTitle(entry, state.path),
        parent: state.parent ?? '',
        compound: state.children.length > 0,
        type: state.type,
        description: entry.states[state.path]?.description ?? '',
        invokes: state.invokes,
        entry: state.entry,
        exit: state.exit,
      })),
    transitions: chart.transitions.map((transition) => ({
      key: transition.key,
      label: transition.label,
      text: texts.get(transition.key) ?? transition.key,
      source: transition.source,
      targets: transition.targets,
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
