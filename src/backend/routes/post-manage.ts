/**
 * Post management (spec §7 list-user, delete, push, upgrade, take-down, re-post; docs/upstream-
 * contract.md "Listing lifecycle"). Bearer token required; any member id in a payload must be the
 * token's member, and every status change goes through applyListingEvent, which refuses what the
 * listing-lifecycle machine refuses (and another member's listing) with nothing written.
 */
import { Hono, type Context } from 'hono';
import { type Schema } from 'effect';
import {
  ActionQuoteRequest,
  ActionQuoteResponse,
  DeleteListingRequest,
  ListingActionRequest,
  ListingActionResponse,
  ListUserRequest,
  ListUserResponse,
  UpgradeListingRequest,
} from '~/lib/contract/post-manage';
import type { ListingEvent } from '~/machines/listingLifecycle';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { readBody } from '../http';
import type { ListingActor } from '../services/listing-transitions';
import { listUserPosts, ownListingActionQuote, runListingEvent } from '../services/post-manage';
import { listingRoleOf } from '~/lib/member-roles';

function actorOf(c: Context<MemberEnv>): ListingActor {
  const member = c.get('member');
  return { memberId: member.id, role: listingRoleOf(member.role) };
}

export function postManageRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const guarded = ['/api/list/list-user', '/api/content/delete', '/api/content/push', '/api/content/upgrade', '/api/content/take-down', '/api/content/re-post', '/api/content/draft/submit', '/api/content/resubmit', '/api/content/request-verification', '/api/content/action-quote'];
  for (const path of guarded) app.use(path, requireMember(db));

  app.post('/api/list/list-user', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body);
    const input = decodeRequest(ListUserRequest, body, { blankIsAbsent: true });
    const data = await listUserPosts(db, { memberId: member.id, tab: input.status, page: input.page, perPage: input.per_page, sort: input.sort });
    return answer(c, ListUserResponse, { status: 200, data });
  });

  app.get('/api/content/action-quote', async (c) => {
    const member = c.get('member');
    const { post_id: id } = decodeRequest(ActionQuoteRequest, c.req.query());
    return answer(c, ActionQuoteResponse, { status: 200, data: await ownListingActionQuote(db, id, member.id) });
  });

  /** One member action: read the payload, check the member, run the event, answer with the new status. */
  const action = <A extends { readonly post_id: number }, I>(path: string, schema: Schema.Schema<A, I>, toEvent: (request: A) => ListingEvent) =>
    app.post(path, async (c) => {
      const body = await readBody(c);
      assertSelf(c.get('member'), body);
      const request = decodeRequest(schema, body, { blankIsAbsent: true });
      const id = request.post_id;
      const key = c.req.header('idempotency-key');
      const status = await runListingEvent(db, { listingId: id, event: toEvent(request), actor: actorOf(c), idempotencyKey: key ? `listing:${id}:${key}` : undefined });
      return answer(c, ListingActionResponse, { status: 200, success: true, data: { post_id: id, status } });
    });

  action('/api/content/delete', DeleteListingRequest, () => ({ type: 'listing.delete' }));
  action('/api/content/push', ListingActionRequest, () => ({ type: 'listing.push' }));
  action('/api/content/take-down', ListingActionRequest, () => ({ type: 'listing.takeDown' }));
  action('/api/content/re-post', ListingActionRequest, () => ({ type: 'listing.repost' }));
  action('/api/content/draft/submit', ListingActionRequest, () => ({ type: 'listing.submit' }));
  action('/api/content/resubmit', ListingActionRequest, () => ({ type: 'listing.resubmit' }));
  action('/api/content/request-verification', ListingActionRequest, () => ({ type: 'listing.requestVerification' }));
  action('/api/content/upgrade', UpgradeListingRequest, (request) => ({ type: 'listing.upgrade', tier: request.post_type }));

  return app;
}
