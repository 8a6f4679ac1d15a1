/**
 * `npm run bench:lighthouse` (by hand, never in `npm test`; issue #16): Lighthouse's mobile
 * performance audit of seven pages — home, category, filtered category, detail, search, posting
 * wizard step 1 and buy-point (the last two as the signed-in demo member) — three runs each, with
 * Debian's Chromium (nothing is downloaded but the npm package), and the medians of score, LCP,
 * CLS and TBT.
 *
 *   npm run bench:lighthouse -- [--listings 100000] [--runs 3]
 *
 * Lighthouse 12 (13 needs Node 22) runs through `npm exec`, so `npm install` of the project does
 * not carry it. Results: console and bench/results/lighthouse.json, each run's whole report in
 * bench/results/lighthouse/ (all git-ignored).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { ROOT } from '../scripts/processes';
import { FILTERED_CATEGORY, memberSessionCookie, pickDetailPath, startBenchServers } from './servers';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const APP_PORT = 3491;
const BACKEND_PORT = 4491;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SETTLE_MS = 30_000;

const { values } = parseArgs({ options: { listings: { type: 'string', default: '100000' }, runs: { type: 'string', default: '3' } } });
const listings = Number(values.listings);
const runs = Number(values.runs);

interface Audit {
  readonly score: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** Lighthouse's measure of this host's CPU: its 4× slowdown assumes a high-end desktop (1,500–2,000). */
  readonly benchmarkIndex: number;
}

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function audit(url: string, cookie: string | null, report: string): Promise<Audit> {
  const args = [
    'exec',
    '--yes',
    `--package=${LIGHTHOUSE}`,
    '--',
    'lighthouse',
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  await promisify(execFile)('npm', args, { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 });
  const result = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
    environment?: { benchmarkIndex?: number };
  };
  return {
    score: Math.round(result.categories.performance.score * 100),
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: result.environment?.benchmarkIndex ?? Number.NaN,
  };
}

async function main() {
  const servers = await startBenchServers({ listings, microCacheMs: 10_000, appPort: APP_PORT, backendPort: BACKEND_PORT });
  const reports = path.join(ROOT, 'bench', 'results', 'lighthouse');
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  try {
    const detail = await pickDetailPath(servers.app);
    const category = `/${detail.split('/')[1] ?? ''}`;
    const cookie = await memberSessionCookie(servers.backend);
    const pages: Array<[label: string, route: string, signedIn: boolean]> = [
      ['home', '/', false],
      ['category', category, false],
      ['filtered category', FILTERED_CATEGORY, false],
      ['detail', detail, false],
      ['search', '/search?q=nha+dat', false],
      ['posting wizard, step 1', '/user/post-news-v2', true],
      ['buy-point', '/user/buy-point', true],
    ];
    // Render every page once per cache and let the backend's start-up work (vacuum, index
    // clean-up) finish: Lighthouse measures a page a visitor meets, not a server waking up.
    for (const [, route, signedIn] of pages) for (let i = 0; i < 3; i++) await (await fetch(`${servers.app}${route}`, { headers: signedIn ? { cookie } : {} })).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const rows = [];
    for (const [label, route, signedIn] of pages) {
      const audits: Audit[] = [];
      // Each whole report is kept for reading (LCP element, long tasks, what shifted).
      const slug = label.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');
      for (let i = 0; i < runs; i++) audits.push(await audit(`${servers.app}${route}`, signedIn ? cookie : null, path.join(reports, `${slug}-${i + 1}.json`)));
      const row = {
        label,
        route,
        runs: audits,
        score: median(audits.map((a) => a.score)),
        lcpMs: median(audits.map((a) => a.lcpMs)),
        cls: median(audits.map((a) => a.cls)),
        tbtMs: median(audits.map((a) => a.tbtMs)),
      };
      rows.push(row);
      console.log(`${label.padEnd(24)} score ${row.score}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  CLS ${row.cls.toFixed(3)}  TBT ${row.tbtMs.toFixed(0)} ms  (runs: ${audits.map((a) => a.score).join(', ')})`);
    }
    const benchmarkIndex = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
    console.log(`\nhost benchmarkIndex (median of every run): ${benchmarkIndex.toFixed(0)} — Lighthouse's 4× CPU slowdown assumes 1,500–2,000`);
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench', 'results', 'lighthouse.json'), JSON.stringify({ at: new Date().toISOString(), listings, runs, lighthouse: LIGHTHOUSE, benchmarkIndex, pages: rows }, null, 2));
    console.log(`\n| page | performance (median of ${runs}) | LCP | CLS | TBT |`);
    console.log('|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.label} | ${row.score} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${row.tbtMs.toFixed(0)} ms |`);
  } finally {
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
