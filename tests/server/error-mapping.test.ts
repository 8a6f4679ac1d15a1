/**
 * How the app's routers turn failures into TRPCErrors (issue #19, point 5), over the real backend
 * and over hosts that misbehave: a guest is refused before any upstream is asked; an expired token
 * is UNAUTHORIZED (and a guest for the header); a member is FORBIDDEN from moderators' calls; a
 * missing listing is NOT_FOUND; a backend refusal keeps its Vietnamese message and the meaning of its
 * status (403 FORBIDDEN, 404 NOT_FOUND, 409 CONFLICT, 429 TOO_MANY_REQUESTS, otherwise BAD_REQUEST,
 * with the field it is about); a browse filter the backend refuses is the visitor's BAD_REQUEST, not
 * a server fault; an unreachable, hanging or
 * garbled upstream is SERVICE_UNAVAILABLE, GATEWAY_TIMEOUT or BAD_GATEWAY with a short Vietnamese
 * message, except where the spec wants an empty block or a "false" instead. Last, the app's HTTP
 * handler gives each code its status and the browser its Vietnamese message.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { appRouter } from '../../src/server/routers/_app';
import { createCallerFactory, createContextInner } from '../../src/server/trpc';
import { makeUpstreamRuntime, type UpstreamRuntime } from '../../src/server/upstream/runtime';
import { MESSAGES } from '../../src/server/upstream/to-trpc-error';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { insertCatalog } from '../helpers/payments';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';
import { startFakeUpstream, type FakeUpstream } from '../upstream/fake-upstream';
import { invalidInput, refusal, refused } from './router-refusal';

/** Nobody listens on port 1 of the loopback: every call is refused at once. */
const DEAD = 'http://127.0.0.1:1';

let handle: DatabaseHandle;
let harness: RouterHarness;
let member: TestMember;
let moderator: TestMember;
let commenter: TestMember;
let house: number;
let pending: number;
let dead: UpstreamRuntime;
let fake: FakeUpstream;
/** Over the misbehaving host: one runtime with a short time budget for the hang, one with the usual budget. */
let slow: UpstreamRuntime;
let odd: UpstreamRuntime;
/** A second runtime over the same backend, for the HTTP handler's context. */
let live: UpstreamRuntime;

const runtimeAt = (base: string, timeoutMs = 5000) =>
  makeUpstreamRuntime({ listApiUrl: base, priceApiUrl: base, locationUrl: base, apiUrl: base, commentApiUrl: base, ssoUrl: base, notificationApiUrl: base, timeoutMs });

const appCaller = createCallerFactory(appRouter);
const contextOn = (runtime: UpstreamRuntime, base: string, who?: TestMember) =>
  createContextInner({ headers: new Headers(), upstream: { runtime, mediaBaseUrl: base, apiUrl: base }, session: who ? { memberId: who.id, token: who.token } : null });
/** The app's caller over another upstream runtime (a dead or misbehaving host). */
const callerOn = (runtime: UpstreamRuntime, base: string, who?: TestMember) => appCaller(contextOn(runtime, base, who));

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-error-mapping-media'));
  const { sellerId } = await insertBasics(handle.db);
  await insertCatalog(handle.db);
  member = await memberWithToken(handle.db, { phone: '0900001201', fullName: 'Nguyễn Văn An' });
  moderator = await memberWithToken(handle.db, { phone: '0900001202', fullName: 'Kiểm Duyệt Viên', role: 'moderator' });
  commenter = await memberWithToken(handle.db, { phone: '0900001203', fullName: 'Người Hay Hỏi' });
  house = (await insertListing(handle.db, sellerId, { title: 'Bán nhà phố Quận 7 sổ hồng riêng' })).id;
  pending = (await insertListing(handle.db, sellerId, { title: 'Bán đất nền chờ duyệt', status: 10 })).id;
  dead = runtimeAt(DEAD);
  fake = await startFakeUpstream();
  slow = runtimeAt(fake.url, 300);
  odd = runtimeAt(fake.url);
  live = runtimeAt(harness.base);
});

