import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { ledgerTransactions, payments } from '../../src/backend/db/schema';
import { readBackendEnv } from '../../src/backend/env';
import { settleOrder } from '../../src/backend/payments/orders';
import { MOMO_RESULT_FIELDS, momoSign, napasSign } from '../../src/backend/payments/signatures';
import { creditPoints, ledgerBalances } from '../../src/backend/services/ledger';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';
import { freshPglite } from '../helpers/db';
import { createPayment, insertCatalog, packByPrice, PAYMENT_ENV, payerChooses, pointsOf, postForm, validateReturn, vnpayResult, type TestProvider } from '../helpers/payments';

const env = readBackendEnv(PAYMENT_ENV);
let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function setup() {
  handle = await freshPglite();
  const catalog = await insertCatalog(handle.db);
  const app = await backendApp(handle.db, PAYMENT_ENV);
  const member = await memberWithToken(handle.db, { phone: '0911111111' });
  return { db: handle.db, app, member, catalog };
}

const ipnVnpay = async (app: BackendApp, query: string) => (await (await app.request(`/api/payment/ipnVnPay?${query}`)).json()) as { RspCode: string };

async function buyPack(app: BackendApp, member: TestMember, provider: TestProvider, packId: number, amount: number) {
  const created = await createPayment(app, member, provider, { pack_id: packId, a: amount });
  expect(created.response.status).toBe(200);
  return created.body.data;
}

describe('payments through the sandboxes', () => {
  test.each(['vnpay', 'momo', 'napas'] as const)('%s: pay → IPN credits the pack once, the return validates as success', async (provider) => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 100_000);
    const before = await pointsOf(db, member.id);
    const order = await buyPack(app, member, provider, pack.id, pack.priceVnd);
    const returned = await payerChooses(app, order.url, 'pay');
    expect(returned.pathname).toMatch(/^\/payment\/kq-thanh-toan-(mm|np|vnpay)-s1$/);
    // The IPN arrived before the browser came back.
    expect((await pointsOf(db, member.id)).point).toBe(before.point + pack.points);
    const validated = await validateReturn(app, member, provider, returned);
    expect(validated.body.status).toBe(provider === 'vnpay' ? '00' : 1);
    expect(validated.body.message).toBe('Thanh toán thành công !');
    // A second return (reload) shows the stored result and credits nothing more.
    expect((await validateReturn(app, member, provider, returned)).body.message).toBe('Thanh toán thành công !');
    expect((await pointsOf(db, member.id)).point).toBe(before.point + pack.points);
    expect((await ledgerBalances(db, member.id)).topup).toEqual({ cached: pack.points, fromEntries: pack.points });
  });

  test.each([
    ['vnpay', 'cancel', 3, '24'],
    ['vnpay', 'expire', 0, '11'],
    ['vnpay', 'fail', 4, '51'],
    ['momo', 'cancel', 3, 3],
    ['momo', 'expire', 0, 0],
    ['momo', 'fail', 4, 4],
    ['napas', 'cancel', 3, 3],
    ['napas', 'expire', 0, 0],
    ['napas', 'fail', 4, 4],
  ] as const)('%s: %s → app code %i, nothing credited', async (provider, action, code, status) => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const order = await buyPack(app, member, provider, pack.id, pack.priceVnd);
    const returned = await payerChooses(app, order.url, action);
    const validated = await validateReturn(app, member, provider, returned);
    expect(validated.body.status).toBe(status);
    if (provider === 'vnpay') expect(validated.body.cancelled).toBe(code === 3);
    expect(validated.body.message).toBe(
      { 0: 'Thanh toán không hiệu lực hoặc hết hạn !', 3: 'Thanh toán bị hủy bỏ !', 4: 'Thanh toán không thành công !' }[code],
    );
    expect((await pointsOf(db, member.id)).point).toBe(0);
    const [row] = await db.select().from(payments).where(eq(payments.orderCode, order.order_code));
    expect(row?.resultCode).toBe(code);
  });

  test('the amount comes from the stored pack: a different `a` is refused, and so is a return URL off the app', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const tampered = await createPayment(app, member, 'vnpay', { pack_id: pack.id, a: 1_000 });
    expect(tampered.response.status).toBe(400);
    expect(tampered.body.message).toBe('Số tiền thanh toán không khớp với gói đã chọn.');
    const elsewhere = await createPayment(app, member, 'momo', { pack_id: pack.id, redirect: 'https://evil.example/payment/kq-thanh-toan-mm-s1' });
    expect(elsewhere.response.status).toBe(400);
    expect(await db.select().from(payments)).toHaveLength(0);
  });

  test('another member cannot pay as me, nor validate my order', async () => {
    const { db, app, member } = await setup();
    const other = await memberWithToken(db, { phone: '0922222222' });
    const pack = await packByPrice(db, 50_000);
    const asOther = await createPayment(app, member, 'vnpay', { pack_id: pack.id, m: other.id });
    expect(asOther.response.status).toBe(403);
    const order = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    const returned = new URL(`http://localhost:3000/payment/kq-thanh-toan-vnpay-s1?${vnpayResult(order.order_code, pack.priceVnd)}`);
    expect((await validateReturn(app, other, 'vnpay', returned)).status).toBe(403);
    expect((await pointsOf(db, member.id)).point).toBe(0);
    expect((await pointsOf(db, other.id)).point).toBe(0);
  });
});

