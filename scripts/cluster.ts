/**
 * The marketplace as several instances on one machine (issue #14), for `npm run start:cluster` and
 * the cluster tests: PostgreSQL (a throwaway cluster from the installed PostgreSQL 15 server when
 * DATABASE_URL is not given), N backends and N apps, and nginx in front of each kind. Debian's
 * postgresql-15 and nginx packages are installed when missing and running as root, the way
 * `npm test` installs Chromium. docs/deploy.md describes the topology.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { ensurePrometheus } from './ensure-prometheus';
import { aptInstall, ensureNginx, isRoot, nginxConfig, precompressBuild, prepareNginx, writeOutagePage } from './nginx';
import { appProcessEnv, BIN, ROOT, run, startService, stopService, waitForUrl } from './processes';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ClusterOptions {
  /** Where nginx listens for the apps and for the backends. */
  readonly appPort: number;
  readonly backendPort: number;
  /** First port of the instances: apps on appBase+1…, backends on backendBase+1…. */
  readonly appBase: number;
  readonly backendBase: number;
  readonly instances: number;
  readonly postgresPort: number;
  readonly seedListings: number;
  /** Extra env for every backend and app (secrets, test hooks). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Folder for the cluster's files (media, nginx, app builds); removed by stop() when temporary. */
  readonly workDir: string;
  readonly log: (line: string) => void;
  /**
   * Metrics (issue #37): each instance serves them on loopback at its own port — apps on
   * metricsBase+1…, backends on metricsBase+51… — and Prometheus, installed when missing, scrapes
   * them every `scrapeSeconds` (15 by default) and evaluates ops/prometheus/rules.yml; nginx logs one
   * cacheable request in `cacheLogOneIn` (50 by default) to every app. Absent: no metrics.
   */
  /** When set, each instance's output goes to `<logDir>/<name>.log` instead of this terminal (tests read them). */
  readonly logDir?: string | undefined;
  readonly metrics?: { readonly metricsBase: number; readonly prometheusPort: number; readonly scrapeSeconds?: number; readonly cacheLogOneIn?: number } | undefined;
}

export interface Instance {
  readonly name: string;
  readonly port: number;
  /** Its internal metrics port (loopback), when the cluster runs with metrics. */
  readonly metricsPort?: number | undefined;
  process: ChildProcess;
}

export interface Cluster {
  readonly databaseUrl: string;
  /** Prometheus's address, when the cluster runs with metrics. */
  readonly prometheusUrl: string | undefined;
  readonly backends: Instance[];
  readonly apps: Instance[];
  /** Kills one instance without warning (SIGKILL to its process group). */
  kill(instance: Instance): Promise<void>;
  stop(): Promise<void>;
}

export async function ensurePostgresServer(): Promise<void> {
  if (existsSync(path.join(PG_BIN, 'initdb'))) return;
  if (!isRoot()) throw new Error(`No PostgreSQL 15 server binaries in ${PG_BIN}: apt-get install -y postgresql-15 (as root), or set DATABASE_URL.`);
  await aptInstall(['postgresql-15']);
}

