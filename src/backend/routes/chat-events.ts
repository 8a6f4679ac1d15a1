/**
 * GET /api/events/chat: the signed-in member's chat events as server-sent events (issue #18), the
 * way routes/listing-events.ts streams listing changes. Bearer token required. A reader gives the
 * last id it saw (`Last-Event-ID`, or `?after=`) and first gets every later event; without one, or
 * with an id this member's stream never reached, it starts from now (a `start` event carries the
 * current id). Events come one per SSE event named `chat` with id = the event's id; a `ping` every
 * 15 s keeps proxies from closing an idle stream; a draining instance ends the stream and the
 * reader reconnects (to another instance) from its last id. Writing a message out is not its
 * delivery: the reader's device marks it delivered once it has it (POST /api/chat/delivered); the
 * metrics here count what was written to the stream and how long after it was stored.
 */
import { Hono } from 'hono';
import type { ChatEventWire } from '~/lib/contract/chat';
import { requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { latestChatEvent, readChatEvents } from '../services/chat-events';
import { backendMetrics } from '../metrics';
import { outboxResponse } from '../outbox-stream';

/** Messages from the other member written to this reader's stream: delivered, and how long after they were stored. */
function countDeliveries(events: readonly ChatEventWire[], readerId: number): void {
  const metrics = backendMetrics();
  if (!metrics) return;
  const nowSeconds = Date.now() / 1000;
  for (const event of events) {
    if (event.kind !== 'message' || event.message.sender_id === readerId) continue;
    metrics.chatDelivered.inc();
    metrics.chatDeliveryLatency.observe(Math.max(0, nowSeconds - event.message.created_at));
  }
}

export function chatEventRoutes({ db, instance, chatSignal }: BackendDeps) {
  const app = new Hono<MemberEnv>();
  app.get('/api/events/chat', requireMember(db), async (c) => {
    const member = c.get('member');
    return outboxResponse(c, {
      name: 'chat',
      instance,
      latest: () => latestChatEvent(db, member.id),
      read: (after) => readChatEvents(db, member.id, after),
      send: async (stream, events) => {
        for (const event of events) await stream.writeSSE({ event: 'chat', id: String(event.id), data: JSON.stringify(event) });
        countDeliveries(events, member.id);
      },
      subscribe: chatSignal ? (wake) => chatSignal.subscribe(member.id, wake) : undefined,
    });
  });
  return app;
}
