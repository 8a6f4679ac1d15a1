/**
 * `npm run bench -- --profile-long-tail` (issue #41, by hand): what one long-tail page costs — a
 * page nobody asked for before, a new URL on every request — in CPU, not in req/s, which the other
 * engineers' work on the same two cores moves far more than any change.
 *
 * Starts the backend (on the bench's seeded database) and, once per scenario, the web server, both
 * under `node --cpu-prof`; loads each scenario (guest and member, search and filtered category)
 * with a new URL per request, reads the process group's CPU counters around the load, and prints
 * CPU ms per page and the top self-time frames of the app (each scenario) and of the backend (all
 * of them). The floor (bench/floor/ `/cards`: a plain Next dynamic page, 20 cards from its query)
 * is loaded in the same run the same way.
 *
 *   npm run bench -- --profile-long-tail [--listings 10000] [--seconds 15] [--concurrency 20]
 *     [--app-port 3150] [--backend-port 4150] [--floor-port 5150] [--rounds 1]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BIN, needsBuild, ROOT, run, startService, stopService, waitForUrl } from '../scripts/processes';
import { EACH_REQUEST, load } from './load';
import { BENCH_SESSION_SECRET, memberSessionCookie } from './servers';

const { values } = parseArgs({
  options: {
    'profile-long-tail': { type: 'boolean', default: true },
    listings: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '15' },
    concurrency: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '1' },
    'app-port': { type: 'string', default: process.env.BENCH_APP_PORT ?? '3150' },
    'backend-port': { type: 'string', default: process.env.BENCH_BACKEND_PORT ?? '4150' },
    'floor-port': { type: 'string', default: process.env.BENCH_FLOOR_PORT ?? '5150' },
    top: { type: 'string', default: '15' },
    // Without --cpu-prof: the CPU counters alone, as the floor is measured (the profiler costs CPU too).
    plain: { type: 'boolean', default: false },
    // Another checkout (e.g. `git archive <commit> | tar -x`, with this tree's node_modules and .next
    // linked in) whose src/serving is run in turn with this one's, scenario by scenario: A/B in one run.
    compare: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const appPort = Number(values['app-port']);
const backendPort = Number(values['backend-port']);
const floorPort = Number(values['floor-port']);
const dataDir = path.join(ROOT, '.data', `bench-${values.listings}`);
const profiles = path.join(ROOT, 'bench', 'results', 'profiles');
const FLOOR_DIR = path.join(ROOT, 'bench', 'floor');
const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of every process in the group led by `pid` (Linux /proc). */
function groupCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command's closing parenthesis: state ppid pgrp … utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== pid) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** The heaviest frames by self time in the last `windowSeconds` of a profile (the load, not the start-up). */
export function topSelfFrames(file: string, windowSeconds: number, count: number): Array<{ frame: string; ms: number; share: number }> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url === '' ? '' : ` ${url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '').replace(/.*node_modules\//, '')}:${lineNumber + 1}`;
    nameOf.set(node.id, `${functionName || '(anonymous)'}${where}`);
  }
  const from = profile.endTime - windowSeconds * 1e6;
  const selfUs = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from) return;
    const name = nameOf.get(id) ?? '?';
    // Idle is the process waiting, not working.
    if (name.startsWith('(idle)')) return;
    selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...selfUs]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => ({ frame, ms: us / 1000, share: us / total }));
}

/** The main thread's profile: the largest (tsx's loader thread writes a small one beside it). */
const mainThreadProfile = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0] ?? '';

function appEnv(): NodeJS.ProcessEnv {
  const backend = `http://127.0.0.1:${backendPort}`;
  const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
  return {
    ...process.env,
    PORT: String(appPort),
    // BENCH_MICRO_CACHE_SECONDS=0: nothing marked for nginx to keep (the app alone is profiled here).
    MICRO_CACHE_SECONDS: process.env.BENCH_MICRO_CACHE_SECONDS ?? '1',
    ...Object.fromEntries(hosts.map((host) => [host, backend])),
    MEDIA_PUBLIC_URL: `http://localhost:${backendPort}`,
    SITE_URL: `http://localhost:${appPort}`,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    LOG_LEVEL: 'warn',
  };
}

