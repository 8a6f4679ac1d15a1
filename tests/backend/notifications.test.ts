import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { members, notifications } from '../../src/backend/db/schema';
import { issueToken } from '../../src/backend/services/tokens';
import { freshBackend, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let ownId: number;
let otherId: number;
let token: string;
let otherNotificationId: number;

beforeEach(async () => {
  ({ handle, app } = await freshBackend());
  const [own, other] = await handle.db
    .insert(members)
    .values([
      { phone: '0900000001', passwordHash: 'x', fullName: 'An' },
      { phone: '0900000002', passwordHash: 'x', fullName: 'Bình' },
    ])
    .returning({ id: members.id });
  ownId = own?.id ?? 0;
  otherId = other?.id ?? 0;
  await handle.db.insert(notifications).values([
    { memberId: ownId, tab: 'general', title: 'Một', body: '…' },
    { memberId: ownId, tab: 'wallet', title: 'Hai', body: '…' },
    { memberId: ownId, tab: 'wallet', title: 'Ba', body: '…', seen: 2 },
  ]);
  const [foreign] = await handle.db.insert(notifications).values({ memberId: otherId, tab: 'general', title: 'Của người khác', body: '…' }).returning();
  otherNotificationId = foreign?.id ?? 0;
  ({ token } = await issueToken(handle.db, { memberId: ownId, kind: 'app' }));
});

afterEach(async () => {
  await handle.close();
});

const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

describe('notification host', () => {
  test('GET /api/notification/count gives the unseen total of the token member', async () => {
    const response = await app.request(`/api/notification/count?member_id=${ownId}`, { headers: auth() });
    expect(await response.json()).toEqual({ status: 200, data: { total: 2 } });
  });

  test('asking for another member is refused; no token is 401', async () => {
    expect((await app.request(`/api/notification/count?member_id=${otherId}`, { headers: auth() })).status).toBe(403);
    expect((await app.request(`/api/notification/list?member_id=${otherId}`, { headers: auth() })).status).toBe(403);
    expect((await app.request('/api/notification/count')).status).toBe(401);
  });

  test('list by tab with unread per tab', async () => {
    const response = await app.request('/api/notification/list?tab=wallet', { headers: auth() });
    const body = (await response.json()) as { data: { data: Array<{ title: string; seen: number }>; unread_by_tab: Record<string, number> } };
    expect(body.data.data.map((item) => item.title).sort()).toEqual(['Ba', 'Hai']);
    expect(body.data.unread_by_tab).toMatchObject({ general: 1, wallet: 1, promotion: 0 });
  });

  test('reading one decrements the count; another member’s notification cannot be marked', async () => {
    const [first] = await handle.db.select().from(notifications).where(eq(notifications.title, 'Một'));
    const read = await app.request('/api/notification/read', { method: 'POST', headers: auth(), body: JSON.stringify({ id: first?.id }) });
    expect(await read.json()).toEqual({ status: 200, data: { total: 1 } });
    await app.request('/api/notification/read', { method: 'POST', headers: auth(), body: JSON.stringify({ id: otherNotificationId }) });
    const [foreign] = await handle.db.select().from(notifications).where(eq(notifications.id, otherNotificationId));
    expect(foreign?.seen).toBe(1);
    const spoofed = await app.request('/api/notification/read', { method: 'POST', headers: auth(), body: JSON.stringify({ member_id: otherId, id: otherNotificationId }) });
    expect(spoofed.status).toBe(403);
  });

  test('read-all by tab', async () => {
    const response = await app.request('/api/notification/read-all', { method: 'POST', headers: auth(), body: JSON.stringify({ tab: 'wallet' }) });
    expect(await response.json()).toEqual({ status: 200, data: { total: 1 } });
  });
});
