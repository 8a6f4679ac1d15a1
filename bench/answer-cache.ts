/**
 * Shared list answers (issue #41, src/server/answer-cache.ts) with and without, in one run, below
 * the page render: `browsePage.read` (what a category or search page assembles: categories,
 * provinces, wards, one list read) through the app's own routers and upstream runtime, against a
 * backend you started, N closed-loop workers as guests and two members, for three loads:
 * a new query every request (the long tail: all misses), two members asking each new query, and a
 * mix (half new queries, half drawn from 200 recent ones). Prints reads/s, p50/p97.5 and the
 * backend's list reads per page read, then what a full cache holds.
 *
 *   BACKEND_PORT=8160 PGLITE_DIR=.data/bench-10000/pglite MEDIA_DIR=.data/bench-10000/media SEED_LISTINGS=10000 npx tsx src/backend/main.ts
 *   NODE_OPTIONS='--conditions=react-server --expose-gc' npx tsx bench/answer-cache.ts --url http://127.0.0.1:8160 [--seconds 10] [--concurrency 20] [--rounds 2]
 */
import { parseArgs } from 'node:util';
import { FetchHttpClient } from '@effect/platform';
import { Layer } from 'effect';
import { AnswerCache, LIST_ANSWER_FRESH_MS, LIST_ANSWER_MAX_ENTRIES, listAnswers } from '../src/server/answer-cache';
import { appRouter } from '../src/server/routers/_app';
import type { BrowsePage } from '../src/server/routers/browse';
import { createCallerFactory, createContextInner } from '../src/server/trpc';
import { makeUpstreamRuntime } from '../src/server/upstream/runtime';
import { percentile } from './load';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8160' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
  },
});
const base = values.url;
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

let listReads = 0;
const countingFetch: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  if (url.includes('/api/list/list-article')) listReads += 1;
  return fetch(input, init);
};
const runtime = makeUpstreamRuntime(
  { listApiUrl: base, priceApiUrl: base, locationUrl: base, apiUrl: base, commentApiUrl: base, ssoUrl: base, notificationApiUrl: base, timeoutMs: 10_000 },
  { httpClient: FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, countingFetch))) },
);
const caller = createCallerFactory(appRouter);
const who = [null, { memberId: 1, token: 'bench-member-a' }, { memberId: 2, token: 'bench-member-b' }] as const;
const callers = who.map((session) => caller(createContextInner({ headers: new Headers(), upstream: { runtime, mediaBaseUrl: base, apiUrl: base }, session })));

/** What a read without the shared cache did: every read to the backend. */
class NoSharing extends AnswerCache<BrowsePage> {
  override read(_key: string, load: () => Promise<BrowsePage>): Promise<BrowsePage> {
    return load();
  }
}
const globalForAnswers = globalThis as typeof globalThis & { raovatListAnswers?: AnswerCache<BrowsePage> };
const shareAnswers = (on: boolean) => {
  globalForAnswers.raovatListAnswers = on ? new AnswerCache<BrowsePage>({ freshMs: LIST_ANSWER_FRESH_MS, maxEntries: LIST_ANSWER_MAX_ENTRIES }) : new NoSharing({ freshMs: 0, maxEntries: 1 });
};

type Read = { context: 'category' | 'search'; slug: string | null; query: string };
/** Request n's page: a price ceiling or search words nobody used before (as bench/run.ts's EACH_REQUEST rows). */
const newQuery = (n: number): Read =>
  n % 2 === 0 ? { context: 'category', slug: 'xe-co', query: `province=01&price_max=500${String(n).padStart(6, '0')}` } : { context: 'search', slug: null, query: `q=nha+${String(n).padStart(6, '0')}` };

let seed = 41;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);

const LOADS: Array<[label: string, pick: (n: number) => Read]> = [
  ['a new query every read', (n) => newQuery(n)],
  ['two members, each new query twice', (n) => newQuery(Math.floor(n / 2))],
  ['mix: half new, half of 200 recent', (n) => (random() < 0.5 ? newQuery(1_000_000 + n) : newQuery(Math.floor(random() * 200)))],
];

async function run(pick: (n: number) => Read) {
  let sent = 0;
  const times: number[] = [];
  let errors = 0;
  listReads = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const n = (sent += 1);
        const begun = performance.now();
        try {
          const page = await callers[n % callers.length]?.browsePage.read(pick(n));
          if (page?.result === null || page === null) errors += 1;
          else times.push(performance.now() - begun);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  const elapsed = (Date.now() - started) / 1000;
  return { reads: times.length, errors, perSecond: times.length / elapsed, p50: percentile(times, 50), p975: percentile(times, 97.5), backendPerRead: listReads / Math.max(1, times.length + errors) };
}

async function main() {
  // Warm the runtime, the category and location reads and the backend.
  shareAnswers(false);
  for (let n = 0; n < 20; n += 1) await callers[0]?.browsePage.read(newQuery(900_000 + n));
  const rounds = Number(values.rounds);
  console.log(`browsePage.read against ${base}, ${concurrency} workers, ${seconds} s per row, ${rounds} rounds (off/on alternate)`);
  console.log('| load | sharing | reads/s | p50 ms | p97.5 ms | backend list reads per read | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, pick] of LOADS) {
      for (const on of round % 2 === 0 ? [false, true] : [true, false]) {
        shareAnswers(on);
        const result = await run((n) => pick(n + round * 10_000_000));
        console.log(`| ${label} | ${on ? 'on' : 'off'} | ${result.perSecond.toFixed(1)} | ${result.p50.toFixed(0)} | ${result.p975.toFixed(0)} | ${result.backendPerRead.toFixed(2)} | ${result.errors} |`);
      }
    }
  }

  // The memory bound: a full cache of distinct answers, heap measured after collection.
  const collect = (globalThis as typeof globalThis & { gc?: () => void }).gc;
  shareAnswers(true);
  collect?.();
  const before = process.memoryUsage().heapUsed;
  let jsonBytes = 0;
  for (let n = 0; n < LIST_ANSWER_MAX_ENTRIES + 50; n += 1) {
    const page = await callers[0]?.browsePage.read({ context: 'category', slug: 'xe-co', query: `price_max=${400_000_000 + n}` });
    if (n < 50) jsonBytes += JSON.stringify(page?.result ?? null).length;
  }
  collect?.();
  const held = process.memoryUsage().heapUsed - before;
  console.log(
    `\nfull cache: ${listAnswers().size} answers (bound ${LIST_ANSWER_MAX_ENTRIES}), heap +${(held / 1e6).toFixed(1)} MB${collect ? '' : ' (no --expose-gc: rough)'}, ` +
      `${(held / listAnswers().size / 1e3).toFixed(1)} KB per answer; an answer's JSON ${(jsonBytes / 50 / 1e3).toFixed(1)} KB`,
  );
  await runtime.dispose();
}

void main();
