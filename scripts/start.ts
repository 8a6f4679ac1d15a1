/**
 * `npm start`: build the app if needed, start the reference backend (which migrates and seeds an
 * empty database) and the site (nginx in front of the Next.js app, scripts/serve.ts), and stop
 * them cleanly on Ctrl-C.
 * `npm run dev` does the same with `next dev` instead of a production build.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { localSessionSecret, revalidateSecret } from './local-secrets';
import { BIN, needsBuild, ROOT, run, startService, stopService, waitForUrl } from './processes';

const dev = process.argv.includes('--dev');
const appPort = process.env.PORT ?? '3000';
const backendPort = process.env.BACKEND_PORT ?? '4000';
const backendUrl = `http://127.0.0.1:${backendPort}`;

/** Every upstream host defaults to the local backend, on whatever port it was given. */
function appEnv(): NodeJS.ProcessEnv {
  const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const host of hosts) env[host] ??= backendUrl;
  env.MEDIA_PUBLIC_URL ??= `http://localhost:${backendPort}`;
  env.SITE_URL ??= `http://localhost:${appPort}`;
  env.SESSION_SECRET ??= localSessionSecret();
  env.REVALIDATE_SECRET ??= revalidateSecret();
  return env;
}

async function main() {
  const backend = startService('backend', path.join(BIN, 'tsx'), ['src/backend/main.ts'], {
    ...process.env,
    BACKEND_PORT: backendPort,
    APP_ORIGIN: process.env.APP_ORIGIN ?? `http://localhost:${appPort}`,
    BACKEND_PUBLIC_URL: process.env.BACKEND_PUBLIC_URL ?? `http://localhost:${backendPort}`,
    REVALIDATE_SECRET: revalidateSecret(),
  });
  const services = [backend];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nĐang dừng Rao vặt…');
    await Promise.all(services.map((service) => stopService(service)));
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  backend.on('exit', (code) => {
    if (!stopping) {
      console.error(`The backend stopped (exit ${code ?? 'signal'}).`);
      void stopAll(1);
    }
  });

  // The build and the backend's first start (migrations, seeding) run side by side.
  if (!dev && needsBuild()) {
    console.log('Building the app (next build)…');
    await run(path.join(BIN, 'next'), ['build']);
  }
  await waitForUrl(`${backendUrl}/health`, 10 * 60_000, () => backend.exitCode === null);

  // Cached pages of an earlier run may show another database (a reseed): render them afresh.
  rmSync(path.join(ROOT, process.env.NEXT_DIST_DIR ?? '.next', 'server', 'route-cache'), { recursive: true, force: true });
  // Production: nginx on PORT in front of the app's server on PORT + 1 (scripts/serve.ts); dev: plain `next dev`.
  const app = dev
    ? startService('app', path.join(BIN, 'next'), ['dev', '-p', appPort], appEnv())
    : startService('app', path.join(BIN, 'tsx'), ['scripts/serve.ts'], { ...appEnv(), PORT: appPort });
  services.push(app);
  app.on('exit', (code) => {
    if (!stopping) {
      console.error(`The app stopped (exit ${code ?? 'signal'}).`);
      void stopAll(1);
    }
  });
  await waitForUrl(`http://127.0.0.1:${appPort}/`, 120_000, () => app.exitCode === null);
  console.log(`\nRao vặt is ready: http://localhost:${appPort}  (backend ${backendUrl}; Ctrl-C stops both)`);
  if ((process.env.APP_MODE ?? 'demo') === 'demo') {
    console.log('Demo mode: payment sandboxes, the SSO test mailbox and published sandbox secrets are on. Never put it on the internet (APP_MODE=production, README).\n');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
