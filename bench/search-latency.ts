/**
 * `npm run bench:search -- --url http://127.0.0.1:4490 [--rounds 20] [--pid <backend pid>]` (by
 * hand, never in tests): p50/p95 of the backend's search against a running backend, one request
 * at a time — the searches of `npm run bench` plus filtered, sorted, rare, empty and deeper-page
 * variants. Every round asks each case once, so background noise spreads evenly over the cases.
 * With `--pid` (Linux, backend on this machine) it also reports the CPU time the backend spent per
 * request, which other jobs on a shared machine do not inflate the way they inflate latency.
 */
import { parseArgs } from 'node:util';
import { SEARCH_QUERIES, summarise, timeSearch, type SearchBody } from './search';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4490' },
    rounds: { type: 'string', default: '20' },
    pid: { type: 'string' },
  },
});
const backend = values.url.replace(/\/$/, '');
const rounds = Number(values.rounds);
const serverPid = values.pid === undefined ? undefined : Number(values.pid);

interface Case {
  readonly label: string;
  readonly body: SearchBody;
  /** Ask page 1 first and time the page its `next_cursor` points at. */
  readonly viaCursor?: boolean;
  readonly benchSet?: boolean;
}

const search = (q: string, extra: SearchBody = {}): SearchBody => ({ type: 5, q, num: 20, ...extra });

const CASES: readonly Case[] = [
  ...SEARCH_QUERIES.map((q) => ({ label: q, body: search(q), benchSet: true })),
  { label: 'nha dat quan 7', body: search('nha dat quan 7') },
  { label: 'Nhà Đất Quận 7 (accents)', body: search('Nhà Đất Quận 7') },
  { label: 'giant (~200 hits)', body: search('giant') },
  { label: 'quyet (~40 hits)', body: search('quyet') },
  { label: 'ghenh (rare)', body: search('ghenh') },
  { label: 'xyzzy qwerty (no hit)', body: search('xyzzy qwerty') },
  { label: 'can ho, cat bat-dong-san', body: search('can ho', { cat: 'bat-dong-san' }) },
  { label: 'can ho, province 79', body: search('can ho', { province: '79' }) },
  { label: 'iphone, price 5–20 triệu', body: search('iphone', { price_min: 5_000_000, price_max: 20_000_000 }) },
  { label: 'toyota, sort newest', body: search('toyota', { sort: 'newest' }) },
  { label: 'can ho, sort price_asc', body: search('can ho', { sort: 'price_asc' }) },
  { label: 'quan 7, sort rank', body: search('quan 7', { sort: 'rank' }) },
  { label: 'can ho, page 5 (offset)', body: search('can ho', { page: 5 }) },
  { label: 'can ho, page 2 (cursor)', body: search('can ho'), viaCursor: true },
  { label: 'toyota newest, page 2 (cursor)', body: search('toyota', { sort: 'newest' }), viaCursor: true },
];

/** The body a case times: for a cursor case, page 2 by the cursor of page 1. */
async function resolveBody(item: Case): Promise<SearchBody | null> {
  if (!item.viaCursor) return item.body;
  const first = await timeSearch(backend, item.body);
  return first.nextCursor === null ? null : { ...item.body, cursor: first.nextCursor };
}

async function main() {
  const bodies = new Map<Case, SearchBody>();
  const seen = new Map<Case, { rows: number; total: string }>();
  for (const item of CASES) {
    const body = await resolveBody(item);
    if (body === null) {
      console.log(`skipped (no second page): ${item.label}`);
      continue;
    }
    bodies.set(item, body);
    const warm = await timeSearch(backend, body);
    if (!warm.ok) throw new Error(`${item.label}: the backend refused the search`);
    seen.set(item, { rows: warm.rows, total: warm.total === null ? '–' : `${warm.total}${warm.totalCapped ? '+' : ''}` });
  }

  const times = new Map<Case, number[]>();
  const cpu = new Map<Case, number[]>();
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [item, body] of bodies) {
      const answer = await timeSearch(backend, body, serverPid);
      if (!answer.ok) {
        failed++;
        continue;
      }
      times.set(item, [...(times.get(item) ?? []), answer.ms]);
      cpu.set(item, [...(cpu.get(item) ?? []), answer.serverCpuMs]);
    }
  }
  const withCpu = serverPid !== undefined;
  const ms = (value: number) => `${value.toFixed(1)} ms`;

  console.log(`\n${backend}, ${rounds} rounds, one request at a time${failed > 0 ? `, ${failed} failed` : ''}\n`);
  console.log(`| search | rows | total | p50 | p95 |${withCpu ? ' server CPU p50 | server CPU p95 |' : ''}`);
  console.log(`|---|---|---|---|---|${withCpu ? '---|---|' : ''}`);
  for (const [item] of bodies) {
    const latency = summarise(times.get(item) ?? []);
    const work = summarise(cpu.get(item) ?? []);
    const shown = seen.get(item);
    const cpuColumns = withCpu ? ` ${ms(work.p50)} | ${ms(work.p95)} |` : '';
    console.log(`| ${item.label} | ${shown?.rows ?? 0} | ${shown?.total ?? ''} | ${ms(latency.p50)} | ${ms(latency.p95)} |${cpuColumns}`);
  }
  const all = [...bodies.keys()];
  const report = (label: string, cases: readonly Case[]) => {
    const latency = summarise(cases.flatMap((item) => times.get(item) ?? []));
    const work = summarise(cases.flatMap((item) => cpu.get(item) ?? []));
    const cpuText = withCpu ? `; server CPU p50 ${ms(work.p50)}, p95 ${ms(work.p95)}` : '';
    console.log(`${label} (${latency.requests} requests): p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}${cpuText}`);
  };
  console.log('');
  report(`bench set (${SEARCH_QUERIES.length} queries)`, all.filter((item) => item.benchSet));
  report('all cases', all);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
