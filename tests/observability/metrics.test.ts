/**
 * Issue #37 point 1: both services count their traffic by route template, so a thousand URLs a
 * visitor makes up add no series beyond the templates they fall under; the backend counts its
 * events (sign-in failures, rate-limit refusals); metrics are served on the internal listener
 * only — not by the public app, and nginx's public configuration never proxies to it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Histogram, Registry } from 'prom-client';
import { afterEach, describe, expect, test } from 'vitest';
import { nginxConfig } from '../../scripts/nginx';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '../../src/backend/db/client';
import { MAX_STATEMENT_NAMES, statementName } from '../../src/backend/db/observed-statements';
import { disableBackendMetrics, enableBackendMetrics } from '../../src/backend/metrics';
import { serveMetrics } from '../../src/observability/metrics-listener';
import { createHttpMetrics, LATENCY_BUCKETS, methodLabel, statusClass } from '../../src/observability/http-metrics';
import { routeTemplates, UNMATCHED } from '../../src/observability/route-templates';
import { disableAppMetrics, enableAppMetrics } from '../../src/observability/app-metrics';
import { backendApp } from '../helpers/backend';
import { freshPglite } from '../helpers/db';

const opened: DatabaseHandle[] = [];
afterEach(async () => {
  disableBackendMetrics();
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

/** The label sets of one metric in the registry. */
async function seriesOf(registry: Registry, name: string): Promise<string[]> {
  const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name);
  return (metric?.values ?? []).map((value) => JSON.stringify(value.labels));
}

/** The shape of Next's routes manifest for a few of the app's routes. */
const MANIFEST = {
  staticRoutes: [
    { page: '/search', regex: '^/search(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/api/trpc/[trpc]', regex: '^/api/trpc/([^/]+?)(?:/)?$' },
    { page: '/[cat]', regex: '^/([^/]+?)(?:/)?$' },
    { page: '/[cat]/[detail]', regex: '^/([^/]+?)/([^/]+?)(?:/)?$' },
  ],
};

describe('app: route templates bound the labels', () => {
  test('URLs become their templates; anything else is unmatched', () => {
    const routeOf = routeTemplates(MANIFEST);
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/search?q=nha+dat&page=2')).toBe('/search');
    expect(routeOf('/bat-dong-san/ban-nha-quan-7-12345')).toBe('/[cat]/[detail]');
    expect(routeOf('/xe-co')).toBe('/[cat]');
    expect(routeOf('/api/trpc/browsePage.read?batch=1')).toBe('/api/trpc/[trpc]');
    expect(routeOf('/_next/static/chunks/abc.js')).toBe('/_next/*');
    expect(routeOf('/a/b/c/d')).toBe(UNMATCHED);
  });

  test('1,000 distinct URLs add no series beyond the templates they fall under', async () => {
    const registry = new Registry();
    const metrics = createHttpMetrics(registry, 'app');
    const routeOf = routeTemplates(MANIFEST);
    const urls = Array.from(
      { length: 1_000 },
      (_, index) =>
        [`/cat-${index}`, `/cat-${index}/tin-${index}?ref=${index}`, `/search?q=${index}`, `/x/y/z/${index}`, `/api/trpc/p${index}`][index % 5] ?? '/',
    );
    for (const url of urls) {
      metrics.start();
      metrics.finish('GET', routeOf(url), 200, 0.01);
    }
    metrics.start();
    metrics.finish('BREW', routeOf('/search'), 418, 0.01);
    const series = await seriesOf(registry, 'raovat_http_requests_total');
    // Five templates with GET 2xx, and one for the odd method and status.
    expect(series).toHaveLength(6);
    expect(series.join('\n')).not.toMatch(/cat-\d|tin-\d|q=|p\d/);
    expect(series.some((labels) => labels.includes('"method":"OTHER"') && labels.includes('"status_class":"4xx"'))).toBe(true);
  });
});

