/**
 * The live funnel (issue #36) over the registry: which machines a browser may report, which
 * transition keys exist, the keys a server-side transition takes, and the overlay's arithmetic —
 * each transition's count, each state's exits as shares, and the drop-offs.
 *
 * Drop-off of a state (docs/decisions.md "Live funnel"): among the times members ENTERED the state
 * (transitions whose target is the state, from outside it), the share that did NOT leave it by a
 * transition to another state (exits). entered − exits is the drop count; drop / entered the share.
 * Self-loops and transitions inside the state (to itself or a descendant) are neither.
 */
import { machineRegistry } from './index';
import { buildChart, type Chart } from './chart/model';

/** Machines members' browsers drive, and so report by beacon; the others are counted by the backend. */
export const BEACON_MACHINE_IDS: readonly string[] = ['posting-stepper', 'payment', 'chat-message', 'auth'];

const chartsById = new Map<string, Chart>();

export function funnelChart(machineId: string): Chart | null {
  const cached = chartsById.get(machineId);
  if (cached) return cached;
  const entry = machineRegistry.find((candidate) => candidate.id === machineId);
  if (!entry) return null;
  const chart = buildChart(entry.machine);
  chartsById.set(machineId, chart);
  return chart;
}

const keySets = new Map<string, ReadonlySet<string>>();

/** Whether `key` is a transition of the registered machine `machineId`. */
export function isKnownTransition(machineId: string, key: string): boolean {
  let keys = keySets.get(machineId);
  if (!keys) {
    const chart = funnelChart(machineId);
    if (!chart) return false;
    keys = new Set(chart.transitions.map((transition) => transition.key));
    keySets.set(machineId, keys);
  }
  return keys.has(key);
}

/** Whether a browser may report this transition: a beacon machine's real transition. */
export function isBeaconTransition(machineId: string, key: string): boolean {
  return BEACON_MACHINE_IDS.includes(machineId) && isKnownTransition(machineId, key);
}

export interface TransitionCount {
  readonly key: string;
  readonly count: number;
}

export interface StateFunnel {
  readonly path: string;
  readonly entered: number;
  readonly exited: number;
  /** entered − exited, never below 0 (a range can start with members already inside). */
  readonly dropped: number;
  /** dropped / entered, 0..1; 0 when nobody entered. */
  readonly dropShare: number;
}

export interface FunnelOverlay {
  /** Count per transition key (0 for none). */
  readonly counts: Readonly<Record<string, number>>;
  /** Share of its source state's exits per transition key (0..1), for transitions that leave their state. */
  readonly exitShares: Readonly<Record<string, number>>;
  readonly states: readonly StateFunnel[];
  /** States with a drop, biggest share first (ties: more members first). */
  readonly dropOffs: readonly StateFunnel[];
}

const within = (path: string, ancestor: string) => path === ancestor || path.startsWith(`${ancestor}.`);

/** The overlay of `counts` on a chart. */
export function funnelOverlay(chart: Chart, counts: readonly TransitionCount[]): FunnelOverlay {
  const byKey: Record<string, number> = {};
  for (const transition of chart.transitions) byKey[transition.key] = 0;
  for (const { key, count } of counts) if (key in byKey) byKey[key] = (byKey[key] ?? 0) + count;
  const states = chart.states
    .filter((state) => state.parent !== null && state.type !== 'final' && state.type !== 'history')
    .map((state): StateFunnel => {
      let entered = 0;
      let exited = 0;
      for (const transition of chart.transitions) {
        const count = byKey[transition.key] ?? 0;
        const fromInside = within(transition.source, state.path);
        const intoState = transition.targets.some((target) => within(target, state.path));
        const outOfState = transition.targets.some((target) => !within(target, state.path));
        if (intoState && !fromInside) entered += count;
        if (fromInside && outOfState) exited += count;
      }
      const dropped = Math.max(0, entered - exited);
      return { path: state.path, entered, exited, dropped, dropShare: entered > 0 ? dropped / entered : 0 };
    });
  const exitShares: Record<string, number> = {};
  for (const transition of chart.transitions) {
    const leaving = transition.targets.filter((target) => !within(target, transition.source));
    if (leaving.length === 0) continue;
    const source = states.find((state) => state.path === transition.source);
    exitShares[transition.key] = source && source.exited > 0 ? (byKey[transition.key] ?? 0) / source.exited : 0;
  }
  const dropOffs = states.filter((state) => state.dropped > 0).sort((a, b) => b.dropShare - a.dropShare || b.dropped - a.dropped);
  return { counts: byKey, exitShares, states, dropOffs };
}
