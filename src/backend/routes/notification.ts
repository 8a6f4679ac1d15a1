/**
 * The notification host (spec §7: GET /api/notification/count → data.total; the list, mark-one and
 * mark-all calls are ours, docs/upstream-contract.md "Notification host"). Bearer token required;
 * a member_id that is not the token's member is refused.
 */
import { Hono, type Context } from 'hono';
import {
  NotificationListRequest,
  NotificationListResponse,
  NotificationReadAllRequest,
  NotificationReadRequest,
  UnreadCountResponse,
} from '~/lib/contract/notification';
import { assertSelf, memberRequest, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { markAllSeen, markSeen, notificationPage, unreadTotal } from '../services/notify';

export function notificationRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/notification/*', requireMember(db));

  /** Every call but the list answers the member's unread total after it. */
  const unreadAnswer = async (c: Context<MemberEnv>, memberId: number) =>
    answer(c, UnreadCountResponse, { status: 200, data: { total: await unreadTotal(db, memberId) } });

  app.get('/api/notification/count', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    return unreadAnswer(c, member.id);
  });

  app.get('/api/notification/list', async (c) => {
    const member = c.get('member');
    assertSelf(member, { member_id: c.req.query('member_id') });
    const input = decodeRequest(NotificationListRequest, c.req.query());
    return answer(c, NotificationListResponse, { status: 200, data: await notificationPage(db, member.id, input.tab, input.page, input.per_page) });
  });

  app.post('/api/notification/read', async (c) => {
    const { member, input: { id } } = await memberRequest(c, NotificationReadRequest, ['member_id', 'memberId', 'user_id', 'm']);
    await markSeen(db, member.id, id);
    return unreadAnswer(c, member.id);
  });

  app.post('/api/notification/read-all', async (c) => {
    const { member, input: { tab } } = await memberRequest(c, NotificationReadAllRequest, ['member_id', 'memberId', 'user_id', 'm']);
    await markAllSeen(db, member.id, tab);
    return unreadAnswer(c, member.id);
  });

  return app;
}
