/**
 * The chart model of a machine, read from `machine.root` itself (not `toDirectedGraph`, which
 * drops `always` transitions and guard names): every state, its initial child, final states,
 * invoked actors, and every transition with its event, guard and actions — `always`, delayed
 * (`after`) and invoke done/error transitions included. Pure and isomorphic: the studio page, the
 * docs generator and the model-based tests all read machines through this one function.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventObject } from 'xstate';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface ChartState {
  /** Dotted path from the root ('editing.photos'); '' is the root. */
  readonly path: string;
  readonly key: string;
  readonly parent: string | null;
  readonly type: ChartStateType;
  /** Path of the initial child of a compound state. */
  readonly initial: string | null;
  readonly children: readonly string[];
  readonly invokes: readonly string[];
  readonly entry: readonly string[];
  readonly exit: readonly string[];
}

export interface ChartTransition {
  /** Stable, readable name: `source --event [guard]--> target`; used in coverage reports. */
  readonly key: string;
  readonly source: string;
  /** Target state paths; empty for a targetless transition (actions only, the state stays). */
  readonly targets: readonly string[];
  readonly eventType: string;
  readonly kind: TransitionKind;
  readonly guard: string | null;
  readonly actions: readonly string[];
  /** Short event text for diagrams: 'auth.login', 'after 5000ms', 'done(loadSession)', 'always'. */
  readonly eventText: string;
  /** Diagram label: `event [guard] / action, action`. */
  readonly label: string;
}

export interface Chart {
  readonly id: string;
  /** Root first, then depth-first in definition order. */
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
}

export const ROOT_PATH = '';

const pathOf = (node: AnyStateNode) => node.path.join('.');

function nameOf(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return value.name || fallback;
  if (value && typeof value === 'object' && 'type' in value && typeof value.type === 'string') return value.type;
  return fallback;
}

function actionNames(actions: readonly unknown[] | undefined): string[] {
  return (actions ?? []).map((action) => {
    // Built-in action creators (assign, raise, sendTo …) are functions carrying a `type`.
    if (typeof action === 'function' && 'type' in action && typeof action.type === 'string') return action.type.replace(/^xstate\./, '');
    return nameOf(action, 'inline');
  });
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'function' && 'type' in guard && typeof guard.type === 'string') return guard.type.replace(/^xstate\./, '');
  return nameOf(guard, 'inline');
}

export function transitionKind(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

/** Diagram text of an event type: machine-internal event names made readable. */
export function eventText(eventType: string, sourceId = ''): string {
  switch (transitionKind(eventType)) {
    case 'always':
      return 'always';
    case 'after': {
      const rest = eventType.slice('xstate.after.'.length);
      const delay = sourceId && rest.endsWith(`.${sourceId}`) ? rest.slice(0, -sourceId.length - 1) : rest.split('.')[0] ?? rest;
      return /^\d+$/.test(delay) ? `after ${delay}ms` : `after ${delay}`;
    }
    case 'done':
      return eventType.startsWith('xstate.done.actor.') ? `done(${eventType.slice('xstate.done.actor.'.length)})` : 'done';
    case 'error':
      return `error(${eventType.replace(/^xstate\.error\.actor\./, '')})`;
    default:
      return eventType;
  }
}

function stateType(node: AnyStateNode): ChartStateType {
  return node.type;
}

/** Every transition definition of a node, in definition order (the `transitions` map excludes `always`). */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

/**
 * Stable key of a transition definition (`checking --done(loadSession) [isSignedIn]--> signedIn`).
 * Deterministic across processes, so coverage, docs and the live view agree on names.
 */
export function transitionKeys(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const keys = new Map<AnyTransitionDefinition, string>();
  const seen = new Map<string, number>();
  for (const node of allNodes(machine)) {
    for (const definition of ownTransitions(node)) {
      const source = pathOf(node) || '(root)';
      const guard = guardName(definition.guard);
      const targets = (definition.target ?? []).map((target) => pathOf(target) || '(root)');
      const base = `${source} --${eventText(definition.eventType, node.id)}${guard ? ` [${guard}]` : ''}--> ${targets.length ? targets.join(', ') : '(stays)'}`;
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      keys.set(definition, count ? `${base} #${count + 1}` : base);
    }
  }
  return keys;
}

export function buildChart(machine: AnyStateMachine): Chart {
  const keys = transitionKeys(machine);
  const states: ChartState[] = allNodes(machine).map((node) => ({
    path: pathOf(node),
    key: node === machine.root ? machine.id : node.key,
    parent: node.parent ? pathOf(node.parent) : null,
    type: stateType(node),
    initial: node.type === 'compound' && node.initial.target[0] ? pathOf(node.initial.target[0]) : null,
    children: Object.values(node.states).map(pathOf),
    invokes: node.invoke.map((invoke) => invoke.id),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
  }));
  const transitions: ChartTransition[] = allNodes(machine).flatMap((node) =>
    ownTransitions(node).map((definition) => {
      const guard = guardName(definition.guard);
      const actions = actionNames(definition.actions);
      const text = eventText(definition.eventType, node.id);
      return {
        key: keys.get(definition) ?? '',
        source: pathOf(node),
        targets: (definition.target ?? []).map(pathOf),
        eventType: definition.eventType,
        kind: transitionKind(definition.eventType),
        guard,
        actions,
        eventText: text,
        label: `${text}${guard ? ` [${guard}]` : ''}${actions.length ? ` / ${actions.join(', ')}` : ''}`,
      };
    }),
  );
  return { id: machine.id, states, transitions };
}

/** Every active state path of a snapshot value, ancestors included ('editing', 'editing.photos'). */
export function activePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...activePaths(child, path)];
  });
}

const keysByMachine = new WeakMap<AnyStateMachine, ReturnType<typeof transitionKeys>>();

/**
 * The keys of the transitions `event` selects in `snapshot` (the server-side machines' pure
 * `transition` gives no inspection): the event's own transitions; an eventless follow-up is not counted.
 */
export function takenTransitionKeys(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  let keys = keysByMachine.get(machine);
  if (!keys) keysByMachine.set(machine, (keys = transitionKeys(machine)));
  const known = keys;
  return machine.getTransitionData(snapshot, event).flatMap((definition) => {
    const key = known.get(definition);
    return key ? [key] : [];
  });
}
