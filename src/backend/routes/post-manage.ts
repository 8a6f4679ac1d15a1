/**
 * Post management (spec §7 list-user, delete, push, upgrade, take-down, re-post; docs/upstream-
 * contract.md "Listing lifecycle"). Bearer token required; any member id in a payload must be the
 * token's member, and every status change goes through applyListingEvent, which refuses what the
 * listing-lifecycle machine refuses (and another member's listing) with nothing written.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ListingEvent } from '~/machines/listingLifecycle';
import { assertSelf, requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import type { Database } from '../db/client';
import { listings } from '../db/schema';
import { BackendError, parseInput, readBody } from '../http';
import { InsufficientPoints } from '../services/ledger';
import { applyListingEvent, LISTING_NOT_FOUND_MESSAGE, TransitionRefused, type ListingActor } from '../services/listing-transitions';
import { actionQuote, listUserPosts, POST_TABS, type PostTab } from '../services/post-manage';

const postId = z.coerce.number().int().positive().max(2_147_483_647);
const APP_ID = 22;

/** list-user's `status`: a tab name of spec §4, or a status code standing for its tab. */
const STATUS_TO_TAB: Readonly<Record<string, PostTab>> = { '10': 'wait_view', '20': 'posted', '30': 'take_down', '40': 'reject', '50': 'send_back', '60': 'draft', '70': 'wait_view', '80': 'verified' };

const listUserInput = z.object({
  status: z.preprocess((value) => {
    if (value === undefined || value === '' || value === null) return 'all';
    const text = String(value);
    return STATUS_TO_TAB[text] ?? text;
  }, z.enum(POST_TABS)),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
  sort: z.preprocess((value) => (value === '' || value === undefined ? 'desc' : value), z.enum(['asc', 'desc'])),
});

const appId = z.preprocess((value) => (value === '' || value === undefined ? APP_ID : value), z.coerce.number().pipe(z.literal(APP_ID)));

/** Runs a lifecycle event for the HTTP caller, mapping refusals to the wire's `{ success: false, message }`. */
export async function runListingEvent(
  db: Database,
  input: { listingId: number; event: ListingEvent; actor: ListingActor; idempotencyKey?: string | undefined },
) {
  try {
    const status = await applyListingEvent(db, { listingId: input.listingId, event: input.event, actor: input.actor, idempotencyKey: input.idempotencyKey });
    return status;
  } catch (error) {
    if (error instanceof TransitionRefused) throw new BackendError(error.status, error.message);
    if (error instanceof InsufficientPoints) throw new BackendError(400, error.message);
    throw error;
  }
}

function actorOf(c: Context<MemberEnv>): ListingActor {
  const member = c.get('member');
  return { memberId: member.id, role: member.role };
}

export function postManageRoutes({ db }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  const guarded = ['/api/list/list-user', '/api/content/delete', '/api/content/push', '/api/content/upgrade', '/api/content/take-down', '/api/content/re-post', '/api/content/draft/submit', '/api/content/resubmit', '/api/content/request-verification', '/api/content/action-quote'];
  for (const path of guarded) app.use(path, requireMember(db));

  app.post('/api/list/list-user', async (c) => {
    const member = c.get('member');
    const body = await readBody(c);
    assertSelf(member, body);
    const input = parseInput(listUserInput, body);
    const data = await listUserPosts(db, { memberId: member.id, tab: input.status, page: input.page, perPage: input.per_page, sort: input.sort });
    return c.json({ status: 200, data });
  });

  app.get('/api/content/action-quote', async (c) => {
    const member = c.get('member');
    const id = parseInput(postId, c.req.query('post_id'));
    const [listing] = await db.select().from(listings).where(eq(listings.id, id));
    if (!listing) throw new BackendError(404, LISTING_NOT_FOUND_MESSAGE);
    if (listing.memberId !== member.id) throw new BackendError(403, 'Bạn không có quyền thao tác trên tin này.');
    return c.json({ status: 200, data: await actionQuote(db, listing) });
  });

  /** One member action: read the payload, check the member, run the event, answer with the new status. */
  const action = (path: string, schema: z.ZodType<Record<string, unknown>>, toEvent: (body: Record<string, unknown>) => ListingEvent) =>
    app.post(path, async (c) => {
      const body = await readBody(c);
      assertSelf(c.get('member'), body);
      const parsed = parseInput(schema, body);
      const id = parseInput(postId, parsed.post_id);
      const key = c.req.header('idempotency-key');
      const status = await runListingEvent(db, { listingId: id, event: toEvent(parsed), actor: actorOf(c), idempotencyKey: key ? `listing:${id}:${key}` : undefined });
      return c.json({ status: 200, success: true, data: { post_id: id, status } });
    });

  const plain = z.object({ post_id: postId, app_id: appId.optional() });
  action('/api/content/delete', plain.extend({ status: z.coerce.number().pipe(z.literal(40)).optional() }), () => ({ type: 'listing.delete' }));
  action('/api/content/push', plain, () => ({ type: 'listing.push' }));
  action('/api/content/take-down', plain, () => ({ type: 'listing.takeDown' }));
  action('/api/content/re-post', plain, () => ({ type: 'listing.repost' }));
  action('/api/content/draft/submit', plain, () => ({ type: 'listing.submit' }));
  action('/api/content/resubmit', plain, () => ({ type: 'listing.resubmit' }));
  action('/api/content/request-verification', plain, () => ({ type: 'listing.requestVerification' }));
  action(
    '/api/content/upgrade',
    plain.extend({
      post_type: z.coerce.number().int().min(2).max(4),
      type: z.string().max(20).optional(),
      payment_by: z.preprocess((value) => (value === '' || value === undefined ? 'point' : value), z.literal('point')),
    }),
    (body) => ({ type: 'listing.upgrade', tier: Number(body.post_type) }),
  );

  return app;
}
