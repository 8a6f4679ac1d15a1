/**
 * `npm run bench -- --metrics-overhead` (issue #37): what counting costs a page — the same web
 * server with metrics off (no METRICS_PORT: nothing is counted) and on (METRICS_PORT set, scraped
 * every second as Prometheus would, harder than its 15 s), in one run against one backend, in
 * alternating rounds (off, on, off, on…) so a drift of the shared machine falls on both.
 * Pages: a cached page (the micro-cache answers) and a long-tail page (a search nobody made
 * before: the micro-cache fills it, Next renders it, the backend searches).
 *
 *   npm run bench -- --metrics-overhead [--listings 10000] [--seconds 10] [--concurrency 50] [--rounds 2]
 */
import { parseArgs } from 'node:util';
import { stopService, waitForUrl } from '../scripts/processes';
import { EACH_REQUEST, load, requestTarget, type LoadResult } from './load';
import { startBenchApp, startBenchServers } from './servers';

const { values } = parseArgs({
  options: {
    'metrics-overhead': { type: 'boolean', default: true },
    listings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
  },
});
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5320);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 5330);
const METRICS_PORT = Number(process.env.BENCH_METRICS_PORT ?? 5321);
const app = `http://127.0.0.1:${APP_PORT}`;
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const headers = { 'accept-encoding': 'gzip' };
const PAGES = [
  ['cached page /support-about/gioi-thieu', '/support-about/gioi-thieu'],
  ['long-tail: a new search each request', `/search?q=nha+${EACH_REQUEST}`],
] as const;

type Mode = 'off' | 'on';

async function measure(mode: Mode): Promise<LoadResult[]> {
  const child = startBenchApp({ microCacheMs: 10_000, appPort: APP_PORT, backendPort: BACKEND_PORT }, mode === 'on' ? { METRICS_PORT: String(METRICS_PORT) } : {});
  let scraping: NodeJS.Timeout | undefined;
  try {
    await waitForUrl(`${app}/healthz`, 120_000, () => child.exitCode === null);
    for (const [, page] of PAGES) for (let i = 0; i < 3; i++) await (await fetch(`${app}${requestTarget(page, i)}`, { headers })).arrayBuffer();
    if (mode === 'on') scraping = setInterval(() => void fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then((answer) => answer.arrayBuffer()).catch(() => undefined), 1_000);
    const results: LoadResult[] = [];
    for (const [, page] of PAGES) results.push(await load(`${app}${page}`, { concurrency, seconds, headers }));
    return results;
  } finally {
    clearInterval(scraping);
    await stopService(child);
  }
}

async function main() {
  const servers = await startBenchServers({ listings: Number(values.listings), microCacheMs: 10_000, appPort: APP_PORT, backendPort: BACKEND_PORT });
  // The bench servers' own app is not measured: each round starts its own.
  await servers.stopApp();
  const totals: Record<Mode, { requests: number[]; p95: number[][] }> = { off: { requests: [0, 0], p95: [[], []] }, on: { requests: [0, 0], p95: [[], []] } };
  try {
    for (let round = 1; round <= Number(values.rounds); round += 1) {
      for (const mode of ['off', 'on'] as const) {
        const results = await measure(mode);
        results.forEach((result, index) => {
          totals[mode].requests[index] = (totals[mode].requests[index] ?? 0) + result.requestsPerSecond;
          totals[mode].p95[index]?.push(result.ttfbMs.p95);
          console.log(`round ${round} metrics ${mode.padEnd(3)} ${PAGES[index]?.[0].padEnd(40)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p95 TTFB ${result.ttfbMs.p95.toFixed(1)} ms  errors ${result.errors}`);
        });
      }
    }
  } finally {
    await servers.stop();
  }
  const rounds = Number(values.rounds);
  console.log('\n| page | req/s metrics off | req/s metrics on | on vs off | p95 TTFB off | p95 TTFB on |');
  console.log('|---|---|---|---|---|---|');
  PAGES.forEach(([label], index) => {
    const off = (totals.off.requests[index] ?? 0) / rounds;
    const on = (totals.on.requests[index] ?? 0) / rounds;
    const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    console.log(`| ${label} | ${off.toFixed(0)} | ${on.toFixed(0)} | ${(((on - off) / off) * 100).toFixed(1)} % | ${median(totals.off.p95[index] ?? []).toFixed(1)} ms | ${median(totals.on.p95[index] ?? []).toFixed(1)} ms |`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