describe('counted in plain numbers, read when scraped', () => {
  /** One metric's value for the labels that include `labels`. */
  async function valueOf(registry: Registry, name: string, labels: Record<string, string>): Promise<number | undefined> {
    const metric = (await registry.getMetricsAsJSON()).find((entry) => entry.name === name);
    const entries = Object.entries(labels);
    const matching = (metric?.values ?? []).find((value) => entries.every(([key, expected]) => (value.labels as Record<string, unknown>)[key] === expected));
    return matching?.value;
  }

  test('requests answered, requests in flight and the micro-cache’s states have their counts at each scrape', async () => {
    const registry = new Registry();
    const metrics = createHttpMetrics(registry, 'app');
    for (let index = 0; index < 3; index += 1) metrics.start();
    metrics.finish('GET', '/search', 200, 0.01);
    expect(await valueOf(registry, 'raovat_http_requests_in_flight', { service: 'app' })).toBe(2);
    expect(await valueOf(registry, 'raovat_http_requests_total', { route: '/search', status_class: '2xx' })).toBe(1);
    metrics.finish('GET', '/search', 200, 0.01);
    metrics.finish('GET', '/search', 503, 0.01);
    // A second scrape reports totals, not what changed since the first.
    expect(await valueOf(registry, 'raovat_http_requests_total', { route: '/search', status_class: '2xx' })).toBe(2);
    expect(await valueOf(registry, 'raovat_http_requests_total', { route: '/search', status_class: '5xx' })).toBe(1);
    expect(await valueOf(registry, 'raovat_http_requests_in_flight', { service: 'app' })).toBe(0);

    const app = enableAppMetrics(routeTemplates(MANIFEST), new Registry());
    try {
      app.fills.kept.inc();
      app.fills.kept.inc();
      app.fills.not_kept.inc();
      expect(await valueOf(app.registry, 'raovat_micro_cache_fills_total', { outcome: 'kept' })).toBe(2);
      expect(await valueOf(app.registry, 'raovat_micro_cache_fills_total', { outcome: 'not_kept' })).toBe(1);
    } finally {
      disableAppMetrics();
    }
  });
});

describe('the latency histogram, counted in plain numbers', () => {
  test('exposes what prom-client’s own Histogram would for the same requests, in text and JSON', async () => {
    const registry = new Registry();
    const metrics = createHttpMetrics(registry, 'backend');
    const reference = new Registry();
    const expected = new Histogram({
      name: 'raovat_http_request_duration_seconds',
      help: 'Time from a request to its answer (the whole body sent), by method and route template.',
      labelNames: ['service', 'method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers: [reference],
    });
    // Each bucket's edge, values between them, one above the last bound, over three label sets.
    const seconds = [0, 0.001, 0.0011, 0.004, 0.01, 0.3, 1.5, 2, 29.9, 30, 31, 120];
    const requests = [
      ['GET', '/search', 200],
      ['POST', '/api/trpc/[trpc]', 503],
      ['BREW', '/search', 418],
    ] as const;
    for (const [method, route, status] of requests) {
      for (const value of seconds) {
        metrics.start();
        metrics.finish(method, route, status, value);
        expected.observe({ service: 'backend', method: methodLabel(method), route, status_class: statusClass(status) }, value);
      }
    }
    const histogramText = async (from: Registry) => from.getSingleMetricAsString('raovat_http_request_duration_seconds');
    expect(await histogramText(registry)).toBe(await histogramText(reference));
    // Exemplars aside (off here; prom-client writes null or undefined for them).
    const json = async (from: Registry) =>
      (await from.getMetricsAsJSON())
        .find((metric) => metric.name === 'raovat_http_request_duration_seconds')
        ?.values.map((value) => ({ ...value, exemplar: undefined }));
    expect(await json(registry)).toEqual(await json(reference));
    expect(await histogramText(registry)).toContain(
      'raovat_http_request_duration_seconds_bucket{le="30",service="backend",method="GET",route="/search",status_class="2xx"} 10',
    );
  });
});

describe('backend: counted by the route that answered', () => {
  async function backendWithMetrics() {
    const handle = await freshPglite();
    opened.push(handle);
    const metrics = enableBackendMetrics(new Registry());
    return { app: await backendApp(handle.db), metrics };
  }

  test('1,000 distinct URLs add no series beyond the route templates they hit', async () => {
    const { app, metrics } = await backendWithMetrics();
    for (let index = 0; index < 1_000; index += 1) {
      const url =
        [`/location/quan-huyen/${index}.json`, `/nowhere/${index}`, `/location/xa-phuong/${index}.json?x=${index}`, `/media/${index}/a/b.jpg`][index % 4] ??
        '/';
      await app.request(url);
    }
    const series = await seriesOf(metrics.registry, 'raovat_http_requests_total');
    // Each URL's route template with the status class it got: four templates, a few statuses, never a URL.
    expect(series.length).toBeGreaterThan(1);
    expect(series.length).toBeLessThanOrEqual(8);
    expect(series.join('\n')).toContain('"route":"/location/quan-huyen/:file"');
    const text = series.join('\n');
    expect(text).not.toMatch(/\/\d|nowhere|x=|redirectUrl/);
    expect(text).toContain('"route":"unmatched"');
    expect(await seriesOf(metrics.registry, 'raovat_http_request_duration_seconds')).not.toHaveLength(0);
  });

  test('a wrong password and a refusal by the sign-in limit are counted by reason and by limit', async () => {
    const { app, metrics } = await backendWithMetrics();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await app.request('/api/member/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: '0911111111', password: 'sai-mat-khau' }),
      });
    }
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/raovat_sign_in_failures_total\{reason="unknown_account"\} [1-9]/);
    expect(text).toMatch(/raovat_sign_in_failures_total\{reason="rate_limited"\} [1-9]/);
    expect(text).toMatch(/raovat_rate_limit_refusals_total\{limit="[a-z:-]+"\} [1-9]/);
  });

  test('SQL statements are timed by a bounded name: their operation and first table', async () => {
    const metrics = enableBackendMetrics(new Registry());
    const handle = await freshPglite();
    opened.push(handle);
    await handle.db.execute(sql`select count(*) from listings`);
    await handle.db.execute(sql`update listings set id = id where id = -1`);
    const series = await seriesOf(metrics.registry, 'raovat_db_statement_duration_seconds');
    expect(series.join('\n')).toContain('"statement":"select listings"');
    expect(series.join('\n')).toContain('"statement":"update listings"');
    // A thousand made-up tables: past the bound every new name is `other`.
    const names = new Set(Array.from({ length: 1_000 }, (_, index) => statementName(`select * from "made_up_${index}"`)));
    expect(names.size).toBeLessThanOrEqual(MAX_STATEMENT_NAMES + 1);
    expect(statementName('select 1 from "one_more_table"')).toBe('other');
    expect(statementName('select count(*) from listings')).toBe('select listings');
  });

  test('with neither metrics nor traces a database queries through its driver’s own function', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const handle = wrapPglite(client);
    opened.push(handle);
    expect(client.query).toBe(PGlite.prototype.query);
  });

  test('the public app has no /metrics', async () => {
    const { app } = await backendWithMetrics();
    expect((await app.request('/metrics')).status).toBe(404);
  });
});

