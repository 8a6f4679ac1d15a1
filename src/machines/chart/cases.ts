/**
 * Event cases and their words, shared by the path generator (paths.ts, Node only: it pulls in
 * xstate/graph) and the studio's simulator (browser): which concrete events the registry offers for
 * an event descriptor, how a case reads in Vietnamese, and the machine with silent actors and a
 * stopped clock that both run.
 */
import { fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import type { MachineEntry, RegistryEvent, StartInput } from '../registry/types';
import { eventText } from './model';

export const INIT_LABEL = 'Mở trang';

/** The roots of path generation: each start input of the entry, or its single `input`. */
export function startInputs(entry: MachineEntry): readonly StartInput[] {
  return entry.inputs?.length ? entry.inputs : [{ label: INIT_LABEL, input: entry.input }];
}

/** The machine with every named actor replaced by a promise that never settles. */
export function withSilentActors(machine: AnyStateMachine): AnyStateMachine {
  const silent = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return machine.provide({ actors: silent });
}

/** A clock whose timers never fire: delayed events are sent by the path instead. */
export const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {} };

export function casesFor(entry: MachineEntry, descriptor: string): RegistryEvent[] {
  const exact = entry.eventCases[descriptor];
  if (exact?.length) return [...exact];
  if (descriptor === '*') return [];
  if (descriptor.endsWith('.*')) {
    const prefix = descriptor.slice(0, -1);
    return Object.entries(entry.eventCases).flatMap(([type, cases]) => (type.startsWith(prefix) ? [...cases] : []));
  }
  return [{ type: descriptor }];
}

export function labelOf(entry: MachineEntry, eventType: string): string {
  if (eventType === 'xstate.init') return INIT_LABEL;
  return entry.eventLabels[eventType] ?? eventText(eventType);
}

/** An event as text: errors by their message (JSON.stringify writes every Error as `{}`). */
export function eventKey(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value));
}

export function caseLabel(entry: MachineEntry, event: RegistryEvent): string {
  const label = labelOf(entry, event.type);
  const cases = entry.eventCases[event.type] ?? [];
  if (cases.length < 2) return label;
  const index = cases.findIndex((candidate) => eventKey(candidate) === eventKey(event));
  const named = entry.caseLabels?.[event.type]?.[index];
  // Steps are read by product owners: a case without a label is numbered, never shown as JSON.
  return `${label} (${named ?? `trường hợp ${index + 1}`})`;
}
