/** Issue #20 point 5: "Quên mật khẩu" through the SSO — a six-digit code by email (or SMS), then a new password. */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { memberTokens, outboxEmails, passwordResets } from '../../src/backend/db/schema';
import { issueToken } from '../../src/backend/services/tokens';
import { ssoBackend, type BackendApp } from '../helpers/backend';

const APP = 'http://localhost:3000';
const BACKEND = 'http://localhost:4000';
const CALLBACK = `${APP}/api/auth/callback?returnTo=%2Fuser`;

let handle: DatabaseHandle;
let app: BackendApp;
let anId: number;

beforeEach(async () => {
  ({ handle, app, anId } = await ssoBackend('/tmp/raovat-reset-test'));
});
afterEach(() => handle.close());

async function csrf(path: string) {
  const response = await app.request(path);
  const cookie = /rv_sso_csrf=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie, html: await response.text() };
}

async function post(path: string, fields: Record<string, string>) {
  const { cookie } = await csrf(`/sso/quen-mat-khau?redirectUrl=${encodeURIComponent(CALLBACK)}`);
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `rv_sso_csrf=${cookie}`, origin: BACKEND },
    body: new URLSearchParams({ csrf: cookie, redirectUrl: CALLBACK, ...fields }),
  });
}

async function lastCode(to: string): Promise<string> {
  const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to));
  return /\b(\d{6})\b/.exec(mail?.bodyText ?? '')?.[1] ?? '';
}

const signIn = (identifier: string, password: string) => post('/sso/dang-nhap', { identifier, password });

describe('password recovery', () => {
  test('the sign-in page links to it; the request answers the same for unknown accounts', async () => {
    const page = await csrf(`/sso/dang-nhap?redirectUrl=${encodeURIComponent(CALLBACK)}`);
    expect(page.html).toContain('Quên mật khẩu?');
    const known = await post('/sso/quen-mat-khau', { identifier: '+84 900 000 001' });
    const unknown = await post('/sso/quen-mat-khau', { identifier: '0911999999' });
    expect([known.status, unknown.status]).toEqual([303, 303]);
    expect(new URL(known.headers.get('location') ?? '', BACKEND).pathname).toBe('/sso/dat-lai-mat-khau');
    expect(new URL(unknown.headers.get('location') ?? '', BACKEND).pathname).toBe('/sso/dat-lai-mat-khau');
    expect(await handle.db.select().from(outboxEmails)).toHaveLength(1);
    const notice = await (await app.request(known.headers.get('location') ?? '')).text();
    expect(notice).toContain('mã xác nhận 6 số đã được gửi');
  });

  test('the right code sets the new password and signs every session out; the code works once', async () => {
    const session = await issueToken(handle.db, { memberId: anId, kind: 'app' });
    await post('/sso/quen-mat-khau', { identifier: '0900000001' });
    const code = await lastCode('an@example.vn');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await handle.db.select().from(passwordResets);
    expect(stored[0]?.codeHash).not.toContain(code);

    const wrong = await post('/sso/dat-lai-mat-khau', { identifier: '0900000001', code: code === '000000' ? '111111' : '000000', password: 'matkhaumoi1', passwordConfirm: 'matkhaumoi1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Mã xác nhận không đúng hoặc đã hết hạn.');

    const done = await post('/sso/dat-lai-mat-khau', { identifier: '0900000001', code, password: 'matkhaumoi1', passwordConfirm: 'matkhaumoi1' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('reset=1');
    expect((await signIn('0900000001', 'demo1234')).status).toBe(401);
    expect((await signIn('0900000001', 'matkhaumoi1')).status).toBe(302);
    const [token] = await handle.db.select().from(memberTokens).where(eq(memberTokens.id, session.id));
    expect(token?.revokedAt).not.toBeNull();

    const again = await post('/sso/dat-lai-mat-khau', { identifier: '0900000001', code, password: 'matkhaukhac2', passwordConfirm: 'matkhaukhac2' });
    expect(again.status).toBe(400);
  });

  test('a member without email gets the code by SMS (the demo mailbox shows it by phone)', async () => {
    await post('/sso/quen-mat-khau', { identifier: '0900000002' });
    const code = await lastCode('0900000002');
    expect(code).toMatch(/^\d{6}$/);
    const mailbox = await app.request('/sso/hop-thu?phone=0900000002');
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain(code);
  });

  test('five wrong codes retire the code; field errors are in Vietnamese', async () => {
    await post('/sso/quen-mat-khau', { identifier: 'an@example.vn' });
    const code = await lastCode('an@example.vn');
    const other = code === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) await post('/sso/dat-lai-mat-khau', { identifier: 'an@example.vn', code: other, password: 'matkhaumoi1', passwordConfirm: 'matkhaumoi1' });
    const locked = await post('/sso/dat-lai-mat-khau', { identifier: 'an@example.vn', code, password: 'matkhaumoi1', passwordConfirm: 'matkhaumoi1' });
    expect(await locked.text()).toContain('Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới.');
    const invalid = await post('/sso/dat-lai-mat-khau', { identifier: 'an@example.vn', code: '12', password: '1', passwordConfirm: '2' });
    const html = await invalid.text();
    expect(invalid.status).toBe(400);
    expect(html).toContain('Mã xác nhận gồm 6 chữ số.');
    expect(html).toContain('Mật khẩu nhập lại không khớp!');
  });

  test('requests are limited per account: the fourth in 15 minutes is a Vietnamese 429', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 4; request++) statuses.push((await post('/sso/quen-mat-khau', { identifier: '0900000001' })).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
  });
});
