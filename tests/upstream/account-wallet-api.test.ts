/**
 * The member, SSO, payment and notification clients build their requests with the contract's
 * request schemas (src/lib/contract/member.ts, sso.ts, payment.ts, notification.ts), the ones the
 * backend decodes with: what they send is the schema's wire form, and a request the schema
 * refuses never leaves the app.
 */
import { FetchHttpClient } from '@effect/platform';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { describe, expect, it } from 'vitest';
import { MemberApi, MemberApiLive } from '~/server/upstream/member-api';
import { NotificationApi, NotificationApiLive } from '~/server/upstream/notification-api';
import { PaymentApi, PaymentApiLive } from '~/server/upstream/payment-api';
import { SsoApi, SsoApiLive } from '~/server/upstream/sso-api';
import { fakeUpstreamClient } from './fake-upstream';

type Services = MemberApi | SsoApi | PaymentApi | NotificationApi;

const auth = { memberId: 7, token: 'tok_account_member_0123456789' };
const profile = {
  id: 7,
  name: 'Nguyễn Văn An',
  full_name: 'Nguyễn Văn An',
  avatar: null,
  gender: '1',
  phone: '0900000001',
  email: null,
  email_verified: false,
  address: null,
  role: 'member',
  numberOfStars: 0,
  created_at: 1_767_225_600,
  point: 0,
  point_expire: 0,
  point_bonus: 0,
  point_bonus_expire: 0,
};
const wallet = { point: 100, point_expire: 0, point_bonus: 0, point_bonus_expire: 0 };
const unread = (total: number) => ({ kind: 'json' as const, body: { status: 200, data: { total } } });

const upstream = fakeUpstreamClient((url) =>
  ManagedRuntime.make(
    Layer.mergeAll(
      MemberApiLive({ baseUrl: url, timeoutMs: 2_000 }),
      SsoApiLive({ baseUrl: url, timeoutMs: 2_000 }),
      PaymentApiLive({ paymentUrl: url, apiUrl: url, timeoutMs: 2_000 }),
      NotificationApiLive({ baseUrl: url, timeoutMs: 2_000 }),
    ).pipe(Layer.provide(FetchHttpClient.layer)),
  ),
);

const run = <A, E>(effect: Effect.Effect<A, E, Services>) => upstream.runtime.runPromise(effect);
const fail = <A, E>(effect: Effect.Effect<A, E, Services>) => upstream.runtime.runPromise(Effect.flip(effect));
const sent = () => upstream.fake.requests[0];
const sentJson = () => JSON.parse(sent()?.body ?? 'null') as unknown;
const sentForm = () => Object.fromEntries(new URLSearchParams(sent()?.body ?? ''));
const sentQuery = () => Object.fromEntries(new URL(sent()?.url ?? '/', 'http://upstream.fake').searchParams);

describe('member host', () => {
  it('favourites: the page query and the toggle body are the contract’s, beside the member id', async () => {
    upstream.fake.on('GET', '/api/member/favourites', { kind: 'json', body: { status: 200, data: { data: [], page: 2, per_page: 20, total: 0 } } });
    await run(Effect.flatMap(MemberApi, (api) => api.favourites(auth, 2)));
    expect(sentQuery()).toEqual({ member_id: '7', page: '2', per_page: '20' });
    upstream.fake.reset();
    upstream.fake.on('POST', '/api/member/favourites/add', { kind: 'json', body: { status: 200, success: true, data: { post_id: 12, liked: true } } });
    expect(await run(Effect.flatMap(MemberApi, (api) => api.setFavourite(auth, 12, true)))).toBe(true);
    expect(sentJson()).toEqual({ member_id: 7, post_id: 12 });
  });

  it('refuses a page or a listing id outside the contract before any request', async () => {
    expect((await fail(Effect.flatMap(MemberApi, (api) => api.favourites(auth, 101))))._tag).toBe('UpstreamInvalidInput');
    expect((await fail(Effect.flatMap(MemberApi, (api) => api.setFavourite(auth, 0, true))))._tag).toBe('UpstreamInvalidInput');
    expect((await fail(Effect.flatMap(MemberApi, (api) => api.activateEmail(''))))._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.requests).toHaveLength(0);
  });

  it('profile/edit sends the contract’s fields as a form and reads newInfo', async () => {
    upstream.fake.on('POST', '/api/member/profile/edit', { kind: 'json', body: { status: 200, success: true, newInfo: { ...profile, full_name: 'An Mới' } } });
    const changes = { full_name: 'An Mới', phone: '0900000001', email: '', address: '', gender: '1' as const };
    expect((await run(Effect.flatMap(MemberApi, (api) => api.profileEdit(auth, changes)))).full_name).toBe('An Mới');
    const body = sent()?.body ?? '';
    for (const [name, value] of Object.entries({ member_id: '7', ...changes })) expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
  });

  it('a profile/edit answer without the contract’s success flag is refused', async () => {
    upstream.fake.on('POST', '/api/member/profile/edit', { kind: 'json', body: { status: 200, newInfo: profile } });
    const changes = { full_name: 'An', phone: '0900000001', email: '', address: '', gender: '' as const };
    expect((await fail(Effect.flatMap(MemberApi, (api) => api.profileEdit(auth, changes))))._tag).toBe('UpstreamContractViolation');
  });
});

