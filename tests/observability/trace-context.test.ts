/**
 * Issue #37 point 4: one id per request crosses both services — the W3C traceparent is continued
 * when valid and started when not, and every backend log line inside a request carries its trace
 * id (the cluster test follows one page request through the app and a backend).
 */
import { Effect } from 'effect';
import { afterEach, expect, test, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { createLogger } from '../../src/lib/log';
import { currentTrace, traceFrom, traceparentOf, withTrace } from '../../src/observability/trace-context';
import { backendApp } from '../helpers/backend';
import { freshPglite } from '../helpers/db';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const opened: DatabaseHandle[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});

test('a valid traceparent is continued with a new span id; a malformed or all-zero one starts a new trace', () => {
  const continued = traceFrom(`00-${TRACE}-00f067aa0ba902b7-01`);
  expect(continued.traceId).toBe(TRACE);
  expect(continued.spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(continued.spanId).not.toBe('00f067aa0ba902b7');
  expect(traceparentOf(continued)).toBe(`00-${TRACE}-${continued.spanId}-01`);
  for (const bad of [undefined, 'garbage', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, `01-${TRACE}-00f067aa0ba902b7-01-extra`]) {
    const started = traceFrom(bad);
    expect(started.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(started.traceId).not.toBe(TRACE);
  }
});

test('log lines written inside a trace carry its id, and only those', async () => {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  const log = createLogger('test');
  await withTrace(traceFrom(`00-${TRACE}-00f067aa0ba902b7-01`), async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(currentTrace()?.traceId).toBe(TRACE);
    log.info('inside');
  });
  log.info('outside');
  expect(lines.find((line) => line.includes('"inside"'))).toContain(`"traceId":"${TRACE}"`);
  expect(lines.find((line) => line.includes('"outside"'))).not.toContain('traceId');
});

test('the backend runs each request in the traceparent the app sent: its access log line carries the trace id', async () => {
  const handle = await freshPglite();
  opened.push(handle);
  const app = await backendApp(handle.db, { LOG_REQUESTS: '1' });
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  await app.request('/location/tinh_tp.json', { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` } });
  const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'request');
  expect(access).toMatchObject({ traceId: TRACE, route: '/location/tinh_tp.json', status: 200, method: 'GET' });
});

test('the app’s upstream calls send each request’s own traceparent to the backend, many requests at once', async () => {
  const { default: http } = await import('node:http');
  const { ListApi } = await import('../../src/server/upstream/list-api');
  const { makeUpstreamRuntime } = await import('../../src/server/upstream/runtime');
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(String(request.headers.traceparent ?? 'none'));
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 200, data: [] })), 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const runtime = makeUpstreamRuntime({ listApiUrl: base, priceApiUrl: base, locationUrl: base, apiUrl: base, commentApiUrl: base, ssoUrl: base, notificationApiUrl: base });
  try {
    const traces = Array.from({ length: 20 }, () => traceFrom(undefined));
    await Promise.all(
      traces.map((trace, index) =>
        withTrace(trace, async () => {
          await new Promise((resolve) => setTimeout(resolve, index % 3));
          await runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listTerm()));
        }),
      ),
    );
    const sent = received.map((header) => header.split('-')[1] ?? 'none').sort();
    expect(sent).toEqual(traces.map((trace) => trace.traceId).sort());
  } finally {
    await runtime.dispose();
    server.close();
  }
});

test('new traces and spans get distinct ids of the W3C lengths, also across refills of the random pool', () => {
  const traces = Array.from({ length: 1_000 }, () => traceFrom(undefined));
  expect(new Set(traces.map((trace) => trace.traceId)).size).toBe(1_000);
  expect(new Set(traces.map((trace) => trace.spanId)).size).toBe(1_000);
  for (const trace of traces) expect(traceparentOf(trace)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
});
