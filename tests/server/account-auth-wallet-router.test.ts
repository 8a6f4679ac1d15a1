/**
 * The signed-in member's routers over the real backend (issue #19, point 5), below the browser:
 * auth (who is signed in, the sign-in URL, sign-out), account (profile edits, email activation)
 * and wallet (packs and packages on sale, gift codes, buying a package with points, paying through
 * a provider, the trade history). Points credited to the ledger show in the session's wallet and
 * in the history; refusals come back with the backend's Vietnamese message and the field they are
 * about; a revoked token is a guest again.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { outboxEmails } from '../../src/backend/db/schema';
import { creditPoints } from '../../src/backend/services/ledger';
import { callbackUrl } from '../../src/server/auth-urls';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics } from '../helpers/fixtures';
import { insertCatalog } from '../helpers/payments';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { invalidInput, refusal, refused } from './router-refusal';

let handle: DatabaseHandle;
let harness: RouterHarness;
let member: TestMember;
let other: TestMember;
let leaving: TestMember;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-wallet-router-media'));
  await insertBasics(handle.db);
  await insertCatalog(handle.db);
  member = await memberWithToken(handle.db, { phone: '0900000901', fullName: 'Nguyễn Văn An' });
  other = await memberWithToken(handle.db, { phone: '0900000902', fullName: 'Trần Văn Bảo' });
  leaving = await memberWithToken(handle.db, { phone: '0900000903', fullName: 'Lê Thị Cúc', role: 'moderator' });
});

afterAll(() => harness.close());

const guest = () => harness.callerOf();

describe('auth router', () => {
  test('a guest is signed out; a member is signed in with their profile and an empty wallet, never the token', async () => {
    expect(await guest().auth.session()).toEqual({ signedIn: false, member: null });
    const session = await harness.callerOf(member).auth.session();
    expect(session).toEqual({
      signedIn: true,
      member: {
        id: member.id,
        name: 'Nguyễn Văn An',
        avatarUrl: '/images/avatar-boy.svg',
        gender: null,
        role: 'member',
        phone: '0900000901',
        email: null,
        emailVerified: false,
        address: null,
        stars: 0,
        wallet: { points: 0, pointsExpireAt: null, bonusPoints: 0, bonusExpireAt: null },
      },
    });
    expect(JSON.stringify(session)).not.toContain(member.token);
    expect((await harness.callerOf(leaving).auth.session()).member?.role).toBe('moderator');
  });

  test('the sign-in URL returns to a path on this site only', async () => {
    const url = (returnTo: string) => {
      const login = new URL('/sso/dang-nhap', 'http://localhost:4000');
      login.searchParams.set('redirectUrl', callbackUrl(returnTo));
      return login.toString();
    };
    expect(await guest().auth.loginUrl({ returnTo: '/user/post-manage' })).toEqual({ url: url('/user/post-manage') });
    expect(await guest().auth.loginUrl({ returnTo: 'https://evil.example/steal' })).toEqual({ url: url('/') });
    expect(await guest().auth.loginUrl({})).toEqual({ url: url('/') });
    expect(await refusal(guest().auth.loginUrl({ returnTo: `/${'a'.repeat(2048)}` }))).toEqual(invalidInput('returnTo'));
  });

  test('sign-out revokes the token at the SSO: the session is a guest again and member calls are refused', async () => {
    const caller = harness.callerOf(leaving);
    expect(await caller.auth.logout()).toEqual({ ok: true });
    expect(await caller.auth.session()).toEqual({ signedIn: false, member: null });
    expect(await refusal(caller.moderation.queue({}))).toEqual(refused('UNAUTHORIZED', 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.'));
    expect(await caller.auth.logout()).toEqual({ ok: false });
    expect(await refusal(guest().auth.logout())).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
  });
});

describe('account router', () => {
  test('a profile edit is saved and answered as the new session member', async () => {
    const updated = await harness.callerOf(other).account.update({ full_name: 'Trần Văn Bảo Anh', phone: '0900000902', email: 'Bao@Example.com', address: '12 Lê Lợi, Quận 1', gender: '2' });
    expect(updated).toMatchObject({
      id: other.id,
      name: 'Trần Văn Bảo Anh',
      avatarUrl: '/images/avatar-girl.svg',
      gender: 2,
      phone: '0900000902',
      email: 'bao@example.com',
      emailVerified: false,
      address: '12 Lê Lợi, Quận 1',
    });
    expect((await harness.callerOf(other).auth.session()).member).toEqual(updated);
  });

  test('refusals name their field: a bad email, a phone another member has, a name too short', async () => {
    const account = harness.callerOf(other).account;
    const profile = { full_name: 'Trần Văn Bảo', phone: '0900000902', email: '', address: '', gender: '' as const };
    expect(await refusal(account.update({ ...profile, email: 'bao@' }))).toEqual(refused('BAD_REQUEST', 'Email không đúng định dạng', 'email'));
    expect(await refusal(account.update({ ...profile, phone: '0900000901' }))).toEqual(refused('CONFLICT', 'Số điện thoại đã được đăng ký.', 'phone'));
    expect(await refusal(account.update({ ...profile, full_name: 'B' }))).toEqual(refused('BAD_REQUEST', 'Họ và tên không được ít hơn 2 kí tự!', 'full_name'));
    expect(await refusal(account.update({ ...profile, gender: '3' as '1' }))).toEqual(invalidInput('gender'));
    expect(await refusal(guest().account.update(profile))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
  });

  test('the activation link mailed for the new email confirms it once; an unknown link is refused', async () => {
    const [mail] = await handle.db.select({ link: outboxEmails.link }).from(outboxEmails).where(eq(outboxEmails.toAddress, 'bao@example.com'));
    const token = new URL(mail?.link ?? 'http://localhost:3000/active-email').searchParams.get('token') ?? '';
    expect(await guest().account.activateEmail({ token })).toEqual({ email: 'bao@example.com' });
    expect((await harness.callerOf(other).auth.session()).member).toMatchObject({ email: 'bao@example.com', emailVerified: true });
    expect(await refusal(guest().account.activateEmail({ token }))).toEqual(refused('BAD_REQUEST', 'Email này đã được kích hoạt trước đó.'));
    expect(await refusal(guest().account.activateEmail({ token: 'khong-co-lien-ket-nay' }))).toEqual(refused('BAD_REQUEST', 'Liên kết kích hoạt không hợp lệ.'));
    expect(await refusal(guest().account.activateEmail({ token: '' }))).toEqual(invalidInput('token'));
  });
});

describe('wallet router', () => {
  test('the point packs and service packages on sale, cheapest tier first', async () => {
    const packs = await guest().wallet.pointPacks();
    expect(packs.map((pack) => pack.name)).toEqual(['Gói 50 điểm', 'Gói 105 điểm', 'Gói 215 điểm', 'Gói 550 điểm', 'Gói 1.120 điểm']);
    expect(packs[0]).toEqual({ id: 1, name: 'Gói 50 điểm', priceVnd: 50_000, points: 50, bonusPoints: 0, days: 180 });
    const packages = await guest().wallet.servicePackages();
    expect(packages.map((pkg) => [pkg.name, pkg.postType, pkg.days])).toEqual([
      ['Gói Cơ bản 10 tin', 1, 14],
      ['Gói Cơ bản tự động 20 tin', 1, 14],
      ['Gói VIP 10 tin', 2, 28],
      ['Gói VIP tự động 20 tin', 2, 28],
      ['Gói Siêu VIP 5 tin', 3, 28],
      ['Gói Siêu VIP tự động 10 tin', 3, 28],
    ]);
    expect(packages[0]).toEqual({
      id: 1,
      name: 'Gói Cơ bản 10 tin',
      postType: 1,
      ttoHome: false,
      ttoDetail: false,
      discount: 5,
      addOns: false,
      addOnsPrice: 0,
      days: 14,
      isAuto: false,
      postQuota: 10,
      pricePoints: 48,
      priceVnd: 48_000,
    });
  });

  test('a gift code credits the bonus wallet once: the session’s balance and the history show it', async () => {
    const wallet = harness.callerOf(member).wallet;
    expect(await wallet.redeemVoucher({ code: ' chaomung2026 ' })).toEqual({ ok: true, message: 'Bạn đã nhận 20 điểm vào tài khoản khuyến mãi.' });
    expect(await wallet.redeemVoucher({ code: 'CHAOMUNG2026' })).toEqual({ ok: false, message: 'Bạn đã sử dụng mã quà tặng này rồi.' });
    expect(await wallet.redeemVoucher({ code: 'KHONGCOMANAY' })).toEqual({ ok: false, message: 'Voucher không tồn tại' });
    expect((await harness.callerOf(member).auth.session()).member?.wallet).toMatchObject({ points: 0, bonusPoints: 20, bonusExpireAt: expect.any(Date) });
    const history = await wallet.history({ option: 'history_bonus_in' });
    expect(history).toMatchObject({ page: 1, total: 1, pageSize: 10 });
    expect(history.items).toEqual([
      expect.objectContaining({ type: 'history_bonus_in', kind: 'bonus_grant', title: 'Nhận 20 điểm từ mã quà tặng CHAOMUNG2026', point: 20, reference_type: 'voucher', reference_id: 'CHAOMUNG2026' }),
    ]);
    expect(await refusal(wallet.redeemVoucher({ code: '   ' }))).toEqual(invalidInput('code'));
  });

  test('points in the ledger buy a package once per key; the history shows the spend and the package', async () => {
    const wallet = harness.callerOf(other).wallet;
    const key = randomUUID();
    expect(await refusal(wallet.buyPackageWithPoints({ packageId: 1, points: 48, idempotencyKey: key }))).toEqual(
      refused('BAD_REQUEST', 'Số điểm trong ví không đủ, vui lòng nạp thêm điểm.'),
    );
    await creditPoints(handle.db, { memberId: other.id, wallet: 'topup', points: 100, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp 100 điểm' });
    expect((await harness.callerOf(other).auth.session()).member?.wallet.points).toBe(100);
    expect((await wallet.history({ option: 'history_in' })).items).toEqual([expect.objectContaining({ type: 'history_in', kind: 'topup', title: 'Nạp 100 điểm', point: 100 })]);

    expect(await wallet.buyPackageWithPoints({ packageId: 1, points: 48, idempotencyKey: key })).toEqual({ message: 'Bạn đã mua Gói Cơ bản 10 tin.' });
    expect(await wallet.buyPackageWithPoints({ packageId: 1, points: 48, idempotencyKey: key })).toEqual({ message: 'Bạn đã mua Gói Cơ bản 10 tin.' });
    expect((await harness.callerOf(other).auth.session()).member?.wallet.points).toBe(52);
    const out = await wallet.history({ option: 'history_out' });
    expect(out.total).toBe(1);
    expect(out.items).toEqual([expect.objectContaining({ type: 'history_out', title: 'Mua Gói Cơ bản 10 tin', point: -48 })]);
    expect((await wallet.history({ option: 'service_package_in' })).total).toBe(1);

    expect(await refusal(wallet.buyPackageWithPoints({ packageId: 1, points: 47, idempotencyKey: randomUUID() }))).toEqual(
      refused('BAD_REQUEST', 'Số điểm thanh toán không khớp với gói đã chọn.'),
    );
    expect(await refusal(wallet.buyPackageWithPoints({ packageId: 99, points: 48, idempotencyKey: randomUUID() }))).toEqual(refused('NOT_FOUND', 'Gói bạn chọn không còn được bán.'));
    expect(await refusal(wallet.buyPackageWithPoints({ packageId: 1, points: 48, idempotencyKey: 'short' }))).toEqual(invalidInput('idempotencyKey'));
  });

  test('paying through a provider opens an order for the stored price; a pack not on sale is "ok: false" with a message', async () => {
    const wallet = harness.callerOf(member).wallet;
    const created = await wallet.createPayment({ provider: 'vnpay', item: { kind: 'pack', id: 2 } });
    expect(created.ok).toBe(true);
    const payUrl = new URL(created.ok ? created.url : '');
    expect(payUrl.searchParams.get('vnp_Amount')).toBe(String(100_000 * 100));
    expect(payUrl.searchParams.get('vnp_ReturnUrl')).toBe('http://localhost:3000/payment/kq-thanh-toan-vnpay-s1');
    const pending = await wallet.history({ option: 'pending' });
    expect(pending.items).toEqual([
      expect.objectContaining({ type: 'pending', title: 'Mua Gói 105 điểm', provider: 'vnpay', amount: 100_000, status: 'pending', order_code: payUrl.searchParams.get('vnp_TxnRef') }),
    ]);
    expect(await wallet.createPayment({ provider: 'momo', item: { kind: 'pack', id: 99 } })).toEqual({ ok: false, message: 'Gói bạn chọn không còn được bán.' });
    expect(await refusal(guest().wallet.createPayment({ provider: 'vnpay', item: { kind: 'pack', id: 2 } }))).toEqual(refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.'));
    expect(await refusal(wallet.createPayment({ provider: 'paypal' as 'momo', item: { kind: 'pack', id: 2 } }))).toEqual(invalidInput('provider'));
  });

  test('a provider return with a bad signature validates to result code 0', async () => {
    const wallet = harness.callerOf(member).wallet;
    expect(await wallet.validatePayment({ provider: 'vnpay', params: { vnp_TxnRef: 'RV22KHONGCO', vnp_ResponseCode: '00', vnp_SecureHash: 'sai' } })).toEqual({
      provider: 'vnpay',
      status: '97',
      cancelled: false,
      code: 0,
    });
    expect(await refusal(wallet.validatePayment({ provider: 'vnpay', params: { 'bad key': 'x' } }))).toEqual(invalidInput('params.bad key'));
    expect(await refusal(wallet.history({ option: 'history_in', page: 1001 }))).toEqual(invalidInput('page'));
  });
});
