/**
 * Issue #34, findings 2 and 5: a limit is taken before the work it guards, so concurrent tries get
 * no more through than the limit; IPv6 clients are counted by their /64; wrong passwords from many
 * networks put an account under attack without locking its owner out (a one-time code lets them in).
 * On PostgreSQL too when TEST_DATABASE_URL is set (CI), where concurrent requests really race.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { members, outboxEmails, rateLimits } from '../../src/backend/db/schema';
import { limitNetworkOf } from '../../src/backend/services/rate-limit';
import { lockoutSeconds } from '../../src/backend/services/sign-in-guard';
import { backendApp, type BackendApp, storedPasswordHash } from '../helpers/backend';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';

const APP = 'http://localhost:3000';
const BACKEND = 'http://localhost:4000';
const CALLBACK = `${APP}/api/auth/callback?returnTo=%2F`;
const OWNER = { phone: '0900000001', email: 'an@example.vn', password: 'demo1234' };

let handle: DatabaseHandle;
let app: BackendApp;

async function open(kind: 'pglite' | 'postgres') {
  handle = kind === 'postgres' ? await freshPostgres(TEST_DATABASE_URL ?? '') : await freshPglite();
  await handle.db.insert(members).values({
    phone: OWNER.phone,
    email: OWNER.email,
    emailVerifiedAt: new Date(),
    passwordHash: await storedPasswordHash(OWNER.password),
    fullName: 'Nguyễn Văn An',
  });
  app = await backendApp(handle.db, { APP_ORIGIN: APP, BACKEND_PUBLIC_URL: BACKEND, MEDIA_DIR: '/tmp/raovat-sign-in-limits' });
}

afterEach(async () => {
  await handle.close();
});

const json = { 'content-type': 'application/json' };

function login(from: string, body: Record<string, string>) {
  return app.request('/api/member/login', { method: 'POST', headers: { ...json, 'x-forwarded-for': from }, body: JSON.stringify(body) });
}

function register(from: string, index: number) {
  return app.request('/api/member/register', {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': from },
    body: JSON.stringify({ full_name: `Người thứ ${index}`, phone: `09120000${String(index).padStart(2, '0')}`, password: 'matkhau123' }),
  });
}

const statuses = async (responses: ReadonlyArray<Response | Promise<Response>>) => (await Promise.all(responses)).map((response) => response.status);
const count = (values: readonly number[], wanted: number) => values.filter((value) => value === wanted).length;

/** The newest code the outbox holds for an address (mail is not sent on these machines). */
async function lastCode(to: string): Promise<string> {
  const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(desc(outboxEmails.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

const databases = TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(databases)('limits taken before the work (%s)', (kind) => {
  beforeEach(async () => {
    await open(kind);
  });

  test('30 concurrent guesses at one account from one address: exactly 5 are checked, 25 refused', async () => {
    const results = await statuses(Array.from({ length: 30 }, () => login('203.0.113.5', { identifier: OWNER.phone, password: 'sai-mat-khau' })));
    expect(count(results, 401)).toBe(5);
    expect(count(results, 429)).toBe(25);
  });

  test('60 concurrent guesses at 60 accounts from one address: exactly 20 are checked', async () => {
    const results = await statuses(Array.from({ length: 60 }, (_, index) => login('203.0.113.6', { identifier: `09300000${String(index).padStart(2, '0')}`, password: 'sai-mat-khau' })));
    expect(count(results, 401)).toBe(20);
    expect(count(results, 429)).toBe(40);
  });

  test('25 concurrent registrations from one address: exactly 5 accounts are made', async () => {
    const results = await statuses(Array.from({ length: 25 }, (_, index) => register('203.0.113.7', index)));
    expect(count(results, 200)).toBe(5);
    expect(count(results, 429)).toBe(20);
    expect(await handle.db.$count(members, like(members.phone, '091200000%'))).toBe(5);
  });

  test('25 addresses of one IPv6 /64 share one limit; another /64 has its own', async () => {
    const results = await statuses(
      Array.from({ length: 25 }, (_, index) => login(`2001:db8:aa:bb::${(index + 1).toString(16)}`, { identifier: `09400000${String(index).padStart(2, '0')}`, password: 'sai-mat-khau' })),
    );
    expect(count(results, 401)).toBe(20);
    expect(count(results, 429)).toBe(5);
    expect((await login('2001:db8:aa:cc::1', { identifier: '0940000099', password: 'sai-mat-khau' })).status).toBe(401);
  });
});

describe('an account under attack is not locked for its owner (finding 5)', () => {
  beforeEach(async () => {
    await open('pglite');
  });

  /** 100 wrong passwords, each from a different address: the account-wide limit is used up. */
  async function attackFromEverywhere() {
    const results = await statuses(Array.from({ length: 100 }, (_, index) => login(`198.51.${Math.floor(index / 200)}.${index + 1}`, { identifier: OWNER.phone, password: `doan-${index}` })));
    expect(count(results, 401)).toBe(100);
  }

  test('through the member API: the right password asks for a code sent to the verified email, and the code signs in', async () => {
    await attackFromEverywhere();
    const first = await login('192.0.2.10', { identifier: OWNER.phone, password: OWNER.password });
    expect(first.status).toBe(401);
    const asked = (await first.json()) as { message: string; second_factor: { challenge: string; sent_to: string } };
    expect(asked.message).toContain('mã xác nhận');
    expect(asked.second_factor.sent_to).toBe('an***@example.vn');

    const wrong = await login('192.0.2.10', { challenge: asked.second_factor.challenge, code: '000000' === (await lastCode(OWNER.email)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const right = await login('192.0.2.10', { challenge: asked.second_factor.challenge, code: await lastCode(OWNER.email) });
    expect(right.status).toBe(200);
    expect(((await right.json()) as { data: { token: string } }).data.token.length).toBeGreaterThan(20);
    // A code signs in once.
    expect((await login('192.0.2.10', { challenge: asked.second_factor.challenge, code: await lastCode(OWNER.email) })).status).toBe(400);
  });

  test('a wrong password on an account under attack is still just wrong, and sends no code', async () => {
    await attackFromEverywhere();
    const mailsBefore = await handle.db.$count(outboxEmails);
    const response = await login('192.0.2.11', { identifier: OWNER.phone, password: 'van-sai' });
    expect(response.status).toBe(401);
    expect(await response.json()).not.toHaveProperty('second_factor');
    expect(await handle.db.$count(outboxEmails)).toBe(mailsBefore);
  });

  test('five wrong codes end the challenge', async () => {
    await attackFromEverywhere();
    const asked = (await (await login('192.0.2.12', { identifier: OWNER.phone, password: OWNER.password })).json()) as { second_factor: { challenge: string } };
    const code = await lastCode(OWNER.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let index = 0; index < 5; index += 1) expect((await login('192.0.2.12', { challenge: asked.second_factor.challenge, code: wrongCode })).status).toBe(400);
    const late = await login('192.0.2.12', { challenge: asked.second_factor.challenge, code });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toContain('quá nhiều lần');
  });

  test('through the SSO pages: the owner gets the code page, and the code sends them back to the app signed in', async () => {
    await attackFromEverywhere();
    const page = await app.request(`/sso/dang-nhap?redirectUrl=${encodeURIComponent(CALLBACK)}`);
    const csrf = /rv_sso_csrf=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const form = (fields: Record<string, string>) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `rv_sso_csrf=${csrf}`, origin: BACKEND, 'x-forwarded-for': '192.0.2.20' },
      body: new URLSearchParams({ csrf, redirectUrl: CALLBACK, ...fields }).toString(),
    });
    const signIn = await app.request('/sso/dang-nhap', form({ identifier: OWNER.phone, password: OWNER.password }));
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    expect(html).toContain('Xác nhận đăng nhập');
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await app.request('/sso/dang-nhap/ma-xac-nhan', form({ challenge, code: await lastCode(OWNER.email) }));
    expect(done.status).toBe(302);
    expect(new URL(done.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
  });
});

describe('a network that keeps guessing one account waits longer each time', () => {
  beforeEach(async () => {
    await open('pglite');
  });

  test('the delay doubles per lockout in a day, up to a day', () => {
    expect([1, 2, 3, 4].map(lockoutSeconds)).toEqual([900, 1_800, 3_600, 7_200]);
    expect(lockoutSeconds(20)).toBe(86_400);
  });

  test('the second lockout of one pair waits 30 minutes; the owner elsewhere is not affected', async () => {
    const guess = () => login('203.0.113.9', { identifier: OWNER.phone, password: 'sai' });
    for (let index = 0; index < 5; index += 1) expect((await guess()).status).toBe(401);
    expect((await guess()).status).toBe(429);
    // The first window ends (its row goes, as it would after 15 minutes).
    await handle.db.delete(rateLimits).where(and(like(rateLimits.key, 'sign-in:pair:%'), like(rateLimits.key, '%203.0.113.9%')));
    for (let index = 0; index < 5; index += 1) expect((await guess()).status).toBe(401);
    const second = await guess();
    expect(second.status).toBe(429);
    expect(((await second.json()) as { message: string }).message).toContain('30 phút');
    expect((await login('192.0.2.30', { identifier: OWNER.phone, password: OWNER.password })).status).toBe(200);
  });
});

describe('limitNetworkOf', () => {
  test.each([
    ['203.0.113.5', '203.0.113.5'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
    ['2001:db8:aa:bb::1', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:1111:2222:3333:4444', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8:aa:bb:1:2:192.0.2.1', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['local', 'local'],
  ])('%s → %s', (address, network) => {
    expect(limitNetworkOf(address)).toBe(network);
  });
});