/** appEnv() with the V8 options the tree gives its app (scripts/processes.ts APP_NODE_OPTIONS; a tree without them: none). */
async function treeAppEnv(tree: string): Promise<NodeJS.ProcessEnv> {
  const processes = (await import(path.join(tree, 'scripts', 'processes.ts'))) as { appProcessEnv?: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv };
  return processes.appProcessEnv ? processes.appProcessEnv(appEnv()) : appEnv();
}

interface Measured {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly cpuMsPerPage: number;
  readonly backendCpuMsPerPage: number;
}

async function measure(label: string, url: string, headers: Record<string, string>, pid: number, backendPid: number | null): Promise<Measured> {
  // Warm the route (its modules, the JIT) with URLs the load will not ask for.
  for (let i = 0; i < 20; i++) await (await fetch(url.replaceAll(EACH_REQUEST, `9${String(i).padStart(5, '0')}`), { headers })).arrayBuffer();
  const cpuBefore = groupCpuSeconds(pid);
  const backendBefore = backendPid === null ? 0 : groupCpuSeconds(backendPid);
  const result = await load(url, { concurrency, seconds, headers: { 'accept-encoding': 'gzip', ...headers } });
  const pages = result.requests - result.errors;
  const cpuMsPerPage = ((groupCpuSeconds(pid) - cpuBefore) * 1000) / pages;
  const backendCpuMsPerPage = backendPid === null ? Number.NaN : ((groupCpuSeconds(backendPid) - backendBefore) * 1000) / pages;
  const row = { label, requestsPerSecond: result.requestsPerSecond, p50: result.ttfbMs.p50, p99: result.ttfbMs.p99, errors: result.errors, cpuMsPerPage, backendCpuMsPerPage };
  console.log(
    `${label.padEnd(44)} ${row.requestsPerSecond.toFixed(1).padStart(6)} req/s  p50 ${row.p50.toFixed(0)} ms  p99 ${row.p99.toFixed(0)} ms  errors ${row.errors}  app CPU ${cpuMsPerPage.toFixed(1)} ms/page  backend CPU ${backendCpuMsPerPage.toFixed(1)} ms/page`,
  );
  return row;
}

function printTop(title: string, file: string, windowSeconds: number) {
  console.log(`\n${title} (${path.relative(ROOT, file)}), top self time in the load:\n| # | frame | self ms | share |\n|---|---|---|---|`);
  topSelfFrames(file, windowSeconds, Number(values.top)).forEach((row, index) => console.log(`| ${index + 1} | \`${row.frame}\` | ${row.ms.toFixed(0)} | ${(row.share * 100).toFixed(1)} % |`));
}

