/**
 * Issue #15: property-based fuzzing of every backend route (Hono's own route list, so a new route is
 * fuzzed without being named here): hostile bodies — wrong types, huge and control-character strings,
 * malformed JSON, form and multipart — and hostile queries and path parameters, with and without a
 * member's token. Never a 500, never a stack trace in an answer, and nothing personal or secret in
 * the logs the run produced.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createBackendApp } from '../../src/backend/app';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { readBackendEnv } from '../../src/backend/env';
import { loadLocations } from '../../src/backend/services/locations';
import { createLogger } from '../../src/lib/log';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';

const MEMBER_PHONE = '0900000301';
let handle: DatabaseHandle;
let app: BackendApp;
let member: TestMember;
let routes: Array<{ method: string; path: string }>;

beforeAll(async () => {
  handle = await freshPglite();
  const { sellerId } = await insertBasics(handle.db);
  await insertListing(handle.db, sellerId, { title: 'Bán nhà phố Quận 7' });
  member = await memberWithToken(handle.db, { phone: MEMBER_PHONE, fullName: 'Lê Thị Hoa' });
  const env = readBackendEnv({ MEDIA_DIR: '/tmp/raovat-fuzz-media', PAYMENT_SANDBOX_IPN_RETRIES: '0' });
  app = createBackendApp({ db: handle.db, env, log: createLogger('fuzz', 'warn'), locations: await loadLocations() });
  const seen = new Set<string>();
  routes = app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ method, path }) => ({ method, path }));
});

afterAll(async () => {
  await handle.close();
});

const FIELDS = ['id', 'post_id', 'phone', 'password', 'identifier', 'email', 'full_name', 'name', 'content', 'q', 'type', 'page', 'num', 'province', 'ward_2025', 'amount', 'code', 'reason', 'note', 'title', 'price', 'status', 'decision', 'query', 'context', 'redirectUrl', 'csrf', 'member_id', 'package_id', 'rating', 'vnp_TxnRef', 'orderId', 'signature'];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007', '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '9'.repeat(40), '-1', '1e309', 'NaN'),
  fc.nat({ max: 3 }).map((n) => 'x'.repeat(10_000 * (n + 1))),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const hostileObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 })), hostileValue, { maxKeys: 6 });

type Body = { readonly type: string | null; readonly body: string | undefined };
const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  hostileObject.map((value) => ({ type: 'application/json', body: JSON.stringify(value) })),
  fc.string({ maxLength: 60 }).map((text) => ({ type: 'application/json', body: text })),
  hostileObject.map((value) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(Object.entries(value).map(([key, inner]) => [key, typeof inner === 'string' ? inner : JSON.stringify(inner) ?? ''])).toString(),
  })),
  fc.string({ maxLength: 80 }).map((text) => ({ type: 'multipart/form-data; boundary=zz', body: `--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\n${text}` })),
  fc.constant({ type: 'multipart/form-data', body: 'x' }),
  fc.constant({ type: 'text/plain', body: 'hello' }),
  fc.constant({ type: null, body: undefined }),
);
const hostileQuery = fc.dictionary(fc.constantFrom(...FIELDS), hostileText.map((text) => text.slice(0, 300)), { maxKeys: 3 });
const pathParam = fc.oneof(fc.constantFrom('1', '0', '-1', '99999999999', 'abc', '%00', '..%2F..', '79.json', 'a'.repeat(300)), fc.string({ maxLength: 12 }).map(encodeURIComponent));

test('no route answers 500 or a stack trace to hostile input, and the logs stay clean', async () => {
  const written: string[] = [];
  const capture = (stream: NodeJS.WriteStream) => {
    const original = stream.write.bind(stream);
    stream.write = ((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }) as typeof stream.write;
    return () => {
      stream.write = original;
    };
  };
  const restore = [capture(process.stdout), capture(process.stderr)];
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  try {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: routes.length - 1 }), hostileBody, hostileQuery, pathParam, fc.boolean(), async (index, body, query, param, authed) => {
        const route = routes[index];
        if (!route) return;
        const path = route.path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, param);
        const search = new URLSearchParams(query).toString();
        const headers: Record<string, string> = {};
        if (body.type) headers['content-type'] = body.type;
        if (authed) headers.authorization = `Bearer ${member.token}`;
        const withBody = route.method !== 'GET' && route.method !== 'HEAD';
        const response = await app.request(`${path}${search ? `?${search}` : ''}`, { method: route.method, headers, body: withBody ? body.body : undefined });
        // An event stream (chat, listing changes) never ends: its answer is its status and headers.
        const streaming = response.headers.get('content-type')?.startsWith('text/event-stream') === true;
        if (streaming) await response.body?.cancel();
        const text = streaming ? '' : await response.text();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.status >= 500 || /\n\s+at |node_modules|Failed query/.test(text)) failures.push(`${route.method} ${path} → ${response.status} ${text.slice(0, 200)}`);
      }),
      { numRuns: 2000, seed: 15 },
    );
  } finally {
    for (const undo of restore) undo();
  }
  expect(failures).toEqual([]);
  // The run reached the handlers: some answers went through, some were refused, some wanted a member.
  expect(routes.length).toBeGreaterThan(90);
  expect(statuses[200]).toBeGreaterThan(100);
  expect(statuses[400]).toBeGreaterThan(100);
  expect(statuses[401]).toBeGreaterThan(100);
  const logs = written.join('');
  expect(logs).not.toContain(MEMBER_PHONE);
  expect(logs).not.toContain(member.token);
  expect(logs).not.toMatch(/params: (?!\[redacted\])/);
}, 180_000);
