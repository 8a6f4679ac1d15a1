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
  const requests = new Counter({
    name: 'raovat_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    labelNames: ['service', 'method', 'route', 'status_class'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'raovat_http_request_duration_seconds',
    help: 'Time from a request to its answer (the whole body sent), by method and route template.',
    labelNames: ['service', 'method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'raovat_http_requests_in_flight', help: 'Requests being answered now.', labelNames: ['service'], registers: [registry] });
  const inFlightChild = inFlight.labels(service);
  const children = new Map<string, { readonly count: Counter.Internal; readonly time: Histogram.Internal<string> }>();
  return {
    start: () => inFlightChild.inc(),
    finish(method, route, status, seconds) {
      inFlightChild.dec();
      const methodName = methodLabel(method);
      const statusName = statusClass(status);
      const key = `${methodName} ${statusName} ${route}`;
      let child = children.get(key);
      if (!child) {
        child = { count: requests.labels(service, methodName, route, statusName), time: latency.labels(service, methodName, route, statusName) };
        children.set(key, child);
      }
      child.count.inc();
      child.time.observe(seconds);
    },
  };
}
