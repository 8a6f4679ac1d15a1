/**
 * Issue #37: one trace per page request across both services, exported over OTLP. An OTLP/HTTP
 * receiver runs in the test on loopback; a backend (on PostgreSQL when TEST_DATABASE_URL is set,
 * else a fresh PGlite) and an app instance of the e2e build start with OTEL_EXPORTER_OTLP_ENDPOINT
 * pointing at it. One search page later, one trace id covers the web server's request, Next's
 * render, a tRPC procedure, the upstream client's call, the backend's route and its SQL statement —
 * each span's parent in the same trace — and both services' log lines carry that id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { E2E_SESSION_SECRET } from '../../src/lib/published-secrets';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../helpers/otlp-receiver';
import { APP_PORT, BACKEND_PORT } from './helpers/servers';

const TRACED_APP_PORT = APP_PORT + 60;
const TRACED_BACKEND_PORT = BACKEND_PORT + 60;
const DATA_DIR = `.data/e2e-traces-${TRACED_BACKEND_PORT}`;
const SERVER = 2;
const CLIENT = 3;

let receiver: OtlpReceiver;
const processes: ChildProcess[] = [];
const logLines: { service: string; traceId?: string; msg?: string; kind?: string }[] = [];
let database: { admin: string; name: string } | null = null;

function collectLogs(child: ChildProcess) {
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      try {
        logLines.push(JSON.parse(line) as { service: string; traceId?: string });
      } catch {
        // Not a log line of ours.
      }
    }
  });
}

async function freshDatabaseUrl(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `raovat_traces_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  database = { admin, name };
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

test.describe('traces exported over OTLP', () => {
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    receiver = await startOtlpReceiver();
    rmSync(DATA_DIR, { recursive: true, force: true });
    const backendUrl = `http://127.0.0.1:${TRACED_BACKEND_PORT}`;
    const tracingEnv = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100', LOG_REQUESTS: '1' };
    const databaseUrl = await freshDatabaseUrl();
    const backend = spawn('node_modules/.bin/tsx', ['src/backend/main.ts'], {
      env: {
        ...process.env,
        ...tracingEnv,
        BACKEND_PORT: String(TRACED_BACKEND_PORT),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        PGLITE_DIR: `${DATA_DIR}/pglite`,
        MEDIA_DIR: `${DATA_DIR}/media`,
        SEED_LISTINGS: '40',
        BACKEND_PUBLIC_URL: backendUrl,
        APP_ORIGIN: `http://localhost:${TRACED_APP_PORT}`,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    processes.push(backend);
    collectLogs(backend);
    await expect.poll(() => fetch(`${backendUrl}/health`).then((answer) => answer.status, () => 0), { timeout: 240_000 }).toBe(200);

    const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
    const app = spawn('node_modules/.bin/tsx', ['src/serving/server.ts'], {
      env: {
        ...process.env,
        ...tracingEnv,
        ...Object.fromEntries(hosts.map((host) => [host, backendUrl])),
        PORT: String(TRACED_APP_PORT),
        MEDIA_PUBLIC_URL: backendUrl,
        SITE_URL: `http://localhost:${TRACED_APP_PORT}`,
        SESSION_SECRET: E2E_SESSION_SECRET,
        REVALIDATE_SECRET: undefined,
        METRICS_PORT: undefined,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    processes.push(app);
    collectLogs(app);
    await expect.poll(() => fetch(`http://127.0.0.1:${TRACED_APP_PORT}/healthz`).then((answer) => answer.status, () => 0), { timeout: 90_000 }).toBe(200);
  });

  test.afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    await receiver.close();
    if (database) {
      const client = new pg.Client({ connectionString: database.admin });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
      await client.end();
    }
    rmSync(DATA_DIR, { recursive: true, force: true });
  });

  test('one page request is one trace from the web server to the SQL statement, and both services log its id', async () => {
    test.setTimeout(120_000);
    const page = await fetch(`http://127.0.0.1:${TRACED_APP_PORT}/search?q=xe`);
    expect(page.status).toBe(200);
    await page.text();

    // The web server's own span of the visitor's request: a root, named by the route template.
    const isPageSpan = (span: ReceivedSpan) => span.service === 'raovat-app' && span.kind === SERVER && span.parentSpanId === '' && span.attributes['http.route'] === '/search';
    await expect.poll(() => receiver.spans.filter(isPageSpan).length, { timeout: 30_000 }).toBe(1);
    const traceId = receiver.spans.find(isPageSpan)?.traceId ?? '';
    const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    // The backend's spans arrive in its own exports: wait for a route and its statement.
    await expect
      .poll(() => inTrace().filter((span) => span.service === 'raovat-backend' && span.name.startsWith('SELECT')).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const spans = inTrace();
    const named = (service: string, matches: (span: ReceivedSpan) => boolean) => spans.filter((span) => span.service === service && matches(span));

    expect(named('raovat-app', (span) => span.name === 'render route (app) /search').length).toBe(1);
    // The page reads its list through the browse reader itself (no tRPC procedure in between, issue #40).
    const upstreamCalls = named('raovat-app', (span) => span.kind === CLIENT && span.attributes['upstream.host'] !== undefined);
    expect(upstreamCalls.map((span) => span.name)).toContain('ListApi.listArticle');
    const routes = named('raovat-backend', (span) => span.kind === SERVER);
    expect(routes.map((span) => span.name)).toContain('POST /api/list/list-article');
    const statements = named('raovat-backend', (span) => span.attributes['db.system.name'] === 'postgresql');
    expect(statements.length).toBeGreaterThan(0);

    // Every span but the page's has its parent in this trace: one tree across both services.
    const ids = new Set(spans.map((span) => span.spanId));
    const orphans = spans.filter((span) => !isPageSpan(span) && !ids.has(span.parentSpanId));
    expect(orphans.map((span) => `${span.service} ${span.name}`)).toEqual([]);
    // The chain: procedure → upstream call → … → backend route → statement.
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const ancestors = (span: ReceivedSpan): string[] => {
      const parent = byId.get(span.parentSpanId);
      return parent ? [parent.name, ...ancestors(parent)] : [];
    };
    const statementOfList = statements.find((span) => byId.get(span.parentSpanId)?.name === 'POST /api/list/list-article');
    expect(statementOfList).toBeDefined();
    const chain = statementOfList ? ancestors(statementOfList) : [];
    // The list is first read for the page's metadata, under Next's request span (the render shares it).
    expect(chain).toEqual(expect.arrayContaining(['POST /api/list/list-article', 'ListApi.listArticle', 'GET /search']));

    // The statements were PostgreSQL's own when the run has one (node-postgres' pool), else PGlite's.
    expect(logLines.find((line) => line.msg === 'database opened')?.kind).toBe(database ? 'postgres' : 'pglite');

    // The logs name the same trace.
    expect(logLines.some((line) => line.service === 'app' && line.msg === 'request' && line.traceId === traceId)).toBe(true);
    expect(logLines.some((line) => line.service === 'backend' && line.msg === 'request' && line.traceId === traceId)).toBe(true);
  });
});
