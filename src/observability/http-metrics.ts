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

export function createHttpMetrics(registry: Registry, service: 'app' | 'backend'): HttpMetrics {
  // Per request only plain numbers change (and the histogram's child): the counter and the gauge
  // take their values when scraped. prom-client's own inc/dec hash the labels on every call —
  // measured at about 2 µs of a cached page's ~70 µs (bench/README.md, issue #37 overhead).
  const children = new Map<string, { count: number; readonly labels: Record<'service' | 'method' | 'route' | 'status_class', string>; readonly time: Histogram.Internal<string> }>();
  let inFlight = 0;
  new Counter({
    name: 'raovat_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    labelNames: ['service', 'method', 'route', 'status_class'],
    registers: [registry],
    collect() {
      this.reset();
      for (const child of children.values()) this.inc(child.labels, child.count);
    },
  });
  const latency = new Histogram({
    name: 'raovat_http_request_duration_seconds',
    help: 'Time from a request to its answer (the whole body sent), by method and route template.',
    labelNames: ['service', 'method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
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
      let child = children.get(key);
      if (!child) {
        const labels = { service, method: methodName, route, status_class: statusName };
        child = { count: 0, labels, time: latency.labels(labels) };
        children.set(key, child);
      }
      child.count += 1;
      child.time.observe(seconds);
    },
  };
}
