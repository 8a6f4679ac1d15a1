/**
 * The app's web server behind nginx (scripts/nginx.ts, started with it by scripts/serve.ts and
 * scripts/cluster.ts): Next's handler, with the answers nginx may keep held whole and marked with
 * how long (./whole-answer.ts); health and readiness; the listing-change feed that refreshes Next's
 * page cache; metrics and traces; a graceful stop. nginx does the rest: the micro-cache, the
 * build's files, gzip, HSTS, body limits and the outage page.
 * Environment: PORT (3000 — the internal port when nginx is in front), MICRO_CACHE_SECONDS (1; 0 keeps nothing).
 */
import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import next from 'next';
import { servingEnv } from './env';
import { withRequestDeadline } from '../server/upstream/request-deadline';
import { PAGE_BUDGET_MS } from '../server/upstream/time-budget';
import { followListingChanges } from '../server/listing-change-feed';
import { FILL_HEADER, withWholeAnswers, type Handler } from './whole-answer';
import { enableAppMetrics, type AppMetrics } from '../observability/app-metrics';
import { routeTemplatesOfBuild, type RouteOf } from '../observability/route-templates';
import { currentTrace } from '../observability/trace-context';
import { startTracing } from '../observability/start-tracing';
import { servingSpan } from '../observability/request-span';
import { serveMetrics } from '../observability/metrics-listener';
import { countNginxCacheLog } from '../observability/nginx-cache-log';

const settings = servingEnv;
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const isFill = (request: http.IncomingMessage) => request.headers[FILL_HEADER] === '1';

/** Counts a visitor's request by its route template when its answer ends (or the visitor leaves). */
function countRequest(metrics: AppMetrics, request: http.IncomingMessage, response: http.ServerResponse) {
  const started = performance.now();
  metrics.http.start();
  response.once('close', () => metrics.http.finish(request.method, metrics.routeOf(request.url), response.statusCode, (performance.now() - started) / 1000));
}

/** Next's handler, timed per route template until its answer ends. */
function timedNext(metrics: AppMetrics, handleNext: Handler): Handler {
  return (request, response) => {
    const started = performance.now();
    response.once('close', () => metrics.render.observe({ route: metrics.routeOf(request.url) }, (performance.now() - started) / 1000));
    return handleNext(request, response);
  };
}

/**
 * `/healthz`: this web server is up. `/readyz`: it should get traffic — not draining, and the
 * backend (through its proxy) answers its own readiness within a second. Both carry the instance id.
 */
async function answerHealth(url: string, instance: string, draining: boolean, response: http.ServerResponse) {
  const send = (status: number, body: Record<string, unknown>) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ instance, draining, ...body }));
  };
  if (url === '/healthz') return send(200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  if (draining) return send(503, { status: 'draining' });
  const backend = await fetch(new URL('/readyz', settings.API_URL), { signal: AbortSignal.timeout(1_000) })
    .then((answer) => (answer.ok ? 'ok' : `answered ${answer.status}`))
    .catch(() => 'unreachable');
  return send(backend === 'ok' ? 200 : 503, { status: backend === 'ok' ? 'ready' : 'unready', backend });
}

function log(level: 'info' | 'warn', msg: string, fields: Record<string, unknown> = {}) {
  const traceId = currentTrace()?.traceId;
  console.log(JSON.stringify({ time: new Date().toISOString(), level, service: 'app', msg, ...(traceId ? { traceId } : {}), ...fields }));
}

/** With LOG_REQUESTS=1, one line per request answered, with its route template and trace id. */
function logRequest(request: http.IncomingMessage, response: http.ServerResponse, routeOf: RouteOf) {
  const started = performance.now();
  const trace = currentTrace();
  response.once('close', () => {
    const fields = { method: request.method, route: routeOf(request.url), status: response.statusCode, ms: Math.round(performance.now() - started), fill: isFill(request) || undefined };
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', service: 'app', msg: 'request', traceId: trace?.traceId, ...fields }));
  });
}

/** Follows the backend's listing changes and refreshes this instance's pages through its own revalidation route. */
function followChangesInto(port: number, secret: string, metrics: AppMetrics | undefined) {
  return followListingChanges({
    observe: metrics && {
      connected: (isConnected) => metrics.listingChangeConnected.set(isConnected ? 1 : 0),
      heard: () => metrics.listingChangeLastEvent.set(Date.now() / 1000),
      applied: (lagSeconds) => metrics.listingChangeLag.set(lagSeconds),
    },
    streamUrl: new URL('/api/events/listing-changes', settings.API_URL).toString(),
    secret,
    cursorFile: settings.LISTING_CHANGES_CURSOR_FILE ?? path.join(ROOT, '.data', `app-${port}`, 'listing-changes.cursor'),
    log,
    apply: async (changes) => {
      const response = await fetch(`http://127.0.0.1:${port}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ changes }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`revalidation answered ${response.status}`);
    },
  });
}

async function main() {
  // Before Next loads: its own spans (render, fetch) join ours once a tracer provider is registered.
  await startTracing('raovat-app', settings);
  const port = settings.PORT;
  const app = next({ dev: false, dir: ROOT, port, hostname: 'localhost' });
  const handleNext = app.getRequestHandler();
  await app.prepare();
  // Metrics only with an internal port to read them from (docs/deploy.md "Metrics"): otherwise nothing is counted.
  const metricsPort = settings.METRICS_PORT;
  const logRequests = settings.LOG_REQUESTS === '1';
  const routeOf = routeTemplatesOfBuild(ROOT, settings.NEXT_DIST_DIR);
  const metrics = metricsPort === undefined ? undefined : enableAppMetrics(routeOf);
  if (metrics && metricsPort !== undefined) {
    serveMetrics(metrics.registry, { ...settings, METRICS_PORT: metricsPort }, (address) => log('info', 'metrics listening', { address }));
    countNginxCacheLog(metrics.registry, settings.METRICS_HOST, metricsPort, (address) => log('info', 'nginx cache log listening', { address }));
  }
  const nextHandler: Handler = metrics ? timedNext(metrics, handleNext) : (request, response) => handleNext(request, response);
  const served = withWholeAnswers(nextHandler, settings.MICRO_CACHE_SECONDS);
  const instance = settings.INSTANCE_ID ?? `${hostname()}:${port}`;
  let draining = false;
  const server = http.createServer((request, response) => {
    if (metrics) countRequest(metrics, request, response);
    if (request.url === '/healthz' || request.url === '/readyz') {
      void answerHealth(request.url, instance, draining, response);
      return;
    }
    const span = servingSpan(request, response, routeOf, isFill(request));
    const trace = span.trace;
    span
      .run(() => {
        if (logRequests) logRequest(request, response, routeOf);
        return withRequestDeadline(Date.now() + PAGE_BUDGET_MS, () => served(request, response));
      })
      .catch((error: unknown) => {
        console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', service: 'app', msg: 'request failed', traceId: trace.traceId, url: request.url, error: String(error) }));
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  server.listen(port, () => console.log(`✓ Rao vặt app server on http://localhost:${port} (micro-cache fills kept ${settings.MICRO_CACHE_SECONDS} s)`));
  // Silence is measured from the feed's start: an instance that never connects is alerted on too.
  if (settings.REVALIDATE_SECRET) metrics?.listingChangeLastEvent.set(Date.now() / 1000);
  const feed = settings.REVALIDATE_SECRET ? followChangesInto(port, settings.REVALIDATE_SECRET, metrics) : null;
  // Stop taking connections, let requests in flight finish (10 s at most), then exit 0.
  const stop = () => {
    draining = true;
    feed?.stop();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
