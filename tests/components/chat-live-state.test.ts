/**
 * The chat page's live state below the browser (issue #18): a change from the stream survives a
 * load of the conversation that was under way when it came, and the outbox waits between sends
 * that did not reach the server instead of sending again at once.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeConversation, withMessage } from '~/components/chat/conversation-cache';
import { ChatOutbox, type OutboxHooks } from '~/components/chat/outbox';
import type { ConversationView, MessageView } from '~/server/dto/chat';

function message(id: number, body: string): MessageView {
  return { id, conversationId: 4, senderId: 2, clientId: `client-${id}`, body, photos: [], warnings: [], createdAt: new Date(0) };
}

function conversation(messages: readonly MessageView[]): ConversationView {
  return {
    id: 4,
    role: 'seller',
    listing: { id: 9, title: 'Xe máy', href: '/xe-co/xe-may-9', thumbUrl: null, priceText: '10 triệu', live: true },
    other: { id: 2, name: 'Người mua', avatarUrl: '' },
    lastMessage: messages.at(-1) ?? null,
    unread: 0,
    blocked: 'none',
    updatedAt: new Date(0),
    otherReadId: 0,
    otherDeliveredId: 0,
    messages,
    hasMore: false,
  };
}

describe('a live change to the conversation a page holds', () => {
  it('is not undone by a load that read the conversation before the change was stored', async () => {
    const stored = [message(1, 'Còn hàng không?')];
    let releaseFirstLoad = () => {};
    const firstLoadHeld = new Promise<void>((resolve) => (releaseFirstLoad = resolve));
    let loads = 0;
    const queryClient = new QueryClient();
    const key = ['chat', 'conversation', 4];
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: async () => {
        loads += 1;
        const seen = conversation([...stored]);
        if (loads === 1) await firstLoadHeld;
        return seen;
      },
    });
    const stop = observer.subscribe(() => {});

    // The other member's message is stored and arrives on the stream while the first load is out.
    const arrived = message(2, 'Còn bạn nhé');
    stored.push(arrived);
    queryClient.setQueryData(key, conversation([stored[0]!]));
    changeConversation(queryClient, key, (old) => withMessage(old, arrived));
    releaseFirstLoad();

    await vi.waitFor(() => expect(queryClient.isFetching({ queryKey: key })).toBe(0));
    expect(queryClient.getQueryData<ConversationView>(key)?.messages.map((known) => known.body)).toEqual(['Còn hàng không?', 'Còn bạn nhé']);
    stop();
  });

  it('is applied once when nothing is loading, without another load', async () => {
    const queryClient = new QueryClient();
    const key = ['chat', 'conversation', 4];
    queryClient.setQueryData(key, conversation([message(1, 'Chào bạn')]));
    changeConversation(queryClient, key, (old) => withMessage(old, message(2, 'Chào')));
    changeConversation(queryClient, key, (old) => withMessage(old, message(2, 'Chào')));
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryData<ConversationView>(key)?.messages.map((known) => known.id)).toEqual([1, 2]);
  });
});

describe('the outbox while the server cannot be reached', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // The page's window as far as the outbox and the machines' inspector (funnel, live studio) read it.
    vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { pathname: '/user/tin-nhan' } }));
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A send that fails like a refused connection, a little later (as a network call does). */
  const unreachable = () => vi.fn(() => new Promise<MessageView>((_, reject) => setTimeout(() => reject(new Error('fetch failed')), 20)));

  it('waits three seconds between tries, and a page re-render does not send again', async () => {
    const outbox = new ChatOutbox(4);
    const send = unreachable();
    const hooks: OutboxHooks = { send, typing: vi.fn(), onSent: vi.fn() };
    outbox.setHooks(hooks);
    const disconnect = outbox.connect();
    outbox.edit('Trong lúc máy chủ tắt');
    expect(outbox.submit()).toBe(true);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(send).toHaveBeenCalledTimes(1);
    // New callbacks from a re-render are used from the next try on; they are no reason to send now.
    const nextSend = unreachable();
    outbox.setHooks({ ...hooks, send: nextSend });
    await vi.advanceTimersByTimeAsync(500);
    expect(send).toHaveBeenCalledTimes(1);
    expect(nextSend).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(nextSend).toHaveBeenCalledTimes(1);
    const [queued] = outbox.snapshot().queued;
    expect(queued?.getSnapshot().matches('waiting')).toBe(true);
    expect(queued?.getSnapshot().context.offline).toBe(true);
    disconnect();
  });

  it('sends the waiting message once the server answers again, with the same client id', async () => {
    const outbox = new ChatOutbox(4);
    const clientIds: string[] = [];
    let reachable = false;
    const send = vi.fn((request: { clientId: string }) => {
      clientIds.push(request.clientId);
      return new Promise<MessageView>((resolve, reject) =>
        setTimeout(() => (reachable ? resolve(message(7, 'Sau khi máy chủ chạy lại')) : reject(new Error('fetch failed'))), 20),
      );
    });
    const onSent = vi.fn();
    outbox.setHooks({ send, typing: vi.fn(), onSent });
    const disconnect = outbox.connect();
    outbox.edit('Sau khi máy chủ chạy lại');
    outbox.submit();
    await vi.advanceTimersByTimeAsync(100);
    reachable = true;
    await vi.advanceTimersByTimeAsync(3_100);
    expect(send).toHaveBeenCalledTimes(2);
    expect(new Set(clientIds).size).toBe(1);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(outbox.snapshot().queued[0]?.getSnapshot().matches('sent')).toBe(true);
    disconnect();
  });
});