afterAll(async () => {
  await Promise.all([dead.dispose(), slow.dispose(), odd.dispose(), live.dispose()]);
  await fake.close();
  await harness.close();
});

const UNAUTHORIZED = refused('UNAUTHORIZED', 'Bạn cần đăng nhập để tiếp tục.');
const EXPIRED = refused('UNAUTHORIZED', MESSAGES.unauthorized);
const FORBIDDEN = refused('FORBIDDEN', MESSAGES.forbidden);
const UNAVAILABLE = refused('SERVICE_UNAVAILABLE', MESSAGES.unavailable);

describe('who is calling', () => {
  test('a guest calling a member procedure of any router is UNAUTHORIZED before any upstream is asked', async () => {
    // Over a dead upstream: had the procedure asked it, the answer would be SERVICE_UNAVAILABLE.
    const guest = callerOn(dead, DEAD);
    const calls: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
      ['account.update', () => guest.account.update({ full_name: 'An', phone: '0900001201', email: '', address: '', gender: '' })],
      ['auth.logout', () => guest.auth.logout()],
      ['chat.inbox', () => guest.chat.inbox({ filter: 'all' })],
      ['detail.postComment', () => guest.detail.postComment({ id: house, content: 'Còn không ạ?' })],
      ['detail.requestCallback', () => guest.detail.requestCallback({ id: house, name: 'An', phone: '0900001201', note: '' })],
      ['favourite.list', () => guest.favourite.list({})],
      ['favourite.set', () => guest.favourite.set({ postId: house, liked: true })],
      ['listingReport.create', () => guest.listingReport.create({ postId: house, reason: 'scam', details: '' })],
      ['listingReport.queue', () => guest.listingReport.queue({})],
      ['minigame.history', () => guest.minigame.history()],
      ['minigame.enterResult', () => guest.minigame.enterResult({ matchId: 1, home: 1, away: 0 })],
      ['moderation.queue', () => guest.moderation.queue({})],
      ['moderation.decide', () => guest.moderation.decide({ postId: pending, decision: { decision: 'approve' } })],
      ['notification.list', () => guest.notification.list({})],
      ['notification.markAllRead', () => guest.notification.markAllRead({})],
      ['postManage.list', () => guest.postManage.list({})],
      ['postManage.act', () => guest.postManage.act({ postId: house, action: 'push' })],
      ['reviews.save', () => guest.reviews.save({ listingId: house, rating: 5, content: 'Người bán tốt bụng.' })],
      ['reviews.hide', () => guest.reviews.hide({ reviewId: 1, reason: 'Vi phạm quy định' })],
      ['savedSearch.list', () => guest.savedSearch.list()],
      ['wallet.history', () => guest.wallet.history({ option: 'history_in' })],
      ['wallet.redeemVoucher', () => guest.wallet.redeemVoucher({ code: 'CHAOMUNG2026' })],
    ];
    for (const [path, call] of calls) expect([path, await refusal(call())]).toEqual([path, UNAUTHORIZED]);
  });

  test('what a page asks about the visitor answers a guest without asking any upstream', async () => {
    const guest = callerOn(dead, DEAD);
    expect(await guest.auth.session()).toEqual({ signedIn: false, member: null });
    expect(await guest.favourite.ids()).toEqual([]);
    expect(await guest.notification.unreadCount()).toBe(0);
    expect(await guest.listingReport.reported({ postId: house })).toBe(false);
    expect(await guest.detail.callbackStatus({ id: house })).toEqual({ signedIn: false, requested: false });
  });

  test('an expired or revoked token is UNAUTHORIZED for member calls and a guest for the header', async () => {
    const stale = harness.callerOf({ id: member.id, token: 'x'.repeat(40), headers: {} });
    expect(await refusal(stale.favourite.list({}))).toEqual(EXPIRED);
    expect(await refusal(stale.notification.unreadCount())).toEqual(EXPIRED);
    expect(await refusal(stale.postManage.list({}))).toEqual(EXPIRED);
    // The wallet's own handling (spec §8) still lets an expired session through as UNAUTHORIZED.
    expect(await refusal(stale.wallet.redeemVoucher({ code: 'CHAOMUNG2026' }))).toEqual(EXPIRED);
    expect(await refusal(stale.wallet.createPayment({ provider: 'vnpay', item: { kind: 'pack', id: 1 } }))).toEqual(EXPIRED);
    expect(await stale.auth.session()).toEqual({ signedIn: false, member: null });
  });

  test('a member calling a moderator’s procedure is FORBIDDEN; so is a session naming another member than its token', async () => {
    const caller = harness.callerOf(member);
    expect(await refusal(caller.moderation.queue({}))).toEqual(FORBIDDEN);
    expect(await refusal(caller.listingReport.queue({}))).toEqual(FORBIDDEN);
    expect(await refusal(caller.listingReport.resolve({ reportId: 1, action: 'dismiss', note: '' }))).toEqual(FORBIDDEN);
    expect(await refusal(caller.minigame.enterResult({ matchId: 1, home: 1, away: 0 }))).toEqual(FORBIDDEN);
    expect((await harness.callerOf(moderator).moderation.queue({})).items.map((item) => item.id)).toEqual([pending]);
    expect(await refusal(harness.callerOf({ ...member, id: moderator.id }).favourite.ids())).toEqual(FORBIDDEN);
    // A refusal the backend writes for users with 403 keeps its own message, and its meaning.
    const decided = await refusal(caller.moderation.decide({ postId: pending, decision: { decision: 'approve' } }));
    expect(decided.code).toBe('FORBIDDEN');
    expect(decided.message).not.toBe('');
  });
});

