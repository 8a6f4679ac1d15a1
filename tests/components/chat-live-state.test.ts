/**
 * The chat page's live state below the browser (issue #18): a change from the stream survives a
 * load of the conversation that was under way when it came; the outbox (the message machine's
 * `outbox` state on the page's queue) sends one message at a time, oldest first, and pauses with a
 * bounded backoff between sends that did not reach the server instead of sending again at once.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeConversation, withMessage } from '~/components/chat/conversation-cache';
import { messageActors, Turnstile, type MessageActor, type OutboxHooks } from '~/components/chat/outbox';
import { messageStage, RETRY_MAX_MS, retryDelay } from '~/machines/chatMessage';
import type { ConversationView, MessageView } from '~/server/dto/chat';

function message(id: number, body: string): MessageView {
  return { id, conversationId: 4, senderId: 2, clientId: `client-${id}`, body, photos: [], warnings: [], createdAt: new Date(0) };
}

function conversation(messages: readonly MessageView[]): ConversationView {
  return {
    id: 4,
    role: 'seller',
    listing: { id: 9, title: 'Xe máy', href: '/xe-co/xe-may-9', thumbUrl: null, priceText: '10 triệu', live: true, safePurchase: false },
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
  let connection: EventTarget & { location: { pathname: string } };
  const browser = { onLine: true };
  beforeEach(() => {
    vi.useFakeTimers();
    browser.onLine = true;
    // The page's window as far as the outbox and the machines' inspector (funnel, live studio) read it.
    connection = Object.assign(new EventTarget(), { location: { pathname: '/user/tin-nhan' } });
    vi.stubGlobal('window', connection);
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal('navigator', browser);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A send that fails like a refused connection, a little later (as a network call does). */
  const unreachable = () => new Promise<{ id: number }>((_, reject) => setTimeout(() => reject(new Error('fetch failed')), 20));

  /** The app's answer refusing a send (as the tRPC client raises it): shown, not retried. */
  const refusal = (message: string) => TRPCClientError.from({ error: { message, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } });

  function outboxOf(hooks: OutboxHooks) {
    const { newActor, setHooks } = messageActors(4);
    setHooks(hooks);
    return (body: string): MessageActor => {
      const actor = newActor();
      actor.send({ type: 'message.edit', body });
      actor.send({ type: 'message.submit' });
      return actor;
    };
  }

  it('pauses between tries with a bounded backoff: 2 s, 4 s, 8 s … never more than 30 s, with the same client id', async () => {
    const tries: number[] = [];
    const clientIds = new Set<string>();
    const send = vi.fn((request: { clientId: string }) => {
      tries.push(Date.now());
      clientIds.add(request.clientId);
      return unreachable();
    });
    const submit = outboxOf({ send, typing: vi.fn() });
    const start = Date.now();
    const actor = submit('Trong lúc máy chủ tắt');
    await vi.advanceTimersByTimeAsync(200_000);
    const pauses = tries.slice(1).map((at, index) => at - tries[index]! - 20);
    expect(tries[0]).toBe(start);
    expect(pauses.slice(0, 6)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(Math.max(...pauses)).toBe(RETRY_MAX_MS);
    expect(clientIds.size).toBe(1);
    expect(messageStage(actor.getSnapshot())).toBe('outbox.retrying');
    expect(actor.getSnapshot().context.offline).toBe(true);
    actor.stop();
  });

  it('sends the waiting message once the server answers again, and then only once', async () => {
    let reachable = false;
    const send = vi.fn(() => (reachable ? Promise.resolve({ id: 7 }) : unreachable()));
    const actor = outboxOf({ send, typing: vi.fn() })('Sau khi máy chủ chạy lại');
    await vi.advanceTimersByTimeAsync(100);
    reachable = true;
    await vi.advanceTimersByTimeAsync(retryDelay(1) + 100);
    expect(send).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('sent')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ messageId: 7, offline: false, attempts: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not send while the browser is offline, and goes at once when the connection returns', async () => {
    browser.onLine = false;
    const send = vi.fn(() => Promise.resolve({ id: 8 }));
    const actor = outboxOf({ send, typing: vi.fn() })('Gõ khi mất mạng');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).not.toHaveBeenCalled();
    expect(messageStage(actor.getSnapshot())).toBe('outbox.waiting');
    browser.onLine = true;
    connection.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('sent')).toBe(true);
  });

  it('a pause is cut short when the connection returns', async () => {
    let reachable = false;
    const send = vi.fn(() => (reachable ? Promise.resolve({ id: 9 }) : unreachable()));
    const actor = outboxOf({ send, typing: vi.fn() })('Mạng chập chờn');
    await vi.advanceTimersByTimeAsync(100);
    expect(messageStage(actor.getSnapshot())).toBe('outbox.retrying');
    reachable = true;
    connection.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches('sent')).toBe(true);
  });

  it('sends one message at a time, oldest first: a later message waits while an earlier one pauses', async () => {
    let reachable = false;
    let nextId = 20;
    const bodies: string[] = [];
    const send = vi.fn((request: { body: string }) => {
      bodies.push(request.body);
      return reachable ? Promise.resolve({ id: nextId++ }) : unreachable();
    });
    const submit = outboxOf({ send, typing: vi.fn() });
    const first = submit('Một');
    const second = submit('Hai');
    await vi.advanceTimersByTimeAsync(100);
    expect(bodies).toEqual(['Một']);
    expect(messageStage(second.getSnapshot())).toBe('outbox.waiting');
    reachable = true;
    await vi.advanceTimersByTimeAsync(retryDelay(1) + 100);
    expect(bodies).toEqual(['Một', 'Một', 'Hai']);
    expect([first.getSnapshot().context.messageId, second.getSnapshot().context.messageId]).toEqual([20, 21]);
  });

  it('a refused message gives the turn to the next one, and its retry goes after it', async () => {
    const bodies: string[] = [];
    let refuse = true;
    const send = vi.fn((request: { body: string }) => {
      bodies.push(request.body);
      if (refuse && request.body === 'Bị từ chối') return Promise.reject(refusal('Bạn không thể nhắn tin trong cuộc trò chuyện này.'));
      return Promise.resolve({ id: bodies.length });
    });
    const submit = outboxOf({ send, typing: vi.fn() });
    // Both queued before either is sent: the refusal must let the second one go.
    const refused = submit('Bị từ chối');
    const later = submit('Sau đó');
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.getSnapshot().matches('failed')).toBe(true);
    expect(refused.getSnapshot().context.error).toBe('Bạn không thể nhắn tin trong cuộc trò chuyện này.');
    expect(later.getSnapshot().matches('sent')).toBe(true);
    refuse = false;
    refused.send({ type: 'message.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refused.getSnapshot().matches('sent')).toBe(true);
    expect(bodies).toEqual(['Bị từ chối', 'Sau đó', 'Bị từ chối']);
  });
});

describe('the outbox queue', () => {
  it('gives the turn first come, first served, and passes it on when the holder leaves', () => {
    const turnstile = new Turnstile();
    const turns: string[] = [];
    const leaveA = turnstile.take(() => turns.push('a'));
    const leaveB = turnstile.take(() => turns.push('b'));
    const leaveC = turnstile.take(() => turns.push('c'));
    expect(turns).toEqual(['a']);
    leaveB();
    expect(turns).toEqual(['a']);
    leaveA();
    expect(turns).toEqual(['a', 'c']);
    leaveA();
    leaveC();
    const leaveD = turnstile.take(() => turns.push('d'));
    expect(turns).toEqual(['a', 'c', 'd']);
    leaveD();
  });
});
