/**
 * The statechart registry's shape (issue "Statechart studio"): everything the studio and the
 * model-based tests need to know about a machine beyond its definition. Adding an entry to
 * `src/machines/index.ts` is all it takes for a machine to be drawn and path-tested.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';

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
  /**
   * Short Vietnamese title the studio draws in the state's box ('Bước Ảnh/Video'); the state id
   * stays in its tooltip and in the URL. Without it the studio shows the description's first clause.
   */
  readonly title?: string;
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
  /**
   * Optional Vietnamese label per event case (same order as `eventCases[type]`), shown after the
   * event's label when an event has several cases: 'Kiểm tra phiên xong (đã đăng nhập)'.
   */
  readonly caseLabels?: Readonly<Record<string, readonly string[]>>;
  /**
   * Event types each of whose cases gets a path of its own (the shortest that sends it), besides
   * the one shortest path per transition: e.g. every provider × result code of a payment.
   */
  readonly coverCases?: readonly string[];
  /** Input the machine is started with in generated tests (machines with `types.input`). */
  readonly input?: unknown;
  /**
   * Several inputs the machine may start with, each a root of path generation (instead of
   * `input`): a draft left at each step, a match in each phase. The label is the path's first step
   * in Vietnamese ('Mở tin nháp đang ở bước Vị trí'); the e2e driver reads `path.start` to set up
   * what the input stands for.
   */
  readonly inputs?: readonly StartInput[];
  /** Bounds for path generation when context can grow without limit (statecharts.md §1.4). */
  readonly traversal?: TraversalBounds<SnapshotFrom<TMachine>>;
  /**
   * Context fields the generated unit paths compare at each step. Default: the whole context.
   * List fields when the context holds values that differ between runs (ids, dates).
   */
  readonly testedContext?: readonly string[];
}

export interface StartInput {
  readonly label: string;
  readonly input: unknown;
}

export interface TraversalBounds<TSnapshot> {
  /** Do not expand beyond snapshots for which this is true (e.g. `s => s.context.attempts >= 3`). */
  readonly stopWhen?: (snapshot: TSnapshot) => boolean;
  /**
   * Whether an event case may be sent in this snapshot (default: whenever the machine accepts it):
   * keeps paths coherent when a case only makes sense after another (a provider's answer comes from
   * the provider being paid).
   */
  readonly allow?: (snapshot: TSnapshot, event: RegistryEvent) => boolean;
  /**
   * Longest path, in events after the start, the traversal explores (it is breadth-first, so every
   * shorter path stays a shortest one). For machines whose starts lie close to every transition.
   */
  readonly maxEvents?: number;
  /** Maximum traversal iterations; exceeding it fails the generation fast. Default 20 000. */
  readonly limit?: number;
}

export function defineMachineEntry<TMachine extends AnyStateMachine>(entry: MachineEntry<TMachine>): MachineEntry<TMachine> {
  return entry;
}
