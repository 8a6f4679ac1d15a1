/**
 * Generated test paths of a registered machine (statecharts.md §1): one shortest path per
 * transition, each replayed against the machine itself with its invoked actors replaced by
 * promises that never settle (the path sends their done/error events from the registry's event
 * cases) and timers that never fire (the path sends the delayed events). Replaying records which
 * transitions each step takes — xstate's own `inspect` microsteps — which is the coverage.
 * Shared by the model tests (vitest, Playwright), the studio page and the docs generator.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type EventObject,
  type StateValue,
} from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import type { MachineEntry, RegistryEvent, StartInput } from '../registry/types';
import { caseLabel, casesFor, eventKey, INIT_LABEL, startInputs, stoppedClock, withSilentActors } from './cases';
import { activePaths, buildChart, transitionKeys } from './model';

export { caseLabel, casesFor, eventKey, INIT_LABEL, labelOf, startInputs, stoppedClock, withSilentActors } from './cases';

export interface PathStep {
  readonly event: RegistryEvent;
  /** Vietnamese label of the event ('Bấm "Đăng nhập"'); the init step is its start's label ('Mở trang'). */
  readonly label: string;
  /** The state value the model expects after this step. */
  readonly value: StateValue;
  readonly active: readonly string[];
  readonly context: unknown;
  /** Keys of the transitions this step takes (in order, `always` included). */
  readonly transitions: readonly string[];
}

export interface GeneratedPath {
  readonly machineId: string;
  /** `auth#3`: stable while the machine does not change. */
  readonly id: string;
  /** The input the path starts from (the registry's `inputs`, else its `input` labelled 'Mở trang'). */
  readonly start: StartInput;
  readonly steps: readonly PathStep[];
  /** Every transition key the path takes. */
  readonly covers: readonly string[];
  /** Plain Vietnamese: "Kiểm tra phiên xong → Bấm "Đăng nhập" → …". */
  readonly text: string;
}

const DEFAULT_LIMIT = 20_000;






interface Replay {
  readonly values: StateValue[];
  readonly contexts: unknown[];
  readonly transitions: string[][];
  readonly error: unknown;
}

/**
 * Runs events (after the implicit init with `input`, by default the entry's first start input)
 * through a live actor of the machine with silent actors and a stopped clock, recording the
 * transitions each step takes.
 */
export function replay(entry: MachineEntry, events: readonly EventObject[], input: unknown = startInputs(entry)[0]?.input): Replay {
  const machine = withSilentActors(entry.machine);
  // provide() builds new state nodes, so transitions are named from the provided machine.
  const keys = transitionKeys(machine);
  const transitions: string[][] = [[]];
  const values: StateValue[] = [];
  const contexts: unknown[] = [];
  let error: unknown = null;
  const actor = createActor(machine, {
    input,
    clock: stoppedClock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      const current = transitions[transitions.length - 1];
      for (const definition of inspection._transitions) current?.push(keys.get(definition as AnyTransitionDefinition) ?? '(unknown)');
    },
  });
  actor.subscribe({ error: (caught) => (error = caught) });
  actor.start();
  const record = () => {
    const snapshot = actor.getSnapshot();
    values.push(snapshot.value);
    contexts.push(snapshot.context);
  };
  record();
  for (const event of events) {
    transitions.push([]);
    actor.send(event);
    record();
  }
  actor.stop();
  return { values, contexts, transitions, error };
}


function modelFor(entry: MachineEntry, input: unknown) {
  const machine = entry.machine;
  const maxEvents = entry.traversal?.maxEvents;
  // Events from the start to each snapshot. The traversal is breadth-first, so the first time a
  // vertex is reached is by a shortest path: stopping at `maxEvents` keeps every shorter path exact.
  const depth = new WeakMap<AnyMachineSnapshot, number>();
  const tooDeep = (snapshot: AnyMachineSnapshot) => maxEvents !== undefined && (depth.get(snapshot) ?? 0) >= maxEvents;
  // Each vertex is "snapshot + the event that led here + the previous value": a shortest path to
  // every vertex then exists for every (configuration, event case) pair, which is every transition
  // that can be taken — targetless and action-only ones included.
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    serializeState: (snapshot, event, previous) => {
      if (!depth.has(snapshot)) depth.set(snapshot, previous ? (depth.get(previous) ?? 0) + 1 : 0);
      return serializeSnapshot(snapshot) + (event && previous ? ` via ${eventKey(event)} from ${JSON.stringify(previous.value)}` : '');
    },
    serializeEvent: eventKey,
    events: (snapshot) =>
      __unsafe_getAllOwnEventDescriptors(snapshot)
        // A compound state's done event is raised by the machine when a final child is reached;
        // sending it from outside would invent paths the UI cannot take.
        .filter((descriptor) => !descriptor.startsWith('xstate.done.state.'))
        .flatMap((descriptor) => casesFor(entry, descriptor)),
    // Guard-blocked events change nothing; they would only add no-op paths.
    filterEvents: (snapshot, event) => snapshot.can(event) && (entry.traversal?.allow?.(snapshot, event as RegistryEvent) ?? true),
    stopWhen: (snapshot) => tooDeep(snapshot) || (entry.traversal?.stopWhen?.(snapshot) ?? false),
    limit: entry.traversal?.limit ?? DEFAULT_LIMIT,
    input,
  });
}

