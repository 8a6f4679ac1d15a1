/**
 * The app instance's metrics (issue #37), read by Prometheus from the internal listener
 * (src/observability/metrics-listener.ts), never through the public port. Off unless METRICS_PORT
 * is set: `appMetrics()` is then undefined and nothing is counted.
 * Kept on globalThis: the upstream clients run inside Next's server bundles, which hold their own
 * copies of the modules, and count into the registry this web server serves.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { circuitStates } from '../server/upstream/circuit-breaker';
import { createHttpMetrics, LATENCY_BUCKETS, type HttpMetrics } from './http-metrics';
import { setUpstreamMetrics } from './upstream-metrics';
import type { RouteOf } from './route-templates';

/** A micro-cache fill's outcome: marked keepable for nginx, or not. Hits never reach the app (src/observability/nginx-cache-log.ts counts them). */
export type FillOutcome = 'kept' | 'not_kept';

export interface AppMetrics {
  readonly registry: Registry;
  readonly http: HttpMetrics;
  readonly routeOf: RouteOf;
  readonly fills: Readonly<Record<FillOutcome, { inc(): void }>>;
  /** Time Next took to answer (a render, or its page cache), by route template. */
  readonly render: Histogram<'route'>;
  readonly listingChangeLag: Gauge.Internal<string>;
  readonly listingChangeLastEvent: Gauge.Internal<string>;
  readonly listingChangeConnected: Gauge.Internal<string>;
}

const KEY = Symbol.for('raovat.appMetrics');
const globalForMetrics = globalThis as typeof globalThis & { [KEY]?: AppMetrics };

export const appMetrics = (): AppMetrics | undefined => globalForMetrics[KEY];

const CIRCUIT_STATE_VALUES = { closed: 0, 'half-open': 1, open: 2 } as const;

export function enableAppMetrics(routeOf: RouteOf, registry: Registry = new Registry()): AppMetrics {
  collectDefaultMetrics({ register: registry });
  // Counted in plain numbers, read when scraped: prom-client's inc hashes its labels on every call.
  const fillCounts: Record<FillOutcome, number> = { kept: 0, not_kept: 0 };
  const countFill = (outcome: FillOutcome) => ({
    inc: () => {
      fillCounts[outcome] += 1;
    },
  });
  new Counter({
    name: 'raovat_micro_cache_fills_total',
    help: 'Micro-cache fills nginx asked of this app, by outcome: kept (marked X-Accel-Expires > 0) or not_kept (pending boundary, unread results, cookie, stale, not 200).',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [outcome, count] of Object.entries(fillCounts)) this.inc({ outcome }, count);
    },
  });
  new Gauge({
    name: 'raovat_circuit_breaker_state',
    help: 'Each upstream origin’s circuit breaker: 0 closed, 1 half-open (probing), 2 open (calls refused at once).',
    labelNames: ['origin'],
    registers: [registry],
    collect() {
      for (const [origin, state] of circuitStates()) this.set({ origin }, CIRCUIT_STATE_VALUES[state]);
    },
  });
  const metrics: AppMetrics = {
    registry,
    http: createHttpMetrics(registry, 'app'),
    routeOf,
    fills: { kept: countFill('kept'), not_kept: countFill('not_kept') },
    render: new Histogram({ name: 'raovat_next_render_seconds', help: 'Time Next took to answer a request that reached it (render or its page cache), by route template.', labelNames: ['route'], buckets: LATENCY_BUCKETS, registers: [registry] }),
    listingChangeLag: new Gauge({ name: 'raovat_listing_change_lag_seconds', help: 'From the last applied listing change stored to its pages refreshed on this instance.', registers: [registry] }).labels(),
    listingChangeLastEvent: new Gauge({ name: 'raovat_listing_change_stream_last_event_timestamp_seconds', help: 'When this instance last heard from the listing-change stream (an event or a ping every 15 s).', registers: [registry] }).labels(),
    listingChangeConnected: new Gauge({ name: 'raovat_listing_change_stream_connected', help: '1 while this instance follows the listing-change stream.', registers: [registry] }).labels(),
  };
  setUpstreamMetrics({
    calls: new Counter({ name: 'raovat_upstream_calls_total', help: 'Calls to upstream hosts, by host, operation and outcome (ok or the typed error).', labelNames: ['host', 'operation', 'outcome'], registers: [registry] }),
    latency: new Histogram({ name: 'raovat_upstream_call_duration_seconds', help: 'Upstream call latency (retries included), by host and operation.', labelNames: ['host', 'operation'], buckets: LATENCY_BUCKETS, registers: [registry] }),
  });
  globalForMetrics[KEY] = metrics;
  return metrics;
}

/** Stops counting (tests). */
export function disableAppMetrics(): void {
  setUpstreamMetrics(undefined);
  delete globalForMetrics[KEY];
}