describe('callback security', () => {
  test('a forged signature is refused (97 / code 0) and credits nothing', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const order = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    const forged = vnpayResult(order.order_code, pack.priceVnd).replace(/vnp_SecureHash=[0-9a-f]+/, `vnp_SecureHash=${'ab'.repeat(64)}`);
    expect((await ipnVnpay(app, forged)).RspCode).toBe('97');
    const validated = await validateReturn(app, member, 'vnpay', new URL(`http://x/?${forged}`));
    expect(validated.body).toMatchObject({ status: '97', code: 0, message: 'Thanh toán không hiệu lực hoặc hết hạn !' });
    // MoMo: a body signed with another key.
    const momoOrder = await buyPack(app, member, 'momo', pack.id, pack.priceVnd);
    const fields = { partnerCode: env.MOMO_PARTNER_CODE, orderId: momoOrder.order_code, requestId: 'r1', amount: pack.priceVnd, orderInfo: 'x', orderType: 'momo_wallet', transId: 123, resultCode: 0, message: 'Successful.', payType: 'qr', responseTime: Date.now(), extraData: '' };
    const momo = await app.request('/api/payment/ipnMoMo', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...fields, signature: momoSign(MOMO_RESULT_FIELDS, fields, env.MOMO_ACCESS_KEY, 'wrong-secret-key') }) });
    expect(momo.status).toBe(400);
    // Napas: a hash over other values.
    const napasOrder = await buyPack(app, member, 'napas', pack.id, pack.priceVnd);
    const napas = { vpc_Merchant: env.NAPAS_MERCHANT, vpc_MerchTxnRef: napasOrder.order_code, vpc_Amount: String(pack.priceVnd * 100), vpc_ResponseCode: '0', vpc_TransactionNo: '77' };
    const napasIpn = await app.request('/api/payment/ipnNapas', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...napas, vpc_SecureHash: napasSign({ ...napas, vpc_Amount: '100' }, env.NAPAS_SECRET) }).toString() });
    expect(((await napasIpn.json()) as { RspCode: string }).RspCode).toBe('97');
    expect((await pointsOf(db, member.id)).point).toBe(0);
    expect(await db.select().from(ledgerTransactions)).toHaveLength(0);
  });

  test('an amount different from the stored order is refused (04), even correctly signed', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const order = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    expect((await ipnVnpay(app, vnpayResult(order.order_code, 1_000))).RspCode).toBe('04');
    expect((await ipnVnpay(app, vnpayResult('RV22UNKNOWN', pack.priceVnd))).RspCode).toBe('01');
    expect((await pointsOf(db, member.id)).point).toBe(0);
    const [row] = await db.select().from(payments).where(eq(payments.orderCode, order.order_code));
    expect(row?.status).toBe('pending');
  });

  test('the same IPN delivered 10 times concurrently plus the browser validate credits once: 00 then 02', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 200_000);
    const order = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    const query = vnpayResult(order.order_code, pack.priceVnd);
    const [validated, ...replies] = await Promise.all([
      validateReturn(app, member, 'vnpay', new URL(`http://x/?${query}`)),
      ...Array.from({ length: 10 }, () => ipnVnpay(app, query)),
    ]);
    expect(validated?.body.status).toBe('00');
    const codes = replies.map((reply) => reply.RspCode).sort();
    expect(codes.filter((code) => code === '00').length).toBeLessThanOrEqual(1);
    expect(codes.every((code) => code === '00' || code === '02')).toBe(true);
    expect((await pointsOf(db, member.id)).point).toBe(pack.points);
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `payment:${order.order_code}`))).toHaveLength(1);
  });

  test('a success after a failure and a failure after a success do not flip the order', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const failed = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    expect((await ipnVnpay(app, vnpayResult(failed.order_code, pack.priceVnd, '24'))).RspCode).toBe('00');
    expect((await ipnVnpay(app, vnpayResult(failed.order_code, pack.priceVnd, '00'))).RspCode).toBe('02');
    const paid = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    expect((await ipnVnpay(app, vnpayResult(paid.order_code, pack.priceVnd, '00', '55509999'))).RspCode).toBe('00');
    expect((await ipnVnpay(app, vnpayResult(paid.order_code, pack.priceVnd, '51'))).RspCode).toBe('02');
    const rows = await db.select().from(payments);
    expect(rows.find((row) => row.orderCode === failed.order_code)).toMatchObject({ status: 'cancelled', resultCode: 3 });
    expect(rows.find((row) => row.orderCode === paid.order_code)).toMatchObject({ status: 'paid', resultCode: 1 });
    expect((await pointsOf(db, member.id)).point).toBe(pack.points);
  });

  test('an order past its 15 minutes is void (code 0) even when the provider says paid', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const order = await buyPack(app, member, 'vnpay', pack.id, pack.priceVnd);
    await db.update(payments).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(payments.orderCode, order.order_code));
    const validated = await validateReturn(app, member, 'vnpay', new URL(`http://x/?${vnpayResult(order.order_code, pack.priceVnd)}`));
    expect(validated.body).toMatchObject({ code: 0, message: 'Thanh toán không hiệu lực hoặc hết hạn !' });
    expect((await pointsOf(db, member.id)).point).toBe(0);
  });

  test('a crediting failure is code 2 and leaves the order pending for the provider retry', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const order = await buyPack(app, member, 'napas', pack.id, pack.priceVnd);
    const input = { provider: 'napas' as const, orderCode: order.order_code, amountVnd: pack.priceVnd, outcome: 'paid' as const, providerTransactionId: '42', payload: {} };
    const broken = await settleOrder(db, { ...input, fulfil: () => Promise.reject(new Error('disk full')) });
    expect(broken.kind).toBe('credit_failed');
    expect((await pointsOf(db, member.id)).point).toBe(0);
    const retried = await settleOrder(db, input);
    expect(retried).toMatchObject({ kind: 'settled', code: 1, fresh: true });
    expect((await pointsOf(db, member.id)).point).toBe(pack.points);
  });

  test('the MoMo sandbox refuses a create request with a bad signature like MoMo (400, resultCode 20)', async () => {
    const { app } = await setup();
    const response = await app.request('http://localhost:4000/sandbox/momo/v2/gateway/api/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partnerCode: env.MOMO_PARTNER_CODE, orderId: 'RV1', requestId: 'RV1', amount: 50_000, signature: 'bad' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ resultCode: 20, subErrors: [{ field: 'signature' }] });
  });
});

