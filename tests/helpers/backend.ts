/**
 * The backend as tests use it: the real Hono app on a test database, silent logs, and members with
 * bearer tokens.
 */
import { afterEach, beforeEach } from 'vitest';
import { createBackendApp } from '../../src/backend/app';
import type { Database, DatabaseHandle } from '../../src/backend/db/client';
import { members } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { loadLocations, type LocationStore } from '../../src/backend/services/locations';
import { hashPassword } from '../../src/backend/services/password';
import { issueToken } from '../../src/backend/services/tokens';
import { createLogger } from '../../src/lib/log';
import type { MemberRole } from '../../src/lib/member-roles';
import { freshPglite } from './db';
import { insertBasics, insertListing } from './fixtures';

export type BackendApp = ReturnType<typeof createBackendApp>;

let locations: Promise<LocationStore> | undefined;

export async function backendApp(db: Database, env: Record<string, string> = {}): Promise<BackendApp> {
  locations ??= loadLocations();
  return createBackendApp({ db, env: readBackendEnv(env), log: createLogger('test', 'silent'), locations: await locations });
}

export interface TestBackend {
  readonly handle: DatabaseHandle;
  readonly app: BackendApp;
}

export interface SeededBackend extends TestBackend {
  /** The seller insertBasics made. */
  readonly sellerId: number;
}

export interface TestBackendOptions {
  /** The database: a fresh PGlite unless said otherwise. */
  readonly open?: () => Promise<DatabaseHandle>;
  /** Backend settings over the test's (MEDIA_DIR: a scratch folder). */
  readonly env?: Record<string, string>;
}

/** A fresh database and the backend on it. The backend keeps nothing of the rows at start, so a test fills the database after. */
export async function freshBackend({ open = freshPglite, env = {} }: TestBackendOptions = {}): Promise<TestBackend> {
  const handle = await open();
  return { handle, app: await backendApp(handle.db, { MEDIA_DIR: '/tmp/raovat-test-media', ...env }) };
}

/** A fresh backend (freshBackend) with the basics (insertBasics). */
export async function seededBackend(options: TestBackendOptions = {}): Promise<SeededBackend> {
  const backend = await freshBackend(options);
  const { sellerId } = await insertBasics(backend.handle.db);
  return { ...backend, sellerId };
}

export interface SsoBackend extends TestBackend {
  readonly anId: number;
  readonly binhId: number;
}

/**
 * A fresh backend whose SSO serves the app at http://localhost:3000 from http://localhost:4000, with
 * two members who sign in with `demo1234`: An (0900000001, an@example.vn) and Bình (0900000002, no email).
 */
export async function ssoBackend(mediaDir: string): Promise<SsoBackend> {
  const backend = await freshBackend({ env: { APP_ORIGIN: 'http://localhost:3000', BACKEND_PUBLIC_URL: 'http://localhost:4000', MEDIA_DIR: mediaDir } });
  const passwordHash = await storedPasswordHash('demo1234');
  const [an, binh] = await backend.handle.db
    .insert(members)
    .values([
      { phone: '0900000001', email: 'an@example.vn', passwordHash, fullName: 'Nguyễn Văn An', gender: 1 },
      { phone: '0900000002', passwordHash, fullName: 'Trần Thị Bình', gender: 2 },
    ])
    .returning({ id: members.id });
  if (!an || !binh) throw new Error('members not inserted');
  return { ...backend, anId: an.id, binhId: binh.id };
}

/**
 * Before each test: a seeded backend (seededBackend) handed to `receive`; after it, the database is
 * closed. The route tests' common set-up, written once.
 */
export function seededBackendForEachTest(receive: (seeded: SeededBackend) => void): void {
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    const seeded = await seededBackend();
    handle = seeded.handle;
    receive(seeded);
  });
  afterEach(async () => {
    await handle?.close();
  });
}

/** What the review and report tests act on: a seeded backend, two members, a moderator and one listing of the seeded seller. */
export interface ListingScene extends SeededBackend {
  readonly alice: TestMember;
  readonly bob: TestMember;
  readonly moderator: TestMember;
  readonly listingId: number;
}

/**
 * Before each test: a seeded backend (seededBackendForEachTest) with Alice (0911000001) and Bob
 * (0911000002) under the names given, a moderator (0911000009) and a listing of the seeded seller.
 * The object returned reads the current test's scene.
 */
