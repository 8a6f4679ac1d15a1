/**
 * The live funnel (issue #36; docs/upstream-contract.md "Funnel"). POST /api/funnel/beacon: a
 * member's browser reports transitions its machines took — members only, rate-limited per member
 * (the member id keys the limit and is never stored), every transition a real one of a machine the
 * browser drives. GET /api/funnel/counts: staff (moderators, product owners) read the sums.
 */
import { Hono } from 'hono';
import { FUNNEL_BOUNDS, FunnelBeaconRequest, FunnelBeaconResponse, FunnelCountsRequest, FunnelCountsResponse } from '~/lib/contract/funnel';
import { readsStudio } from '~/lib/member-roles';
import { isBeaconTransition } from '~/machines/funnel';
import { FORBIDDEN_MESSAGE, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { BackendError, readBody } from '../http';
import { funnelSums, recordTransitions } from '../services/funnel-counts';
import { createRateLimiter } from '../services/rate-limit';

/** A tab sends a beacon on hiding and every half minute at most: 60 a minute leaves room for several tabs. */
export const FUNNEL_BEACON_LIMIT = { limit: 60, windowMs: 60_000 } as const;
const DAY_MS = 86_400_000;

export function funnelRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const beacons = createRateLimiter(db, { name: 'funnel:beacon', ...FUNNEL_BEACON_LIMIT });
  app.use('/api/funnel/*', requireMember(db));

  app.post('/api/funnel/beacon', async (c) => {
    const { transitions } = decodeRequest(FunnelBeaconRequest, await readBody(c));
    const forged = transitions.findIndex((taken) => !isBeaconTransition(taken.machine_id, taken.transition_key));
    if (forged >= 0) throw new BackendError(400, `Trường transitions.${forged} không hợp lệ.`);
    const wait = await beacons.hit(String(c.get('member').id));
    if (wait > 0) throw new BackendError(429, `Gửi quá nhanh, vui lòng thử lại sau ${wait} giây.`);
    const recorded = await recordTransitions(
      db,
      transitions.map((taken) => ({ machineId: taken.machine_id, transitionKey: taken.transition_key })),
    );
    return answer(c, FunnelBeaconResponse, { status: 200, data: { recorded } });
  });

  app.get('/api/funnel/counts', async (c) => {
    if (!readsStudio(c.get('member').role)) throw new BackendError(403, FORBIDDEN_MESSAGE);
    const { from, to } = decodeRequest(FunnelCountsRequest, c.req.query());
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (!Number.isFinite(days) || days < 0 || days >= FUNNEL_BOUNDS.rangeDays) throw new BackendError(400, `Khoảng ngày phải từ 1 đến ${FUNNEL_BOUNDS.rangeDays} ngày.`);
    const sums = await funnelSums(db, from, to);
    return answer(c, FunnelCountsResponse, { status: 200, data: sums.map((sum) => ({ machine_id: sum.machineId, transition_key: sum.transitionKey, count: sum.count })) });
  });

  return app;
}
