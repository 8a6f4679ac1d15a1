/**
 * Moderation (the admin role the spec leaves "not shown"; docs/upstream-contract.md "Moderation"):
 * the queue of listings waiting for a decision, oldest first, with their full content, and the
 * decisions (approve, reject with a reason, send back with field notes, verify with what was
 * checked). Moderators only: a member's token gets 403. Decisions go through applyListingEvent.
 */
import { Hono } from 'hono';
import { DecideRequest } from '~/lib/contract/moderation-decision';
import { ListingActionResponse, ModerationQueueRequest, ModerationQueueResponse } from '~/lib/contract/post-manage';
import { type ListingEvent, writtenNotes } from '~/machines/listingLifecycle';
import { requireMember, requireModerator, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { answer, decodeRequest } from '../contract-edge';
import { readBody } from '../http';
import { moderationQueuePage } from '../services/moderation-queue';
import { runListingEvent } from '../services/post-manage';
import { listingRoleOf } from '~/lib/member-roles';

function eventOf(decision: DecideRequest): ListingEvent {
  switch (decision.decision) {
    case 'approve':
      return { type: 'listing.approve' };
    case 'reject':
      return { type: 'listing.reject', reason: decision.reason };
    case 'send_back':
      return { type: 'listing.sendBack', notes: writtenNotes(decision.notes) };
    case 'verify':
      return { type: 'listing.verify', checks: decision.checks };
    case 'start_verification':
      return { type: 'listing.requestVerification' };
    case 'take_down':
      return { type: 'listing.takeDown' };
  }
}

export function moderationRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.use('/api/moderation/*', requireMember(db), requireModerator());

  app.get('/api/moderation/queue', async (c) => {
    const query = decodeRequest(ModerationQueueRequest, c.req.query(), { blankIsAbsent: true });
    return answer(c, ModerationQueueResponse, { status: 200, data: await moderationQueuePage(db, query) });
  });

  app.post('/api/moderation/decide', async (c) => {
    const decision = decodeRequest(DecideRequest, await readBody(c));
    const member = c.get('member');
    const status = await runListingEvent(db, { listingId: decision.post_id, event: eventOf(decision), actor: { memberId: member.id, role: listingRoleOf(member.role) } });
    return answer(c, ListingActionResponse, { status: 200, success: true, data: { post_id: decision.post_id, status } });
  });

  return app;
}
