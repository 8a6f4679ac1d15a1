/**
 * The statechart registry's shape (issue "Statechart studio"): everything the studio and the
 * model-based tests need to know about a machine beyond its definition. Adding an entry to
 * `src/machines/index.ts` is all it takes for a machine to be drawn and path-tested.
 */
import type { AnyStateMachine } from 'xstate';

/** An event as sent to a machine: its type and any payload. */
export type RegistryEvent = { readonly type: string } & Readonly<Record<string, unknown>>;

/** How a state is recognised on screen, for end-to-end paths. */
export interface UiProbe {
  /** A `data-testid` (preferred) or CSS selector that is visible in this state. */
  readonly selector?: string;
  /** Text the page shows in this state (exact Vietnamese string). */
  readonly text?: string;
  /** A path the browser is on in this state, as a regular-expression source. */
  readonly url?: string;
}

export interface StateDoc {
  /** One sentence in Vietnamese: what the user sees and may do here. */
  readonly description: string;
  readonly ui?: UiProbe;
}

export interface MachineEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** URL-safe id: /statecharts/{id}, docs/statecharts/{id}.md. */
  readonly id: string;
  /** Vietnamese title for product owners. */
  readonly title: string;
  /** One paragraph describing the flow. */
  readonly description: string;
  readonly machine: TMachine;
  /** Every state by its dotted path ('details.editing'); the root is not listed. */
  readonly states: Readonly<Record<string, StateDoc>>;
  /**
   * The concrete events the test generator sends, per event type — including the
   * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events of invoked actors, each case one
   * payload (one case per guard branch).
   */
  readonly eventCases: Readonly<Record<string, readonly RegistryEvent[]>>;
  /** Vietnamese step label per event type, for the plain-language path listing. */
  readonly eventLabels: Readonly<Record<string, string>>;
}

export function defineMachineEntry<TMachine extends AnyStateMachine>(entry: MachineEntry<TMachine>): MachineEntry<TMachine> {
  return entry;
}
