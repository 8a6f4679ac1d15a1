/**
 * The production site on one machine, as `npm start`, the end-to-end tests and the bench run it:
 * the app's server (src/serving/server.ts) on an internal port behind nginx on PORT
 * (scripts/nginx.ts; the cluster runs the same nginx configuration in front of several apps).
 * The build's static files are gzipped once beside them first, and the outage page is written
 * from the app's own once it answers (nginx has a bare Vietnamese one until then).
 * Environment: PORT (3000), APP_INTERNAL_PORT (PORT + 1), SITE_URL, NEXT_DIST_DIR (.next),
 * NGINX_DIR (.data/nginx-<PORT>); everything else goes on to the app.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ensureNginx, nginxConfig, precompressBuild, prepareNginx, writeOutagePage } from './nginx';
import { appProcessEnv, BIN, ROOT, waitForUrl } from './processes';

const port = Number(process.env.PORT ?? 3000);
const internalPort = Number(process.env.APP_INTERNAL_PORT ?? port + 1);
const distDir = path.resolve(ROOT, process.env.NEXT_DIST_DIR ?? '.next');
const prefix = path.resolve(ROOT, process.env.NGINX_DIR ?? path.join('.data', `nginx-${port}`));

/** With metrics on, the app counts nginx's cache hits from its log (src/observability/nginx-cache-log.ts). */
const metricsAddress = process.env.METRICS_PORT ? [`${process.env.METRICS_HOST ?? '127.0.0.1'}:${process.env.METRICS_PORT}`] : undefined;

async function main() {
  const nginx = await ensureNginx();
  precompressBuild(distDir);
  const configFile = prepareNginx(prefix, nginxConfig({ appPort: port, apps: [internalPort], siteUrl: process.env.SITE_URL, distDir, cacheLogTo: metricsAddress }, prefix));
  // In this process's group: whoever stops the group (Playwright, `npm start`) stops both.
  const children: ChildProcess[] = [
    spawn(path.join(BIN, 'tsx'), ['src/serving/server.ts'], { cwd: ROOT, stdio: 'inherit', env: appProcessEnv({ ...process.env, PORT: String(internalPort) }) }),
    spawn(nginx, ['-c', configFile, '-p', prefix, '-e', path.join(prefix, 'error.log')], { stdio: 'inherit' }),
  ];
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    const [app, proxy] = children;
    app?.kill('SIGTERM');
    proxy?.kill('SIGQUIT');
    void Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() => process.exit(code));
    setTimeout(() => process.exit(code), 12_000).unref();
  };
  for (const child of children)
    child.once('exit', (code, signal) => {
      if (!stopping) console.error(`${child === children[0] ? 'The app server' : 'nginx'} stopped (${signal ?? code}).`);
      stop(1);
    });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  const appOrigin = `http://127.0.0.1:${internalPort}`;
  await waitForUrl(`${appOrigin}/healthz`, 180_000, () => !stopping);
  await writeOutagePage(appOrigin, prefix).catch((error: unknown) => console.error(`The outage page stays the bare one: ${String(error)}`));
  console.log(`✓ Rao vặt on http://localhost:${port} (nginx in front of the app on :${internalPort})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
