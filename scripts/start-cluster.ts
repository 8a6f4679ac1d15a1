/**
 * `npm run start:cluster`: the marketplace as a small cluster on this machine (issue #14) —
 * PostgreSQL (throwaway, unless DATABASE_URL is set), two backends, two apps, nginx on :3000 in
 * front of the apps and on :4000 in front of the backends, Prometheus on :9090 scraping each
 * instance's internal metrics port (issue #37) — seeded like `npm start`. Ctrl-C stops
 * everything. The topology and every setting: docs/deploy.md.
 */
import path from 'node:path';
import { startCluster } from './cluster';
import { localSessionSecret, revalidateSecret } from './local-secrets';
import { BIN, needsBuild, ROOT, run } from './processes';

const number = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  if (needsBuild()) {
    console.log('Building the app (next build)…');
    await run(path.join(BIN, 'next'), ['build']);
  }
  const appPort = number('PORT', 3000);
  const backendPort = number('BACKEND_PORT', 4000);
  const cluster = await startCluster({
    appPort,
    backendPort,
    appBase: number('CLUSTER_APP_BASE', appPort),
    backendBase: number('CLUSTER_BACKEND_BASE', backendPort),
    instances: number('CLUSTER_INSTANCES', 2),
    postgresPort: number('CLUSTER_PG_PORT', 55440),
    seedListings: number('SEED_LISTINGS', 10_000),
    env: { SESSION_SECRET: process.env.SESSION_SECRET ?? localSessionSecret(), REVALIDATE_SECRET: revalidateSecret(), ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) },
    workDir: path.join(ROOT, '.data', 'cluster'),
    metrics: { metricsBase: number('CLUSTER_METRICS_BASE', 9400), prometheusPort: number('PROMETHEUS_PORT', 9090) },
    log: (line) => console.log(`[cluster] ${line}`),
  });
  console.log(`\nRao vặt (cluster) is ready: http://localhost:${appPort}  (backends behind http://localhost:${backendPort}; Ctrl-C stops everything)`);
  if (cluster.prometheusUrl) console.log(`Prometheus: ${cluster.prometheusUrl}  (alerts ${cluster.prometheusUrl}/alerts, dashboard ${cluster.prometheusUrl}/consoles/raovat.html)\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nĐang dừng cụm Rao vặt…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
