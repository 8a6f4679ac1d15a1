/**
 * Backend search latency, shared by `npm run bench` (bench/run.ts) and `npm run bench:search`
 * (bench/search-latency.ts): POST /api/list/list-article one request at a time, so what is timed
 * is the database and not queueing.
 */
import { readFileSync } from 'node:fs';
import { percentile } from './load';

/** The searches `npm run bench` times (type 5, 20 per page, default sort). */
export const SEARCH_QUERIES = ['can ho', 'nha pho', 'xe may', 'dien thoai', 'ban gap', 'quan 7', 'toyota', 'iphone', 'dat nen', 'tu lanh'];

export type SearchBody = Record<string, string | number>;

export interface Latency {
  readonly requests: number;
  readonly failed: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

export interface SearchAnswer {
  readonly ms: number;
  /** CPU time the backend's main thread spent on the request (when its pid is known), else NaN. */
  readonly serverCpuMs: number;
  readonly ok: boolean;
  readonly rows: number;
  readonly total: number | null;
  readonly totalCapped: boolean;
  readonly nextCursor: string | null;
}

interface ListArticleData {
  readonly data?: readonly unknown[];
  readonly total?: number | null;
  readonly total_capped?: boolean;
  readonly next_cursor?: string | null;
}

/**
 * CPU time of a process's main thread so far, in ms (Linux /proc/<pid>/schedstat: nanoseconds on
 * CPU). The backend's JavaScript and its embedded database run on that thread, so for requests
 * sent one at a time its growth is the work a request cost, whatever else the machine is doing;
 * wall-clock latency also counts the time spent waiting for a core.
 */
export function mainThreadCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const [onCpu] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ');
  return Number(onCpu) / 1e6;
}

/** One search, timed from the request to the last byte of the answer. */
export async function timeSearch(backend: string, body: SearchBody, serverPid?: number): Promise<SearchAnswer> {
  const cpuBefore = mainThreadCpuMs(serverPid);
  const started = performance.now();
  const response = await fetch(`${backend}/api/list/list-article`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const serverCpuMs = mainThreadCpuMs(serverPid) - cpuBefore;
  let data: ListArticleData = {};
  if (response.ok) data = (JSON.parse(text) as { data?: ListArticleData }).data ?? {};
  return {
    ms,
    serverCpuMs,
    ok: response.ok,
    rows: data.data?.length ?? 0,
    total: data.total ?? null,
    totalCapped: data.total_capped ?? false,
    nextCursor: data.next_cursor ?? null,
  };
}

export function summarise(times: readonly number[], failed = 0): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, failed, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** `rounds` passes over the bodies, one request at a time; failed answers are counted, not timed. */
export async function searchLatency(backend: string, bodies: readonly SearchBody[], rounds: number): Promise<Latency> {
  const times: number[] = [];
  let failed = 0;
  for (let round = 0; round < rounds; round++) {
    for (const body of bodies) {
      const answer = await timeSearch(backend, body);
      if (answer.ok) times.push(answer.ms);
      else failed++;
    }
  }
  return summarise(times, failed);
}