describe('what the backend says', () => {
  test('a missing listing: its phone is NOT_FOUND, its page and a missing member are null, an unknown province has no wards', async () => {
    const guest = harness.callerOf();
    expect(await refusal(guest.detail.revealPhone({ id: 999_999 }))).toEqual(refused('NOT_FOUND', MESSAGES.notFound));
    expect(await refusal(guest.detail.revealPhone({ id: pending }))).toEqual(refused('NOT_FOUND', MESSAGES.notFound));
    expect(await guest.detail.byId({ id: 999_999 })).toBeNull();
    expect(await guest.profile.byId({ id: 999_999 })).toBeNull();
    expect(await refusal(guest.browse.wards({ province: '00' }))).toEqual(refused('NOT_FOUND', MESSAGES.notFound));
    // A filter the backend refuses is the visitor's input (its message), not a bad gateway.
    const unknownProvince = await refusal(guest.browse.list({ province: '00' }));
    expect(unknownProvince.code).toBe('BAD_REQUEST');
    expect(unknownProvince.message).not.toBe(MESSAGES.generic);
  });

  test('a refusal keeps the backend’s Vietnamese message and field: 404 is NOT_FOUND, 409 CONFLICT, the others BAD_REQUEST', async () => {
    const caller = harness.callerOf(member);
    const profile = { full_name: 'Nguyễn Văn An', phone: '0900001201', email: '', address: '', gender: '' as const };
    expect(await refusal(caller.account.update({ ...profile, email: 'an@' }))).toEqual(refused('BAD_REQUEST', 'Email không đúng định dạng', 'email'));
    expect(await refusal(caller.account.update({ ...profile, phone: '0900001202' }))).toEqual(refused('CONFLICT', 'Số điện thoại đã được đăng ký.', 'phone'));
    await caller.savedSearch.save({ context: 'search', query: 'q=nha', name: 'Nhà' });
    expect(await refusal(caller.savedSearch.save({ context: 'search', query: 'q=nha', name: 'Nhà lần hai' }))).toEqual(
      refused('CONFLICT', 'Bạn đã lưu tìm kiếm này rồi. Xem trong mục Tìm kiếm đã lưu.'),
    );
    expect(await refusal(caller.detail.postComment({ id: pending, content: 'Còn không ạ?' }))).toEqual(refused('NOT_FOUND', 'Tin này không tồn tại hoặc đã hết hạn.'));
  });

  test('too many calls: a refusal written for users keeps its message, any other 429 gets the generic one', async () => {
    const comments = harness.callerOf(commenter).detail;
    let tooFast = null;
    for (let n = 1; n <= 40 && tooFast === null; n += 1) {
      const answer = await refusal(comments.postComment({ id: house, content: `Câu hỏi số ${n}` })).catch(() => null);
      if (answer !== null) tooFast = answer;
    }
    expect(tooFast).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Bạn bình luận quá nhanh, vui lòng thử lại sau \d+ giây\.$/), field: null, invalid: [] });

    let limited = null;
    for (let n = 1; n <= 70 && limited === null; n += 1) limited = await refusal(harness.callerOf().detail.revealPhone({ id: house })).catch(() => null);
    expect(limited).toEqual(refused('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests));
  });

  test('input out of bounds is BAD_REQUEST naming the field, in Vietnamese; a cancelled request is CLIENT_CLOSED_REQUEST', async () => {
    expect(await refusal(harness.callerOf().browse.list({ page: 0 }))).toEqual(invalidInput('page'));
    expect(await refusal(harness.callerOf(member).favourite.list({ page: 101 }))).toEqual(invalidInput('page'));
    const controller = new AbortController();
    controller.abort();
    expect(await refusal(harness.callerOf(undefined, controller.signal).browse.list({}))).toEqual(refused('CLIENT_CLOSED_REQUEST', MESSAGES.cancelled));
  });
});

