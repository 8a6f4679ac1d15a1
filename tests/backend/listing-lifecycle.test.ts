import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/backend/db/client';
import { ledgerTransactions, listings, listingStatusHistory, notifications, walletAccounts } from '../../src/backend/db/schema';
import { creditPoints, InsufficientPoints, ledgerBalances, spendPoints } from '../../src/backend/services/ledger';
import { runListingExpiry } from '../../src/backend/services/listing-expiry';
import { applyListingEvent, DELETED_BY_OWNER_REASON, TransitionRefused, type ListingActor } from '../../src/backend/services/listing-transitions';
import {
  canListing,
  type LifecycleRole,
  type ListingEvent,
  type ListingStatusCode,
} from '../../src/machines/listingLifecycle';
import { backendApp, memberWithToken, type TestMember } from '../helpers/backend';
import { freshPglite, freshPostgres, TEST_DATABASE_URL } from '../helpers/db';
import { DAY_MS, insertBasics, insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle | undefined;

afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

interface World {
  readonly db: Database;
  readonly owner: TestMember;
  readonly moderator: TestMember;
  readonly stranger: TestMember;
}

async function world(db: Database): Promise<World> {
  await insertBasics(db);
  const owner = await memberWithToken(db, { phone: '0900000001', fullName: 'Nguyễn Văn An' });
  const moderator = await memberWithToken(db, { phone: '0900000009', role: 'moderator' });
  const stranger = await memberWithToken(db, { phone: '0900000002' });
  await creditPoints(db, { memberId: owner.id, wallet: 'topup', points: 10_000, validityDays: 60, kind: 'topup', from: 'system_sales', description: 'Nạp điểm' });
  return { db, owner, moderator, stranger };
}

function actorFor(w: World, role: LifecycleRole): ListingActor {
  switch (role) {
    case 'owner':
      return { memberId: w.owner.id, role: 'member' };
    case 'moderator':
      return { memberId: w.moderator.id, role: 'moderator' };
    case 'system':
      return { memberId: 0, role: 'system' };
    case 'stranger':
      return { memberId: w.stranger.id, role: 'member' };
  }
}

const EVENTS: readonly ListingEvent[] = [
  { type: 'listing.submit' },
  { type: 'listing.approve' },
  { type: 'listing.reject', reason: 'Ảnh không đúng thực tế.' },
  { type: 'listing.reject', reason: '' },
  { type: 'listing.sendBack', notes: { title: 'Ghi rõ diện tích.' } },
  { type: 'listing.sendBack', notes: {} },
  { type: 'listing.resubmit' },
  { type: 'listing.edit' },
  { type: 'listing.takeDown' },
  { type: 'listing.repost' },
  { type: 'listing.push' },
  { type: 'listing.upgrade', tier: 3 },
  { type: 'listing.upgrade', tier: 1 },
  { type: 'listing.delete' },
  { type: 'listing.requestVerification' },
  { type: 'listing.verify', checks: ['legal'] },
  { type: 'listing.verify', checks: [] },
  { type: 'listing.expire' },
];
const STATUSES: readonly ListingStatusCode[] = [10, 20, 30, 40, 50, 60, 70, 80];
const ROLES: readonly LifecycleRole[] = ['owner', 'moderator', 'system', 'stranger'];

async function snapshotOf(db: Database, id: number) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  const [history] = await db.select({ n: count() }).from(listingStatusHistory).where(eq(listingStatusHistory.listingId, id));
  const [notes] = await db.select({ n: count() }).from(notifications);
  const [spends] = await db.select({ n: count() }).from(ledgerTransactions);
  return { row, history: history?.n, notifications: notes?.n, ledger: spends?.n };
}

