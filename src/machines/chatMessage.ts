/**
 * One chat message from its sender's side (issues #18, #40): written in the composer, in the page's
 * outbox (waiting for its turn, sending, or pausing before it tries again), sent, delivered to the
 * other member's device, read by them — or refused and retried by hand.
 *
 * The outbox is this machine's `outbox` state: while a message is in it, it holds its place in the
 * conversation's queue (`holdTurn`, a first-come lock the page supplies) and hears the browser's
 * connection (`watchConnection`). It sends only with the turn and a connection, so messages go one
 * at a time, oldest first. A send that did not reach the server pauses and goes again — the one
 * retry policy of a message: a bounded backoff (RETRY_FIRST_MS doubling up to RETRY_MAX_MS), cut
 * short when the connection returns. Every try carries the client id the message was created
 * with, which the backend answers with the stored message, so a retry never doubles it. Leaving
 * the outbox (sent, refused) hands the turn to the next message.
 *
 * Pure: sending (`sendMessage`), the turn, the connection and the typing signal (`signalTyping`)
 * are supplied by the page.
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom, type StateValue } from 'xstate';
import { MESSAGE_MAX_CHARS } from '~/lib/contract/chat-vocabulary';

export interface ChatMessageInput {
  readonly conversationId: number;
  readonly clientId: string;
}

export interface ChatMessageContext {
  readonly conversationId: number;
  readonly clientId: string;
  readonly body: string;
  /** Media paths of photos already uploaded for this message (the composer takes at most MESSAGE_MAX_PHOTOS). */
  readonly photos: readonly string[];
  /** The stored message's id, once sent. */
  readonly messageId: number | null;
  /** Why the last send failed: a refusal to show, or null. */
  readonly error: string | null;
  /** The last send did not reach the server: the message goes again after a pause. */
  readonly offline: boolean;
  /** The browser says it has a connection (the outbox sends only then). */
  readonly online: boolean;
  /** The message is first in the conversation's queue: no earlier one is still in the outbox. */
  readonly hasTurn: boolean;
  /** Sends in a row that did not reach the server: the next pause grows with it. */
  readonly attempts: number;
}

export type ChatMessageEvent =
  | { type: 'message.edit'; body: string; photos?: readonly string[] }
  | { type: 'message.submit' }
  | { type: 'outbox.turn' }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  | { type: 'message.delivered'; upTo: number }
  | { type: 'message.read'; upTo: number }
  | { type: 'message.retry' }
  | { type: 'message.discard' };

export interface SendRequest {
  readonly conversationId: number;
  readonly clientId: string;
  readonly body: string;
  readonly photos: readonly string[];
}

/** A send that never reached the server (offline, timeout): the message pauses and goes again. */
export class ChatOffline extends Error {}

export const CHAT_MESSAGES = {
  empty: 'Nhập nội dung hoặc chọn ảnh để gửi.',
  tooLong: `Tin nhắn dài tối đa ${MESSAGE_MAX_CHARS} ký tự.`,
  failed: 'Không gửi được tin nhắn, vui lòng thử lại.',
} as const;

/** The first pause after a send that did not reach the server; it doubles with each further one. */
export const RETRY_FIRST_MS = 2_000;
/** The longest pause: an outage of an hour costs a page one try every half minute, not hundreds. */
export const RETRY_MAX_MS = 30_000;

