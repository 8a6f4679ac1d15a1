/**
 * Live mode of the statechart studio: a running actor shown on its chart, using xstate's own
 * inspection API (no hosted service). A machine's UI opts in with
 * `createActor(machine, { inspect: liveInspector('<registry id>') })` (or the `options` of an
 * actor-context Provider). While a studio tab has live mode on (a localStorage flag, so the app
 * does nothing otherwise), each root snapshot is published over a same-origin BroadcastChannel:
 * the state value, the active state paths, the event and the transitions it took — never the
 * context, which may hold a member's data. The same observer feeds the live funnel's beacon
 * (./funnel-beacon.ts: keys only, members only, never under Do Not Track).
 */
import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { activePaths, transitionKeys } from './chart/model';
import { recordFunnel } from './funnel-beacon';

export const LIVE_CHANNEL = 'raovat:statecharts-live';
export const LIVE_STORAGE_KEY = 'raovat:statecharts-live';

export interface LiveSnapshot {
  readonly kind: 'snapshot';
  readonly machineId: string;
  /** The actor's session id: one line per running actor in the studio. */
  readonly sessionId: string;
  readonly page: string;
  readonly value: StateValue;
  readonly active: readonly string[];
  readonly status: string;
  readonly event: string;
  readonly transitions: readonly string[];
  readonly at: number;
}

export type LiveMessage = LiveSnapshot | { readonly kind: 'sync' } | { readonly kind: 'stopped'; readonly machineId: string; readonly sessionId: string };

const latest = new Map<string, LiveSnapshot>();
const keysByMachine = new WeakMap<AnyStateMachine, ReturnType<typeof transitionKeys>>();
let channel: BroadcastChannel | null = null;

function liveEnabled(): boolean {
  try {
    return window.localStorage.getItem(LIVE_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(LIVE_CHANNEL);
  // A studio tab that opens (or turns live mode on) asks for the current snapshots.
  channel.onmessage = (message: MessageEvent<LiveMessage>) => {
    if (message.data.kind !== 'sync' || !liveEnabled()) return;
    for (const snapshot of latest.values()) channel?.postMessage(snapshot);
  };
  return channel;
}

function isMachine(logic: unknown): logic is AnyStateMachine {
  return typeof logic === 'object' && logic !== null && 'root' in logic && 'implementations' in logic;
}

/** An `inspect` observer publishing the root actor's snapshots for the studio's live mode. */
export function liveInspector(machineId: string): (inspection: InspectionEvent) => void {
  let pending: string[] = [];
  return (inspection) => {
    if (typeof window === 'undefined' || inspection.actorRef.sessionId !== inspection.rootId) return;
    const live = openChannel();
    if (inspection.type === '@xstate.microstep') {
      const logic: unknown = 'logic' in inspection.actorRef ? inspection.actorRef.logic : null;
      if (!isMachine(logic)) return;
      let keys = keysByMachine.get(logic);
      if (!keys) keysByMachine.set(logic, (keys = transitionKeys(logic)));
      const taken = inspection._transitions.map((definition) => keys.get(definition) ?? '');
      pending.push(...taken);
      recordFunnel(machineId, taken);
      return;
    }
    if (inspection.type !== '@xstate.snapshot') return;
    const snapshot = inspection.snapshot;
    if (!('value' in snapshot)) return;
    const message: LiveSnapshot = {
      kind: 'snapshot',
      machineId,
      sessionId: inspection.actorRef.sessionId,
      page: window.location.pathname,
      value: snapshot.value as StateValue,
      active: activePaths(snapshot.value),
      status: snapshot.status,
      event: inspection.event.type,
      transitions: pending,
      at: Date.now(),
    };
    pending = [];
    latest.set(message.sessionId, message);
    if (liveEnabled()) live?.postMessage(message);
  };
}
