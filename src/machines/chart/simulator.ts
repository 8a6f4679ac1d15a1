/**
 * The studio's simulator model (issue #36): a registered machine stepped by hand. It runs the real
 * machine — with the registry's silent actors and a stopped clock, exactly as the generated paths
 * replay it — so what it shows is what the product does: after each step, the state, the context
 * as readable rows, and the events the current state accepts, one button per registry case
 * (`eventCases`, labelled with `caseLabels`), delayed transitions apart. Back/forward is a replay of
 * the first n events (replays are deterministic: no actor settles, no timer fires by itself).
 */
import { __unsafe_getAllOwnEventDescriptors, createActor, type AnyMachineSnapshot, type AnyTransitionDefinition } from 'xstate';
import type { MachineEntry, RegistryEvent } from '../registry/types';
import { caseLabel, casesFor, startInputs, stoppedClock, withSilentActors } from './cases';
import { activePaths, transitionKeys } from './model';

export interface SimulatorEvent {
  readonly event: RegistryEvent;
  /** In words: 'Kiểm tra phiên xong (đã đăng nhập)'. */
  readonly label: string;
  /** A delayed (`after`) transition: the button makes the time pass. */
  readonly delayed: boolean;
}

export interface ContextRow {
  readonly field: string;
  readonly value: string;
}

export interface SimulatorFrame {
  /** Active state paths, ancestors included. */
  readonly active: readonly string[];
  /** 'active' while the machine runs; 'done' once it reached a top-level final state. */
  readonly status: string;
  readonly context: readonly ContextRow[];
  /** Every case the current state accepts (`snapshot.can`), in the registry's order. */
  readonly enabled: readonly SimulatorEvent[];
  /** Transition keys the last step took. */
  readonly took: readonly string[];
}

/** The events the snapshot accepts, one per registry case, each checked with `snapshot.can`. */
export function enabledEvents(entry: MachineEntry, snapshot: AnyMachineSnapshot): SimulatorEvent[] {
  if (snapshot.status !== 'active') return [];
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((descriptor) => !descriptor.startsWith('xstate.done.state.'))
    .flatMap((descriptor) => casesFor(entry, descriptor))
    .filter((event) => snapshot.can(event) && (entry.traversal?.allow?.(snapshot, event) ?? true))
    .map((event) => ({ event, label: caseLabel(entry, event), delayed: event.type.startsWith('xstate.after.') }));
}

/** Runs the machine from the start input through `events` and describes where it stands. */
export function simulate(entry: MachineEntry, events: readonly RegistryEvent[], start = 0): SimulatorFrame {
  const machine = withSilentActors(entry.machine);
  const keys = transitionKeys(machine);
  let took: string[] = [];
  const actor = createActor(machine, {
    input: startInputs(entry)[start]?.input,
    clock: stoppedClock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      for (const definition of inspection._transitions) took.push(keys.get(definition as AnyTransitionDefinition) ?? '(unknown)');
    },
  });
  actor.start();
  for (const event of events) {
    took = [];
    actor.send(event);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { active: activePaths(snapshot.value), status: snapshot.status, context: contextRows(snapshot.context), enabled: enabledEvents(entry, snapshot), took };
}

const MAX_DEPTH = 5;

/** A value in words: empty text, nothing, yes/no, numbers and lists made readable. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (value instanceof Error) return `Lỗi: ${value.message}`;
  if (typeof value === 'string') return value === '' ? '(trống)' : value;
  if (typeof value === 'boolean') return value ? 'có' : 'không';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '—';
  if (Array.isArray(value)) return value.length === 0 ? '(không có)' : `${value.length} mục`;
  return `${Object.keys(value).length} mục`;
}

/**
 * The context as rows: nested objects and lists flattened to dotted fields ('values.media.images',
 * 'values.media.images[0].name'), a few levels deep — never JSON.
 */
export function contextRows(context: unknown, prefix = '', depth = 0): ContextRow[] {
  if (context === null || typeof context !== 'object' || context instanceof Error || depth >= MAX_DEPTH) return prefix ? [{ field: prefix, value: describe(context) }] : [];
  const entries: Array<[string, unknown]> = Array.isArray(context) ? context.map((item, index) => [`[${index}]`, item]) : Object.entries(context);
  const rows: ContextRow[] = prefix && (Array.isArray(context) || entries.length === 0) ? [{ field: prefix, value: describe(context) }] : [];
  for (const [key, value] of entries) {
    const field = Array.isArray(context) ? `${prefix}${key}` : prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) rows.push({ field, value: value.length ? value.map(describe).join(', ') : '(không có)' });
    else rows.push(...contextRows(value, field, depth + 1));
  }
  return rows;
}
