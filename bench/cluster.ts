/**
 * `npm run bench -- --cluster` (by hand, never in `npm test`; issue #14): the cluster of
 * `npm run start:cluster` on PostgreSQL 15 with many listings (default 1,000,000):
 * - the backend's search and a category page's list query, one request at a time, straight to one
 *   backend (p50/p95; the category figure is the whole backend request, database included, so it
 *   bounds the database time from above);
 * - requests per second of a cached page (a category) and a dynamic one (a search) with one app
 *   instance (straight to it) and with two (through nginx), in the same run.
 * The PostgreSQL data folder is kept in .data/bench-cluster-<listings>/ and reused (seeding a
 * million listings takes a while). Results go to bench/results/cluster.json and the console.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster, startThrowawayPostgres } from '../scripts/cluster';
import { BIN, needsBuild, ROOT, run } from '../scripts/processes';
import { load } from './load';
import { SEARCH_QUERIES, searchLatency } from './search';

const { values } = parseArgs({
  options: {
    cluster: { type: 'boolean', default: true },
    listings: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '10' },
  },
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const rounds = Number(values.rounds);
const APP = 3800;
const BACKEND = 4800;
const SECRET = 'bench-only-revalidate-secret-0123456789abcdef';
const gzip = { 'accept-encoding': 'gzip' };

async function main() {
  if (needsBuild()) await run(path.join(BIN, 'next'), ['build']);
  const dataDir = path.join(ROOT, '.data', `bench-cluster-${listings}`);
  const postgres = await startThrowawayPostgres(55450, path.join(dataDir, 'pg'));
  console.log(`PostgreSQL 15 in ${dataDir}; the first backend seeds ${listings.toLocaleString('vi-VN')} listings into an empty database…`);
  const started = Date.now();
  const cluster = await startCluster({
    appPort: APP,
    backendPort: BACKEND,
    appBase: APP,
    backendBase: BACKEND,
    instances: 2,
    postgresPort: 55450,
    seedListings: listings,
    env: { DATABASE_URL: postgres.url, SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef', REVALIDATE_SECRET: SECRET, LOG_LEVEL: 'warn' },
    workDir: path.join(dataDir, 'cluster'),
    log: (line) => console.log(`[cluster] ${line}`),
  });
  console.log(`cluster ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    const backend = `http://127.0.0.1:${cluster.backends[0]!.port}`;
    const oneApp = `http://127.0.0.1:${cluster.apps[0]!.port}`;
    const twoApps = `http://127.0.0.1:${APP}`;
    const categories = ['bat-dong-san', 'xe-co', 'viec-lam', 'san-pham-dich-vu'];
    const search = await searchLatency(backend, SEARCH_QUERIES.map((q) => ({ type: 5, q, num: 20 })), rounds);
    const category = await searchLatency(backend, categories.map((cat) => ({ type: 5, cat, num: 20 })), rounds * 3);
    console.log(`backend search: p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms (${search.requests} requests, ${search.failed} failed)`);
    console.log(`backend category page list: p50 ${category.p50.toFixed(1)} ms, p95 ${category.p95.toFixed(1)} ms (${category.requests} requests)`);

    const pages: Array<[label: string, route: string]> = [
      ['cached: category /bat-dong-san', '/bat-dong-san'],
      ['dynamic: search /search?q=can+ho', '/search?q=can+ho'],
    ];
    const rows: Array<{ label: string; instances: number; requestsPerSecond: number; p95: number; errors: number }> = [];
    for (const [label, route] of pages) {
      for (const [instances, origin] of [[1, oneApp], [2, twoApps]] as const) {
        for (let warm = 0; warm < 3; warm += 1) await (await fetch(`${origin}${route}`, { headers: gzip })).arrayBuffer();
        const result = await load(`${origin}${route}`, { concurrency, seconds, headers: gzip });
        rows.push({ label, instances, requestsPerSecond: result.requestsPerSecond, p95: result.ttfbMs.p95, errors: result.errors });
        console.log(`${label.padEnd(34)} ${instances} app(s): ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 TTFB ${result.ttfbMs.p95.toFixed(1)} ms  errors ${result.errors}`);
      }
    }
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'results', 'cluster.json'), JSON.stringify({ at: new Date().toISOString(), listings, seconds, concurrency, search, category, pages: rows }, null, 2));
    console.log('\n| page | one app (direct) req/s | two apps (nginx) req/s | ratio | p95 TTFB one / two |');
    console.log('|---|---|---|---|---|');
    for (const [label] of pages) {
      const [one, two] = [rows.find((row) => row.label === label && row.instances === 1), rows.find((row) => row.label === label && row.instances === 2)];
      if (!one || !two) continue;
      console.log(`| ${label} | ${one.requestsPerSecond.toFixed(0)} | ${two.requestsPerSecond.toFixed(0)} | ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× | ${one.p95.toFixed(1)} / ${two.p95.toFixed(1)} ms |`);
    }
  } finally {
    await cluster.stop();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
