/**
 * The tab observes a delivery (issue #40): the other member's message reached this device on its
 * event stream, so the tab marks it delivered — "Đã nhận" on the sender's side. Only the other
 * member's messages count; a burst (a stream catching up) is one mark per conversation, its newest.
 * A message arriving on its conversation's page, on screen, is left to that page's read mark (reading
 * implies delivered: one request, not two). A mark that failed (the app or the network) is made
 * again by the conversation's next message.
 */
import type { ChatEventView } from '~/server/dto/chat';

export type MarkDelivered = (conversationId: number, upTo: number) => Promise<unknown>;

/** Whether the conversation's own page is on screen now (it marks what it shows read). */
export type ReadHere = (conversationId: number) => boolean;

export function deliveryMarks(memberId: number, markDelivered: MarkDelivered, readHere: ReadHere = () => false): (event: ChatEventView) => void {
  const marked = new Map<number, number>();
  const due = new Map<number, number>();
  const markDue = () => {
    for (const [conversationId, upTo] of due) {
      marked.set(conversationId, upTo);
      markDelivered(conversationId, upTo).catch(() => marked.delete(conversationId));
    }
    due.clear();
  };
  return (event) => {
    if (event.kind !== 'message' || event.message.senderId === memberId || readHere(event.conversationId)) return;
    const { conversationId, id } = event.message;
    if (id <= Math.max(marked.get(conversationId) ?? 0, due.get(conversationId) ?? 0)) return;
    if (due.size === 0) queueMicrotask(markDue);
    due.set(conversationId, id);
  };
}