describe('the internal listener', () => {
  test('serves the text format on loopback, with the bearer token when one is set, and nothing else', async () => {
    const registry = new Registry();
    createHttpMetrics(registry, 'backend');
    const token = 'a-scrape-token-of-some-length';
    const server = http.createServer();
    server.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const port = (server.address() as AddressInfo).port;
    server.close();
    await new Promise((resolve) => server.once('close', resolve));
    const metricsServer = await new Promise<http.Server>((resolve) => {
      const started = serveMetrics(registry, { METRICS_PORT: port, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: token }, () => resolve(started));
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('# TYPE raovat_http_requests_total counter');
      expect((await fetch(`${base}/`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
      expect((metricsServer.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      metricsServer.close();
    }
  });

  test('nginx’s public servers proxy only to the instances’ public ports, never to a metrics port', () => {
    const config = nginxConfig({ appPort: 3000, apps: [3001, 3002], backend: { port: 4000, instances: [4001, 4002] }, distDir: '/srv/raovat/.next', cacheLogTo: ['127.0.0.1:9101', '127.0.0.1:9102'] }, '/tmp/nginx');
    // The metrics ports only hear the cache log's datagrams: one cacheable request in 50, each line worth 50.
    expect(config).toMatch(/split_clients "\$request_id" \$cache_log_draw \{\s*2% 1;/);
    expect(config).toContain("log_format micro_cache '$micro_cache $upstream_cache_status 50';");
    expect([...config.matchAll(/syslog:server=127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]))).toEqual([9101, 9102]);
    const upstreamPorts = [...config.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((match) => Number(match[1]));
    expect(upstreamPorts.sort()).toEqual([3001, 3002, 4001, 4002]);
    expect(config).not.toMatch(/metrics/);
  });
});
