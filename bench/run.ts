/**
 * `npm run bench` (by hand, never in `npm test`): the public pages under load against a backend
 * seeded with 100,000 listings on the embedded database, next to a cached page with no data of the
 * same app measured in the same run; search latency of the backend; first-load JS per route.
 *
 *   npm run bench -- [--listings 100000] [--seconds 10] [--concurrency 50]
 *
 * The database is seeded once into .data/bench-<listings>/ and reused by later runs. Results are
 * printed and written to bench/results/latest.json (git-ignored); bench/README.md quotes them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstLoadJs } from '../scripts/first-load-js';
import { throughputChart } from './chart';
import { ROOT } from '../scripts/processes';
import { sortedQueryKey } from '../src/lib/query-key';
import { EACH_REQUEST, load, requestTarget, type LoadResult } from './load';
import { SEARCH_QUERIES, searchLatency } from './search';
import { FILTERED_CATEGORY, memberSessionCookie, pickDetailPath, startBenchServers } from './servers';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    // 0: nothing kept by nginx's micro-cache (the app marks nothing, scripts/serve.ts).
    'micro-cache-ms': { type: 'string', default: '10000' },
    // Browsers always ask for gzip; --identity measures uncompressed answers instead.
    identity: { type: 'boolean', default: false },
    // The cluster benchmark (bench/cluster.ts) reads its own options.
    cluster: { type: 'boolean', default: false },
    // Metrics on vs off in one run (bench/metrics-overhead.ts, its own options).
    'metrics-overhead': { type: 'boolean', default: false },
    // CPU per long-tail page and its profiles (bench/profile-long-tail.ts, its own options).
    'profile-long-tail': { type: 'boolean', default: false },
  },
  strict: !['--cluster', '--metrics-overhead', '--profile-long-tail'].some((flag) => process.argv.includes(flag)),
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const microCacheMs = Number(values['micro-cache-ms']);
const requestHeaders: Record<string, string> = values.identity ? {} : { 'accept-encoding': 'gzip' };
const APP_PORT = 3490;
const BACKEND_PORT = 4490;
const app = `http://127.0.0.1:${APP_PORT}`;
const backend = `http://127.0.0.1:${BACKEND_PORT}`;

/** gzip -9 size of the module scripts a route's HTML loads (what a modern browser downloads). */
async function firstLoadJsOf(route: string): Promise<number> {
  const html = await (await fetch(`${app}${route}`)).text();
  return (await firstLoadJs(app, html)).bytes;
}

