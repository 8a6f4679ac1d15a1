/**
 * `npm run bench -- --metrics-overhead` (issue #37): what observing costs a page. Three web servers
 * of the same build run side by side against one backend — `off` (no METRICS_PORT, no OTLP
 * endpoint: nothing counted or traced), `metrics` (METRICS_PORT set, scraped every second as
 * Prometheus would, harder than its 15 s) and `tracing` (OTEL_EXPORTER_OTLP_ENDPOINT at a receiver
 * in this process, every request sampled and exported) — and are loaded one after the other in
 * short windows, many rounds, the order rotated each round. A drift of the shared machine then
 * falls on all of them within seconds; each round gives a ratio against `off` measured next to it,
 * and the table reports the median ratio with its spread (min–max, middle half). Besides req/s —
 * which swings with whatever else the shared cores run — it reports the CPU time the server's
 * processes spent per request answered (/proc, user + system): what a request costs, far less
 * sensitive to the neighbours' load, and the inverse of the throughput a saturated core gives.
 * A fourth server traces one request in ten (`parentbased_traceidratio` 0.1), the sampling
 * docs/operations.md suggests.
 * Pages: a cached page (the micro-cache answers) and a long-tail page (a search nobody made
 * before: the micro-cache fills it, Next renders it, the backend searches). The backend is the
 * same untraced process for all three: the figures are the app's cost.
 *
 *   npm run bench -- --metrics-overhead [--listings 10000] [--seconds 4] [--rounds 10] [--concurrency 50] [--long-tail-concurrency 8]
 */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
// Each mode's nginx takes its port and its app the next one (scripts/serve.ts): the modes are two apart.
const METRICS_PORT = Number(process.env.BENCH_METRICS_PORT ?? BASE_PORT + 8);
const OTLP_PORT = Number(process.env.BENCH_OTLP_PORT ?? BASE_PORT + 9);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const headers = { 'accept-encoding': 'gzip' };

const MODES = ['off', 'metrics', 'tracing', 'tracing10'] as const;
type Mode = (typeof MODES)[number];
const PORTS: Record<Mode, number> = { off: BASE_PORT, metrics: BASE_PORT + 2, tracing: BASE_PORT + 4, tracing10: BASE_PORT + 6 };

/** CPU seconds (user + system) a process and its descendants have used so far (Linux /proc; tsx runs the server in a child). */
function cpuSecondsOfTree(pid: number): number {
  let ticks = 0;
  const visit = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      // After the command name: state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) visit(Number(child));
      }
    } catch {
      // Gone meanwhile.
    }
  };
  visit(pid);
  return ticks / CLOCK_TICKS_PER_SECOND;
}
const CLOCK_TICKS_PER_SECOND = 100;

interface Window {
  readonly result: LoadResult;
  /** Microseconds of the server's CPU per request answered. */
  readonly cpuMicros: number;
}

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
    tracing10: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  };
  const apps = new Map<Mode, ChildProcess>();
  let scraping: NodeJS.Timeout | undefined;
  // results[page][mode]: one window per round
  const results = PAGES.map(() => new Map<Mode, Window[]>(MODES.map((mode) => [mode, []])));
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
          const pid = apps.get(mode)?.pid ?? 0;
          const cpuBefore = cpuSecondsOfTree(pid);
          const result = await load(`http://127.0.0.1:${PORTS[mode]}${page.target(mode, round)}`, { concurrency: page.concurrency, seconds, headers });
          const cpuMicros = ((cpuSecondsOfTree(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests);
          results[pageIndex]?.get(mode)?.push({ result, cpuMicros });
          console.log(
            `round ${String(round).padStart(2)} ${mode.padEnd(9)} ${page.label.padEnd(40)} ${result.requestsPerSecond.toFixed(1).padStart(8)} req/s  CPU ${cpuMicros.toFixed(0).padStart(6)} µs/request  p95 TTFB ${result.ttfbMs.p95.toFixed(1)} ms  errors ${result.errors}`,
          );
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
  console.log('| page | mode | req/s (median) | req/s ratio: median (middle half; min–max) | CPU µs/request (median) | CPU ratio: median (middle half; min–max) | p95 TTFB (median) |');
  console.log('|---|---|---|---|---|---|---|');
  const spreadOf = (ratios: readonly number[]) => {
    const spread = quartiles(ratios);
    return `${median(ratios).toFixed(3)} (${spread.q1.toFixed(2)}–${spread.q3.toFixed(2)}; ${spread.min.toFixed(2)}–${spread.max.toFixed(2)})`;
  };
  PAGES.forEach((page, pageIndex) => {
    const byMode = results[pageIndex];
    const off = byMode?.get('off') ?? [];
    for (const mode of MODES) {
      const windows = byMode?.get(mode) ?? [];
      const throughput = median(windows.map((window) => window.result.requestsPerSecond));
      const cpu = median(windows.map((window) => window.cpuMicros));
      const p95 = median(windows.map((window) => window.result.ttfbMs.p95));
      const versusOff = (value: (window: Window) => number) => windows.map((window, round) => value(window) / (off[round] ? value(off[round]) : Number.NaN));
      const throughputRatio = mode === 'off' ? '—' : spreadOf(versusOff((window) => window.result.requestsPerSecond));
      const cpuRatio = mode === 'off' ? '—' : spreadOf(versusOff((window) => window.cpuMicros));
      console.log(`| ${page.label} | ${mode} | ${throughput.toFixed(1)} | ${throughputRatio} | ${cpu.toFixed(0)} | ${cpuRatio} | ${p95.toFixed(1)} ms |`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
