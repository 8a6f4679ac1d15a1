/**
 * A small closed-loop load generator: `concurrency` workers each send the next request as soon as
 * the previous one finished, over keep-alive connections, for `seconds`. Time to first byte is the
 * time to the response headers; the body is read to the end before the next request.
 */
import http from 'node:http';

export interface LoadResult {
  readonly url: string;
  readonly requests: number;
  readonly errors: number;
  readonly requestsPerSecond: number;
  readonly ttfbMs: { readonly p50: number; readonly p95: number; readonly p99: number };
  readonly statuses: Readonly<Record<string, number>>;
}

/** In a target, replaced by the request's number (six digits): each request asks for something nobody asked for before. */
export const EACH_REQUEST = '__N__';

/** The target as request number `n` asks for it (request 0: the one a warm-up or a size check sends). */
export const requestTarget = (target: string, n: number): string => target.replaceAll(EACH_REQUEST, String(n).padStart(6, '0'));

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ ttfb: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers }, (response) => {
      const ttfb = Number(process.hrtime.bigint() - started) / 1e6;
      response.on('data', () => {});
      response.on('end', () => resolve({ ttfb, status: response.statusCode ?? 0 }));
      response.on('error', reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}

export async function load(target: string, options: { concurrency: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  let sent = 0;
  const nextUrl = () => new URL(requestTarget(target, (sent += 1)));
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = Date.now() + options.seconds * 1000;
  const ttfbs: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = Date.now();
  const worker = async () => {
    while (Date.now() < deadline) {
      try {
        const { ttfb, status } = await once(agent, nextUrl(), options.headers ?? {});
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 400) errors++;
        else ttfbs.push(ttfb);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  ttfbs.sort((a, b) => a - b);
  return {
    url: target,
    requests: ttfbs.length + errors,
    errors,
    requestsPerSecond: ttfbs.length / elapsed,
    ttfbMs: { p50: percentile(ttfbs, 50), p95: percentile(ttfbs, 95), p99: percentile(ttfbs, 99) },
    statuses,
  };
}