/** The pause before the next try, after `attempts` sends in a row that did not reach the server. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

const errorMessage = (error: unknown): string => (error instanceof Error && error.message !== '' ? error.message : CHAT_MESSAGES.failed);

const covers = (context: ChatMessageContext, upTo: number) => context.messageId !== null && upTo >= context.messageId;

export const chatMessageMachine = setup({
  types: {
    context: {} as ChatMessageContext,
    events: {} as ChatMessageEvent,
    input: {} as ChatMessageInput,
  },
  actors: {
    sendMessage: fromPromise<{ id: number }, SendRequest>(async () => ({ id: 1 })),
    /** Takes the message's place in the conversation's queue; sends `outbox.turn` when it is first; gives it up when stopped. */
    holdTurn: fromCallback<ChatMessageEvent, { clientId: string }>(() => () => {}),
    /** Sends `connection.online` / `connection.offline` now and whenever the browser's connection changes. */
    watchConnection: fromCallback<ChatMessageEvent>(() => () => {}),
  },
  delays: {
    retryDelay: ({ context }) => retryDelay(context.attempts),
  },
  actions: {
    edit: assign({
      body: (_, params: { body: string; photos?: readonly string[] | undefined }) => params.body,
      photos: ({ context }, params: { body: string; photos?: readonly string[] | undefined }) => params.photos ?? context.photos,
      error: null,
    }),
    refuse: assign({ error: (_, params: { message: string }) => params.message }),
    forgetTurn: assign({ hasTurn: false }),
    takeTurn: assign({ hasTurn: true }),
    noteOnline: assign({ online: true }),
    noteOffline: assign({ online: false }),
    storeSent: assign({ messageId: (_, params: { id: number }) => params.id, error: null, offline: false, attempts: 0 }),
    storeUnreached: assign({ offline: true, attempts: ({ context }) => context.attempts + 1 }),
    storeFailure: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error), offline: false, attempts: 0 }),
    clearFailure: assign({ error: null }),
    /** Tells the other member "đang nhập…" (the page throttles it). */
    signalTyping: () => {},
  },
  guards: {
    isEmpty: ({ context }) => context.body.trim() === '' && context.photos.length === 0,
    isTooLong: ({ context }) => [...context.body.trim()].length > MESSAGE_MAX_CHARS,
    isTyping: (_, params: { body: string }) => params.body.trim() !== '',
    isUnreached: (_, params: { error: unknown }) => params.error instanceof ChatOffline,
    mayGo: ({ context }) => context.hasTurn && context.online,
    covers: ({ context }, params: { upTo: number }) => covers(context, params.upTo),
  },
}).createMachine({
  id: 'chatMessage',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    clientId: input.clientId,
    body: '',
    photos: [],
    messageId: null,
    error: null,
    offline: false,
    online: true,
    hasTurn: false,
    attempts: 0,
  }),
  initial: 'composing',
  states: {
    composing: {
      on: {
        'message.edit': [
          {
            guard: { type: 'isTyping', params: ({ event }) => ({ body: event.body }) },
            actions: [{ type: 'edit', params: ({ event }) => ({ body: event.body, photos: event.photos }) }, 'signalTyping'],
          },
          { actions: { type: 'edit', params: ({ event }) => ({ body: event.body, photos: event.photos }) } },
        ],
        'message.submit': [
          { guard: 'isEmpty', actions: { type: 'refuse', params: { message: CHAT_MESSAGES.empty } } },
          { guard: 'isTooLong', actions: { type: 'refuse', params: { message: CHAT_MESSAGES.tooLong } } },
          { target: 'outbox' },
        ],
      },
    },
    outbox: {
      entry: 'forgetTurn',
      // The connection first: its news (offline, say) is in before a turn given at once is acted on.
      invoke: [
        { id: 'watchConnection', src: 'watchConnection' },
        { id: 'holdTurn', src: 'holdTurn', input: ({ context }) => ({ clientId: context.clientId }) },
      ],
      on: {
        'outbox.turn': { actions: 'takeTurn' },
        'connection.online': { actions: 'noteOnline' },
        'connection.offline': { actions: 'noteOffline' },
      },
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'mayGo', target: 'sending' },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ conversationId: context.conversationId, clientId: context.clientId, body: context.body.trim(), photos: context.photos }),
            onDone: { target: '#chatMessage.sent', actions: { type: 'storeSent', params: ({ event }) => ({ id: event.output.id }) } },
            onError: [
              { guard: { type: 'isUnreached', params: ({ event }) => ({ error: event.error }) }, target: 'retrying', actions: 'storeUnreached' },
              { target: '#chatMessage.failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        retrying: {
          after: { retryDelay: 'waiting' },
          on: { 'connection.online': { target: 'waiting', actions: 'noteOnline' } },
        },
      },
    },
    sent: {
      on: {
        'message.delivered': { guard: { type: 'covers', params: ({ event }) => ({ upTo: event.upTo }) }, target: 'delivered' },
        'message.read': { guard: { type: 'covers', params: ({ event }) => ({ upTo: event.upTo }) }, target: 'read' },
      },
    },
    delivered: {
      on: { 'message.read': { guard: { type: 'covers', params: ({ event }) => ({ upTo: event.upTo }) }, target: 'read' } },
    },
    read: { type: 'final' },
    failed: {
      on: {
        'message.retry': { target: 'outbox', actions: 'clearFailure' },
        'message.discard': { target: 'discarded' },
      },
    },
    discarded: { type: 'final' },
  },
});

export type ChatMessageSnapshot = SnapshotFrom<typeof chatMessageMachine>;

/** The message's stage by its innermost state ('waiting', 'sending', 'retrying', 'sent', …): what the page shows and tests probe. */
export function messageStage(snapshot: ChatMessageSnapshot): string {
  const path = (value: StateValue): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value)
          .map(([parent, child]) => (child === undefined ? parent : `${parent}.${path(child)}`))
          .join(',');
  return path(snapshot.value);
}
