import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { members, outboxEmails } from '../../src/backend/db/schema';
import { ssoBackend, type BackendApp } from '../helpers/backend';

const APP = 'http://localhost:3000';
const BACKEND = 'http://localhost:4000';
const CALLBACK = `${APP}/api/auth/callback?returnTo=%2Fuser%2Fwallet`;

let handle: DatabaseHandle;
let app: BackendApp;
let memberId: number;
let otherId: number;

beforeEach(async () => {
  ({ handle, app, anId: memberId, binhId: otherId } = await ssoBackend('/tmp/raovat-sso-test'));
});

afterEach(async () => {
  await handle.close();
});

/** Loads the sign-in page like a browser: returns the CSRF cookie and field. */
async function openSignIn(redirectUrl = CALLBACK) {
  const response = await app.request(`/sso/dang-nhap?redirectUrl=${encodeURIComponent(redirectUrl)}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  const csrfCookie = /rv_sso_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';
  const csrfField = /name="csrf" value="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  return { response, csrfCookie, csrfField };
}

async function submitSignIn(identifier: string, password: string, options: { origin?: string; redirectUrl?: string } = {}) {
  const { csrfCookie, csrfField } = await openSignIn(options.redirectUrl);
  const body = new URLSearchParams({ identifier, password, csrf: csrfField, redirectUrl: options.redirectUrl ?? CALLBACK });
  return app.request('/sso/dang-nhap', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `rv_sso_csrf=${csrfCookie}`, origin: options.origin ?? BACKEND },
    body: body.toString(),
  });
}

async function signIn(identifier = '0900000001'): Promise<string> {
  const response = await submitSignIn(identifier, 'demo1234');
  const location = new URL(response.headers.get('location') ?? '');
  const code = location.searchParams.get('code') ?? '';
  location.searchParams.delete('code');
  const exchanged = await app.request('/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, redirectUrl: location.toString() }),
  });
  const body = (await exchanged.json()) as { data: { token: string } };
  return body.data.token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /auth/login', () => {
  test('gives the SSO sign-in URL for a redirect on the app origin', async () => {
    const response = await app.request(`/auth/login?redirectUrl=${encodeURIComponent(CALLBACK)}`);
    expect(response.status).toBe(200);
    const { loginUrl } = (await response.json()) as { loginUrl: string };
    expect(new URL(loginUrl).origin).toBe(BACKEND);
    expect(new URL(loginUrl).searchParams.get('redirectUrl')).toBe(CALLBACK);
  });

  test.each(['https://evil.tld/cb', '//evil.tld', 'javascript:alert(1)', 'http://localhost:3000.evil.tld/x'])('refuses redirect %s', async (target) => {
    const response = await app.request(`/auth/login?redirectUrl=${encodeURIComponent(target)}`);
    expect(response.status).toBe(400);
  });
});

describe('SSO sign-in page', () => {
  test('is Vietnamese HTML with a CSRF-protected form', async () => {
    const { response, csrfCookie, csrfField } = await openSignIn();
    expect(response.status).toBe(200);
    expect(csrfCookie).not.toBe('');
    expect(csrfField).toBe(csrfCookie);
  });

  test('right password → back to the app with a one-time code; the code gives a token once', async () => {
    const response = await submitSignIn('0900000001', 'demo1234');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${APP}/api/auth/callback`);
    expect(location.searchParams.get('returnTo')).toBe('/user/wallet');
    const code = location.searchParams.get('code') ?? '';
    const exchange = () =>
      app.request('/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, redirectUrl: CALLBACK }) });
    const first = await exchange();
    expect(first.status).toBe(200);
    const token = ((await first.json()) as { data: { token: string; id: number } }).data;
    expect(token.id).toBe(memberId);
    expect((await exchange()).status).toBe(401);
  });

  test('signing in by email works too', async () => {
    expect((await submitSignIn('AN@example.vn', 'demo1234')).status).toBe(302);
  });

  test('a code exchanged for another redirect target is refused', async () => {
    const response = await submitSignIn('0900000001', 'demo1234');
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const exchanged = await app.request('/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, redirectUrl: `${APP}/khac` }),
    });
    expect(exchanged.status).toBe(401);
  });

  test('wrong password answers in Vietnamese; the sixth failure is rate-limited with its message', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await submitSignIn('0900000001', 'sai-mat-khau');
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('mật khẩu không đúng');
    }
    const blocked = await submitSignIn('0900000001', 'demo1234');
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Bạn đã đăng nhập sai quá nhiều lần');
  });

  test('a cross-site form post is refused and signs nobody in', async () => {
    const response = await submitSignIn('0900000001', 'demo1234', { origin: 'https://evil.tld' });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('tokens: /auth/info, member calls and logout', () => {
  test('/auth/info answers for a valid token and 401 otherwise', async () => {
    const token = await signIn();
    const info = await app.request('/auth/info', { headers: bearer(token) });
    expect(await info.json()).toMatchObject({ code: 200, data: { id: memberId, name: 'Nguyễn Văn An' } });
    expect((await app.request('/auth/info', { headers: bearer('x'.repeat(43)) })).status).toBe(401);
  });

  test('profile-info returns the wallet balances of the token member only', async () => {
    const token = await signIn();
    const own = await app.request(`/api/member/profile-info?id=${memberId}`, { headers: bearer(token) });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ success: true, profile: { id: memberId, point: 0, point_bonus: 0, gender: '1' } });
    const other = await app.request(`/api/member/profile-info?id=${otherId}`, { headers: bearer(token) });
    expect(other.status).toBe(403);
    expect((await app.request(`/api/member/profile-info?id=${memberId}`)).status).toBe(401);
  });

  test('profile/edit validates with the spec messages, refuses another member id and writes nothing then', async () => {
    const token = await signIn();
    const edit = (body: Record<string, string>) =>
      app.request('/api/member/profile/edit', { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wrongPhone = await edit({ phone: '12345' });
    expect(wrongPhone.status).toBe(400);
    expect(await wrongPhone.json()).toMatchObject({ message: 'Số điện thoại không đúng', field: 'phone' });
    const emptyName = await edit({ full_name: '  ' });
    expect(await emptyName.json()).toMatchObject({ message: 'Họ và tên không được để trống!' });
    const asOther = await edit({ member_id: String(otherId), full_name: 'Kẻ giả mạo' });
    expect(asOther.status).toBe(403);
    const [other] = await handle.db.select().from(members).where(eq(members.id, otherId));
    expect(other?.fullName).toBe('Trần Thị Bình');
    const ok = await edit({ full_name: 'Nguyễn Văn An Mới', address: '12 Lê Lợi, Quận 1' });
    expect(await ok.json()).toMatchObject({ status: 200, newInfo: { full_name: 'Nguyễn Văn An Mới', address: '12 Lê Lợi, Quận 1' } });
  });

  test('logout revokes the token (200 once, then 401) and ends the SSO session', async () => {
    const token = await signIn();
    const logout = await app.request('/auth/logout', { method: 'POST', headers: bearer(token) });
    expect(await logout.json()).toEqual({ status: 200 });
    expect((await app.request('/auth/info', { headers: bearer(token) })).status).toBe(401);
    expect((await app.request('/auth/logout', { method: 'POST', headers: bearer(token) })).status).toBe(401);
  });
});

describe('registration and email activation', () => {
  test('register → welcome notification, activation mail in the outbox, activation confirms once', async () => {
    const response = await app.request('/api/member/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Lê Minh Châu', phone: '0912345678', email: 'chau@example.vn', password: 'matkhau123', gender: '2' }),
    });
    expect(response.status).toBe(200);
    const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'chau@example.vn'));
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe(`${APP}/active-email`);
    const activate = () =>
      app.request('/api/member/activate-email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link.searchParams.get('token') }),
      });
    expect(await (await activate()).json()).toMatchObject({ success: true, data: { email: 'chau@example.vn' } });
    expect(await (await activate()).json()).toMatchObject({ success: false, reason: 'used' });
  });

  test('a taken phone number is a 409 with a Vietnamese message', async () => {
    const response = await app.request('/api/member/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ full_name: 'Ai Đó', phone: '0900000001', password: 'matkhau123' }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'Số điện thoại đã được đăng ký.', field: 'phone' });
  });
});