describe('an upstream that does not answer as it should', () => {
  test('unreachable: SERVICE_UNAVAILABLE with a Vietnamese message, for guests and members alike', async () => {
    expect(await refusal(callerOn(dead, DEAD).catalog.menu())).toEqual(UNAVAILABLE);
    expect(await refusal(callerOn(dead, DEAD).detail.byId({ id: house }))).toEqual(UNAVAILABLE);
    expect(await refusal(callerOn(dead, DEAD, member).favourite.list({}))).toEqual(UNAVAILABLE);
    // A member whose profile cannot be read is not silently signed out.
    expect(await refusal(callerOn(dead, DEAD, member).auth.session())).toEqual(UNAVAILABLE);
  });

  test('unreachable, where the spec wants a page to survive: empty blocks, no suggestions, "false" answers', async () => {
    const guest = callerOn(dead, DEAD);
    expect(await guest.listing.block({ block: 'newest' })).toEqual({ items: [], page: 1, hasMore: false });
    expect(await guest.profile.listings({ id: 1 })).toEqual({ items: [], page: 1, hasMore: false });
    expect(await guest.detail.similar({ id: house, cat: 'bat-dong-san' })).toEqual({ kind: 'newest', items: [] });
    expect(await guest.browse.suggest({ key: 'nha' })).toEqual([]);
    expect(await guest.detail.countView({ id: house })).toEqual({ counted: false });
    expect(await guest.support.priceBoard()).toEqual({ prices: null, pointPacks: null, packages: null });
    const signedIn = callerOn(dead, DEAD, member);
    expect(await signedIn.wallet.redeemVoucher({ code: 'CHAOMUNG2026' })).toEqual({ ok: false, message: 'Voucher không tồn tại' });
    expect(await signedIn.wallet.createPayment({ provider: 'vnpay', item: { kind: 'pack', id: 1 } })).toEqual({ ok: false, message: MESSAGES.unavailable });
    expect(await signedIn.auth.logout()).toEqual({ ok: false });
  });

  test('hanging past its time budget: GATEWAY_TIMEOUT; a garbled or failing answer: BAD_GATEWAY, its body never shown', async () => {
    fake.reset();
    fake.on('GET', '/api/list/list-term', { kind: 'hang' });
    expect(await refusal(callerOn(slow, fake.url).catalog.menu())).toEqual(refused('GATEWAY_TIMEOUT', MESSAGES.timeout));

    const guest = callerOn(odd, fake.url);
    fake.reset();
    fake.on('GET', '/api/list/list-term', { kind: 'json', body: { status: 200, data: [{ id: 'một', slug: 'bat-dong-san', name: 'BÍ MẬT' }] } });
    expect(await refusal(guest.catalog.menu())).toEqual(refused('BAD_GATEWAY', MESSAGES.generic));

    fake.reset();
    fake.on('GET', '/api/list/list-term', { kind: 'text', status: 500, body: '<html>BÍ MẬT: stack trace</html>' });
    expect(await refusal(guest.catalog.menu())).toEqual(refused('BAD_GATEWAY', MESSAGES.generic));
    // A read is retried twice before it fails.
    expect(fake.hits('/api/list/list-term')).toBe(3);

    fake.reset();
    fake.on('GET', '/api/member/public-profile', { kind: 'text', status: 200, body: 'không phải JSON' });
    expect(await refusal(guest.profile.byId({ id: 1 }))).toEqual(refused('BAD_GATEWAY', MESSAGES.generic));
    fake.reset();
  });
});