/** Runs a PostgreSQL server binary as the `postgres` user when we are root (it refuses root). */
function asPostgres(command: string, args: string[]): Promise<void> {
  if (!isRoot()) return run(command, args, { stdio: 'ignore' });
  const line = [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  return run('su', ['postgres', '-s', '/bin/bash', '-c', line], { stdio: 'ignore' });
}

/**
 * PostgreSQL's page cache: a quarter of the machine's memory, at most 4 GB (docs/deploy.md). The
 * default 128 MB leaves a million listings' table to the kernel's cache, and a search that visits
 * 17,000 table pages copies each one in: 186 ms instead of 77 ms (p95, bench/README.md).
 */
export const sharedBuffersMb = (): number => Math.max(128, Math.min(4096, Math.floor(totalmem() / 4 / 2 ** 20)));

/**
 * A PostgreSQL 15 cluster on loopback; returns its URL and how to stop it. Throwaway (a temporary
 * folder, removed on stop) unless `keepIn` names a folder to create it in once and reuse (benchmarks).
 */
export async function startThrowawayPostgres(port: number, keepIn?: string): Promise<{ url: string; stop: () => Promise<void> }> {
  await ensurePostgresServer();
  const dir = keepIn ?? mkdtempSync(path.join(tmpdir(), 'raovat-cluster-pg-'));
  mkdirSync(dir, { recursive: true });
  if (isRoot()) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const data = path.join(dir, 'data');
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    await asPostgres(path.join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  }
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=${sharedBuffersMb()}MB`;
  await asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-o', settings, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']).catch(() => undefined);
      if (!keepIn) rmSync(dir, { recursive: true, force: true });
    },
  };
}

const idOf = (flag: '-u' | '-g', user: string) => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
const uidOf = (user: string) => idOf('-u', user);
const gidOf = (user: string) => idOf('-g', user);

const metricsPortOf = (base: number, kind: 'backend' | 'app', index: number) => base + (kind === 'app' ? 0 : 50) + index;

const OPS = path.join(ROOT, 'ops', 'prometheus');

/**
 * Prometheus's configuration for the cluster: one job per service, each instance a target named
 * by its instance id (`app-1`), the project's alert rules, and the console page (ops/prometheus/consoles).
 */
export function prometheusConfig(instances: readonly Pick<Instance, 'name' | 'metricsPort'>[], scrapeSeconds: number): string {
  const job = (kind: 'app' | 'backend') => {
    const targets = instances
      .filter((instance) => instance.name.startsWith(`${kind}-`) && instance.metricsPort !== undefined)
      .map((instance) => `      - targets: ['127.0.0.1:${instance.metricsPort}']\n        labels: { instance: '${instance.name}' }`)
      .join('\n');
    return `  - job_name: raovat-${kind}\n    static_configs:\n${targets}`;
  };
  return `# Generated by scripts/cluster.ts (issue #37): one target per instance's internal metrics port.
global:
  scrape_interval: ${scrapeSeconds}s
  scrape_timeout: ${Math.max(1, Math.min(10, scrapeSeconds))}s
  evaluation_interval: ${scrapeSeconds}s
rule_files:
  - ${path.join(OPS, 'rules.yml')}
scrape_configs:
${job('app')}
${job('backend')}
`;
}

async function startPrometheus(
  settings: NonNullable<ClusterOptions['metrics']>,
  instances: readonly Instance[],
  dir: string,
): Promise<{ instance: Instance; url: string }> {
  const tools = await ensurePrometheus();
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  const configFile = path.join(dir, 'prometheus.yml');
  writeFileSync(configFile, prometheusConfig(instances, settings.scrapeSeconds ?? 15));
  const url = `http://127.0.0.1:${settings.prometheusPort}`;
  const args = [
    `--config.file=${configFile}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${settings.prometheusPort}`,
    `--web.console.templates=${path.join(OPS, 'consoles')}`,
    `--web.console.libraries=${path.join(OPS, 'consoles')}`,
    '--log.level=warn',
  ];
  const child = spawn(tools.prometheus, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const instance: Instance = { name: 'prometheus', port: settings.prometheusPort, process: child };
  await waitForUrl(`${url}/-/ready`, 60_000, () => child.exitCode === null);
  return { instance, url };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { log } = options;
  const nginx = await ensureNginx();
  const children: Instance[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let stopping = false;

  const stop = async () => {
    stopping = true;
    await Promise.all(children.map((child) => stopService(child.process)));
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    let databaseUrl = options.env.DATABASE_URL;
    if (!databaseUrl) {
      const postgres = await startThrowawayPostgres(options.postgresPort);
      cleanups.push(postgres.stop);
      databaseUrl = postgres.url;
      log(`PostgreSQL 15 (throwaway) on port ${options.postgresPort}`);
    }
    const secret = options.env.REVALIDATE_SECRET;
    if (!secret) throw new Error('the cluster needs REVALIDATE_SECRET (apps follow listing changes with it)');
    const mediaDir = path.join(options.workDir, 'media');
    mkdirSync(mediaDir, { recursive: true });
    const publicBackend = `http://localhost:${options.backendPort}`;
    const publicApp = `http://localhost:${options.appPort}`;

    const outputOf = (name: string): 'inherit' | ['ignore', number, number] => {
      if (!options.logDir) return 'inherit';
      mkdirSync(options.logDir, { recursive: true });
      const file = openSync(path.join(options.logDir, `${name}.log`), 'a');
      cleanups.push(async () => closeSync(file));
      return ['ignore', file, file];
    };
    const startInstance = (kind: 'backend' | 'app', index: number, env: NodeJS.ProcessEnv): Instance => {
      const port = (kind === 'backend' ? options.backendBase : options.appBase) + index;
      const name = `${kind}-${index}`;
      const script = kind === 'backend' ? 'src/backend/main.ts' : 'src/serving/server.ts';
      const metricsPort = options.metrics ? metricsPortOf(options.metrics.metricsBase, kind, index) : undefined;
      const instanceEnv = metricsPort === undefined ? env : { ...env, METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' };
      const instance: Instance = {
        name,
        port,
        metricsPort,
        process: startService(name, path.join(BIN, 'tsx'), [script], kind === 'app' ? appProcessEnv(instanceEnv) : instanceEnv, outputOf(name)),
      };
      children.push(instance);
      instance.process.on('exit', (code, signal) => {
        if (!stopping) log(`${name} exited (${signal ?? code})`);
      });
      return instance;
    };

    const backendEnv = (index: number): NodeJS.ProcessEnv => ({
      ...process.env,
      ...options.env,
      DATABASE_URL: databaseUrl,
      BACKEND_PORT: String(options.backendBase + index),
      INSTANCE_ID: `backend-${index}`,
      MEDIA_DIR: mediaDir,
      BACKEND_PUBLIC_URL: publicBackend,
      APP_ORIGIN: publicApp,
      SEED_LISTINGS: String(options.seedListings),
    });
    // The first backend migrates and seeds; the others start on a ready database.
    const first = startInstance('backend', 1, backendEnv(1));
    await waitForUrl(`http://127.0.0.1:${first.port}/readyz`, 90 * 60_000, () => first.process.exitCode === null);
    const backends = [first];
    for (let index = 2; index <= options.instances; index += 1) backends.push(startInstance('backend', index, backendEnv(index)));
    await Promise.all(backends.map((backend) => waitForUrl(`http://127.0.0.1:${backend.port}/readyz`, 120_000, () => backend.process.exitCode === null)));
    log(`${backends.length} backends ready`);

    const nginxDir = path.join(options.workDir, 'nginx');
    const instancePorts = (base: number) => Array.from({ length: options.instances }, (_, index) => base + index + 1);
    precompressBuild(path.join(ROOT, '.next'));
    // With metrics on, every app counts nginx's cache hits from its log (src/observability/nginx-cache-log.ts).
    const { metrics } = options;
    const cacheLogTo = metrics ? Array.from({ length: options.instances }, (_, index) => `127.0.0.1:${metricsPortOf(metrics.metricsBase, 'app', index + 1)}`) : undefined;
    const site = { appPort: options.appPort, apps: instancePorts(options.appBase), backend: { port: options.backendPort, instances: instancePorts(options.backendBase) }, siteUrl: publicApp, distDir: path.join(ROOT, '.next'), cacheLogTo, cacheLogOneIn: metrics?.cacheLogOneIn };
    const configFile = prepareNginx(nginxDir, nginxConfig(site, nginxDir));
    const proxy: Instance = {
      name: 'nginx',
      port: options.appPort,
      process: spawn(nginx, ['-c', configFile, '-p', nginxDir, '-e', path.join(nginxDir, 'error.log')], { stdio: 'inherit', detached: true }),
    };
    children.push(proxy);

    const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
    const apps: Instance[] = [];
    for (let index = 1; index <= options.instances; index += 1) {
      // Each app keeps its own copy of the build: its page cache is its own, kept fresh by the change stream.
      const distDir = `.next-cluster-${options.appBase + index}`;
      rmSync(path.join(ROOT, distDir), { recursive: true, force: true });
      cpSync(path.join(ROOT, '.next'), path.join(ROOT, distDir), {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}.next${path.sep}cache`),
      });
      rmSync(path.join(ROOT, distDir, 'server', 'route-cache'), {
        recursive: true,
        force: true,
      });
      cleanups.push(async () => rmSync(path.join(ROOT, distDir), { recursive: true, force: true }));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        ...options.env,
        PORT: String(options.appBase + index),
        NEXT_DIST_DIR: distDir,
        INSTANCE_ID: `app-${index}`,
        MEDIA_PUBLIC_URL: publicBackend,
        SITE_URL: publicApp,
        LISTING_CHANGES_CURSOR_FILE: path.join(options.workDir, `app-${index}.cursor`),
      };
      for (const host of hosts) env[host] = `http://127.0.0.1:${options.backendPort}`;
      apps.push(startInstance('app', index, env));
    }
    await Promise.all(apps.map((app) => waitForUrl(`http://127.0.0.1:${app.port}/healthz`, 180_000, () => app.process.exitCode === null)));
    await writeOutagePage(`http://127.0.0.1:${options.appBase + 1}`, nginxDir).catch((error: unknown) => log(`the outage page stays the bare one: ${String(error)}`));
    await waitForUrl(`http://127.0.0.1:${options.appPort}/`, 60_000, () => proxy.process.exitCode === null);
    log(`${apps.length} apps ready behind nginx on :${options.appPort} (backends on :${options.backendPort})`);

    let prometheusUrl: string | undefined;
    if (options.metrics) {
      const prometheus = await startPrometheus(options.metrics, [...backends, ...apps], path.join(options.workDir, 'prometheus'));
      children.push(prometheus.instance);
      prometheusUrl = prometheus.url;
      log(`Prometheus on ${prometheusUrl} (scraping ${backends.length + apps.length} instances every ${options.metrics.scrapeSeconds ?? 15} s)`);
    }

    return {
      databaseUrl,
      prometheusUrl,
      backends,
      apps,
      async kill(instance) {
        if (instance.process.pid === undefined) return;
        const exited = new Promise((resolve) => instance.process.once('exit', resolve));
        try {
          process.kill(-instance.process.pid, 'SIGKILL');
        } catch {
          return;
        }
        await exited;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
