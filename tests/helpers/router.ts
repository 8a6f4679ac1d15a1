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
