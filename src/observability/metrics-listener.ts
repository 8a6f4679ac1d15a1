/**
 * The internal listener a service's metrics are read from (issue #37): its own port
 * (METRICS_PORT), bound to loopback unless METRICS_HOST names the private network's address, and
 * nothing on it but `GET /metrics`. The public ports (and nginx in front of them) never serve
 * metrics: the process counts, URLs and failure rates are an operator's, not a visitor's.
 * With METRICS_TOKEN set, a scrape must also send `Authorization: Bearer <token>` (for a private
 * network shared with other tenants).
 */
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { Registry } from 'prom-client';
import { z } from 'zod';

export const metricsEnvSchema = z.object({
  /** The internal port metrics are served on; unset: no metrics are collected at all. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The address it is bound to: loopback by default, or the private network's. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** When set, scrapes must send it as a bearer token. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** `1`: one log line per request answered (method, route template, status, ms, trace id). */
  LOG_REQUESTS: z.enum(['0', '1']).default('0'),
});
export type MetricsEnv = z.infer<typeof metricsEnvSchema>;

const bearerMatches = (expected: string, header: string | undefined): boolean => {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${expected}`);
  return given.byteLength === wanted.byteLength && timingSafeEqual(given, wanted);
};

export function serveMetrics(registry: Registry, env: Pick<MetricsEnv, 'METRICS_HOST' | 'METRICS_TOKEN'> & { readonly METRICS_PORT: number }, onListening: (address: string) => void): http.Server {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (env.METRICS_TOKEN !== undefined && !bearerMatches(env.METRICS_TOKEN, request.headers.authorization)) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('unauthorized\n');
      return;
    }
    registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text))
      .catch((error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`));
  });
  server.listen(env.METRICS_PORT, env.METRICS_HOST, () => onListening(`http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`));
  // A scrape must never keep a stopping instance alive.
  server.unref();
  return server;
}
