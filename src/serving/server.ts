/**
 * The production web server (`npm start`, the end-to-end tests, the benchmark): Next.js behind a
 * seconds-long micro-cache of guests' page loads (./micro-cache.ts). A miss is filled by asking
 * this same server over loopback with the cache bypassed (as a guest), once per page however many visitors ask
 * at the same moment. A guest's page the cache may not keep is fetched the same way, for that guest
 * alone, and sent only once whole (nginx can then retry a page from a killed instance);
 * members get the guests' copy of a page that is the same for everyone and otherwise stream from
 * Next, as client navigations do.
 * Every answer carries HSTS when SITE_URL is https (./strict-transport.ts); a page request with a
 * large or undeclared body is refused before Next reads it (./page-body-limit.ts).
 * Environment: PORT (3000), MICRO_CACHE_TTL_MS (10000; 0 turns the cache off), SITE_URL.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { hostname } from 'node:os';
import path from 'node:path';
import compression from 'compression';
import next from 'next';
import { VIEW_COOKIE } from '../server/view-cookie-name';
import { servingEnv } from './env';
import { withRequestDeadline } from '../server/upstream/request-deadline';
import { PAGE_BUDGET_MS } from '../server/upstream/time-budget';
import { followListingChanges } from './listing-change-feed';
import { withOutagePage } from './outage-page';
import { withPageBodyLimit } from './page-body-limit';
import { withBuildFiles } from './build-files';
import { finishedFill } from './html-body';
import { withScriptHashes } from './script-hashes';
import { withStrictTransport } from './strict-transport';
import { appMetrics, enableAppMetrics, type AppMetrics } from './metrics';
import { routeTemplatesOfBuild, type RouteOf } from './route-templates';
import { currentTrace, traceparentOf } from '../observability/trace-context';
import { startTracing } from '../observability/start-tracing';
import { servingSpan } from './request-span';
import { serveMetrics } from '../observability/metrics-listener';
import { acceptsGzip, cacheKeyOf, createMicroCache, fillUrlOf, HOP_BY_HOP, isMemberRequest, registerMicroCache, remembersListView, type CachedResponse, type MicroCache } from './micro-cache';

const settings = servingEnv;

/**
 * Marks the loopback request that fills the cache, so it goes to Next. Its value is this process's
 * secret: a visitor who sends the header is not let past the cache to an uncached render.
 */
const FILL_HEADER = 'x-raovat-micro-cache';
const FILL_TOKEN = randomBytes(16).toString('hex');
const isFill = (request: http.IncomingMessage) => request.headers[FILL_HEADER] === FILL_TOKEN;
const FILL_TIMEOUT_MS = 30_000;

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function sendCached(response: http.ServerResponse, cached: CachedResponse, state: 'HIT' | 'MISS' | 'PASS') {
  appMetrics()?.microCache[state].inc();
  response.writeHead(cached.status, { ...cached.headers, 'content-length': String(cached.body.byteLength), 'x-micro-cache': state });
  response.end(cached.body);
}

/** The headers of the loopback request: the guest's, without cookies other than the list view. */
function fillHeaders(request: http.IncomingMessage, key: string): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...request.headers, [FILL_HEADER]: FILL_TOKEN };
  // The fill is this page request's render: it continues the request's trace.
  const trace = currentTrace();
  if (trace) headers.traceparent = traceparentOf(trace);
  delete headers['if-none-match'];
  delete headers['if-modified-since'];
  // Next answers the fill uncompressed: finishedFill (./html-body.ts) compresses it once.
  delete headers['accept-encoding'];
  if (remembersListView(key)) headers.cookie = `${VIEW_COOKIE}=list`;
  else delete headers.cookie;
  return headers;
}

/** Asks this server for the page with the cache bypassed and reads the whole answer. */
function fetchFromNext(request: http.IncomingMessage, key: string, port: number): Promise<CachedResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method: 'GET', path: fillUrlOf(key), headers: fillHeaders(request, key), timeout: FILL_TIMEOUT_MS }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve(finishedFill(answer.statusCode ?? 502, headers, Buffer.concat(chunks), acceptsGzip(key)));
      });
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('micro-cache fill timed out')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

type NextHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>;

// Next compresses nothing (next.config `compress: false`), so every answer is gzipped once, here:
// members' streamed pages, RSC payloads, API answers. Answers that come encoded (cached pages,
// gzipped when filled) pass through; so does the fill, which asks for none. Build files are
// gzipped once per process (./build-files.ts).
type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: (error?: unknown) => void) => void;
const gzip = compression() as unknown as Middleware;
const gzippedOnce = (handle: NextHandler): NextHandler => (request, response) =>
  new Promise((resolve, reject) => gzip(request, response, (error) => (error ? reject(error) : handle(request, response).then(resolve, reject))));

