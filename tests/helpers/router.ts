/**
 * The app's tRPC routers over the real backend, below the browser: the backend served on a
 * loopback port, the app's upstream runtime pointed at it, and a server-side caller per member.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { appRouter } from '../../src/server/routers/_app';
import { createCallerFactory, createContextInner, type TRPCContext } from '../../src/server/trpc';
import { makeUpstreamRuntime } from '../../src/server/upstream/runtime';
import { backendApp, type TestMember } from './backend';
import { freshPglite } from './db';

const appCaller = createCallerFactory(appRouter);
export type AppCaller = ReturnType<typeof appCaller>;

export interface RouterHarness {
  readonly base: string;
  /** The app's request context as `who` (a guest without one), for a handler under test. */
  readonly contextOf: (who?: TestMember) => TRPCContext;
  /** The app's caller as `who` (a guest without one). */
  readonly callerOf: (who?: TestMember, signal?: AbortSignal) => AppCaller;
  readonly close: () => Promise<void>;
}

/**
 * `env`: more backend settings (e.g. the payment sandboxes' addresses for a test that pays).
 * `onBackendRequest`: sees each request the backend receives (a test that counts upstream calls).
 */
export async function routerOverBackend(
  handle: DatabaseHandle,
  mediaDir: string,
  env: Record<string, string> = {},
  onBackendRequest: (request: Request) => void = () => undefined,
): Promise<RouterHarness> {
  const app = await backendApp(handle.db, { ...env, MEDIA_DIR: mediaDir });
  const fetchCounted = (request: Request) => {
    onBackendRequest(request);
    return app.fetch(request);
  };
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: fetchCounted, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const runtime = makeUpstreamRuntime({ listApiUrl: base, priceApiUrl: base, locationUrl: base, apiUrl: base, commentApiUrl: base, ssoUrl: base, notificationApiUrl: base, timeoutMs: 5000 });
  const contextOf = (who?: TestMember) =>
    createContextInner({ headers: new Headers(), upstream: { runtime, mediaBaseUrl: base, apiUrl: base }, session: who ? { memberId: who.id, token: who.token } : null });
  const callerOf = (who?: TestMember, signal?: AbortSignal) => appCaller(contextOf(who), { signal });
  return {
    base,
    contextOf,
    callerOf,
    close: async () => {
      await runtime.dispose();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface RoutersOverFreshDatabase {
  readonly handle: DatabaseHandle;
  /** Its `close` closes the database too. */
  readonly harness: RouterHarness;
}

/**
 * A fresh PGlite database and the routers over a backend on it (routerOverBackend), closed together:
 * the router tests' common set-up, written once. The backend keeps nothing of the rows at start, so a
 * test fills the database after.
 */
export async function routersOverFreshDatabase(
  mediaDir: string,
  env: Record<string, string> = {},
  onBackendRequest?: (request: Request) => void,
): Promise<RoutersOverFreshDatabase> {
  const handle = await freshPglite();
  const routers = await routerOverBackend(handle, mediaDir, env, onBackendRequest);
  const close = async () => {
    await routers.close();
    await handle.close();
  };
  return { handle, harness: { ...routers, close } };
}
