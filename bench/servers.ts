/**
 * The bench's backend and production web server (as `npm start` runs them) on a database seeded
 * once into .data/bench-<listings>/ and reused by later runs; shared by `npm run bench` and
 * `npm run bench:lighthouse`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { BIN, needsBuild, ROOT, run, startService, stopService, waitForUrl } from '../scripts/processes';
import { SESSION_HINT_COOKIE } from '../src/lib/session-hint';
import { SESSION_COOKIE } from '../src/server/session-cookie-name';
import { sealSession } from '../src/server/session-crypto';

/** The issue #16 filtered category: a province and a price ceiling. */
export const FILTERED_CATEGORY = '/xe-co?province=01&price_max=500000000';

export const BENCH_SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

export interface BenchServers {
  readonly app: string;
  readonly backend: string;
  readonly stop: () => Promise<void>;
  /** Stops the web server alone (a bench that starts its own against this backend). */
  readonly stopApp: () => Promise<void>;
}

/**
 * The bench's web server in front of the backend at backendPort; `env` adds settings (METRICS_PORT…).
 * `tree`: another checkout whose src/serving runs instead (with this tree's node_modules and .next linked in).
 */
export function startBenchApp(options: { microCacheMs: number; appPort: number; backendPort: number; tree?: string }, env: Readonly<Record<string, string>> = {}) {
  const backend = `http://127.0.0.1:${options.backendPort}`;
  const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
  // This tree's site (nginx in front of the app, scripts/serve.ts); another tree's as that tree starts it.
  const tree = options.tree ?? ROOT;
  const entry = existsSync(path.join(tree, 'scripts', 'serve.ts')) ? path.join(tree, 'scripts', 'serve.ts') : path.join(tree, 'src', 'serving', 'server.ts');
  return startService('app', path.join(BIN, 'tsx'), [entry], {
    ...process.env,
    PORT: String(options.appPort),
    // Both names: a tree from before nginx reads milliseconds.
    MICRO_CACHE_TTL_MS: String(options.microCacheMs),
    MICRO_CACHE_SECONDS: String(Math.ceil(options.microCacheMs / 1000)),
    ...Object.fromEntries(hosts.map((host) => [host, backend])),
    MEDIA_PUBLIC_URL: `http://localhost:${options.backendPort}`,
    SITE_URL: `http://localhost:${options.appPort}`,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    LOG_LEVEL: 'warn',
    ...env,
  });
}

export async function startBenchServers(options: { listings: number; microCacheMs: number; appPort: number; backendPort: number }): Promise<BenchServers> {
  const dataDir = path.join(ROOT, '.data', `bench-${options.listings}`);
  const app = `http://127.0.0.1:${options.appPort}`;
  const backend = `http://127.0.0.1:${options.backendPort}`;
  mkdirSync(dataDir, { recursive: true });
  if (needsBuild()) await run(path.join(BIN, 'next'), ['build']);
  console.log(`Backend on ${options.listings.toLocaleString('vi-VN')} listings (seeding an empty database can take a few minutes)…`);
  const backendProcess = startService('backend', path.join(BIN, 'tsx'), ['src/backend/main.ts'], {
    ...process.env,
    BACKEND_PORT: String(options.backendPort),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    SEED_LISTINGS: String(options.listings),
    BACKEND_PUBLIC_URL: `http://localhost:${options.backendPort}`,
    APP_ORIGIN: `http://localhost:${options.appPort}`,
    LOG_LEVEL: 'warn',
  });
  const appProcess = startBenchApp(options);
  const stop = async () => {
    await Promise.all([stopService(appProcess), stopService(backendProcess)]);
  };
  const alive = (child: typeof appProcess) => () => child.exitCode === null;
  try {
    await waitForUrl(`${backend}/health`, 900_000, alive(backendProcess));
    await waitForUrl(`${app}/`, 120_000, alive(appProcess));
  } catch (error) {
    await stop();
    throw error;
  }
  return { app, backend, stop, stopApp: () => stopService(appProcess) };
}

/** A listing page's path, read from the home page's links. */
export async function pickDetailPath(app: string): Promise<string> {
  const html = await (await fetch(`${app}/`)).text();
  const match = /href="(\/[a-z0-9-]+\/[a-z0-9-]+-\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('no listing link on the home page');
  return match[1];
}

/** The demo member's session cookie, sealed as the app seals it after the SSO (the bench knows the secret). */
export async function memberSessionCookie(backend: string): Promise<string> {
  const response = await fetch(`${backend}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: '0900000001', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`demo member login answered ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string; id: number } };
  const sealed = await sealSession({ token: data.token, memberId: data.id, expiresAt: Math.floor(Date.now() / 1000) + 3600 }, BENCH_SESSION_SECRET);
  // With its readable hint, as the sign-in callback sets them (src/lib/session-hint.ts).
  return `${SESSION_COOKIE}=${sealed}; ${SESSION_HINT_COOKIE}=1`;
}
