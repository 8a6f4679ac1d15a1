/**
 * Live changes to the conversation a page holds (a message from the stream — the other member's
 * or the member's own, which comes no other way — a read mark). A load of the conversation still under way read it before the change was stored: when
 * its answer came, it replaced the change, and the stream never brings that event again — the
 * other member's message stayed missing until a reload (a CI run of the outage test saw this).
 * So such a load is dropped and the conversation read again.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ConversationView, MessageView } from '~/server/dto/chat';

/**
 * The conversation with a message added, in id order. A load that answered after the message was
 * stored already holds it when its event comes: that one is kept as loaded.
 */
export function withMessage(conversation: ConversationView, message: MessageView): ConversationView {
  if (conversation.messages.some((known) => known.id === message.id)) return conversation;
  const messages = [...conversation.messages, message].sort((a, b) => a.id - b.id);
  return { ...conversation, messages, lastMessage: messages.at(-1) ?? null };
}

export function changeConversation(queryClient: QueryClient, key: QueryKey, change: (old: ConversationView) => ConversationView): void {
  queryClient.setQueryData<ConversationView>(key, (old) => (old ? change(old) : old));
  if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) void queryClient.invalidateQueries({ queryKey: key, exact: true });
}
