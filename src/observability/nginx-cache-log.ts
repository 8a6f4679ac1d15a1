/**
 * The micro-cache's hits and misses as nginx sees them (issue #39 moved the cache into nginx, whose
 * open-source build counts nothing per cache status). nginx logs one syslog line per cacheable
 * request to each app's metrics port over UDP (scripts/nginx.ts, `access_log syslog:`), and the app
 * counts them: `raovat_micro_cache_requests_total{kind,state}`. No exporter, no log file to tail.
 * Every app hears every line, so dashboards take `max` across instances (as for `raovat_jobs`).
 */
import dgram from 'node:dgram';
import { Counter, type Registry } from 'prom-client';

/** The tag nginx writes before each line (`<pri>Nov 29 06:00:00 raovat_cache: page HIT`). */
export const CACHE_LOG_TAG = 'raovat_cache';
/** What nginx's `log_format` writes: the request's kind (scripts/nginx.ts `$micro_cache`) and `$upstream_cache_status`. */
export const CACHE_LOG_FORMAT = '$micro_cache $upstream_cache_status';

const KINDS = new Set(['page', 'data']);
const STATES = new Set(['HIT', 'MISS', 'EXPIRED', 'STALE', 'UPDATING', 'REVALIDATED', 'BYPASS']);
const LINE = new RegExp(`${CACHE_LOG_TAG}: (\\S+) (\\S+)\\s*$`);

/** The kind and state of one syslog datagram, or null when it is not one of nginx's cache lines. */
export function parseCacheLogLine(datagram: string): { kind: string; state: string } | null {
  const match = LINE.exec(datagram);
  if (!match) return null;
  const [, kind = '', state = ''] = match;
  return KINDS.has(kind) && STATES.has(state) ? { kind, state } : null;
}

/** Listens on the metrics address over UDP and counts nginx's cache lines into `registry`. */
export function countNginxCacheLog(registry: Registry, host: string, port: number, onListening: (address: string) => void): dgram.Socket {
  const requests = new Counter({
    name: 'raovat_micro_cache_requests_total',
    help: "Cacheable requests nginx answered, by kind (page, data) and nginx's cache status (HIT, MISS, EXPIRED, UPDATING, STALE), from its log. Every app counts every request: use max across instances.",
    labelNames: ['kind', 'state'],
    registers: [registry],
  });
  const socket = dgram.createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (datagram) => {
    const line = parseCacheLogLine(datagram.toString('latin1'));
    if (line) requests.inc(line);
  });
  // A lost datagram is a lost count, never a failed request: the socket's errors are only logged.
  socket.on('error', (error) => console.error(JSON.stringify({ time: new Date().toISOString(), level: 'warn', service: 'app', msg: 'nginx cache log', error: String(error) })));
  socket.bind(port, host, () => onListening(`udp://${host}:${port}`));
  socket.unref();
  return socket;
}
