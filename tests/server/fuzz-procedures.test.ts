/**
 * Issue #15: property-based fuzzing of every tRPC procedure through the app's own HTTP handler, over
 * the real reference backend in-process (its answers are the upstream's): hostile values for the keys
 * of each procedure's zod input, as a guest and as a member. Never an INTERNAL_SERVER_ERROR or any
 * 5xx, never a stack trace, and an input error reads in Vietnamese, never as zod's English JSON.
 */
import { FetchHttpClient } from '@effect/platform';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Layer } from 'effect';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { appRouter } from '../../src/server/routers/_app';
import { createContextInner } from '../../src/server/trpc';
import { makeUpstreamRuntime, type UpstreamRuntime } from '../../src/server/upstream/runtime';
import { insertListing } from '../helpers/fixtures';
import { memberWithToken, seededBackend, type BackendApp, type TestMember } from '../helpers/backend';

const BASE = 'http://backend.test';
let handle: DatabaseHandle;
let backend: BackendApp;
let runtime: UpstreamRuntime;
let member: TestMember;

beforeAll(async () => {
  const seeded = await seededBackend({ env: { MEDIA_DIR: '/tmp/raovat-fuzz-media', PAYMENT_SANDBOX_IPN_RETRIES: '0' } });
  ({ handle, app: backend } = seeded);
  await insertListing(handle.db, seeded.sellerId, { title: 'Bán nhà phố Quận 7' });
  member = await memberWithToken(handle.db, { phone: '0900000401' });
  const inProcess: typeof fetch = async (input, init) => backend.fetch(new Request(input, init));
  runtime = makeUpstreamRuntime(
    { listApiUrl: BASE, priceApiUrl: BASE, locationUrl: BASE, apiUrl: BASE, commentApiUrl: BASE, ssoUrl: BASE, notificationApiUrl: BASE, paymentApiUrl: BASE, timeoutMs: 5000 },
    { httpClient: FetchHttpClient.layer.pipe(Layer.provide(Layer.succeed(FetchHttpClient.Fetch, inProcess))) },
  );
});

afterAll(async () => {
  await runtime.dispose();
  await handle.close();
});

interface ProcedureInfo {
  readonly path: string;
  readonly type: 'query' | 'mutation' | 'subscription';
  readonly keys: readonly string[];
}

interface ProcedureDef {
  readonly _def: { readonly type: ProcedureInfo['type']; readonly inputs: readonly unknown[] };
}

function isProcedure(value: unknown): value is ProcedureDef {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null || !('_def' in value)) return false;
  const def: unknown = value._def;
  return typeof def === 'object' && def !== null && 'type' in def && 'inputs' in def && Array.isArray(def.inputs);
}

/** Every procedure by its dotted path, with the keys of its zod object input (none for other inputs). */
function procedures(): ProcedureInfo[] {
  const all: ProcedureInfo[] = [];
  for (const [path, procedure] of Object.entries(appRouter._def.procedures as object)) {
    if (!isProcedure(procedure)) continue;
    const input = procedure._def.inputs[0];
    const keys = input instanceof z.ZodObject ? Object.keys(input.shape) : [];
    all.push({ path, type: procedure._def.type, keys });
  }
  return all;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', '\u0000', '<script>alert(1)</script>', '../../etc', '9'.repeat(30), '-1', '79', '25747', 'x'.repeat(5000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileText, { maxLength: 3 }), fc.object({ maxDepth: 1, maxKeys: 3 }));

const ZOD_JSON = /^\s*\[\s*\{\s*"(code|expected|origin)"/;

test('no procedure answers a 5xx, a stack trace or zod English to hostile input', async () => {
  // Signing out revokes the member's token: the rest of the run would fuzz every member procedure as a stranger.
  const all = procedures().filter((procedure) => procedure.type !== 'subscription' && procedure.path !== 'auth.logout');
  expect(all.length).toBeGreaterThan(60);
  const failures: string[] = [];
  const codes: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(
      fc.nat({ max: all.length - 1 }),
      fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 2 }),
      fc.array(hostileValue, { minLength: 8, maxLength: 8 }),
      fc.boolean(),
      async (index, extra, values, signedIn) => {
        const procedure = all[index];
        if (!procedure) return;
        const input: Record<string, unknown> = { ...extra };
        procedure.keys.forEach((key, position) => {
          if (position < values.length) input[key] = values[position];
        });
        const json = JSON.stringify({ json: input });
        const url = procedure.type === 'query' ? `http://app.test/api/trpc/${procedure.path}?input=${encodeURIComponent(json)}` : `http://app.test/api/trpc/${procedure.path}`;
        const request = new Request(url, procedure.type === 'query' ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
        const response = await fetchRequestHandler({
          endpoint: '/api/trpc',
          req: request,
          router: appRouter,
          createContext: () =>
            createContextInner({ headers: new Headers(), upstream: { runtime, mediaBaseUrl: BASE, apiUrl: BASE }, session: signedIn ? { memberId: member.id, token: member.token } : null }),
          onError: () => undefined,
        });
        const body = (await response.json()) as { error?: { json?: { message?: string; data?: { code?: string; stack?: string } } } };
        const error = body.error?.json;
        const code = error?.data?.code ?? String(response.status);
        codes[code] = (codes[code] ?? 0) + 1;
        if (response.status >= 500 || /\n\s+at /.test(error?.message ?? '') || ZOD_JSON.test(error?.message ?? '')) {
          failures.push(`${procedure.path} ${JSON.stringify(input).slice(0, 120)} → ${response.status} ${code}: ${(error?.message ?? '').slice(0, 160)}`);
        }
      },
    ),
    { numRuns: 800, seed: 15 },
  );
  expect(failures).toEqual([]);
  expect(codes.BAD_REQUEST).toBeGreaterThan(50);
  expect(codes.UNAUTHORIZED).toBeGreaterThan(20);
}, 240_000);