export function listingSceneForEachTest(names: { alice: string; bob: string }, listingTitle: string): ListingScene {
  let seeded: SeededBackend | undefined;
  let current: ListingScene | undefined;
  seededBackendForEachTest((backend) => {
    seeded = backend;
  });
  beforeEach(async () => {
    if (!seeded) throw new Error('no seeded backend');
    const { db } = seeded.handle;
    current = {
      ...seeded,
      alice: await memberWithToken(db, { phone: '0911000001', fullName: names.alice }),
      bob: await memberWithToken(db, { phone: '0911000002', fullName: names.bob }),
      moderator: await memberWithToken(db, { phone: '0911000009', role: 'moderator' }),
      listingId: (await insertListing(db, seeded.sellerId, { title: listingTitle })).id,
    };
  });
  // The tests hold this object from the start; each property read goes to the scene of the test running.
  return new Proxy({} as ListingScene, {
    get: (_empty, property) => {
      if (!current) throw new Error('the listing scene is set up before each test');
      return Reflect.get(current, property);
    },
  });
}

export interface TestMember {
  readonly id: number;
  readonly token: string;
  /** Headers of a JSON request made with this member's bearer token. */
  readonly headers: Record<string, string>;
}

export async function memberWithToken(db: Database, fields: { phone: string; fullName?: string; role?: MemberRole }): Promise<TestMember> {
  const [row] = await db
    .insert(members)
    .values({ phone: fields.phone, passwordHash: 'x', fullName: fields.fullName ?? `Thành viên ${fields.phone}`, role: fields.role ?? 'member' })
    .returning({ id: members.id });
  if (!row) throw new Error('member not inserted');
  return signedInMember(db, row.id);
}

/** A stored member (one a fixture inserted without a token) signed in. */
export async function signedInMember(db: Database, memberId: number): Promise<TestMember> {
  const { token } = await issueToken(db, { memberId, kind: 'app' });
  return { id: memberId, token, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

/**
 * A stored member's password hash at a thousandth of scrypt's real cost (N = 2^10 instead of 2^15):
 * a sign-in checks against the parameters the stored hash names, and tests that try a password a
 * hundred times (limits, lockouts) check the counting, not the hashing's cost.
 */
export const storedPasswordHash = (password: string): Promise<string> => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 });

/** What a production backend needs, none of it a published value (tests of APP_MODE=production). */
export const PRODUCTION_ENV = {
  APP_MODE: 'production',
  PAYMENT_SANDBOX: '0',
  REVALIDATE_SECRET: 'a-real-revalidation-secret-0123456789abcdef',
  VNPAY_HASH_SECRET: 'real-vnpay-hash-secret-xyz',
  MOMO_ACCESS_KEY: 'realMomoAccessKey',
  MOMO_SECRET_KEY: 'real-momo-secret-key-xyz',
  NAPAS_ACCESS_CODE: 'REALCODE',
  NAPAS_SECRET: 'REAL0123456789ABCDEF0123456789AB',
  VNPAY_PAYMENT_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  MOMO_ENDPOINT: 'https://test-payment.momo.vn/v2/gateway/api/create',
  NAPAS_PAYMENT_URL: 'https://sandbox.napas.com.vn/gateway/vpcpay.do',
  VNPAY_API_URL: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  MOMO_REFUND_ENDPOINT: 'https://test-payment.momo.vn/v2/gateway/api/refund',
  MOMO_DISBURSEMENT_ENDPOINT: 'https://test-payment.momo.vn/v2/gateway/api/disbursement/pay',
  NAPAS_QUERY_URL: 'https://sandbox.napas.com.vn/gateway/vpcdps',
} as const;

/** One server-sent event: its type ('message' when the stream names none), id and data line. */
export interface StreamEvent {
  readonly event: string;
  readonly id: string | undefined;
  readonly data: string;
}

/** Reads a server-sent event stream until `count` events that `wanted` keeps have arrived (fewer if it ends), then lets it go. */
export async function readStreamEvents(response: Response, count: number, wanted: (event: StreamEvent) => boolean): Promise<StreamEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events: StreamEvent[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1).trim();
      const event = { event: field('event') ?? 'message', id: field('id'), data: field('data') ?? '' };
      if (wanted(event)) events.push(event);
    }
  }
  await reader.cancel();
  return events;
}