describe('applyListingEvent does exactly what the lifecycle machine allows', () => {
  test('every status × event × actor (ended and running): refused by the machine → TransitionRefused and nothing written; allowed → the machine’s status', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const now = new Date();
    let checked = 0;
    for (const status of STATUSES) {
      // Ending matters only to live listings (push, upgrade, expire).
      for (const endsInDays of status === 20 || status === 80 ? [10, -1] : [10]) {
        // A refused event changes nothing, so the same listing serves until an event is allowed.
        let listing = await insertListing(w.db, w.owner.id, { title: `Tin ${status}`, status, endsInDays });
        let before = await snapshotOf(w.db, listing.id);
        for (const role of ROLES) {
          for (const event of EVENTS) {
            const stored = { status, expired: false, listingType: listing.listingType, tier: listing.postType, onHomePage: listing.onHomePage, endsAt: listing.endsAt?.getTime() ?? null };
            const allowed = canListing(stored, role, event, now.getTime());
            const attempt = applyListingEvent(w.db, { listingId: listing.id, event, actor: actorFor(w, role), now });
            if (allowed) {
              await expect(attempt, `${status} ${role} ${JSON.stringify(event)}`).resolves.toBeTypeOf('number');
              const after = await snapshotOf(w.db, listing.id);
              expect(after.history).toBe((before.history ?? 0) + 1);
              listing = await insertListing(w.db, w.owner.id, { title: `Tin ${status}`, status, endsInDays });
              before = await snapshotOf(w.db, listing.id);
            } else {
              await expect(attempt, `${status} ${role} ${JSON.stringify(event)}`).rejects.toBeInstanceOf(TransitionRefused);
              expect(await snapshotOf(w.db, listing.id)).toEqual(before);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe((STATUSES.length + 2) * ROLES.length * EVENTS.length);
  }, 120_000);

  test('approve opens a posting period (end = start + days − 1) and notifies the owner; reject refunds the posting fee', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const now = new Date('2026-07-01T03:00:00Z');
    const pending = await insertListing(w.db, w.owner.id, { title: 'Nhà phố Quận 7', status: 10 });
    await w.db.update(listings).set({ endsAt: null, durationDays: 14 }).where(eq(listings.id, pending.id));
    await applyListingEvent(w.db, { listingId: pending.id, event: { type: 'listing.approve' }, actor: actorFor(w, 'moderator'), now });
    const [approved] = await w.db.select().from(listings).where(eq(listings.id, pending.id));
    expect(approved?.status).toBe(20);
    expect(approved?.endsAt?.toISOString()).toBe('2026-07-14T03:00:00.000Z');
    expect(approved?.pushedAt.toISOString()).toBe(now.toISOString());
    const [notice] = await w.db.select().from(notifications).where(eq(notifications.memberId, w.owner.id));
    expect(notice?.title).toBe('Tin đã được duyệt');

    const paid = await insertListing(w.db, w.owner.id, { title: 'Tin VIP trả bằng điểm', status: 60, postType: 2 });
    await applyListingEvent(w.db, { listingId: paid.id, event: { type: 'listing.submit' }, actor: actorFor(w, 'owner'), now: new Date(now.getTime() + 1000) });
    await spendPoints(w.db, { memberId: w.owner.id, points: 30, description: 'Đăng tin VIP', referenceType: 'listing', referenceId: String(paid.id), now: new Date(now.getTime() + 2000) });
    const balanceBefore = (await ledgerBalances(w.db, w.owner.id)).topup.cached;
    await applyListingEvent(w.db, { listingId: paid.id, event: { type: 'listing.reject', reason: 'Ảnh không đúng thực tế.' }, actor: actorFor(w, 'moderator'), now: new Date(now.getTime() + 3000) });
    expect((await ledgerBalances(w.db, w.owner.id)).topup).toEqual({ cached: balanceBefore + 30, fromEntries: balanceBefore + 30 });
    const [rejected] = await w.db.select().from(listings).where(eq(listings.id, paid.id));
    expect(rejected?.rejectReason).toBe('Ảnh không đúng thực tế.');
  });

  test('push spends the tier’s price and moves pushed_at; without points it is refused with the ledger’s message and nothing changes', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const listing = await insertListing(w.db, w.owner.id, { title: 'Xe máy', status: 20, postType: 2 });
    const before = (await ledgerBalances(w.db, w.owner.id)).topup.cached;
    await applyListingEvent(w.db, { listingId: listing.id, event: { type: 'listing.push' }, actor: actorFor(w, 'owner') });
    expect((await ledgerBalances(w.db, w.owner.id)).topup.cached).toBe(before - 10);
    const [pushed] = await w.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(pushed!.pushedAt.getTime()).toBeGreaterThan(listing.pushedAt.getTime());

    const poor = await memberWithToken(w.db, { phone: '0900000003' });
    const theirs = await insertListing(w.db, poor.id, { title: 'Tin của người hết điểm', status: 20 });
    const snapshot = await snapshotOf(w.db, theirs.id);
    await expect(applyListingEvent(w.db, { listingId: theirs.id, event: { type: 'listing.push' }, actor: { memberId: poor.id, role: 'member' } })).rejects.toBeInstanceOf(InsufficientPoints);
    expect(await snapshotOf(w.db, theirs.id)).toEqual(snapshot);
  });
});

describe('post management over HTTP', () => {
  test('a member acting on another member’s listing is refused 403 and nothing changes', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const app = await backendApp(w.db);
    const listing = await insertListing(w.db, w.owner.id, { title: 'Căn hộ 2 phòng ngủ', status: 20 });
    await creditPoints(w.db, { memberId: w.stranger.id, wallet: 'topup', points: 100, validityDays: 30, kind: 'topup', from: 'system_sales', description: 'Nạp' });
    const before = await snapshotOf(w.db, listing.id);
    for (const path of ['/api/content/push', '/api/content/take-down', '/api/content/delete', '/api/content/upgrade']) {
      const response = await app.request(path, { method: 'POST', headers: w.stranger.headers, body: JSON.stringify({ post_id: listing.id, post_type: 3 }) });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, message: 'Bạn không có quyền thao tác trên tin này.' });
    }
    // Naming the owner as user_id does not help: the token decides who acts.
    const spoofed = await app.request('/api/content/push', { method: 'POST', headers: w.stranger.headers, body: JSON.stringify({ post_id: listing.id, user_id: w.owner.id }) });
    expect(spoofed.status).toBe(403);
    expect(await snapshotOf(w.db, listing.id)).toEqual(before);
    expect((await ledgerBalances(w.db, w.stranger.id)).topup.cached).toBe(100);
  });

  test('list-user: tabs with counts, 10 per page newest first; a delete reads "Bạn đã xoá tin"; refusals carry the machine’s message', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const app = await backendApp(w.db);
    for (let i = 0; i < 12; i++) await insertListing(w.db, w.owner.id, { title: `Tin đang đăng số ${i + 1}`, status: 20 });
    const draft = await insertListing(w.db, w.owner.id, { title: 'Tin nháp', status: 60 });
    await insertListing(w.db, w.owner.id, { title: 'Tin hết hạn', status: 20, endsInDays: -2 });
    await insertListing(w.db, w.stranger.id, { title: 'Tin của người khác', status: 20 });

    const list = async (status: string, page = 1) => {
      const response = await app.request('/api/list/list-user', { method: 'POST', headers: w.owner.headers, body: JSON.stringify({ id: w.owner.id, status, page }) });
      expect(response.status).toBe(200);
      return (await response.json()) as { data: { data: Array<{ post_id: number; title: string; last_change: { reason: string | null } | null }>; total: number; counts: Record<string, number> } };
    };
    const all = await list('all');
    expect(all.data.counts).toMatchObject({ all: 14, posted: 12, expired: 1, draft: 1, reject: 0 });
    expect(all.data.data).toHaveLength(10);
    expect(all.data.data[0]?.title).toBe('Tin hết hạn');
    expect((await list('all', 2)).data.data).toHaveLength(4);
    expect((await list('expired')).data.data.map((item) => item.title)).toEqual(['Tin hết hạn']);

    const pushDraft = await app.request('/api/content/push', { method: 'POST', headers: w.owner.headers, body: JSON.stringify({ post_id: draft.id }) });
    expect(pushDraft.status).toBe(409);
    expect(await pushDraft.json()).toMatchObject({ success: false, message: 'Tin đang ở trạng thái "Tin nháp" nên không thể đẩy tin.' });

    const submitted = await app.request('/api/content/draft/submit', { method: 'POST', headers: w.owner.headers, body: JSON.stringify({ post_id: draft.id }) });
    expect(await submitted.json()).toMatchObject({ success: true, data: { status: 10 } });
    const deleted = await app.request('/api/content/delete', { method: 'POST', headers: w.owner.headers, body: JSON.stringify({ post_id: draft.id, status: 40, app_id: 22 }) });
    expect(await deleted.json()).toMatchObject({ success: true, data: { status: 40 } });
    const rejectTab = await list('reject');
    expect(rejectTab.data.data[0]?.last_change?.reason).toBe(DELETED_BY_OWNER_REASON);
    const [history] = await w.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.toStatus, 40));
    expect(history).toMatchObject({ event: 'listing.delete', actorMemberId: w.owner.id, actorRole: 'member', reason: DELETED_BY_OWNER_REASON });
  });

  test('moderation: members get 403; the queue is oldest first with full content; decisions notify the owner', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const app = await backendApp(w.db);
    const older = await insertListing(w.db, w.owner.id, { title: 'Chờ duyệt lâu nhất', status: 10 });
    const newer = await insertListing(w.db, w.owner.id, { title: 'Chờ duyệt mới', status: 10 });
    await w.db.update(listings).set({ updatedAt: new Date(Date.now() - 2 * DAY_MS) }).where(eq(listings.id, older.id));

    expect((await app.request('/api/moderation/queue', { headers: w.owner.headers })).status).toBe(403);
    const queue = (await (await app.request('/api/moderation/queue', { headers: w.moderator.headers })).json()) as { data: { data: Array<{ post_id: number; description: string }>; total: number } };
    expect(queue.data.data.map((item) => item.post_id)).toEqual([older.id, newer.id]);
    expect(queue.data.data[0]?.description).toContain('<strong>');

    const refused = await app.request('/api/moderation/decide', { method: 'POST', headers: w.moderator.headers, body: JSON.stringify({ post_id: older.id, decision: 'reject', reason: '  ' }) });
    expect(refused.status).toBe(409);
    expect((await refused.json()) as { message: string }).toMatchObject({ message: expect.stringContaining('lý do từ chối') });

    const sendBack = await app.request('/api/moderation/decide', {
      method: 'POST',
      headers: w.moderator.headers,
      body: JSON.stringify({ post_id: older.id, decision: 'send_back', notes: { title: 'Ghi rõ diện tích.', price: '' } }),
    });
    expect(await sendBack.json()).toMatchObject({ success: true, data: { status: 50 } });
    const [sentBack] = await w.db.select().from(listings).where(eq(listings.id, older.id));
    expect(sentBack?.sendBackNotes).toEqual({ title: 'Ghi rõ diện tích.' });

    const verify = await app.request('/api/moderation/decide', { method: 'POST', headers: w.moderator.headers, body: JSON.stringify({ post_id: newer.id, decision: 'verify', checks: ['legal', 'site'] }) });
    expect(await verify.json()).toMatchObject({ success: true, data: { status: 80 } });
    const titles = (await w.db.select().from(notifications).where(eq(notifications.memberId, w.owner.id))).map((row) => row.title);
    expect(titles.sort()).toEqual(['Tin cần chỉnh sửa', 'Tin đã được xác thực']);
  });

  test('action-quote: costs of spec §9 and where the listing ranks after a push (top of its tier group)', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const app = await backendApp(w.db);
    await insertListing(w.db, w.stranger.id, { title: 'Super VIP khác', status: 20, postType: 3, pushedDaysAgo: 5 });
    await insertListing(w.db, w.stranger.id, { title: 'VIP mới đẩy', status: 20, postType: 2, pushedDaysAgo: 0.1 });
    const mine = await insertListing(w.db, w.owner.id, { title: 'VIP của tôi', status: 20, postType: 2, pushedDaysAgo: 3 });
    const response = await app.request(`/api/content/action-quote?post_id=${mine.id}`, { headers: w.owner.headers });
    expect(await response.json()).toMatchObject({
      data: { level: 2, rank_now: 3, push: { cost: 10, rank_after: 2 }, upgrades: [{ level: 3, cost: 15, rank_after: 1 }, { level: 4, cost: 25, rank_after: 1 }] },
    });
    expect((await app.request(`/api/content/action-quote?post_id=${mine.id}`, { headers: w.stranger.headers })).status).toBe(403);
  });
});

