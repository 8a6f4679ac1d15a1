/**
 * GET /api/events/chat: the signed-in member's chat events as server-sent events (issue #18), the
 * way routes/listing-events.ts streams listing changes. Bearer token required. A reader gives the
 * last id it saw (`Last-Event-ID`, or `?after=`) and first gets every later event; without one, or
 * with an id this member's stream never reached, it starts from now (a `start` event carries the
 * current id). Events come one per SSE event named `chat` with id = the event's id; a `ping` every
 * 15 s keeps proxies from closing an idle stream; a draining instance ends the stream and the
 * reader reconnects (to another instance) from its last id. A message written to the other
 * member's stream counts as delivered to them.
 */
import { Hono } from 'hono';
import type { ChatEventWire } from '~/lib/contract/chat';
import { requireMember, type MemberEnv } from '../auth';
import type { BackendDeps } from '../context';
import { markConversation } from '../services/chat';
import { latestChatEvent, readChatEvents } from '../services/chat-events';
import { backendMetrics } from '../metrics';
import { outboxResponse } from '../outbox-stream';

/** The newest message from the other member in each conversation of a batch: what is now delivered. */
function deliveries(events: readonly ChatEventWire[], readerId: number): Map<number, number> {
  const upTo = new Map<number, number>();
  for (const event of events) {
    if (event.kind !== 'message' || event.message.sender_id === readerId) continue;
    upTo.set(event.conversation_id, Math.max(upTo.get(event.conversation_id) ?? 0, event.message.id));
  }
  return upTo;
}

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

export function chatEventRoutes({ db, instance, chatSignal, log }: BackendDeps) {
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
        for (const [conversationId, upTo] of deliveries(events, member.id)) {
          await markConversation(db, member.id, conversationId, 'delivered', upTo).catch((error: unknown) =>
            log.warn('chat: marking a delivery failed', { conversationId, error: error instanceof Error ? error.message : String(error) }),
          );
        }
      },
      subscribe: chatSignal ? (wake) => chatSignal.subscribe(member.id, wake) : undefined,
    });
  });
  return app;
}