async function main() {
  if (!existsSync(path.join(dataDir, 'pglite'))) throw new Error(`${dataDir} is not seeded: run \`npm run bench -- --listings ${values.listings}\` once`);
  if (needsBuild()) await run(path.join(BIN, 'next'), ['build']);
  rmSync(path.join(FLOOR_DIR, 'tsconfig.json'), { force: true });
  if (!existsSync(path.join(FLOOR_DIR, '.next', 'BUILD_ID'))) await run(path.join(BIN, 'next'), ['build', FLOOR_DIR]);
  rmSync(profiles, { recursive: true, force: true });
  const backendDir = path.join(profiles, 'backend');
  mkdirSync(backendDir, { recursive: true });
  const backend = startService('backend', process.execPath, ['--cpu-prof', '--cpu-prof-dir', backendDir, '--import', 'tsx', 'src/backend/main.ts'], {
    ...process.env,
    BACKEND_PORT: String(backendPort),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    BACKEND_PUBLIC_URL: `http://localhost:${backendPort}`,
    APP_ORIGIN: `http://localhost:${appPort}`,
    LOG_LEVEL: 'warn',
  });
  const floor = startService('floor', path.join(BIN, 'next'), ['start', FLOOR_DIR, '-p', String(floorPort), '-H', '127.0.0.1'], { ...process.env, NODE_ENV: 'production' });
  const app = `http://127.0.0.1:${appPort}`;
  const rows: Measured[] = [];
  try {
    await waitForUrl(`http://127.0.0.1:${backendPort}/health`, 300_000, () => backend.exitCode === null);
    await waitForUrl(`http://127.0.0.1:${floorPort}/cards`, 60_000, () => floor.exitCode === null);
    const member = { cookie: await memberSessionCookie(`http://127.0.0.1:${backendPort}`) };
    // A guest's page reaches the app as nginx asks for it (scripts/nginx.ts): a micro-cache fill, held
    // whole and gzipped by the app (src/serving/whole-answer.ts). The member's goes straight to the app, streamed.
    const fill = { 'x-micro-cache-fill': '1' }; // FILL_HEADER
    const scenarios: Array<[label: string, target: string, headers: Record<string, string>]> = [
      ['guest: filtered /xe-co?price_max=<new>', `/xe-co?price_max=5${EACH_REQUEST}000`, fill],
      ['guest: search /search?q=can+ho&price_max=<new>', `/search?q=can+ho&price_max=7${EACH_REQUEST}000`, fill],
      ['member: filtered /xe-co?price_max=<new>', `/xe-co?price_max=6${EACH_REQUEST}000`, member],
      ['member: search /search?q=nha+dat&price_max=<new>', `/search?q=nha+dat&price_max=8${EACH_REQUEST}000`, member],
    ];
    const trees = [ROOT, ...(values.compare ? [path.resolve(values.compare)] : [])];
    for (let round = 1; round <= Number(values.rounds); round++) {
      // Alternate which tree goes first, so neither always meets the other's leftovers.
      if (round > 1) trees.reverse();
      rows.push(await measure(`floor: plain Next dynamic page, 20 cards (round ${round})`, `http://127.0.0.1:${floorPort}/cards?q=nha+dat+${round}${EACH_REQUEST}`, {}, floor.pid ?? 0, null));
      for (const [label, target, headers] of scenarios) for (const tree of trees) {
        const which = tree === ROOT ? label : `${label} [${path.basename(tree)}]`;
        const dir = path.join(profiles, which.replace(/[^a-z]+/g, '-'));
        mkdirSync(dir, { recursive: true });
        const profiler = values.plain ? [] : ['--cpu-prof', '--cpu-prof-dir', dir];
        const appProcess = startService('app', process.execPath, [...profiler, '--import', 'tsx', path.join(tree, 'src', 'serving', 'server.ts')], await treeAppEnv(tree));
        try {
          await waitForUrl(`${app}/healthz`, 120_000, () => appProcess.exitCode === null);
          rows.push(await measure(`${which} (round ${round})`, `${app}${target.replace(EACH_REQUEST, `${round}${tree === ROOT ? 0 : 1}${EACH_REQUEST}`)}`, headers, appProcess.pid ?? 0, backend.pid ?? null));
        } finally {
          await stopService(appProcess);
        }
        if (round === 1 && !values.plain) printTop(`app, ${which}`, mainThreadProfile(dir), seconds);
      }
    }
  } finally {
    await stopService(floor);
    await stopService(backend);
  }
  // The backend's profile: the last load only (its start-up and the warm-ups are before it).
  if (!values.plain) printTop('backend, the last scenario', mainThreadProfile(backendDir), seconds);
  console.log(`\n| page, a new URL each request | req/s | p50 | p99 | app CPU per page | backend CPU per page |\n|---|---|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.label} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50.toFixed(0)} ms | ${row.p99.toFixed(0)} ms | ${row.cpuMsPerPage.toFixed(1)} ms | ${Number.isNaN(row.backendCpuMsPerPage) ? '–' : `${row.backendCpuMsPerPage.toFixed(1)} ms`} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