describe('expiry job', () => {
  test('warns three days before, once; expires after the end through the machine, once', async () => {
    handle = await freshPglite();
    const w = await world(handle.db);
    const soon = await insertListing(w.db, w.owner.id, { title: 'Sắp hết hạn', status: 20, endsInDays: 2 });
    const ended = await insertListing(w.db, w.owner.id, { title: 'Đã hết hạn', status: 80, endsInDays: -1 });
    await insertListing(w.db, w.owner.id, { title: 'Còn lâu', status: 20, endsInDays: 10 });
    expect(await runListingExpiry(w.db)).toEqual({ expired: 1, warned: 1, expiredIds: [ended.id] });
    expect(await runListingExpiry(w.db)).toEqual({ expired: 0, warned: 0, expiredIds: [] });
    const [expiredRow] = await w.db.select().from(listings).where(eq(listings.id, ended.id));
    expect(expiredRow?.status).toBe(80);
    expect(expiredRow?.expiredAt).not.toBeNull();
    const [history] = await w.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.listingId, ended.id));
    expect(history).toMatchObject({ event: 'listing.expire', actorRole: 'system', actorMemberId: null });
    const titles = (await w.db.select().from(notifications)).map((row) => row.title).sort();
    expect(titles).toEqual(['Tin sắp hết hạn', 'Tin đã hết hạn']);
    const [warnedRow] = await w.db.select().from(listings).where(eq(listings.id, soon.id));
    expect(warnedRow?.expiryWarnedAt).not.toBeNull();
    // Re-posting clears the marks: the next period gets its own notice.
    await applyListingEvent(w.db, { listingId: ended.id, event: { type: 'listing.repost' }, actor: actorFor(w, 'owner') });
    const [reposted] = await w.db.select().from(listings).where(eq(listings.id, ended.id));
    expect(reposted).toMatchObject({ status: 10, expiredAt: null, expiryWarnedAt: null, endsAt: null });
  });
});

