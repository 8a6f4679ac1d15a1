/**
 * One circuit breaker per upstream origin (closed → open → half-open), so that a backend that is
 * down or hanging costs one time budget, not one per call: after FAILURE_THRESHOLD transient
 * failures in a row the circuit opens and calls fail at once; after OPEN_MS one probe goes through,
 * and its success closes the circuit (its failure opens it again).
 *
 * Plain module state on globalThis, not an Effect service: the web server in front of Next
 * (src/serving/whole-answer.ts) reads `upstreamOutage()` to answer a failed page as a 503 with
 * Retry-After, and it runs outside Next's bundles.
 */

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Transient failures in a row that open the circuit. */
  readonly failureThreshold: number;
  /** How long the circuit stays open before one probe may go through. */
  readonly openMs: number;
  readonly now?: () => number;
}

export const DEFAULT_BREAKER: CircuitBreakerOptions = { failureThreshold: 3, openMs: 5_000 };

/**
 * How long after its last failure or refusal an origin still counts as failing for the web server:
 * a page refused while the probe was out fails after the probe has already closed the circuit.
 */
const OUTAGE_MEMORY_MS = 10_000;

export class CircuitBreaker {
  #failures = 0;
  #openedAt: number | null = null;
  #probing = false;
  #lastTroubleAt: number | null = null;
  readonly #now: () => number;

  constructor(private readonly options: CircuitBreakerOptions = DEFAULT_BREAKER) {
    this.#now = options.now ?? Date.now;
  }

  state(): CircuitState {
    if (this.#openedAt === null) return 'closed';
    return this.#now() - this.#openedAt >= this.options.openMs ? 'half-open' : 'open';
  }

  /** Whether a call may go now. In half-open, only one probe at a time; it must be settled. */
  tryAcquire(): boolean {
    switch (this.state()) {
      case 'closed':
        return true;
      case 'open':
        this.#lastTroubleAt = this.#now();
        return false;
      case 'half-open':
        if (this.#probing) {
          this.#lastTroubleAt = this.#now();
          return false;
        }
        this.#probing = true;
        return true;
    }
  }

  /** The host answered (whatever the status of a 4xx): the circuit closes. */
  succeeded(): void {
    this.#failures = 0;
    this.#openedAt = null;
    this.#probing = false;
  }

  /** A transient failure (unreachable, timed out, 5xx). */
  failed(): void {
    this.#lastTroubleAt = this.#now();
    this.#failures += 1;
    if (this.#probing || this.#failures >= this.options.failureThreshold) this.#openedAt = this.#now();
    this.#probing = false;
  }

  /** The call was abandoned (interrupted) before the host could answer: no verdict. */
  released(): void {
    this.#probing = false;
  }

  /** Open, probing, or a failure or refusal within the last OUTAGE_MEMORY_MS. */
  failingRecently(): boolean {
    if (this.#openedAt !== null) return true;
    return this.#lastTroubleAt !== null && this.#now() - this.#lastTroubleAt < OUTAGE_MEMORY_MS;
  }
}

const REGISTRY = Symbol.for('raovat.upstreamCircuitBreakers');
const globalForBreakers = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, CircuitBreaker> };

function registry(): Map<string, CircuitBreaker> {
  return (globalForBreakers[REGISTRY] ??= new Map());
}

/** The process's breaker for the origin of `baseUrl` (every host on one origin shares it). */
export function breakerFor(baseUrl: string, options: CircuitBreakerOptions = DEFAULT_BREAKER): CircuitBreaker {
  const origin = new URL(baseUrl).origin;
  let breaker = registry().get(origin);
  if (!breaker) {
    breaker = new CircuitBreaker(options);
    registry().set(origin, breaker);
  }
  return breaker;
}

/** Each origin's breaker state (the metrics' circuit-breaker gauge). */
export function circuitStates(): [string, CircuitState][] {
  return [...registry()].map(([origin, breaker]) => [origin, breaker.state()]);
}

/** Whether any upstream of this process is failing now (the web server's 503 decision). */
export function upstreamOutage(): boolean {
  for (const breaker of registry().values()) if (breaker.failingRecently()) return true;
  return false;
}

/** Forgets every breaker (tests whose fake upstream fails on purpose, between cases). */
export function resetCircuitBreakers(): void {
  registry().clear();
}