describe('points, packages, gift codes and history', () => {
  test('createCast buys a package with points (bonus first), refuses a shortfall with the message, and history shows both sides', async () => {
    const { db, app, member, catalog } = await setup();
    const pkg = catalog.packages[0];
    if (!pkg) throw new Error('no package');
    const short = await postForm(app, member, '/api/payment/createCast', { m: member.id, ap: 22, package_id: pkg.id, a: pkg.pricePoints });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe('Số điểm trong ví không đủ, vui lòng nạp thêm điểm.');
    await creditPoints(db, { memberId: member.id, wallet: 'topup', points: 100, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp' });
    await creditPoints(db, { memberId: member.id, wallet: 'bonus', points: 10, validityDays: 30, kind: 'bonus_grant', from: 'system_promotion', description: 'Thưởng' });
    const bought = await postForm(app, member, '/api/payment/createCast', { m: member.id, ap: 22, package_id: pkg.id, a: pkg.pricePoints, idempotency_key: 'click-0001' });
    expect(bought.status).toBe(200);
    const again = await postForm(app, member, '/api/payment/createCast', { m: member.id, ap: 22, package_id: pkg.id, idempotency_key: 'click-0001' });
    expect(((await again.json()) as { data: { replayed: boolean } }).data.replayed).toBe(true);
    expect(await pointsOf(db, member.id)).toMatchObject({ point: 110 - pkg.pricePoints, point_bonus: 0 });

    const history = async (option: string) => {
      const response = await postForm(app, member, '/api/member/profile/history', { memberId: member.id, option, page: 1, number: 10 });
      return ((await response.json()) as { data: { items: Array<Record<string, unknown>>; total: number } }).data;
    };
    expect((await history('service_package_in')).items).toEqual([expect.objectContaining({ title: pkg.name, remaining_posts: pkg.postQuota })]);
    expect((await history('history_bonus_out')).items).toEqual([expect.objectContaining({ point: -10, title: `Mua ${pkg.name}` })]);
    expect((await history('history_out')).items).toEqual([expect.objectContaining({ point: -(pkg.pricePoints - 10) })]);
    expect((await history('history_in')).total).toBe(1);
    const refused = await postForm(app, member, '/api/member/profile/history', { memberId: member.id + 1, option: 'history_in' });
    expect(refused.status).toBe(403);
  });

  test('a first-top-up gift code (NAPLANDAU) is refused to a member who has topped up more than once', async () => {
    const { db, app, member } = await setup();
    const topUp = (key: string) =>
      creditPoints(db, { memberId: member.id, wallet: 'topup', points: 105, validityDays: 365, kind: 'topup', from: 'system_sales', description: 'Nạp 105 điểm', idempotencyKey: key });
    await topUp('first-top-up');
    await topUp('second-top-up');
    const response = await postForm(app, member, '/api/member/voucher/take', { app_id: 22, member_id: member.id, code: 'NAPLANDAU' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ message: 'Mã này chỉ dành cho lần nạp điểm đầu tiên, tài khoản của bạn đã nạp điểm nhiều lần.' });
    expect((await pointsOf(db, member.id)).point).toBe(210);
  });

  test('voucher/take: credits once, then used / unknown / expired messages, and is rate-limited per member', async () => {
    const { db, app, member } = await setup();
    const take = async (code: string) => {
      const response = await postForm(app, member, '/api/member/voucher/take', { app_id: 22, member_id: member.id, code });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    expect(await take('naplandau')).toMatchObject({ status: 200, body: { message: 'Bạn đã nhận 30 điểm vào tài khoản chính.' } });
    expect((await pointsOf(db, member.id)).point).toBe(30);
    expect(await take('NAPLANDAU')).toMatchObject({ status: 409, body: { message: 'Bạn đã sử dụng mã quà tặng này rồi.' } });
    expect(await take('KHONGCO')).toMatchObject({ status: 404, body: { message: 'Voucher không tồn tại' } });
    expect((await take('TET2025')).status).toBe(400);
    for (let attempt = 4; attempt < 10; attempt++) await take(`SAI${attempt}`);
    expect((await take('CHAOMUNG2026')).status).toBe(429);
    expect((await pointsOf(db, member.id)).point_bonus).toBe(0);
  });

  test('pending tab lists unfinished orders; stars trade into bonus points', async () => {
    const { db, app, member } = await setup();
    const pack = await packByPrice(db, 50_000);
    const order = await buyPack(app, member, 'momo', pack.id, pack.priceVnd);
    const pending = await postForm(app, member, '/api/member/profile/history', { memberId: member.id, option: 'pending' });
    expect(((await pending.json()) as { data: { items: unknown[] } }).data.items).toEqual([expect.objectContaining({ order_code: order.order_code, status: 'pending', amount: pack.priceVnd })]);
    const none = await postForm(app, member, '/api/payment/starsTrading', { member_id: member.id, marks: 2 });
    expect(none.status).toBe(400);
  });
});

describe('paying a listing with an owned package', () => {
  test('takes one post from the matching package and shows in service_package_out; none left → null', async () => {
    const { db, app, member, catalog } = await setup();
    const { usePackageForListing } = await import('../../src/backend/services/member-packages');
    const { grantPackage } = await import('../../src/backend/payments/orders');
    const pkg = catalog.packages.find((candidate) => candidate.postType === 3 && candidate.postQuota === 5);
    if (!pkg) throw new Error('no package');
    expect(await usePackageForListing(db, { memberId: member.id, postType: 3, listingId: 1 })).toBeNull();
    await grantPackage(db, member.id, pkg.id, new Date());
    expect(await usePackageForListing(db, { memberId: member.id, postType: 3, listingId: 1 })).toMatchObject({ remainingPosts: 4 });
    expect(await usePackageForListing(db, { memberId: member.id, postType: 2, listingId: 2 })).toBeNull();
    const response = await postForm(app, member, '/api/member/profile/history', { memberId: member.id, option: 'service_package_out' });
    expect(((await response.json()) as { data: { items: unknown[] } }).data.items).toEqual([expect.objectContaining({ title: `Đăng tin bằng ${pkg.name}`, reference_id: '1' })]);
  });
});