describe.skipIf(!TEST_DATABASE_URL)('push concurrency on real PostgreSQL', () => {
  test('50 simultaneous pushes with points for 3: exactly 3 succeed, the balance never goes negative, the ledger sums match', async () => {
    handle = await freshPostgres(TEST_DATABASE_URL ?? '');
    const db = handle.db;
    await insertBasics(db);
    const owner = await memberWithToken(db, { phone: '0900000001' });
    await creditPoints(db, { memberId: owner.id, wallet: 'topup', points: 15, validityDays: 30, kind: 'topup', from: 'system_sales', description: 'Nạp 15 điểm' });
    const listing = await insertListing(db, owner.id, { title: 'Tin đẩy đồng thời', status: 20, postType: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => applyListingEvent(db, { listingId: listing.id, event: { type: 'listing.push' }, actor: { memberId: owner.id, role: 'member' } })),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(succeeded).toHaveLength(3);
    expect(refused.every((result) => result.reason instanceof InsufficientPoints)).toBe(true);
    const balances = await ledgerBalances(db, owner.id);
    expect(balances.topup).toEqual({ cached: 0, fromEntries: 0 });
    const wallets = await db.select().from(walletAccounts).where(eq(walletAccounts.memberId, owner.id));
    expect(wallets.every((wallet) => wallet.balance >= 0)).toBe(true);
    const [history] = await db.select({ n: count() }).from(listingStatusHistory).where(eq(listingStatusHistory.listingId, listing.id));
    expect(history?.n).toBe(3);
    const spends = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.referenceId, String(listing.id)));
    expect(spends).toHaveLength(3);
  }, 60_000);
});
