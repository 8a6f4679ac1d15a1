/**
 * The micro-cache's hits and misses as nginx sees them (issue #39 moved the cache into nginx, whose
 * open-source build counts nothing per cache status). nginx logs one cacheable request in N as a
 * syslog line to each app's metrics port over UDP (scripts/nginx.ts, `access_log syslog:` with a
 * `split_clients` sample), the line saying how many requests it stands for, and the app counts
 * them: `raovat_micro_cache_requests_total{kind,state}` — an estimate, exact in the long run and
 * for ratios. Every line costs nginx a datagram and the app a message (~18 µs together, as much
 * again as a hit itself, bench/README.md): sampling keeps that under #37's 3 % on cached pages.
 * Every app hears every line, so dashboards take `max` across instances (as for `raovat_jobs`).
 */
import dgram from 'node:dgram';
import { Counter, type Registry } from 'prom-client';

/** The tag nginx writes before each line (`<pri>Nov 29 06:00:00 raovat_cache: page HIT 32`). */
export const CACHE_LOG_TAG = 'raovat_cache';
/** One cacheable request in this many is logged, unless the site says otherwise. */
export const CACHE_LOG_ONE_IN = 50;
/** nginx's `log_format`: the request's kind (scripts/nginx.ts `$micro_cache`), `$upstream_cache_status`, and the requests the line stands for. */
export const cacheLogFormat = (oneIn: number): string => `$micro_cache $upstream_cache_status ${oneIn}`;

const KINDS = new Set(['page', 'data']);
const STATES = new Set(['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED', 'BYPASS']);
const MARK = `${CACHE_LOG_TAG}: `;

/** The kind, state and weight of one syslog datagram, or null when it is not one of nginx's cache lines. */
export function parseCacheLogLine(datagram: string): { kind: string; state: string; requests: number } | null {
  const at = datagram.lastIndexOf(MARK);
  if (at < 0) return null;
  const [kind = '', state = '', weight = '', ...rest] = datagram.slice(at + MARK.length).trim().split(' ');
  const requests = Number(weight);
  return rest.length === 0 && KINDS.has(kind) && STATES.has(state) && Number.isInteger(requests) && requests > 0 && requests <= 1024 ? { kind, state, requests } : null;
}

/** Listens on the metrics address over UDP and counts nginx's cache lines into `registry`. */
export function countNginxCacheLog(registry: Registry, host: string, port: number, onListening: (address: string) => void): dgram.Socket {
  // Plain numbers, read when scraped (prom-client's inc hashes its labels on every call).
  const counts = new Map<string, { kind: string; state: string; requests: number }>();
  new Counter({
    name: 'raovat_micro_cache_requests_total',
    help: "Cacheable requests nginx answered, by kind (page, data) and nginx's cache status (HIT, MISS, EXPIRED, UPDATING, STALE), estimated from its sampled log. Every app counts every request: use max across instances.",
    labelNames: ['kind', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { kind, state, requests } of counts.values()) this.inc({ kind, state }, requests);
    },
  });
  const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (datagram) => {
    const line = parseCacheLogLine(datagram.toString('latin1'));
    if (!line) return;
    const key = `${line.kind} ${line.state}`;
    const count = counts.get(key);
    if (count) count.requests += line.requests;
    else counts.set(key, line);
  });
  // A lost datagram is a lost count, never a failed request: the socket's errors are only logged.
  socket.on('error', (error) => console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', service: 'app', msg: 'nginx cache log', error: String(error) })));
  socket.bind(port, host, () => onListening(`udp://${host}:${port}`));
  socket.unref();
  return socket;
}
