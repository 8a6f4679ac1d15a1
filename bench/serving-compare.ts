/**
 * Issue #39's same-run comparison (by hand, never in `npm test`): this tree's site (nginx in front
 * of the app, scripts/serve.ts) against another checkout's web server, both on one backend and one
 * build, each row loaded in the order other, this, this, other (a drift of the shared machine's load cancels out).
 *
 *   git archive main | (mkdir -p /tmp/main-tree && tar x -C /tmp/main-tree)
 *   ln -s $PWD/node_modules $PWD/.next /tmp/main-tree/
 *   npx tsx bench/serving-compare.ts --tree /tmp/main-tree [--listings 10000] [--seconds 5] [--concurrency 50] [--only popular|'long tail']
 *
 * Popular rows are the pages guests load most (cached); long-tail rows ask for something nobody
 * asked for before on every request (EACH_REQUEST). Results go to bench/results/serving-compare.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, stopService, waitForUrl } from '../scripts/processes';
import { sortedQueryKey } from '../src/lib/query-key';
import { EACH_REQUEST, load, requestTarget } from './load';
import { FILTERED_CATEGORY, memberSessionCookie, pickDetailPath, startBenchApp, startBenchServers } from './servers';

const { values } = parseArgs({
  options: {
    tree: { type: 'string' },
    listings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '50' },
    'app-port': { type: 'string', default: '6120' },
    'other-port': { type: 'string', default: '6130' },
    'backend-port': { type: 'string', default: '6124' },
    // `popular` or `long tail` alone (the long tail wants a low concurrency: a page takes seconds under 50).
    only: { type: 'string' },
  },
});
if (!values.tree) throw new Error('--tree <checkout> is required (the web server to compare with)');
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const gzip = { 'accept-encoding': 'gzip' };

async function main() {
  const appPort = Number(values['app-port']);
  const otherPort = Number(values['other-port']);
  const backendPort = Number(values['backend-port']);
  const servers = await startBenchServers({ listings: Number(values.listings), microCacheMs: 1_000, appPort, backendPort });
  // The other tree's server with its own default micro-cache (it reads milliseconds).
  const other = startBenchApp({ microCacheMs: 10_000, appPort: otherPort, backendPort, tree: values.tree }, { NGINX_DIR: path.join(ROOT, '.data', `nginx-${otherPort}`) });
  try {
    await waitForUrl(`http://127.0.0.1:${otherPort}/`, 180_000, () => other.exitCode === null);
    const detail = await pickDetailPath(servers.app);
    const category = `/${detail.split('/')[1] ?? ''}`;
    const member = { cookie: await memberSessionCookie(servers.backend) };
    const [filteredPath = '', filteredQuery = ''] = FILTERED_CATEGORY.split('?');
    const pageRead = { context: 'category', slug: filteredPath.slice(1), query: sortedQueryKey(filteredQuery) };
    const dataReadOf = (query: string) => `/api/trpc/browsePage.read?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { ...pageRead, query } } }))}`;
    const rows: Array<[kind: 'popular' | 'long tail', label: string, route: string, headers?: Record<string, string>]> = [
      ['popular', 'cached info page', '/support-about/gioi-thieu'],
      ['popular', 'home /', '/'],
      ['popular', 'category /{cat}', category],
      ['popular', 'detail /{cat}/{detail}', detail],
      ['popular', `filtered ${FILTERED_CATEGORY}`, FILTERED_CATEGORY],
      ['popular', 'search /search?q=nha+dat', '/search?q=nha+dat'],
      ['popular', 'data read (shared)', dataReadOf(pageRead.query)],
      ['popular', 'member: detail', detail, member],
      ['long tail', 'search, a new word each request', `/search?q=nha+${EACH_REQUEST}`],
      ['long tail', 'filtered, a new ceiling each request', FILTERED_CATEGORY.replace(/price_max=\d+/, `price_max=500${EACH_REQUEST}`)],
      ['long tail', 'data read, a new query each request', dataReadOf(pageRead.query.replace(/price_max=\d+/, `price_max=500${EACH_REQUEST}`))],
      ['long tail', 'member: own page /user/wallet', '/user/wallet', member],
    ];
    if (values.only) rows.splice(0, rows.length, ...rows.filter(([kind]) => kind === values.only));
    const sites = { other: `http://127.0.0.1:${otherPort}`, this: servers.app } as const;
    for (const [, , route, headers] of rows)
      for (const site of Object.values(sites)) for (let i = 0; i < 3; i++) await (await fetch(`${site}${requestTarget(route, 0)}`, { headers: { ...gzip, ...headers } })).arrayBuffer();
    const results = [];
    for (const [kind, label, route, headers] of rows) {
      const perSide: Record<'other' | 'this', { rps: number[]; p95: number[]; errors: number }> = { other: { rps: [], p95: [], errors: 0 }, this: { rps: [], p95: [], errors: 0 } };
      for (const side of ['other', 'this', 'this', 'other'] as const) {
        const result = await load(`${sites[side]}${route}`, { concurrency, seconds, headers: { ...gzip, ...headers } });
        perSide[side].rps.push(result.requestsPerSecond);
        perSide[side].p95.push(result.ttfbMs.p95);
        perSide[side].errors += result.errors;
      }
      const mean = (numbers: number[]) => numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
      const row = { kind, label, otherRps: mean(perSide.other.rps), thisRps: mean(perSide.this.rps), otherP95: mean(perSide.other.p95), thisP95: mean(perSide.this.p95), errors: perSide.other.errors + perSide.this.errors };
      results.push(row);
      console.log(`${kind.padEnd(9)} ${label.padEnd(40)} other ${row.otherRps.toFixed(0).padStart(6)} req/s p95 ${row.otherP95.toFixed(1).padStart(7)} ms | this ${row.thisRps.toFixed(0).padStart(6)} req/s p95 ${row.thisP95.toFixed(1).padStart(7)} ms | ×${(row.thisRps / row.otherRps).toFixed(2)} errors ${row.errors}`);
    }
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'results', 'serving-compare.json'), JSON.stringify({ at: new Date().toISOString(), tree: values.tree, seconds, concurrency, rows: results }, null, 2));
  } finally {
    await stopService(other);
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