/** Counts a visitor's request by its route template when its answer ends (or the visitor leaves). */
function countRequest(metrics: AppMetrics, request: http.IncomingMessage, response: http.ServerResponse) {
  const started = performance.now();
  metrics.http.start();
  response.once('close', () => metrics.http.finish(request.method, metrics.routeOf(request.url), response.statusCode, (performance.now() - started) / 1000));
}

/** Next's handler, timed per route template until its answer ends. */
function timedNext(metrics: AppMetrics, handleNext: NextHandler): NextHandler {
  return (request, response) => {
    const started = performance.now();
    response.once('close', () => metrics.render.observe({ route: metrics.routeOf(request.url) }, (performance.now() - started) / 1000));
    return handleNext(request, response);
  };
}

function microCached(cache: MicroCache, handle: NextHandler, port: number): NextHandler {
  // One fill per key at a time; the guests who ask meanwhile wait for it.
  const filling = new Map<string, Promise<CachedResponse | null>>();

  return async (request, response) => {
    const sendWhole = async (answer: Promise<CachedResponse>, state: 'MISS' | 'PASS') => {
      try {
        sendCached(response, await answer, state);
      } catch {
        if (!response.headersSent) await handle(request, response);
      }
    };
    const fill = isFill(request);
    const key = fill ? null : cacheKeyOf(request);
    if (key === null) {
      if (!fill) appMetrics()?.microCache.BYPASS.inc();
      return handle(request, response);
    }
    const cached = cache.lookup(key);
    if (cached) return sendCached(response, cached, 'HIT');
    // A member shares only what the cache keeps: anything else is the member's own page, from Next.
    const member = isMemberRequest(request);
    // A page the cache may not keep is still read whole before the guest gets a byte: an instance
    // killed mid-render has then sent nothing, and the proxy asks the other instance instead of
    // handing the guest half a page.
    if (cache.passes(key)) return member ? handle(request, response) : sendWhole(fetchFromNext(request, key, port), 'PASS');

    const pending = filling.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      return shared ? sendCached(response, shared, 'MISS') : handle(request, response);
    }

    const startedAt = cache.generation();
    const filled = fetchFromNext(request, key, port);
    // Waiters get the answer only if it may be shared; otherwise Next answers each of them.
    const shareable = filled.then((answer) => (cache.store(key, answer, startedAt) ? answer : null));
    filling.set(key, shareable);
    void shareable.finally(() => filling.delete(key)).catch(() => undefined);
    if (!member) return sendWhole(filled, 'MISS');
    const kept = await shareable.catch(() => null);
    return kept ? sendCached(response, kept, 'MISS') : handle(request, response);
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
  response.once('close', () =>
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'info',
        service: 'app',
        msg: 'request',
        traceId: trace?.traceId,
        method: request.method,
        route: routeOf(request.url),
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
        fill: isFill(request) || undefined,
      }),
    ),
  );
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
  }
  const nextHandler: NextHandler = metrics ? timedNext(metrics, handleNext) : (request, response) => handleNext(request, response);
  const handle: NextHandler = withOutagePage(withScriptHashes(nextHandler), port);
  let serve = handle;
  if (settings.MICRO_CACHE_TTL_MS > 0) {
    const cache = createMicroCache({ ttlMs: settings.MICRO_CACHE_TTL_MS, maxEntries: 2_000, maxBytes: 256 * 1024 * 1024 });
    registerMicroCache(cache);
    serve = microCached(cache, handle, port);
  }
  const served = withBuildFiles(gzippedOnce(serve));
  const instance = settings.INSTANCE_ID ?? `${hostname()}:${port}`;
  let draining = false;
  const server = http.createServer(
    withStrictTransport(
      settings.SITE_URL,
      withPageBodyLimit((request, response) => {
        // The cache's own loopback fills are counted as renders, not as page loads.
        if (metrics && !isFill(request)) countRequest(metrics, request, response);
        if (request.url === '/healthz' || request.url === '/readyz') {
          void answerHealth(request.url, instance, draining, response);
          return;
        }
        const span = servingSpan(request, response, routeOf, isFill(request));
        const trace = span.trace;
        span.run(() => {
          if (logRequests) logRequest(request, response, routeOf);
          return withRequestDeadline(Date.now() + PAGE_BUDGET_MS, () => served(request, response));
        }).catch((error: unknown) => {
          console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', service: 'app', msg: 'request failed', traceId: trace.traceId, url: request.url, error: String(error) }));
          if (!response.headersSent) response.writeHead(500);
          response.end();
        });
      }),
    ),
  );
  server.listen(port, () => console.log(`✓ Rao vặt web server on http://localhost:${port} (micro-cache ${settings.MICRO_CACHE_TTL_MS} ms)`));
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
