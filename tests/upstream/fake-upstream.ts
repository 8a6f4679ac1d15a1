/**
 * A real HTTP server on 127.0.0.1 (port 0) that plays an upstream host and misbehaves on demand:
 * JSON, raw text, any status, or a request that is never answered. It records every request so
 * tests can count hits and check methods, headers and bodies.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetCircuitBreakers } from '~/server/upstream/circuit-breaker';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { makeUpstreamRuntime, type UpstreamRuntime } from '~/server/upstream/runtime';

export type Behaviour =
  | { readonly kind: 'json'; readonly body: unknown; readonly status?: number }
  | { readonly kind: 'text'; readonly body: string; readonly status?: number; readonly contentType?: string }
  | { readonly kind: 'hang' };

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface FakeUpstream {
  readonly url: string;
  readonly requests: RecordedRequest[];
  on(method: string, path: string, behaviour: Behaviour): void;
  hits(path: string): number;
  reset(): void;
  close(): Promise<void>;
}

const listen = (server: Server): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address: AddressInfo | string | null = server.address();
      if (address === null || typeof address === 'string') reject(new Error('no TCP address'));
      else resolve(address.port);
    });
  });

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const routes = new Map<string, Behaviour>();
  const requests: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const path = new URL(url, 'http://fake').pathname;
      const method = req.method ?? 'GET';
      requests.push({ method, path, url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = routes.get(`${method} ${path}`);
      if (behaviour === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
        return;
      }
      switch (behaviour.kind) {
        case 'hang':
          return; // never answered; close() tears the socket down
        case 'json':
          res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(behaviour.body));
          return;
        case 'text':
          res.writeHead(behaviour.status ?? 200, { 'content-type': behaviour.contentType ?? 'text/plain; charset=utf-8' });
          res.end(behaviour.body);
          return;
      }
    });
  });
  const port = await listen(server);

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (method, path, behaviour) => {
      routes.set(`${method} ${path}`, behaviour);
    },
    hits: (path) => requests.filter((request) => request.path === path).length,
    reset: () => {
      routes.clear();
      requests.length = 0;
      // Cases fail on purpose; one case's failures must not open the circuit for the next.
      resetCircuitBreakers();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nobody listens on: bind a port, release it, hand it out. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** The app's upstream runtime with every host at `url` (reference data kept `referenceTtlMs`, if given). */
export function upstreamRuntimeAt(url: string, timeoutMs = 2_000, referenceTtlMs?: number): UpstreamRuntime {
  return makeUpstreamRuntime({ listApiUrl: url, priceApiUrl: url, locationUrl: url, apiUrl: url, commentApiUrl: url, ssoUrl: url, notificationApiUrl: url, timeoutMs, referenceTtlMs });
}

/** A client under test: a fake upstream and a runtime pointed at it. */
export interface FakeUpstreamClient<R = UpstreamRuntime> {
  readonly fake: FakeUpstream;
  readonly runtime: R;
}

/**
 * Starts one fake upstream and a runtime on it before the file's tests (the app's runtime for every
 * host, or `runtimeOn`'s own layers), forgets its requests and restores mocks after each test and
 * stops both at the end. Read the fields inside tests (they are set in beforeAll).
 */
export function fakeUpstreamClient(timeoutMs?: number): FakeUpstreamClient;
export function fakeUpstreamClient<R extends { dispose(): Promise<void> }>(runtimeOn: (url: string) => R): FakeUpstreamClient<R>;
export function fakeUpstreamClient(how: number | ((url: string) => { dispose(): Promise<void> }) = 2_000): FakeUpstreamClient<{ dispose(): Promise<void> }> {
  const runtimeOn = typeof how === 'number' ? (url: string) => upstreamRuntimeAt(url, how) : how;
  const client: { fake?: FakeUpstream; runtime?: { dispose(): Promise<void> } } = {};
  beforeAll(async () => {
    const fake = await startFakeUpstream();
    client.fake = fake;
    client.runtime = runtimeOn(fake.url);
  });
  afterEach(() => {
    client.fake?.reset();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await client.runtime?.dispose();
    await client.fake?.close();
  });
  return {
    get fake() {
      if (!client.fake) throw new Error('the fake upstream starts in beforeAll');
      return client.fake;
    },
    get runtime() {
      if (!client.runtime) throw new Error('the runtime starts in beforeAll');
      return client.runtime;
    },
  };
}
