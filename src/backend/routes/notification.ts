/**
 * The notification host (spec §7: GET /api/notification/count → data.total; the list, mark-one and
 * mark-all calls are ours, docs/upstream-contract.md "Notification host"). Bearer token required;
 * a member_id that is not the token's member is refused.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  NOTIFICATION_TABS,
  NotificationListRequest,
  NotificationListResponse,
  NotificationReadAllRequest,
  NotificationReadRequest,
  UnreadCountResponse,
} from '~/lib/contract/notification';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import { readBody } from '../http';

const UNSEEN = 1;
const SEEN = 2;

/** The column is a number; the wire knows only unseen (1) and seen (2). */
const seenOf = (seen: number): typeof UNSEEN | typeof SEEN => (seen === SEEN ? SEEN : UNSEEN);

async function unreadTotal(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.seen, UNSEEN)));
  return Number(row?.total ?? 0);
}

export function notificationRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/notification/*', requireMember(db));

  app.get('/api/notification/count', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    return answer(c, UnreadCountResponse, { status: 200, data: { total: await unreadTotal(db, member.id) } });
  });

  app.get('/api/notification/list', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    const input = decodeRequest(NotificationListRequest, c.req.query());
    const where = and(eq(notifications.memberId, member.id), eq(notifications.tab, input.tab));
    const [rows, [totalRow], unreadRows] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(input.per_page)
        .offset((input.page - 1) * input.per_page),
      db.select({ total: count() }).from(notifications).where(where),
      db
        .select({ tab: notifications.tab, total: count() })
        .from(notifications)
        .where(and(eq(notifications.memberId, member.id), eq(notifications.seen, UNSEEN)))
        .groupBy(notifications.tab),
    ]);
    const unreadByTab = Object.fromEntries(NOTIFICATION_TABS.map((tab) => [tab, Number(unreadRows.find((row) => row.tab === tab)?.total ?? 0)]));
    return answer(c, NotificationListResponse, {
      status: 200,
      data: {
        data: rows.map((row) => ({
          id: row.id,
          tab: row.tab,
          title: row.title,
          body: row.body,
          link: row.link,
          seen: seenOf(row.seen),
          created_at: Math.floor(row.createdAt.getTime() / 1000),
        })),
        page: input.page,
        per_page: input.per_page,
        total: Number(totalRow?.total ?? 0),
        unread_by_tab: unreadByTab,
      },
    });
  });

  app.post('/api/notification/read', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, ['member_id', 'memberId', 'user_id', 'm']);
    const { id } = decodeRequest(NotificationReadRequest, body);
    // Only the member's own notification changes; another member's id updates nothing.
    await db
      .update(notifications)
      .set({ seen: SEEN })
      .where(and(eq(notifications.id, id), eq(notifications.memberId, member.id)));
    return answer(c, UnreadCountResponse, { status: 200, data: { total: await unreadTotal(db, member.id) } });
  });

  app.post('/api/notification/read-all', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body, ['member_id', 'memberId', 'user_id', 'm']);
    const { tab } = decodeRequest(NotificationReadAllRequest, body);
    const scope = tab ? and(eq(notifications.memberId, member.id), eq(notifications.tab, tab)) : eq(notifications.memberId, member.id);
    await db.update(notifications).set({ seen: SEEN }).where(scope);
    return answer(c, UnreadCountResponse, { status: 200, data: { total: await unreadTotal(db, member.id) } });
  });

  return app;
}
