/**
 * `npm run bench:lighthouse` (by hand, never in `npm test`; issues #16, #33): Lighthouse's mobile
 * performance audit of seven pages — home, category, filtered category, detail, search, posting
 * wizard step 1 and buy-point (the last two as the signed-in demo member) — and of a floor page
 * (bench/floor/: a bare Next.js App Router page with the same fonts and 40 links, built and served
 * beside the app in the same run), with Debian's Chromium; medians of score, LCP, CLS, TBT and the
 * first-load transfer by type.
 *
 *   npm run bench:lighthouse -- [--listings 10000] [--runs 3] [--pages home,category,search]
 *     [--app-port 3491] [--backend-port 4491] [--floor-port 5391] [--compare <checkout> --compare-port 3492]
 *
 * `--compare`: another checkout (e.g. `git archive <commit> | tar -x`, with this tree's node_modules
 * and .next linked in) whose src/serving runs beside this one on the same backend and build; each
 * page is audited on both in turn, in the same run.
 *
 * CPU slowdown calibrated as Lighthouse's docs/throttling.md says: its 4× assumes a high-end desktop
 * (benchmarkIndex 1,500–2,000). The host's benchmarkIndex is read first (Lighthouse on the floor
 * page) and the multiplier picked from Lighthouse's table (≥ 1,500 → 4×, 1,000–1,500 → 2×, below →
 * 1×); the plain 4× run is reported too. Lighthouse 12.8.2 is a devDependency (13 needs Node 22).
 * Results: console and bench/results/lighthouse.json, each run's whole report in
 * bench/results/lighthouse/ (all git-ignored).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { BIN, ROOT, run, startService, stopService, waitForUrl } from '../scripts/processes';
import { FILTERED_CATEGORY, memberSessionCookie, pickDetailPath, startBenchApp, startBenchServers } from './servers';

const FLOOR_DIR = path.join(ROOT, 'bench', 'floor');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = 30_000;
const KB = 1024;

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'app-port': { type: 'string', default: '3491' },
    'backend-port': { type: 'string', default: '4491' },
    'floor-port': { type: 'string', default: '5391' },
    compare: { type: 'string' },
    'compare-port': { type: 'string', default: '3492' },
  },
});
const listings = Number(values.listings);
const runs = Number(values.runs);
const floorPort = Number(values['floor-port']);

const TRANSFER_TYPES = ['Document', 'Script', 'Stylesheet', 'Font', 'Image', 'Other'] as const;
type TransferType = (typeof TRANSFER_TYPES)[number];

interface Audit {
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Lighthouse's measure of this host's CPU: its 4× slowdown assumes a high-end desktop (1,500–2,000). */
  readonly benchmarkIndex: number;
  /** Bytes over the wire by resource type, every request of the load. */
  readonly transfer: Record<TransferType, number>;
}

interface Row {
  readonly label: string;
  readonly route: string;
  readonly runs: readonly Audit[];
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  readonly transfer: Record<TransferType, number>;
  readonly totalBytes: number;
}

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Lighthouse's table (docs/throttling.md, "Calibrating the CPU slowdown") for a mobile preset. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 1000) return 2;
  return 1;
}

const typeOf = (resourceType: string | undefined): TransferType =>
  (TRANSFER_TYPES as readonly string[]).includes(resourceType ?? '') ? (resourceType as TransferType) : 'Other';

async function audit(url: string, cookie: string | null, report: string, cpuSlowdown: number): Promise<Audit> {
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  await promisify(execFile)(path.join(BIN, 'lighthouse'), args, { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number; details?: { items?: readonly { resourceType?: string; transferSize?: number }[] } }>;
    environment?: { benchmarkIndex?: number };
  };
  const transfer = Object.fromEntries(TRANSFER_TYPES.map((type) => [type, 0])) as Record<TransferType, number>;
  for (const request of result.audits['network-requests']?.details?.items ?? []) transfer[typeOf(request.resourceType)] += request.transferSize ?? 0;
  return {
    score: Math.round(result.categories.performance.score * 100),
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
    transfer,
  };
}