/** Bytes on the wire of one answer, as the load sends it (compressed unless --identity). */
function transferredBytes(route: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app}${route}`, { headers: requestHeaders }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main() {
  if (values.cluster) {
    await import('./cluster');
    return;
  }
  if (values['metrics-overhead']) {
    await import('./metrics-overhead');
    return;
  }
  if (values['profile-long-tail']) {
    await import('./profile-long-tail');
    return;
  }
  const servers = await startBenchServers({ listings, microCacheMs, appPort: APP_PORT, backendPort: BACKEND_PORT });
  try {
    const detail = await pickDetailPath(app);
    const category = `/${detail.split('/')[1] ?? ''}`;
    // The first two rows are floors, not pages: what `next start` costs for a file from public/
    // and for a cached route handler, without the proxy, React or our HTML.
    const floors = new Set(['/favicon.svg', '/robots.txt']);
    const member = { cookie: await memberSessionCookie(backend) };
    // A filter change in the browser (issue #16): before, the router asked the server to render
    // the filtered page (RSC); now the page reads its data (browsePage.read) and renders it itself.
    const [filteredPath = '', filteredQuery = ''] = FILTERED_CATEGORY.split('?');
    const pageRead = { context: 'category', slug: filteredPath.slice(1), query: sortedQueryKey(filteredQuery) };
    const dataReadOf = (query: string) => `/api/trpc/browsePage.read?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { ...pageRead, query } } }))}`;
    const dataRead = dataReadOf(pageRead.query);
    // Another price ceiling each request (500,000,001 đ, …: as many listings): a change no visitor made in the last seconds.
    const newDataRead = dataReadOf(pageRead.query.replace(/price_max=\d+/, `price_max=500${EACH_REQUEST}`));
    const routes: Array<[label: string, route: string, headers?: Record<string, string>]> = [
      ['floor: static file', '/favicon.svg'],
      ['floor: a small route handler (per request)', '/robots.txt'],
      ['cached info page (no data)', '/support-about/gioi-thieu'],
      ['home /', '/'],
      ['category /{cat}', category],
      ['detail /{cat}/{detail}', detail],
      // Issue #16: the pages guests spend their time on once they pick a filter or type a word.
      [`filtered ${FILTERED_CATEGORY}`, FILTERED_CATEGORY],
      ['search /search?q=can+ho', '/search?q=can+ho'],
      ['search /search?q=nha+dat', '/search?q=nha+dat'],
      // `_rsc` without a value: Next redirects an RSC request whose `_rsc` does not match its router headers (none here).
      ['filter change, before: server render (RSC)', `${FILTERED_CATEGORY}&_rsc`, { rsc: '1' }],
      // The data read of a popular query comes from the micro-cache; a query nobody asked for in the
      // last seconds is read from the backend (through the micro-cache's fill).
      ['filter change, now: data read (shared)', dataRead],
      ['filter change, now: data read (new query)', newDataRead],
      // A signed-in member (session cookie): shares the guests' copy of a page the same for everyone.
      ['member: category /{cat}', category, member],
      ['member: detail /{cat}/{detail}', detail, member],
      ['member: search /search?q=nha+dat', '/search?q=nha+dat', member],
    ];
    // Fill the caches (and let the ISR pages render once) before measuring.
    for (const [, route, headers] of routes) for (let i = 0; i < 3; i++) await (await fetch(`${app}${requestTarget(route, 0)}`, { headers: headers ?? {} })).arrayBuffer();
    const results: Array<LoadResult & { label: string; firstLoadJsGzip: number; bytes: number }> = [];
    for (const [label, route, headers] of routes) {
      const result = await load(`${app}${route}`, { concurrency, seconds, headers: { ...requestHeaders, ...headers } });
      const js = floors.has(route) || headers?.rsc !== undefined || route.startsWith('/api/') ? Number.NaN : await firstLoadJsOf(route);
      const bytes = await transferredBytes(requestTarget(route, 0));
      results.push({ ...result, label, firstLoadJsGzip: js, bytes });
      console.log(`${label.padEnd(30)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 TTFB ${result.ttfbMs.p95.toFixed(1)} ms  errors ${result.errors}  JS ${(js / 1024).toFixed(1)} KB`);
    }
    const search = await searchLatency(backend, SEARCH_QUERIES.map((q) => ({ type: 5, q, num: 20 })), 20);
    console.log(`backend search (${search.requests} requests, one at a time): p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`);
    const baseline = results.find((result) => result.label.startsWith('cached info page'));
    const cachedCategory = results.find((result) => result.label === 'category /{cat}');
    const rows = results.map((result) => ({
      ...result,
      throughputVsStatic: baseline ? result.requestsPerSecond / baseline.requestsPerSecond : Number.NaN,
      throughputVsCategory: cachedCategory ? result.requestsPerSecond / cachedCategory.requestsPerSecond : Number.NaN,
    }));
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench', 'results', 'latest.json'),
      JSON.stringify({ at: new Date().toISOString(), listings, seconds, concurrency, microCacheMs, gzip: !values.identity, pages: rows, search }, null, 2),
    );
    console.log('\n| page | req/s | vs cached info page | vs cached category | p50 TTFB | p95 TTFB | errors | response | first-load JS (gzip) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const js = Number.isNaN(row.firstLoadJsGzip) ? '–' : `${(row.firstLoadJsGzip / 1024).toFixed(1)} KB`;
      console.log(
        `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.throughputVsStatic.toFixed(2)}× | ${row.throughputVsCategory.toFixed(2)}× | ${row.ttfbMs.p50.toFixed(1)} ms | ${row.ttfbMs.p95.toFixed(1)} ms | ${row.errors} | ${(row.bytes / 1024).toFixed(1)} KB | ${js} |`,
      );
    }
    writeFileSync(path.join(ROOT, 'bench', 'results', 'pages.svg'), throughputChart(rows.filter((row) => !row.label.startsWith('floor'))));
    console.log('\nChart: bench/results/pages.svg');
  } finally {
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