describe('through the app’s HTTP handler', () => {
  interface ErrorBody {
    readonly error?: { readonly json?: { readonly message?: string; readonly data?: { readonly code?: string; readonly httpStatus?: number; readonly field?: string | null } } };
  }

  async function call(type: 'query' | 'mutation', path: string, input: unknown, context: ReturnType<typeof contextOn>) {
    const json = JSON.stringify({ json: input });
    const request =
      type === 'query'
        ? new Request(`http://app.test/api/trpc/${path}?input=${encodeURIComponent(json)}`)
        : new Request(`http://app.test/api/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json });
    const response = await fetchRequestHandler({ endpoint: '/api/trpc', req: request, router: appRouter, createContext: () => context, onError: () => undefined });
    const error = ((await response.json()) as ErrorBody).error?.json;
    return { status: response.status, code: error?.data?.code, message: error?.message, field: error?.data?.field ?? null };
  }

  test('each code has its HTTP status and the browser reads a Vietnamese message, with the field of a refusal', async () => {
    const backend = (who?: TestMember) => contextOn(live, harness.base, who);
    await harness.callerOf(member).savedSearch.save({ context: 'search', query: 'q=nha', name: 'Nhà' }).catch(() => undefined);
    expect(await call('query', 'browse.list', { page: 0 }, backend())).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Thông tin gửi lên chưa hợp lệ (page), vui lòng kiểm tra lại.', field: null });
    expect(await call('query', 'favourite.list', {}, backend())).toEqual({ status: 401, code: 'UNAUTHORIZED', message: 'Bạn cần đăng nhập để tiếp tục.', field: null });
    expect(await call('query', 'moderation.queue', {}, backend(member))).toEqual({ status: 403, code: 'FORBIDDEN', message: MESSAGES.forbidden, field: null });
    expect(await call('query', 'browse.wards', { province: '00' }, backend())).toEqual({ status: 404, code: 'NOT_FOUND', message: MESSAGES.notFound, field: null });
    expect(await call('mutation', 'account.update', { full_name: 'Nguyễn Văn An', phone: '0900001201', email: 'an@', address: '', gender: '' }, backend(member))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Email không đúng định dạng',
      field: 'email',
    });
    expect(await call('mutation', 'savedSearch.save', { context: 'search', query: 'q=nha', name: 'Nhà' }, backend(member))).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'Bạn đã lưu tìm kiếm này rồi. Xem trong mục Tìm kiếm đã lưu.',
      field: null,
    });
    expect(await call('query', 'catalog.menu', undefined, contextOn(dead, DEAD))).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable, field: null });
  });
});
