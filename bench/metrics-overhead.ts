/**
 * `npm run bench -- --metrics-overhead` (issue #37): what observing costs a page. Three web servers
 * of the same build run side by side against one backend — `off` (no METRICS_PORT, no OTLP
 * endpoint: nothing counted or traced), `metrics` (METRICS_PORT set, scraped every second as
 * Prometheus would, harder than its 15 s) and `tracing` (OTEL_EXPORTER_OTLP_ENDPOINT at a receiver
 * in this process, every request sampled and exported) — and are loaded one after the other in
 * short windows, many rounds, the order rotated each round. A drift of the shared machine then
 * falls on all three within seconds; each round gives a ratio against `off` measured next to it,
 * and the table reports the median ratio with its spread (min–max, middle half).
 * Pages: a cached page (the micro-cache answers) and a long-tail page (a search nobody made
 * before: the micro-cache fills it, Next renders it, the backend searches). The backend is the
 * same untraced process for all three: the figures are the app's cost.
 *
 *   npm run bench -- --metrics-overhead [--listings 10000] [--seconds 4] [--rounds 10] [--concurrency 50] [--long-tail-concurrency 8]
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { stopService, waitForUrl } from '../scripts/processes';
import { startOtlpReceiver } from '../tests/helpers/otlp-receiver';
import { EACH_REQUEST, load, percentile, requestTarget, type LoadResult } from './load';
import { startBenchApp, startBenchServers } from './servers';

const { values } = parseArgs({
  options: {
    'metrics-overhead': { type: 'boolean', default: true },
    listings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '50' },
    'long-tail-concurrency': { type: 'string', default: '8' },
    rounds: { type: 'string', default: '10' },
  },
});
const BASE_PORT = Number(process.env.BENCH_APP_PORT ?? 5320);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 5330);
const METRICS_PORT = Number(process.env.BENCH_METRICS_PORT ?? 5321);
const OTLP_PORT = Number(process.env.BENCH_OTLP_PORT ?? 5322);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const headers = { 'accept-encoding': 'gzip' };

const MODES = ['off', 'metrics', 'tracing'] as const;
type Mode = (typeof MODES)[number];
const PORTS: Record<Mode, number> = { off: BASE_PORT, metrics: BASE_PORT + 3, tracing: BASE_PORT + 4 };

interface Page {
  readonly label: string;
  readonly target: (mode: Mode, round: number) => string;
  readonly concurrency: number;
}
const PAGES: readonly Page[] = [
  { label: 'cached page /support-about/gioi-thieu', target: () => '/support-about/gioi-thieu', concurrency: Number(values.concurrency) },
  // Each window asks for searches no window asked for before.
  { label: 'long tail: a new search each request', target: (mode, round) => `/search?q=nha+${mode}${round}x${EACH_REQUEST}`, concurrency: Number(values['long-tail-concurrency']) },
];

const median = (numbers: readonly number[]) => percentile([...numbers].sort((a, b) => a - b), 50);
const quartiles = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return { min: sorted[0] ?? Number.NaN, q1: percentile(sorted, 25), q3: percentile(sorted, 75), max: sorted.at(-1) ?? Number.NaN };
};

async function main() {
  const servers = await startBenchServers({ listings: Number(values.listings), microCacheMs: 10_000, appPort: BASE_PORT, backendPort: BACKEND_PORT });
  // The bench servers' own app is not measured: the three below are.
  await servers.stopApp();
  const receiver = await startOtlpReceiver({ port: OTLP_PORT, keep: false });
  const modeEnv: Record<Mode, Record<string, string>> = {
    off: {},
    metrics: { METRICS_PORT: String(METRICS_PORT) },
    tracing: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_TRACES_SAMPLER: 'parentbased_always_on' },
  };
  const apps = new Map<Mode, ChildProcess>();
  let scraping: NodeJS.Timeout | undefined;
  // results[page][mode] = one LoadResult per round
  const results = PAGES.map(() => new Map<Mode, LoadResult[]>(MODES.map((mode) => [mode, []])));
  try {
    for (const mode of MODES) apps.set(mode, startBenchApp({ microCacheMs: 10_000, appPort: PORTS[mode], backendPort: BACKEND_PORT }, modeEnv[mode]));
    for (const mode of MODES) {
      const child = apps.get(mode);
      await waitForUrl(`http://127.0.0.1:${PORTS[mode]}/healthz`, 180_000, () => child?.exitCode === null);
      for (const page of PAGES) for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${PORTS[mode]}${requestTarget(page.target(mode, 0), i)}`, { headers })).arrayBuffer();
    }
    scraping = setInterval(() => void fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`).then((answer) => answer.arrayBuffer()).catch(() => undefined), 1_000);
    for (let round = 1; round <= rounds; round += 1) {
      // Rotated each round, so no mode always follows another.
      const order = MODES.map((_, index) => MODES[(index + round) % MODES.length] ?? 'off');
      for (const [pageIndex, page] of PAGES.entries()) {
        for (const mode of order) {
          const result = await load(`http://127.0.0.1:${PORTS[mode]}${page.target(mode, round)}`, { concurrency: page.concurrency, seconds, headers });
          results[pageIndex]?.get(mode)?.push(result);
          console.log(`round ${String(round).padStart(2)} ${mode.padEnd(8)} ${page.label.padEnd(40)} ${result.requestsPerSecond.toFixed(1).padStart(8)} req/s  p95 TTFB ${result.ttfbMs.p95.toFixed(1)} ms  errors ${result.errors}`);
        }
      }
    }
  } finally {
    clearInterval(scraping);
    await Promise.all([...apps.values()].map((child) => stopService(child)));
    await servers.stop();
    await receiver.close();
  }
  console.log(`\nOTLP exports received from the tracing instance: ${receiver.exports()}`);
  console.log(`\n${rounds} rounds of ${seconds} s windows per mode and page; ratio = mode / off of the same round.\n`);
  console.log('| page | mode | median req/s | median ratio vs off | ratio min–max | ratio middle half | median p95 TTFB |');
  console.log('|---|---|---|---|---|---|---|');
  PAGES.forEach((page, pageIndex) => {
    const byMode = results[pageIndex];
    const off = byMode?.get('off') ?? [];
    for (const mode of MODES) {
      const runs = byMode?.get(mode) ?? [];
      const throughput = median(runs.map((result) => result.requestsPerSecond));
      const p95 = median(runs.map((result) => result.ttfbMs.p95));
      if (mode === 'off') {
        console.log(`| ${page.label} | off | ${throughput.toFixed(1)} | — | — | — | ${p95.toFixed(1)} ms |`);
        continue;
      }
      const ratios = runs.map((result, round) => result.requestsPerSecond / (off[round]?.requestsPerSecond ?? Number.NaN));
      const spread = quartiles(ratios);
      console.log(
        `| ${page.label} | ${mode} | ${throughput.toFixed(1)} | ${median(ratios).toFixed(3)} | ${spread.min.toFixed(2)}–${spread.max.toFixed(2)} | ${spread.q1.toFixed(2)}–${spread.q3.toFixed(2)} | ${p95.toFixed(1)} ms |`,
      );
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
