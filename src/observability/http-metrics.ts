/**
 * What both services measure of their HTTP traffic (issue #37), in Prometheus's format through
 * prom-client: requests by method, route template and status class, their latency, and requests
 * in flight. Labels are bounded: a route is its template (`/api/content/:id`, `/[category]`), never
 * the URL a visitor typed, and an unknown method is `OTHER`, so no visitor can grow the series.
 * The children of each label set are kept once made, so a request allocates no label object.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export const methodLabel = (method: string | undefined): string => (method !== undefined && KNOWN_METHODS.has(method) ? method : 'OTHER');

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
export const statusClass = (status: number): string => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? '5xx';

/** Seconds: a cached page answers in a millisecond, a search within its 1.5 s budget, an upload in tens. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10, 30];

export interface HttpMetrics {
  /** Counts a request in flight; returns the function that records its end. */
  start(): void;
  finish(method: string | undefined, route: string, status: number, seconds: number): void;
}

type HttpLabel = 'service' | 'method' | 'route' | 'status_class';
type HttpLabels = Readonly<Record<HttpLabel, string>>;
type HistogramSnapshot = Awaited<ReturnType<Histogram<HttpLabel | 'le'>['get']>>;

// The registry formats its text from `getForPromString` when a metric has one (prom-client 15's
// Histogram does; its typings leave it out).
declare module 'prom-client' {
  interface Histogram<T extends string> {
    getForPromString(): Promise<Awaited<ReturnType<Histogram<T>['get']>>>;
  }
}

/** One label set's requests: how many, their summed seconds, and how many fell in each bucket. */
interface Series {
  readonly labels: HttpLabels;
  count: number;
  sum: number;
  /** Requests per bucket, not cumulative; one more slot for those above the last bound. */
  readonly buckets: Float64Array;
}

/**
 * prom-client's Histogram, its values taken from plain counts when scraped: `observe` hashes and
 * checks its labels on every call, about 2 µs of a cached page's ~60 µs (bench/README.md, #37).
 */
class CountedHistogram extends Histogram<HttpLabel | 'le'> {
  readonly series = new Map<string, Series>();

  override async getForPromString(): Promise<HistogramSnapshot> {
    const shape = await super.getForPromString();
    const name = shape.name;
    const values: HistogramSnapshot['values'] = [];
    // As prom-client's own values: `le` in labels, the label set in `sharedLabels` (its get() merges them).
    const value = (metricName: string, labels: HttpLabels, count: number, le?: number | '+Inf') => ({
      metricName,
      labels: le === undefined ? {} : { le },
      sharedLabels: labels,
      value: count,
    });
    for (const { labels, count, sum, buckets } of this.series.values()) {
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, index) => {
        cumulative += buckets[index] ?? 0;
        values.push(value(`${name}_bucket`, labels, cumulative, bound));
      });
      values.push(value(`${name}_bucket`, labels, count, '+Inf'), value(`${name}_sum`, labels, sum), value(`${name}_count`, labels, count));
    }
    return { ...shape, values };
  }
}

const bucketIndex = (seconds: number): number => {
  let index = 0;
  while (index < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[index] ?? Infinity)) index += 1;
  return index;
};

export function createHttpMetrics(registry: Registry, service: 'app' | 'backend'): HttpMetrics {
  // Per request only plain numbers change: the counter, the histogram and the gauge take their
  // values when scraped.
  let inFlight = 0;
  const latency = new CountedHistogram({
    name: 'raovat_http_request_duration_seconds',
    help: 'Time from a request to its answer (the whole body sent), by method and route template.',
    labelNames: ['service', 'method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const series = latency.series;
  new Counter({
    name: 'raovat_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    labelNames: ['service', 'method', 'route', 'status_class'],
    registers: [registry],
    collect() {
      this.reset();
      for (const child of series.values()) this.inc(child.labels, child.count);
    },
  });
  new Gauge({
    name: 'raovat_http_requests_in_flight',
    help: 'Requests being answered now.',
    labelNames: ['service'],
    registers: [registry],
    collect() {
      this.set({ service }, inFlight);
    },
  });
  return {
    start: () => {
      inFlight += 1;
    },
    finish(method, route, status, seconds) {
      inFlight -= 1;
      const methodName = methodLabel(method);
      const statusName = statusClass(status);
      const key = `${methodName} ${statusName} ${route}`;
      let child = series.get(key);
      if (!child) {
        child = {
          labels: { service, method: methodName, route, status_class: statusName },
          count: 0,
          sum: 0,
          buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
        };
        series.set(key, child);
      }
      child.count += 1;
      child.sum += seconds;
      const bucket = bucketIndex(seconds);
      child.buckets[bucket] = (child.buckets[bucket] ?? 0) + 1;
    },
  };
}
