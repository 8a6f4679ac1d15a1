/**
 * Small process helpers shared by `npm start` and `npm test`: run a command to completion, start a
 * long-running service in its own process group (so stopping it stops its children too, toolchain
 * P7), and wait for a URL to answer.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/**
 * V8 options of the app's web server (issue #41, bench/README.md): a 64 MB young generation
 * (semi-space; Node 20's default is 16 MB). A long-tail page allocates a few MB while some twenty
 * render at once, so with the default much of it is still alive at each scavenge and gets copied
 * and promoted, and the old generation is collected more often. Costs ~150–200 MB of RSS per app.
 */
export const APP_NODE_OPTIONS = '--max-semi-space-size=64';

/** The environment of an app process: `env` with APP_NODE_OPTIONS added to its NODE_OPTIONS. */
export const appProcessEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...env,
  NODE_OPTIONS: [env.NODE_OPTIONS, APP_NODE_OPTIONS].filter((option) => option !== undefined && option !== '').join(' '),
});

export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

export function startService(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv, stdio: SpawnOptions['stdio'] = 'inherit'): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, stdio, env, detached: true });
  child.on('error', (error) => console.error(`[${name}] failed to start: ${error.message}`));
  return child;
}

export function stopService(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
    }, 8_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

export async function waitForUrl(url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`service for ${url} exited before it answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const BUILD_INPUTS = ['src', 'public', 'package.json', 'package-lock.json', 'next.config.ts', 'panda.config.ts', 'tsconfig.json', 'postcss.config.mjs'];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'backend') continue; // the backend runs from source; it never needs a Next build
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

/** True when there is no production build or a source file changed after it was made. */
export function needsBuild(): boolean {
  const buildId = path.join(ROOT, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(path.join(ROOT, input)) > builtAt);
}