const sameSteps = (a: readonly EventObject[], b: readonly EventObject[]) => a.length === b.length && a.every((event, i) => eventKey(event) === eventKey(b[i] ?? { type: '' }));
const isPrefix = (short: Candidate, long: Candidate) =>
  short.start === long.start && short.events.length < long.events.length && short.events.every((event, i) => eventKey(event) === eventKey(long.events[i] ?? { type: '' }));
const samePath = (a: Candidate, b: Candidate) => a.start === b.start && sameSteps(a.events, b.events);

interface Candidate {
  /** Index of the start input (root) the path begins from. */
  readonly start: number;
  readonly events: readonly EventObject[];
  /** Values and contexts the pure traversal (machine.transition) computed, init first. */
  readonly values: readonly StateValue[];
  readonly contexts: readonly unknown[];
}

/**
 * One shortest path per transition (the shortest traversal path, from any start input, whose replay
 * takes it) and per case of the registry's `coverCases` event types (the shortest path sending it),
 * without duplicates and without paths that are a prefix of another chosen path (the longer one
 * takes the same steps). Expected values come from xstate/graph's pure traversal; the replay through
 * a live actor only names the transitions — the unit paths then check the actor agrees with the
 * model. On equal lengths the earlier start input wins, so paths stay stable.
 */
export function generatePaths(entry: MachineEntry): GeneratedPath[] {
  const chart = buildChart(entry.machine);
  const starts = startInputs(entry);
  const candidates: Candidate[] = starts
    .flatMap(({ input }, start) =>
      modelFor(entry, input)
        .getShortestPaths({ allowDuplicatePaths: true })
        .map((path) => ({
          start,
          events: path.steps.slice(1).map((step) => step.event),
          values: path.steps.map((step) => step.state.value),
          contexts: path.steps.map((step) => step.state.context),
        })),
    )
    .sort((a, b) => a.events.length - b.events.length);
  // The first (shortest) candidate taking each transition. Candidates are replayed in order only
  // until every transition has one: longer ones could not be chosen.
  const keys = new Set(chart.transitions.map((transition) => transition.key));
  const firstTaking = new Map<string, Candidate>();
  for (const candidate of candidates) {
    if (firstTaking.size === keys.size) break;
    for (const step of replay(entry, candidate.events, starts[candidate.start]?.input).transitions) {
      for (const key of step) if (keys.has(key) && !firstTaking.has(key)) firstTaking.set(key, candidate);
    }
  }
  const chosen: Candidate[] = [];
  for (const transition of chart.transitions) {
    const best = firstTaking.get(transition.key);
    if (best && !chosen.some((candidate) => samePath(candidate, best))) chosen.push(best);
  }
  for (const wanted of (entry.coverCases ?? []).flatMap((type) => entry.eventCases[type] ?? [])) {
    const sends = (candidate: Candidate) => candidate.events.some((event) => sameSteps([event], [wanted]));
    if (chosen.some(sends)) continue;
    const best = candidates.find(sends);
    if (best) chosen.push(best);
  }
  const kept = chosen.filter((candidate) => !chosen.some((other) => isPrefix(candidate, other)));
  return kept.map((candidate, index) => toGeneratedPath(entry, candidate, index));
}


function toGeneratedPath(entry: MachineEntry, candidate: Candidate, index: number): GeneratedPath {
  const start = startInputs(entry)[candidate.start] ?? { label: INIT_LABEL, input: undefined };
  const run = replay(entry, candidate.events, start.input);
  const allEvents: RegistryEvent[] = [{ type: 'xstate.init' }, ...candidate.events];
  const steps = allEvents.map((event, i) => ({
    event,
    label: i === 0 ? start.label : caseLabel(entry, event),
    value: candidate.values[i] ?? '',
    active: activePaths(candidate.values[i]),
    context: candidate.contexts[i],
    transitions: run.transitions[i] ?? [],
  }));
  const covers = [...new Set(steps.flatMap((step) => step.transitions))];
  return {
    machineId: entry.id,
    id: `${entry.id}#${index + 1}`,
    start,
    steps,
    covers,
    text: steps.map((step) => step.label).join(' → '),
  };
}

export interface CoverageRow {
  readonly key: string;
  readonly label: string;
  readonly paths: readonly string[];
}

export interface MachineCoverage {
  readonly machineId: string;
  readonly rows: readonly CoverageRow[];
  readonly covered: number;
  readonly total: number;
  readonly missing: readonly string[];
}

/** Which generated paths take each transition of the machine. */
export function coverageOf(entry: MachineEntry, paths: readonly GeneratedPath[]): MachineCoverage {
  const chart = buildChart(entry.machine);
  const rows = chart.transitions.map((transition) => ({
    key: transition.key,
    label: transition.label,
    paths: paths.filter((path) => path.covers.includes(transition.key)).map((path) => path.id),
  }));
  const missing = rows.filter((row) => row.paths.length === 0).map((row) => row.key);
  return { machineId: entry.id, rows, covered: rows.length - missing.length, total: rows.length, missing };
}

/** Throws naming every uncovered transition (the model-test run fails on it). */
export function assertFullCoverage(coverage: MachineCoverage): void {
  if (coverage.missing.length === 0) return;
  throw new Error(`${coverage.machineId}: ${coverage.missing.length} of ${coverage.total} transitions have no test path:\n${coverage.missing.map((key) => `  - ${coverage.machineId}: ${key}`).join('\n')}`);
}
