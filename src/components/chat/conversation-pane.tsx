'use client';
/**
 * One conversation, live: its messages (the first page from the server, then every new one from
 * the member's event stream), the other member's read and delivered marks, "đang nhập…", blocks;
 * the page marks what it shows as read while it is visible; the composer sends through the outbox.
 * The stream is the one way a message reaches the page, the member's own included: a send answers
 * only the stored id (its message machine's "Đã gửi"), and the message itself comes on the stream,
 * as it does to the member's other tabs and devices (docs/decisions.md, "Chat: one delivery path").
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { SendRequest } from '~/machines/chatMessage';
import type { ChatEventView, ConversationView } from '~/server/dto/chat';
import { useTRPC, useTRPCClient } from '~/trpc/react';
import { Composer } from './composer';
import { changeConversation, withMessage } from './conversation-cache';
import { ConversationHeader } from './conversation-header';
import { ConversationOrders } from '../safe-purchase/conversation-orders';
import { MessageList } from './message-list';
import { useOutbox } from './outbox';
import { useChatEvents } from './use-chat-events';

const TYPING_SHOWN_MS = 4_000;

export function ConversationPane({ conversationId, memberId }: { conversationId: number; memberId: number }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // One key per conversation, so the callbacks built on it (and the outbox's hooks) stay the same.
  const key = useMemo(() => trpc.chat.conversation.queryKey({ id: conversationId }), [trpc, conversationId]);
  const { data: conversation, error } = useQuery(trpc.chat.conversation.queryOptions({ id: conversationId }));
  const [otherTyping, setOtherTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showTyping = useCallback((shown: boolean) => {
    clearTimeout(typingTimer.current);
    setOtherTyping(shown);
    // "đang nhập…" fades by itself when no new signal comes.
    if (shown) typingTimer.current = setTimeout(() => setOtherTyping(false), TYPING_SHOWN_MS);
  }, []);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const update = useCallback(
    (change: (old: ConversationView) => ConversationView) => changeConversation(queryClient, key, change),
    [queryClient, key],
  );

  const send = useCallback((request: SendRequest) => client.chat.send.mutate({ ...request, photos: [...request.photos] }), [client]);
  const typing = useCallback(() => void client.chat.typing.mutate({ conversationId }).catch(() => undefined), [client, conversationId]);
  const hooks = useMemo(() => ({ send, typing }), [send, typing]);
  const outbox = useOutbox(conversationId, hooks);
  const { draft, queued, mark, discard } = outbox;

  const onEvent = useCallback(
    (event: ChatEventView) => {
      if (event.conversationId !== conversationId) return;
      switch (event.kind) {
        case 'message':
          update((old) => withMessage(old, event.message));
          if (event.message.senderId !== memberId) showTyping(false);
          break;
        case 'read':
        case 'delivered':
          if (event.memberId === memberId) break;
          mark(event.kind, event.upTo);
          update((old) =>
            event.kind === 'read'
              ? { ...old, otherReadId: Math.max(old.otherReadId, event.upTo), otherDeliveredId: Math.max(old.otherDeliveredId, event.upTo) }
              : { ...old, otherDeliveredId: Math.max(old.otherDeliveredId, event.upTo) },
          );
          break;
        case 'typing':
          if (event.memberId !== memberId) showTyping(true);
          break;
        case 'blocked':
          update((old) => ({ ...old, blocked: event.blocked }));
          break;
      }
    },
    [conversationId, memberId, mark, update, showTyping],
  );
  useChatEvents(onEvent);

  // What the member sees, they have read: while the page is visible, up to the other's newest message.
  const lastOther = conversation?.messages.findLast((message) => message.senderId !== memberId)?.id ?? 0;
  const marked = useRef(0);
  useEffect(() => {
    const markIfVisible = () => {
      if (document.visibilityState !== 'visible' || lastOther <= marked.current) return;
      marked.current = lastOther;
      void client.chat.markRead.mutate({ conversationId, upTo: lastOther }).then(
        () => queryClient.invalidateQueries(trpc.chat.unread.pathFilter()),
        () => {
          marked.current = 0;
        },
      );
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [client, conversationId, lastOther, queryClient, trpc]);

  // Keep the newest message in view.
  const bottom = useRef<HTMLDivElement>(null);
  const count = (conversation?.messages.length ?? 0) + queued.length;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  if (error) {
    return (
      <p role="alert" className={problem}>
        {error.message}
      </p>
    );
  }
  if (!conversation) return <p className={loading}>Đang tải cuộc trò chuyện…</p>;

  const blockedNote =
    conversation.blocked === 'by_me'
      ? 'Bạn đã chặn người này. Bỏ chặn để tiếp tục trò chuyện.'
      : conversation.blocked === 'by_other'
        ? 'Bạn không thể gửi tin nhắn trong cuộc trò chuyện này.'
        : null;
  const stored = new Set(conversation.messages.map((message) => message.clientId));
  const ownCount =
    conversation.messages.filter((message) => message.senderId === memberId).length + queued.filter((actor) => !stored.has(actor.getSnapshot().context.clientId)).length;
  return (
    <section className={pane} aria-label={`Trò chuyện với ${conversation.other.name}`} data-testid="chat-conversation">
      <ConversationHeader conversation={conversation} backHref="/user/tin-nhan" startExpanded={conversation.messages.length === 0} />
      <ConversationOrders conversationId={conversationId} side={conversation.role} />
      <div className={scroller}>
        {conversation.messages.length === 0 && queued.length === 0 ? (
          <p className={empty}>Hãy bắt đầu bằng một câu hỏi về sản phẩm.</p>
        ) : (
          <MessageList
            memberId={memberId}
            messages={conversation.messages}
            otherReadId={conversation.otherReadId}
            otherDeliveredId={conversation.otherDeliveredId}
            queued={queued}
            discard={discard}
          />
        )}
        {otherTyping ? (
          <p className={typingText} aria-live="polite" data-testid="chat-typing">
            {conversation.other.name} đang nhập…
          </p>
        ) : null}
        <div ref={bottom} />
      </div>
      {blockedNote ? (
        <p className={blockedText} role="status" data-testid="chat-blocked">
          {blockedNote}
        </p>
      ) : (
        <Composer key={draft.id} draft={draft} outbox={outbox} quickReplies={conversation.role === 'buyer' && ownCount < 3} />
      )}
    </section>
  );
}

// Phones: the conversation takes the whole screen, as messaging apps do — its header at the top,
// the composer always at the bottom, the messages scrolling between (issue #35 §4: the input was
// below a 780 px screen, under the site header, the page heading, the card and the safety note).
// Above the sticky site header (100); dialogs, toasts and the photo viewer are above it.
const pane = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '2', lg: '3' },
  position: { base: 'fixed', lg: 'static' },
  inset: { base: '0', lg: 'auto' },
  zIndex: { base: 200, lg: 'auto' },
  h: { base: '100dvh', lg: 'auto' },
  bg: { base: 'bg.surface', lg: 'transparent' },
  px: { base: '3', lg: '0' },
  pt: { base: '2', lg: '0' },
  pb: { base: 'calc(token(spacing.2) + env(safe-area-inset-bottom))', lg: '0' },
  minH: { lg: '36rem' },
  maxH: { lg: '48rem' },
});
const scroller = css({ flex: '1', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '2', py: '2', minH: { base: '0', lg: '48' } });
const empty = css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center', my: 'auto' });
const typingText = css({ fontSize: 'xs', color: 'fg.muted', fontStyle: 'italic' });
const blockedText = css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.muted', p: '3', borderRadius: 'md', textAlign: 'center' });
const problem = css({ color: 'fg.accent', p: '4' });
const loading = css({ color: 'fg.muted', p: '4' });