function summary(label: string, route: string, audits: readonly Audit[]): Row {
  const transfer = Object.fromEntries(TRANSFER_TYPES.map((type) => [type, median(audits.map((a) => a.transfer[type]))])) as Record<TransferType, number>;
  return {
    label,
    route,
    runs: audits,
    score: median(audits.map((a) => a.score)),
    lcpMs: median(audits.map((a) => a.lcpMs)),
    cls: median(audits.map((a) => a.cls)),
    tbtMs: median(audits.map((a) => a.tbtMs)),
    transfer,
    totalBytes: median(audits.map((a) => TRANSFER_TYPES.reduce((sum, type) => sum + a.transfer[type], 0))),
  };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function table(title: string, rows: readonly Row[], floor: Row) {
  console.log(`\n${title}`);
  console.log(`| page | performance (median of ${runs}) | vs floor | LCP | CLS | TBT | document | script | stylesheet | font | image | other | total (KB) | runs |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of [floor, ...rows]) {
    const transfer = TRANSFER_TYPES.map((type) => kb(row.transfer[type])).join(' | ');
    const versus = row === floor ? '–' : `${row.score - floor.score >= 0 ? '+' : ''}${row.score - floor.score}`;
    console.log(`| ${row.label} | ${row.score} | ${versus} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} ms | ${transfer} | ${kb(row.totalBytes)} | ${row.runs.map((a) => a.score).join(', ')} |`);
  }
}

/** Builds bench/floor and serves it with `next start` on its own port. */
async function startFloor() {
  // Next writes a tsconfig.json into the floor on its first build; with one present, Turbopack
  // (rooted at the repository for the app's fonts) compiled the app's src/proxy.ts into the floor
  // and failed on its `~/` imports. Without it the build is the bare page. (Next 16.4.5.)
  rmSync(path.join(FLOOR_DIR, 'tsconfig.json'), { force: true });
  await run(path.join(BIN, 'next'), ['build', FLOOR_DIR]);
  const floor = startService('floor', path.join(BIN, 'next'), ['start', FLOOR_DIR, '-p', String(floorPort), '-H', '127.0.0.1'], { ...process.env, NODE_ENV: 'production' });
  const url = `http://127.0.0.1:${floorPort}`;
  await waitForUrl(`${url}/`, 60_000, () => floor.exitCode === null);
  return { url, stop: () => stopService(floor) };
}

async function main() {
  const appPort = Number(values['app-port']);
  const backendPort = Number(values['backend-port']);
  const servers = await startBenchServers({ listings, microCacheMs: 10_000, appPort, backendPort });
  const compareTree = values.compare ? path.resolve(values.compare) : null;
  const compareApp = compareTree ? startBenchApp({ microCacheMs: 10_000, appPort: Number(values['compare-port']), backendPort, tree: compareTree }) : null;
  const apps = [{ label: '', url: servers.app }, ...(compareTree ? [{ label: ` [${path.basename(compareTree)}]`, url: `http://127.0.0.1:${values['compare-port']}` }] : [])];
  const reports = path.join(ROOT, 'bench', 'results', 'lighthouse');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  let floor: Awaited<ReturnType<typeof startFloor>> | null = null;
  try {
    floor = await startFloor();
    const detail = await pickDetailPath(servers.app);
    const category = `/${detail.split('/')[1] ?? ''}`;
    const cookie = await memberSessionCookie(servers.backend);
    if (compareApp) await waitForUrl(`${apps[1]?.url ?? ''}/`, 120_000, () => compareApp.exitCode === null);
    const allPages: Array<[label: string, route: string, signedIn: boolean]> = [
      ['home', '/', false],
      ['category', category, false],
      ['filtered category', FILTERED_CATEGORY, false],
      ['detail', detail, false],
      ['search', '/search?q=nha+dat', false],
      ['posting wizard, step 1', '/user/post-news-v2', true],
      ['buy-point', '/user/buy-point', true],
    ];
    const chosen = values.pages?.split(',').map((label) => label.trim());
    const pages = chosen ? allPages.filter(([label]) => chosen.includes(label)) : allPages;
    // Render every page once per cache and let the backend's start-up work (vacuum, index
    // clean-up) finish: Lighthouse measures a page a visitor meets, not a server waking up.
    // The photos too: an upload's resized copies are made when it is stored, the seed's on first request.
    for (const app of apps) {
      for (const [, route, signedIn] of pages) {
        let html = '';
        for (let i = 0; i < 3; i++) html = await (await fetch(`${app.url}${route}`, { headers: signedIn ? { cookie } : {} })).text();
        for (const photo of new Set(html.match(/https?:\/\/[^"' ,]+\/media\/[^"' ,]+/g))) await (await fetch(photo)).arrayBuffer();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    // The host first: Lighthouse's benchmarkIndex on the floor page, three times.
    const probes: Audit[] = [];
    for (let i = 0; i < 3; i++) probes.push(await audit(`${floor.url}/`, null, path.join(reports, `calibration-${i + 1}.json`), 4));
    const hostIndex = median(probes.map((probe) => probe.benchmarkIndex));
    const multiplier = calibratedMultiplier(hostIndex);
    console.log(`host benchmarkIndex ${hostIndex.toFixed(0)} (runs: ${probes.map((probe) => probe.benchmarkIndex.toFixed(0)).join(', ')}) → calibrated CPU slowdown ${multiplier}× (Lighthouse's 4× assumes 1,500–2,000)`);

    const modes = multiplier === 4 ? [4] : [multiplier, 4];
    const results = [];
    for (const cpuSlowdown of modes) {
      const measure = async (label: string, url: string, cookieFor: string | null) => {
        const slug = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}-${cpuSlowdown}x`;
        const audits: Audit[] = [];
        // Each whole report is kept for reading (LCP element, long tasks, what shifted).
        for (let i = 0; i < runs; i++) audits.push(await audit(url, cookieFor, path.join(reports, `${slug}-${i + 1}.json`), cpuSlowdown));
        const row = summary(label, url, audits);
        console.log(`[${cpuSlowdown}×] ${label.padEnd(24)} score ${row.score}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${row.tbtMs.toFixed(0)} ms  ${kb(row.totalBytes)} KB  (runs: ${audits.map((a) => a.score).join(', ')})`);
        return row;
      };
      const floorRow = await measure('floor (bare Next page)', `${floor.url}/`, null);
      const rows: Row[] = [];
      for (const [label, route, signedIn] of pages) for (const app of apps) rows.push(await measure(`${label}${app.label}`, `${app.url}${route}`, signedIn ? cookie : null));
      results.push({ cpuSlowdown, floor: floorRow, pages: rows });
    }
    const runIndex = median(results.flatMap((result) => [result.floor, ...result.pages].flatMap((row) => row.runs.map((a) => a.benchmarkIndex))));
    console.log(`\nhost benchmarkIndex: ${hostIndex.toFixed(0)} before the runs, ${runIndex.toFixed(0)} over every run (median)`);
    for (const result of results) {
      const which = result.cpuSlowdown === multiplier ? 'calibrated' : "Lighthouse's default";
      table(`CPU slowdown ${result.cpuSlowdown}× (${which}), transfer in KB:`, result.pages, result.floor);
    }
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'results', 'lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), listings, runs, benchmarkIndex: hostIndex, multiplier, results }, null, 2));
  } finally {
    await floor?.stop();
    if (compareApp) await stopService(compareApp);
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
