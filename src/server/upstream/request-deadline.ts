/**
 * The deadline of the HTTP request being served, carried by AsyncLocalStorage from the web server
 * (src/serving/server.ts) into Next's rendering. Next renders a page's metadata, layouts and page
 * in separate React scopes, so a deadline kept with React `cache` would restart for each of them;
 * this one is set once when the request arrives. Kept on globalThis: the web server and Next's
 * bundles are separate module graphs in one process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const STORAGE = Symbol.for('raovat.requestDeadline');
const globalForDeadline = globalThis as typeof globalThis & { [STORAGE]?: AsyncLocalStorage<number> };
const storage = (globalForDeadline[STORAGE] ??= new AsyncLocalStorage<number>());

/** Runs `serve` with every upstream call of server-rendered pages due by `deadline` (epoch ms). */
export function withRequestDeadline<T>(deadline: number, serve: () => T): T {
  return storage.run(deadline, serve);
}

/** The current request's deadline, when a web server set one. */
export function currentRequestDeadline(): number | undefined {
  return storage.getStore();
}
