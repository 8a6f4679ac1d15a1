/**
 * Issue #37: traces cost nothing when no collector is configured — not a span, not even a loaded
 * module. The real backend process starts, answers a request that reads the database, and stops,
 * with a preload recording every @opentelemetry module it imports or requires: none without
 * OTEL_EXPORTER_OTLP_ENDPOINT, the SDK with it (so the recorder would see a load if there were one).
 * The one exception is the API facade @opentelemetry/api, a dependency of prom-client (its CPU
 * counter asks it for the current span, for exemplars): with no provider registered it is no-ops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';

const PORT = Number(process.env.TRACING_OFF_TEST_PORT ?? 4197);
const dataDir = mkdtempSync(path.join(tmpdir(), 'raovat-tracing-off-'));
const preload = path.resolve(import.meta.dirname, 'fixtures', 'record-otel-loads.mjs');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** This process's environment without any OTEL_ variable of the shell running the tests. */
function withoutOtelVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of Object.keys(copy)) if (name.startsWith('OTEL_')) delete copy[name];
  return copy;
}

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const answered = await fetch(url).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Starts the backend, reads the categories from the database, stops it; the @opentelemetry files it loaded. */
async function otelModulesLoadedBy(extraEnv: Record<string, string>): Promise<string[]> {
  const record = path.join(dataDir, `loads-${Object.keys(extraEnv).length}.txt`);
  writeFileSync(record, '');
  const backend = spawn(process.execPath, ['--import', 'tsx', '--import', preload, 'src/backend/main.ts'], {
    env: {
      ...withoutOtelVariables(process.env),
      BACKEND_PORT: String(PORT),
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      SEED_LISTINGS: '0',
      LOG_LEVEL: 'warn',
      RECORD_OTEL_LOADS_TO: record,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => backend.once('exit', resolve));
  try {
    await waitFor(`http://127.0.0.1:${PORT}/health`, Date.now() + 90_000);
    const listings = await fetch(`http://127.0.0.1:${PORT}/api/list/list-term`);
    expect(listings.status).toBeLessThan(500);
  } finally {
    backend.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  return readFileSync(record, 'utf8')
    .split('\n')
    .filter((file) => file !== '' && !file.includes('/node_modules/@opentelemetry/api/'));
}

test('a backend without OTEL_EXPORTER_OTLP_ENDPOINT loads no OpenTelemetry SDK module; with it, the SDK and the exporter', { timeout: 240_000 }, async () => {
  expect(await otelModulesLoadedBy({})).toEqual([]);
  // Nothing listens on port 9: exports fail quietly, which is all this needs.
  const withExporter = await otelModulesLoadedBy({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
  expect(withExporter.some((file) => file.includes('/@opentelemetry/sdk-node/'))).toBe(true);
  expect(withExporter.some((file) => file.includes('/@opentelemetry/exporter-trace-otlp-http/'))).toBe(true);
});
