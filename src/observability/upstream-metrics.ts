/**
 * The app's calls to its upstream hosts, counted into the web server's registry when metrics are
 * on (./app-metrics.ts makes the instruments): by host, operation and outcome (`ok` or the
 * typed error's tag), with their latency. The upstream clients run inside Next's bundles, so the
 * instruments are found on globalThis and this module imports nothing of prom-client at run time;
 * without metrics a call costs one lookup.
 */
import type { Counter, Histogram } from 'prom-client';

export interface UpstreamMetrics {
  readonly calls: Counter<'host' | 'operation' | 'outcome'>;
  readonly latency: Histogram<'host' | 'operation'>;
}

const KEY = Symbol.for('raovat.upstreamMetrics');
const globalForMetrics = globalThis as typeof globalThis & { [KEY]?: UpstreamMetrics };

export function setUpstreamMetrics(metrics: UpstreamMetrics | undefined): void {
  if (metrics) globalForMetrics[KEY] = metrics;
  else delete globalForMetrics[KEY];
}

/** Records one finished upstream call; nothing when metrics are off. */
export function recordUpstreamCall(host: string, operation: string, outcome: string, seconds: number): void {
  const metrics = globalForMetrics[KEY];
  if (!metrics) return;
  metrics.calls.inc({ host, operation, outcome });
  metrics.latency.observe({ host, operation }, seconds);
}
