'use client';
/**
 * The page's outbox of a conversation (issue #18): the message being written (a chatMessage actor
 * in `composing`) and the messages submitted from this page. One waiting message at a time gets
 * its turn, oldest first, and only while the browser is online; a send that did not reach the
 * server puts its message back to wait, and it goes again (same client id, so never twice) when the
 * connection returns or a few seconds later. The text being written is kept in sessionStorage, so
 * a reload does not lose it.
 */
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import { liveInspector } from '~/machines/live-inspector';
import { chatMessageMachine, ChatOffline, type SendRequest } from '~/machines/chatMessage';
import type { MessageView } from '~/server/dto/chat';

export type MessageActor = Actor<typeof chatMessageMachine>;

/** Statuses that mean "the server never got it": try again later with the same client id. */
const UNREACHED = new Set(['SERVICE_UNAVAILABLE', 'GATEWAY_TIMEOUT', 'INTERNAL_SERVER_ERROR', 'TIMEOUT', 'CLIENT_CLOSED_REQUEST']);
const RETRY_OFFLINE_MS = 3_000;
const TYPING_EVERY_MS = 3_000;

/** What a failed send means for the message: wait for the connection, or show the refusal. */
export function sendFailure(error: unknown): Error {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === undefined || UNREACHED.has(code)) return new ChatOffline(error.message);
    return new Error(error.message);
  }
  return new ChatOffline(error instanceof Error ? error.message : String(error));
}

export interface OutboxHooks {
  readonly send: (request: SendRequest) => Promise<MessageView>;
  readonly typing: () => void;
  /** A message the server stored (the page puts it into the conversation at once). */
  readonly onSent: (message: MessageView) => void;
}

interface OutboxState {
  readonly draft: MessageActor;
  readonly queued: readonly MessageActor[];
}

export class ChatOutbox {
  private state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private hooks: OutboxHooks | null = null;
  private lastTyping = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly conversationId: number) {
    this.state = { draft: this.makeActor(), queued: [] };
  }

  /** The page's latest callbacks (they may change between renders without reconnecting). */
  setHooks(hooks: OutboxHooks) {
    this.hooks = hooks;
  }

  /** Starts sending: now, when the connection returns, and after a wait. */
  connect(): () => void {
    const online = () => this.pump();
    window.addEventListener('online', online);
    this.pump();
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(this.retryTimer);
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = (): OutboxState => this.state;

  private changed(next: Partial<OutboxState> = {}) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  private makeActor(): MessageActor {
    const machine = chatMessageMachine.provide({
      actors: {
        sendMessage: fromPromise<{ id: number }, SendRequest>(async ({ input }) => {
          const hooks = this.hooks;
          if (!hooks) throw new ChatOffline('not connected');
          try {
            const message = await hooks.send(input);
            hooks.onSent(message);
            return { id: message.id };
          } catch (error) {
            throw sendFailure(error);
          }
        }),
      },
      actions: {
        signalTyping: () => {
          if (Date.now() - this.lastTyping < TYPING_EVERY_MS) return;
          this.lastTyping = Date.now();
          this.hooks?.typing();
        },
      },
    });
    const actor = createActor(machine, { input: { conversationId: this.conversationId, clientId: crypto.randomUUID() }, inspect: liveInspector('chat-message') });
    let previous = actor.getSnapshot().value;
    actor.subscribe((snapshot) => {
      if (snapshot.value === previous) return;
      previous = snapshot.value;
      this.changed();
      if (snapshot.matches('waiting') && snapshot.context.offline) {
        // The server was not reached: go again after a wait (or when the connection returns), not
        // at once — an immediate turn made a page send hundreds of times a second during an outage.
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.pump(), RETRY_OFFLINE_MS);
        return;
      }
      if (!snapshot.matches('sending')) queueMicrotask(() => this.pump());
    });
    return actor.start();
  }

  /** Gives the oldest waiting message its turn, when none is sending and the browser is online. */
  pump() {
    const { queued } = this.state;
    if (!this.hooks || queued.some((actor) => actor.getSnapshot().matches('sending'))) return;
    if (!navigator.onLine) return;
    queued.find((actor) => actor.getSnapshot().matches('waiting'))?.send({ type: 'outbox.turn' });
  }

  edit(body: string, photos?: readonly string[]) {
    this.state.draft.send({ type: 'message.edit', body, ...(photos ? { photos } : {}) });
    keepDraft(this.conversationId, body);
  }

  /** Sends the draft into the outbox (or leaves it with its refusal); returns whether it went. */
  submit(): boolean {
    const { draft, queued } = this.state;
    draft.send({ type: 'message.submit' });
    if (!draft.getSnapshot().matches('waiting')) return false;
    keepDraft(this.conversationId, '');
    this.changed({ queued: [...queued, draft], draft: this.makeActor() });
    this.pump();
    return true;
  }

  /** Passes the other member's read / delivered marks to the messages they cover. */
  mark(kind: 'read' | 'delivered', upTo: number) {
    for (const actor of this.state.queued) actor.send({ type: kind === 'read' ? 'message.read' : 'message.delivered', upTo });
  }

  retry(actor: MessageActor) {
    actor.send({ type: 'message.retry' });
  }

  discard(actor: MessageActor) {
    actor.send({ type: 'message.discard' });
    this.changed({ queued: this.state.queued.filter((candidate) => candidate !== actor) });
  }

  /** The text left in this conversation's composer by an earlier visit of the page. */
  restoreDraft() {
    const saved = readDraft(this.conversationId);
    if (saved !== '' && this.state.draft.getSnapshot().context.body === '') this.state.draft.send({ type: 'message.edit', body: saved });
  }
}

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

/** One outbox per conversation page, connected to the page's latest callbacks. */
export function useOutbox(conversationId: number, hooks: OutboxHooks) {
  const [outbox] = useState(() => new ChatOutbox(conversationId));
  const { send, typing, onSent } = hooks;
  useEffect(() => outbox.setHooks({ send, typing, onSent }), [outbox, send, typing, onSent]);
  useEffect(() => outbox.connect(), [outbox]);
  useEffect(() => outbox.restoreDraft(), [outbox]);
  const state = useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
  return { outbox, ...state };
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
