'use client';
/**
 * A conversation page's outbox (issues #18, #40): the message being written (a chatMessage actor in
 * `composing`) and the messages submitted from this page. What a message does in the outbox — wait
 * for its turn and a connection, send, pause and try again — is its machine's `outbox` state; this
 * file only supplies what the machine asks of the page: the send itself, the queue's first-come
 * turn, the browser's connection, the throttled typing signal, and the draft kept in
 * sessionStorage so a reload does not lose it.
 */
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createActor, fromCallback, fromPromise, type Actor } from 'xstate';
import { liveInspector } from '~/machines/live-inspector';
import { chatMessageMachine, ChatOffline, type ChatMessageEvent, type SendRequest } from '~/machines/chatMessage';

export type MessageActor = Actor<typeof chatMessageMachine>;

/** Statuses that mean "the server never got it": try again later with the same client id. */
const UNREACHED = new Set(['SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT', 'INTERNAL_SERVER_ERROR', 'TIMEOUT', 'CLIENT_CLOSED_REQUEST']);
const TYPING_EVERY_MS = 3_000;

/** What a failed send means for the message: try again later, or show the refusal. */
export function sendFailure(error: unknown): Error {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === undefined || UNREACHED.has(code)) return new ChatOffline(error.message);
    return new Error(error.message);
  }
  return new ChatOffline(error instanceof Error ? error.message : String(error));
}

/**
 * First come, first served: `take` queues a holder and calls it when it is first; the function it
 * returns gives the place up (and the turn to the next holder, if it had it).
 */
export class Turnstile {
  private readonly holders: Array<() => void> = [];

  take(onTurn: () => void): () => void {
    const holder = () => onTurn();
    this.holders.push(holder);
    if (this.holders[0] === holder) holder();
    return () => {
      const index = this.holders.indexOf(holder);
      if (index === -1) return;
      this.holders.splice(index, 1);
      if (index === 0) this.holders[0]?.();
    };
  }
}

export interface OutboxHooks {
  /** Stores the message; answers its id (the message itself comes on the member's event stream). */
  readonly send: (request: SendRequest) => Promise<{ id: number }>;
  readonly typing: () => void;
}

/** The browser's connection, as the machine hears it: now, and on every change. */
const watchConnection = fromCallback<ChatMessageEvent>(({ sendBack }) => {
  const online = () => sendBack({ type: 'connection.online' });
  const offline = () => sendBack({ type: 'connection.offline' });
  if (navigator.onLine) online();
  else offline();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

/**
 * One conversation's message actors (`newActor`), all on the same queue and on the page's latest
 * callbacks (`setHooks`: they may change between renders without touching a message in flight).
 */
export function messageActors(conversationId: number, inspect = liveInspector('chat-message')) {
  const turnstile = new Turnstile();
  let lastTyping = 0;
  let current: OutboxHooks | null = null;
  const hooks = () => current;
  const machine = chatMessageMachine.provide({
    actors: {
      sendMessage: fromPromise<{ id: number }, SendRequest>(async ({ input }) => {
        const current = hooks();
        if (!current) throw new ChatOffline('not connected');
        try {
          return await current.send(input);
        } catch (error) {
          throw sendFailure(error);
        }
      }),
      holdTurn: fromCallback<ChatMessageEvent, { clientId: string }>(({ sendBack }) => turnstile.take(() => sendBack({ type: 'outbox.turn' }))),
      watchConnection,
    },
    actions: {
      signalTyping: () => {
        if (Date.now() - lastTyping < TYPING_EVERY_MS) return;
        lastTyping = Date.now();
        hooks()?.typing();
      },
    },
  });
  return {
    newActor: (): MessageActor => createActor(machine, { input: { conversationId, clientId: crypto.randomUUID() }, inspect }).start(),
    setHooks: (next: OutboxHooks) => {
      current = next;
    },
  };
}

/** One outbox per conversation page, on the page's latest callbacks. */
export function useOutbox(conversationId: number, hooks: OutboxHooks) {
  const [{ newActor, setHooks }] = useState(() => messageActors(conversationId));
  useEffect(() => setHooks(hooks), [setHooks, hooks]);
  const [draft, setDraft] = useState<MessageActor>(newActor);
  const [queued, setQueued] = useState<readonly MessageActor[]>([]);

  // The text left in this conversation's composer by an earlier visit: only the page's first draft takes it.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readDraft(conversationId);
    if (saved !== '' && draft.getSnapshot().context.body === '') draft.send({ type: 'message.edit', body: saved });
  }, [draft, conversationId]);

  const edit = useCallback(
    (body: string, photos?: readonly string[]) => {
      draft.send({ type: 'message.edit', body, ...(photos ? { photos } : {}) });
      keepDraft(conversationId, body);
    },
    [draft, conversationId],
  );

  /** Puts the draft into the outbox (or leaves it with its refusal); returns whether it went. */
  const submit = useCallback((): boolean => {
    draft.send({ type: 'message.submit' });
    if (!draft.getSnapshot().matches('outbox')) return false;
    keepDraft(conversationId, '');
    setQueued((list) => [...list, draft]);
    setDraft(newActor());
    return true;
  }, [draft, conversationId, newActor]);

  /** Passes the other member's read / delivered marks to the messages they cover. */
  const mark = useCallback(
    (kind: 'read' | 'delivered', upTo: number) => {
      for (const actor of queued) actor.send({ type: kind === 'read' ? 'message.read' : 'message.delivered', upTo });
    },
    [queued],
  );

  const discard = useCallback((actor: MessageActor) => {
    actor.send({ type: 'message.discard' });
    setQueued((list) => list.filter((candidate) => candidate !== actor));
  }, []);

  return { draft, queued, edit, submit, mark, discard };
}

export type Outbox = ReturnType<typeof useOutbox>;

const draftKey = (conversationId: number) => `raovat-chat-draft-${conversationId}`;

function readDraft(conversationId: number): string {
  try {
    return sessionStorage.getItem(draftKey(conversationId)) ?? '';
  } catch {
    return '';
  }
}

function keepDraft(conversationId: number, body: string) {
  try {
    if (body === '') sessionStorage.removeItem(draftKey(conversationId));
    else sessionStorage.setItem(draftKey(conversationId), body);
  } catch {
    // Storage refused (private mode, quota): the draft lives as long as the page.
  }
}

/** Re-renders with the actor's snapshot (the draft's text, error and what it can do). */
export function useActorSnapshot(actor: MessageActor) {
  return useSyncExternalStore(
    useCallback(
      (onChange) => {
        const subscription = actor.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      [actor],
    ),
    () => actor.getSnapshot(),
    () => actor.getSnapshot(),
  );
}
