/**
 * Issue #15, the backend's edge: security headers on every answer, hostile input refused as a clear
 * 400 (never a 500), payment notifications answered in the provider's protocol whatever fails,
 * production mode refusing demo settings, and logs without personal data or secrets.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { productionProblems, readBackendEnv } from '../../src/backend/env';
import { PUBLISHED_PAYMENT_DEFAULTS } from '../../src/backend/payments/config';
import { redactLogText } from '../../src/lib/log';
import { E2E_REVALIDATE_SECRET } from '../../src/lib/published-secrets';
import { insertListing } from '../helpers/fixtures';
import { listings } from '../../src/backend/db/schema';
import { eq } from 'drizzle-orm';
import { backendApp, memberWithToken, PRODUCTION_ENV, seededBackend, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let mediaDir: string;


beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-hardening-'));
  await mkdir(path.join(mediaDir, 'docs'), { recursive: true });
  await writeFile(path.join(mediaDir, 'docs', 'so-hong.pdf'), '%PDF-1.4\n1 0 obj <</JavaScript (app.alert(1))>> endobj\n%%EOF\n');
  ({ handle, app } = await seededBackend({ env: { MEDIA_DIR: mediaDir } }));
});

afterAll(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('security headers on every answer (finding 3)', () => {
  test.each(['/api/list/list-term', '/sso/dang-nhap?redirectUrl=http%3A%2F%2Flocalhost%3A3000%2F', '/media/full/docs/so-hong.pdf', '/khong-co'])('%s', async (url) => {
    const response = await app.request(url);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/form-action 'self' http:\/\/localhost:3000/);
    // One script only, by its hash: the password's show/hide on the SSO pages.
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).not.toMatch(/unsafe-inline'[^;]*script|script-src[^;]*(unsafe|self|nonce)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  test('only the demo payment sandbox may be framed, and only by the app (its payment dialog)', async () => {
    const response = await app.request('/sandbox/vnpay/paymentv2/vpcpay.html');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3000;');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a document (PDF, which may carry script) is served as an attachment', async () => {
    const response = await app.request('/media/full/docs/so-hong.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment');
  });

  test('HSTS when the backend is served over HTTPS', async () => {
    const https = await backendApp(handle.db, { BACKEND_PUBLIC_URL: 'https://api.raovat.vn' });
    expect((await https.request('/api/list/list-term')).headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('hostile input is a 400 with a Vietnamese message, never a 500 (findings 6, 7)', () => {
  const CONTROL = 'Dữ liệu gửi lên chứa ký tự điều khiển không hợp lệ.';

  test.each([
    ['JSON', 'application/json', JSON.stringify({ phone: '0900000001', password: 'x\u0000y' })],
    ['JSON key', 'application/json', JSON.stringify({ 'pho\u0001ne': '0900000001' })],
    ['form', 'application/x-www-form-urlencoded', 'phone=0900000001&password=a%00b'],
  ])('a control character in a %s body', async (_name, type, body) => {
    const response = await app.request('/api/member/login', { method: 'POST', headers: { 'content-type': type }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, success: false, message: CONTROL });
  });

  test('a control character in the query or the path', async () => {
    for (const url of ['/api/list/list-tto?num=1%00', '/api/content/post-detail?post_id=1%07', '/media/full/a%00.jpg']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(CONTROL);
    }
  });

  test('a NUL in a comment, a saved-search name and a report is refused before the database', async () => {
    const member = await memberWithToken(handle.db, { phone: '0900000201' });
    for (const [url, body] of [
      ['/api/comment/send', { app_id: 1, object_id: 1, content: 'Còn hàng không\u0000?' }],
      ['/api/member/saved-searches/save', { name: 'Nhà\u0000', context: 'search', query: 'q=nha' }],
      ['/api/content/report', { post_id: 1, reason: 'spam', note: 'x\u0000' }],
    ] as const) {
      const response = await app.request(url, { method: 'POST', headers: member.headers, body: JSON.stringify(body) });
      expect(response.status, url).toBe(400);
    }
  });

  test.each([
    ['multipart/form-data', 'x'],
    ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="phone"\r\n\r\n09'],
    ['application/json', '{"phone":'],
    ['application/json', '[1,2]'],
  ])('a malformed %s body', async (type, body) => {
    const response = await app.request('/api/member/login', { method: 'POST', headers: { 'content-type': type }, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Dữ liệu gửi lên không hợp lệ.');
  });
});

describe('payment notifications answer in the provider protocol (finding 8)', () => {
  test('VnPay: a NUL in vnp_TxnRef is HTTP 200 with RspCode 99, not a 500', async () => {
    const response = await app.request('/api/payment/ipnVnPay?vnp_TxnRef=RV22-1%00&vnp_Amount=100&vnp_SecureHash=abc');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ RspCode: '99', Message: 'Unknow error' });
  });

  test('Napas: a malformed body is HTTP 200 with RspCode 99', async () => {
    const response = await app.request('/api/payment/ipnNapas', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ RspCode: '99', Message: 'Unknow error' });
  });
});

describe('production mode cannot start with demo settings (findings 1, 2)', () => {
  test('every published secret, missing secret and sandbox switch is named', () => {
    const problems = productionProblems({ APP_MODE: 'production', VNPAY_HASH_SECRET: PUBLISHED_PAYMENT_DEFAULTS.VNPAY_HASH_SECRET, PAYMENT_SANDBOX: '1', ENABLE_TEST_HOOKS: '1' });
    expect(problems).toEqual([
      'VNPAY_HASH_SECRET is the published sandbox value',
      'MOMO_ACCESS_KEY is not set',
      'MOMO_SECRET_KEY is not set',
      'NAPAS_ACCESS_CODE is not set',
      'NAPAS_SECRET is not set',
      'REVALIDATE_SECRET is not set',
      'VNPAY_PAYMENT_URL is not set (it would point at the local sandbox)',
      'MOMO_ENDPOINT is not set (it would point at the local sandbox)',
      'NAPAS_PAYMENT_URL is not set (it would point at the local sandbox)',
      'VNPAY_API_URL is not set (it would point at the local sandbox)',
      'MOMO_REFUND_ENDPOINT is not set (it would point at the local sandbox)',
      'MOMO_DISBURSEMENT_ENDPOINT is not set (it would point at the local sandbox)',
      'NAPAS_QUERY_URL is not set (it would point at the local sandbox)',
      'PAYMENT_SANDBOX=1 (the local payment sandboxes) is demo only',
      'ENABLE_TEST_HOOKS=1 is for the end-to-end tests only',
    ]);
    expect(() => readBackendEnv({ APP_MODE: 'production' })).toThrow(/APP_MODE=production refuses to start:[\s\S]*VNPAY_HASH_SECRET is not set/);
    expect(productionProblems(PRODUCTION_ENV)).toEqual([]);
    expect(productionProblems({ ...PRODUCTION_ENV, REVALIDATE_SECRET: E2E_REVALIDATE_SECRET })).toEqual(['REVALIDATE_SECRET is a value published in the repository']);
  });

  test('demo keeps the sandboxes and the test mailbox; production has neither, and its SSO cookies are Secure', async () => {
    expect(readBackendEnv({}).PAYMENT_SANDBOX).toBe('1');
    expect((await app.request('/sso/hop-thu?email=an%40example.com')).status).toBe(200);

    const production = await backendApp(handle.db, PRODUCTION_ENV);
    expect((await production.request('/sso/hop-thu?email=an%40example.com')).status).toBe(404);
    expect((await production.request('/sandbox/vnpay/paymentv2/vpcpay.html')).status).toBe(404);
    const signIn = await production.request('/sso/dang-nhap?redirectUrl=http%3A%2F%2Flocalhost%3A3000%2F');
    expect(signIn.headers.get('set-cookie')).toMatch(/Secure/);
  });
});

describe('logs carry no personal data or secrets (finding 6)', () => {
  test('a failed query keeps its SQL, not its parameters; phones, emails and hashes are masked', () => {
    expect(redactLogText('Failed query: insert into members (phone, password_hash) values ($1, $2)\nparams: 0900000001,scrypt$32768$8$1$YWJj$ZGVm')).toBe(
      'Failed query: insert into members (phone, password_hash) values ($1, $2)\nparams: [redacted]',
    );
    expect(redactLogText('sign-in 0912345678 / +84912345678 by an.nguyen@example.com with scrypt$32768$8$1$YWJj$ZGVm')).toBe(
      'sign-in 091*****78 / 091*****78 by a***@*** with [hash]',
    );
    expect(redactLogText('order RV22-1700000000000 amount 50000')).toBe('order RV22-1700000000000 amount 50000');
  });
});

describe('guessing is expensive for attackers, cheap for members (findings 4, 5)', () => {
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const login = (limited: BackendApp, phone: string, password: string, address: string) =>
    limited.request('/api/member/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password }) }, from(address));
  const register = (limited: BackendApp, phone: string, address: string) =>
    limited.request(
      '/api/member/register',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ full_name: 'Nguyễn Văn Bình', phone, password: 'matkhau123' }) },
      from(address),
    );

  test('one account key whatever the spelling: 0…, +84… and 84… share the five tries', async () => {
    const limited = await backendApp(handle.db);
    for (const phone of ['0911000001', '+84911000001', '84911000001', '091 100 0001', '+84 911 000 001']) {
      expect((await login(limited, phone, 'sai', '10.0.0.1')).status).toBe(401);
    }
    expect((await login(limited, '0911000001', 'sai', '10.0.0.1')).status).toBe(429);
  });

  test('password spraying from one address is refused after 20 wrong passwords, whatever the accounts', async () => {
    const limited = await backendApp(handle.db);
    for (let index = 0; index < 20; index += 1) {
      expect((await login(limited, `09120000${String(index).padStart(2, '0')}`, 'matkhau123', '10.0.0.2')).status).toBe(401);
    }
    const refused = await login(limited, '0912000099', 'matkhau123', '10.0.0.2');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toContain('Bạn đã đăng nhập sai quá nhiều lần');
  });

  test('a stranger who knows a phone cannot lock its member out', async () => {
    const limited = await backendApp(handle.db);
    expect((await register(limited, '0913000001', '10.0.0.3')).status).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1) await login(limited, '0913000001', 'doan-mo', '10.9.9.9');
    expect((await login(limited, '0913000001', 'doan-mo', '10.9.9.9')).status).toBe(429);
    expect((await login(limited, '0913000001', 'matkhau123', '10.0.0.3')).status).toBe(200);
  });

  test('registration: five accounts an hour from one address, then a Vietnamese 429', async () => {
    const limited = await backendApp(handle.db);
    for (let index = 1; index <= 5; index += 1) expect((await register(limited, `091400000${index}`, '10.0.0.4')).status).toBe(200);
    const refused = await register(limited, '0914000009', '10.0.0.4');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toContain('Đã có quá nhiều tài khoản được tạo từ mạng của bạn');
    expect((await register(limited, '0914000009', '10.0.0.5')).status).toBe(200);
  });
});

describe('a moderator never decides about themselves (finding 11)', () => {
  test('approving, verifying or rejecting their own waiting listing is refused and nothing changes', async () => {
    const moderator = await memberWithToken(handle.db, { phone: '0911000019', role: 'moderator' });
    const own = await insertListing(handle.db, moderator.id, { title: 'Căn hộ của kiểm duyệt viên', status: 10 });
    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: 'Tự từ chối' }, { decision: 'take_down' }]) {
      const response = await app.request('/api/moderation/decide', { method: 'POST', headers: moderator.headers, body: JSON.stringify({ post_id: own.id, ...decision }) });
      expect(response.status, decision.decision).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    const [row] = await handle.db.select({ status: listings.status }).from(listings).where(eq(listings.id, own.id));
    expect(row?.status).toBe(10);
  });
});
