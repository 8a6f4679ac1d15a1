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
import { BIN, needsBuild, ROOT, run, startService, stopService, waitForUrl } from '../scripts/processes';
import { load, type LoadResult } from './load';
import { SEARCH_QUERIES, searchLatency } from './search';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    // 0 measures plain Next.js (no micro-cache in front, src/serving/server.ts).
    'micro-cache-ms': { type: 'string', default: '10000' },
    // Browsers always ask for gzip; --identity measures uncompressed answers instead.
    identity: { type: 'boolean', default: false },
    // The cluster benchmark (bench/cluster.ts) reads its own options.
    cluster: { type: 'boolean', default: false },
  },
  strict: !process.argv.includes('--cluster'),
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
const dataDir = path.join(ROOT, '.data', `bench-${listings}`);
const SECRET = 'bench-only-session-secret-0123456789abcdef';

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

async function pickDetailPath(): Promise<string> {
  const html = await (await fetch(`${app}/`)).text();
  const match = /href="(\/[a-z0-9-]+\/[a-z0-9-]+-\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('no listing link on the home page');
  return match[1];
}

async function main() {
  if (values.cluster) {
    await import('./cluster');
    return;
  }
  mkdirSync(dataDir, { recursive: true });
  if (needsBuild()) await run(path.join(BIN, 'next'), ['build']);
  console.log(`Backend on ${listings.toLocaleString('vi-VN')} listings (seeding an empty database can take a few minutes)…`);
  const backendProcess = startService('backend', path.join(BIN, 'tsx'), ['src/backend/main.ts'], {
    ...process.env,
    BACKEND_PORT: String(BACKEND_PORT),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    SEED_LISTINGS: String(listings),
    BACKEND_PUBLIC_URL: `http://localhost:${BACKEND_PORT}`,
    APP_ORIGIN: `http://localhost:${APP_PORT}`,
    LOG_LEVEL: 'warn',
  });
  const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
  const appProcess = startService('app', path.join(BIN, 'tsx'), ['src/serving/server.ts'], {
    ...process.env,
    PORT: String(APP_PORT),
    MICRO_CACHE_TTL_MS: String(microCacheMs),
    ...Object.fromEntries(hosts.map((host) => [host, backend])),
    MEDIA_PUBLIC_URL: `http://localhost:${BACKEND_PORT}`,
    SITE_URL: `http://localhost:${APP_PORT}`,
    SESSION_SECRET: SECRET,
    LOG_LEVEL: 'warn',
  });
  const alive = (child: typeof appProcess) => () => child.exitCode === null;
  try {
    await waitForUrl(`${backend}/health`, 900_000, alive(backendProcess));
    await waitForUrl(`${app}/`, 120_000, alive(appProcess));
    const detail = await pickDetailPath();
    const category = `/${detail.split('/')[1] ?? ''}`;
    // The first two rows are floors, not pages: what `next start` costs for a file from public/
    // and for a cached route handler, without the proxy, React or our HTML.
    const floors = new Set(['/favicon.svg', '/robots.txt']);
    const routes: Array<[label: string, route: string]> = [
      ['floor: static file', '/favicon.svg'],
      ['floor: cached route handler', '/robots.txt'],
      ['cached info page (no data)', '/support-about/gioi-thieu'],
      ['home /', '/'],
      ['category /{cat}', category],
      ['detail /{cat}/{detail}', detail],
      ['search /search?q=can+ho', '/search?q=can+ho'],
    ];
    // Fill the caches (and let the ISR pages render once) before measuring.
    for (const [, route] of routes) for (let i = 0; i < 3; i++) await (await fetch(`${app}${route}`)).arrayBuffer();
    const results: Array<LoadResult & { label: string; firstLoadJsGzip: number; bytes: number }> = [];
    for (const [label, route] of routes) {
      const result = await load(`${app}${route}`, { concurrency, seconds, headers: requestHeaders });
      const js = floors.has(route) ? Number.NaN : await firstLoadJsOf(route);
      const bytes = await transferredBytes(route);
      results.push({ ...result, label, firstLoadJsGzip: js, bytes });
      console.log(`${label.padEnd(30)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 TTFB ${result.ttfbMs.p95.toFixed(1)} ms  errors ${result.errors}  JS ${(js / 1024).toFixed(1)} KB`);
    }
    const search = await searchLatency(backend, SEARCH_QUERIES.map((q) => ({ type: 5, q, num: 20 })), 20);
    console.log(`backend search (${search.requests} requests, one at a time): p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms`);
    const baseline = results.find((result) => result.label.startsWith('cached info page'));
    const rows = results.map((result) => ({
      ...result,
      throughputVsStatic: baseline ? result.requestsPerSecond / baseline.requestsPerSecond : Number.NaN,
    }));
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench', 'results', 'latest.json'),
      JSON.stringify({ at: new Date().toISOString(), listings, seconds, concurrency, microCacheMs, gzip: !values.identity, pages: rows, search }, null, 2),
    );
    console.log('\n| page | req/s | vs cached info page | p50 TTFB | p95 TTFB | errors | response | first-load JS (gzip) |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const js = Number.isNaN(row.firstLoadJsGzip) ? '–' : `${(row.firstLoadJsGzip / 1024).toFixed(1)} KB`;
      console.log(
        `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.throughputVsStatic.toFixed(2)}× | ${row.ttfbMs.p50.toFixed(1)} ms | ${row.ttfbMs.p95.toFixed(1)} ms | ${row.errors} | ${(row.bytes / 1024).toFixed(1)} KB | ${js} |`,
      );
    }
  } finally {
    await Promise.all([stopService(appProcess), stopService(backendProcess)]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
