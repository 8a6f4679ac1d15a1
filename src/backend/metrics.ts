/**
 * The backend's metrics (issue #37), read by Prometheus from the internal listener
 * (src/observability/metrics-listener.ts) — never from the public port. Off unless METRICS_PORT is
 * set: `backendMetrics()` is then null and every call site skips its counting, so a backend
 * without metrics pays one null check per event.
 * Every label is bounded by the code: route templates, job names, limiter names, payment
 * providers and outcomes, stream names.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '~/lib/log';
import { requestSpan } from '~/observability/trace-context';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { createHttpMetrics, type HttpMetrics } from '~/observability/http-metrics';

export interface PoolStats {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

export interface JobStateCount {
  readonly job: string;
  readonly state: string;
  readonly count: number;
}

export interface BackendMetricSources {
  /** The PostgreSQL pool's connections (absent on the embedded database). */
  readonly pool?: (() => PoolStats) | undefined;
  /** Jobs per queue and state (pg-boss), read when Prometheus scrapes. */
  readonly jobs?: (() => Promise<readonly JobStateCount[]>) | undefined;
}

export type EventStream = 'listing_changes' | 'chat';
export type IpnOutcome = 'applied' | 'duplicate' | 'refused' | 'failed';
export type SignInFailure = 'wrong_credentials' | 'locked' | 'rate_limited';

export interface BackendMetrics {
  readonly registry: Registry;
  readonly http: HttpMetrics;
  readonly streams: Gauge<'stream'>;
  readonly chatSent: Counter.Internal;
  readonly chatDelivered: Counter.Internal;
  readonly chatDeliveryLatency: Histogram.Internal<string>;
  readonly ipns: Counter<'provider' | 'outcome'>;
  readonly rateLimitRefusals: Counter<'limit'>;
  readonly signInFailures: Counter<'reason'>;
  readonly jobRuns: Counter<'queue' | 'outcome'>;
  /** SQL statements' latency by name (operation and first table, src/backend/db/observed-statements.ts). */
  readonly statements: Histogram<'statement'>;
  sources: BackendMetricSources;
}

let current: BackendMetrics | null = null;

/** The running backend's metrics, or null when they are off. */
export const backendMetrics = (): BackendMetrics | null => current;

/** Turns metrics on for this process (main.ts, when METRICS_PORT is set; tests with their own registry). */
export function enableBackendMetrics(registry: Registry = new Registry(), sources: BackendMetricSources = {}): BackendMetrics {
  collectDefaultMetrics({ register: registry });
  const metrics: BackendMetrics = {
    registry,
    http: createHttpMetrics(registry, 'backend'),
    streams: new Gauge({
      name: 'raovat_sse_connections',
      help: 'Server-sent event streams open now (listing changes for apps, chat for members).',
      labelNames: ['stream'],
      registers: [registry],
    }),
    chatSent: new Counter({ name: 'raovat_chat_messages_sent_total', help: 'Chat messages stored.', registers: [registry] }).labels(),
    chatDelivered: new Counter({
      name: 'raovat_chat_messages_delivered_total',
      help: 'Chat messages written to a recipient’s open stream.',
      registers: [registry],
    }).labels(),
    chatDeliveryLatency: new Histogram({
      name: 'raovat_chat_delivery_seconds',
      help: 'From a chat message stored to it written to the recipient’s stream.',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers: [registry],
    }).labels(),
    ipns: new Counter({
      name: 'raovat_payment_ipns_total',
      help: 'Payment notifications from providers, by provider and outcome.',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'raovat_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'],
      registers: [registry],
    }),
    signInFailures: new Counter({ name: 'raovat_sign_in_failures_total', help: 'Failed sign-ins, by reason.', labelNames: ['reason'], registers: [registry] }),
    // `queue`, not `job`: Prometheus's own target label is `job` and would rename ours.
    jobRuns: new Counter({
      name: 'raovat_job_runs_total',
      help: 'Passes of the background jobs on this instance, by queue (job name) and outcome.',
      labelNames: ['queue', 'outcome'],
      registers: [registry],
    }),
    statements: new Histogram({
      name: 'raovat_db_statement_duration_seconds',
      help: 'SQL statements’ latency, by statement name (operation and first table: `select listings`; `other` past 200 names).',
      labelNames: ['statement'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    sources,
  };
  new Gauge({
    name: 'raovat_db_pool_connections',
    help: 'The PostgreSQL pool of this instance: connections open, idle, and queries waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = metrics.sources.pool?.();
      if (!stats) return;
      this.set({ state: 'open' }, stats.total);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'raovat_jobs',
    help: 'Jobs in the shared queue (pg-boss), by queue (job name) and state: created and retry are waiting, failed ended failed after their retries.',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const read = metrics.sources.jobs;
      if (!read) return;
      this.reset();
      for (const { job, state, count } of await read()) this.set({ queue: job, state }, count);
    },
  });
  current = metrics;
  return metrics;
}

/** Stops counting (tests). */
export function disableBackendMetrics(): void {
  current = null;
}

/**
 * Runs each request inside its trace (the app's `traceparent`, or a new one), so the logger adds
 * its trace id to every line; with an access log, one line per request answered. With a trace
 * exporter (src/observability/otel.ts) the request is a span named by its route template.
 */
export function traceRequests(accessLog: Logger | undefined): MiddlewareHandler {
  return (c, next) => {
    const span = requestSpan('backend request', c.req.header('traceparent'), {});
    return span.run(async () => {
      if (!accessLog && !span.recording) return next();
      const started = performance.now();
      await next();
      const route = routeLabel(c);
      if (span.recording) {
        span.rename(`${c.req.method} ${route}`);
        span.setAttributes({ 'http.request.method': c.req.method, 'http.route': route, 'http.response.status_code': c.res.status });
        span.end(c.res.status >= 500 ? `answered ${c.res.status}` : undefined);
      }
      accessLog?.info('request', { method: c.req.method, route, status: c.res.status, ms: Math.round(performance.now() - started) });
    });
  };
}

const routeLabel = (c: Context): string => {
  const route = routePath(c);
  return route === '' || route.endsWith('*') ? 'unmatched' : route;
};

/**
 * Counts every request by the template of the route that answered (`/api/content/:id`), never
 * its URL; an answer no route gave (404) is `unmatched`.
 */
export function measureRequests(metrics: BackendMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    metrics.http.start();
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      metrics.http.finish(c.req.method, routeLabel(c), status, (performance.now() - started) / 1000);
    }
  };
}