describe('SSO host', () => {
  it('asks for the sign-in URL with the return address and exchanges a code with the contract’s body', async () => {
    upstream.fake.on('GET', '/auth/login', { kind: 'json', body: { loginUrl: 'http://sso/dang-nhap' } });
    expect(await run(Effect.flatMap(SsoApi, (sso) => sso.loginUrl('http://app/api/auth/callback')))).toBe('http://sso/dang-nhap');
    expect(sentQuery()).toEqual({ redirectUrl: 'http://app/api/auth/callback' });
    upstream.fake.reset();
    const code = 'c'.repeat(43);
    upstream.fake.on('POST', '/auth/token', { kind: 'json', body: { status: 200, data: { token: 'tok', id: 7 } } });
    expect(await run(Effect.flatMap(SsoApi, (sso) => sso.exchangeCode(code, 'http://app/cb')))).toEqual({ token: 'tok', memberId: 7 });
    expect(sentJson()).toEqual({ code, redirectUrl: 'http://app/cb' });
  });

  it('does not send a code the contract refuses', async () => {
    expect((await fail(Effect.flatMap(SsoApi, (sso) => sso.exchangeCode('short', 'http://app/cb'))))._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.requests).toHaveLength(0);
  });
});

describe('payment host and wallet calls', () => {
  it('create posts the spec’s form: the member, app 22, the amount and one item', async () => {
    upstream.fake.on('POST', '/api/payment/createNapas', { kind: 'json', body: { status: 200, success: true, data: { url: 'http://pay', order_code: 'RV1', amount: 50_000, expires_at: 1 } } });
    const input = { provider: 'napas' as const, memberName: 'An', description: 'Mua Gói 1', amount: 50_000, item: { kind: 'pack' as const, id: 3 }, redirect: 'http://app/ket-qua' };
    expect(await run(Effect.flatMap(PaymentApi, (api) => api.create(auth, input)))).toEqual({ url: 'http://pay', orderCode: 'RV1' });
    expect(sentForm()).toEqual({ m: '7', mn: 'An', i: 'Mua Gói 1', a: '50000', ap: '22', note: '', redirect: 'http://app/ket-qua', pt: 'ATM', pack_id: '3' });
  });

  it('createCast, history and voucher/take send the contract’s fields', async () => {
    upstream.fake.on('POST', '/api/payment/createCast', { kind: 'json', body: { status: 200, success: true, message: 'Bạn đã mua Gói 1.', data: { points: 10, replayed: false, wallet } } });
    await run(Effect.flatMap(PaymentApi, (api) => api.buyPackageWithPoints(auth, { packageId: 5, points: 10, idempotencyKey: 'click-0001' })));
    expect(sentForm()).toEqual({ m: '7', ap: '22', package_id: '5', a: '10', idempotency_key: 'click-0001' });
    upstream.fake.reset();
    upstream.fake.on('POST', '/api/member/profile/history', { kind: 'json', body: { status: 200, success: true, data: { items: [], page: 2, number: 10, total: 0 } } });
    await run(Effect.flatMap(PaymentApi, (api) => api.history(auth, { option: 'history_in', page: 2, number: 10 })));
    expect(sentJson()).toEqual({ memberId: 7, option: 'history_in', page: 2, number: 10 });
    upstream.fake.reset();
    upstream.fake.on('POST', '/api/member/voucher/take', { kind: 'json', body: { status: 200, success: true, message: 'Bạn đã nhận 50 điểm.', data: { code: 'TET', points: 50, wallet: 'bonus' } } });
    expect(await run(Effect.flatMap(PaymentApi, (api) => api.takeVoucher(auth, 'TET')))).toBe('Bạn đã nhận 50 điểm.');
    expect(sentForm()).toEqual({ member_id: '7', app_id: '22', code: 'TET' });
  });

  it('refuses a key, a history page or a code outside the contract before any request', async () => {
    expect((await fail(Effect.flatMap(PaymentApi, (api) => api.buyPackageWithPoints(auth, { packageId: 5, points: 10, idempotencyKey: 'x' }))))._tag).toBe('UpstreamInvalidInput');
    expect((await fail(Effect.flatMap(PaymentApi, (api) => api.history(auth, { option: 'pending', page: 1001, number: 10 }))))._tag).toBe('UpstreamInvalidInput');
    expect((await fail(Effect.flatMap(PaymentApi, (api) => api.takeVoucher(auth, 'X'.repeat(41)))))._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.requests).toHaveLength(0);
  });
});

describe('notification host', () => {
  it('the list query and the mark-read bodies are the contract’s, beside the member id', async () => {
    upstream.fake.on('GET', '/api/notification/list', {
      kind: 'json',
      body: { status: 200, data: { data: [], page: 1, per_page: 10, total: 0, unread_by_tab: { wallet: 0 } } },
    });
    await run(Effect.flatMap(NotificationApi, (api) => api.list(auth, { tab: 'wallet', page: 1, perPage: 10 })));
    expect(sentQuery()).toEqual({ member_id: '7', tab: 'wallet', page: '1', per_page: '10' });
    upstream.fake.reset();
    upstream.fake.on('POST', '/api/notification/read', unread(2));
    expect(await run(Effect.flatMap(NotificationApi, (api) => api.markRead(auth, 9)))).toBe(2);
    expect(sentJson()).toEqual({ member_id: 7, id: 9 });
    upstream.fake.reset();
    upstream.fake.on('POST', '/api/notification/read-all', unread(0));
    expect(await run(Effect.flatMap(NotificationApi, (api) => api.markAllRead(auth)))).toBe(0);
    expect(sentJson()).toEqual({ member_id: 7 });
  });

  it('refuses a page or an id outside the contract before any request', async () => {
    expect((await fail(Effect.flatMap(NotificationApi, (api) => api.list(auth, { tab: 'general', page: 501, perPage: 10 }))))._tag).toBe('UpstreamInvalidInput');
    expect((await fail(Effect.flatMap(NotificationApi, (api) => api.markRead(auth, 0))))._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.requests).toHaveLength(0);
  });
});
