/**
 * One chat message from its sender's side (issue #18): written in the composer, waiting in the
 * page's outbox, sending, sent, delivered to the other member's device, read by them — or failed
 * and retried. The outbox (components/chat/outbox.ts) gives one waiting message at a time its turn
 * (`outbox.turn`), oldest first, and only while the page is online, so messages go in order; each
 * carries the client id it was created with, which the backend answers with the stored message on
 * a resend, so a retry never doubles it. Pure: sending is the `sendMessage` actor and the typing
 * signal is `signalTyping`, both supplied by the UI.
 */
import { assign, fromPromise, setup } from 'xstate';
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
  /** The last send did not reach the server: the message waits for the connection. */
  readonly offline: boolean;
}

export type ChatMessageEvent =
  | { type: 'message.edit'; body: string; photos?: readonly string[] }
  | { type: 'message.submit' }
  | { type: 'outbox.turn' }
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

/** A send that never reached the server (offline, timeout): the message waits and goes again. */
export class ChatOffline extends Error {}

export const CHAT_MESSAGES = {
  empty: 'Nhập nội dung hoặc chọn ảnh để gửi.',
  tooLong: `Tin nhắn dài tối đa ${MESSAGE_MAX_CHARS} ký tự.`,
  failed: 'Không gửi được tin nhắn, vui lòng thử lại.',
} as const;

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
  },
  actions: {
    edit: assign({
      body: (_, params: { body: string; photos?: readonly string[] | undefined }) => params.body,
      photos: ({ context }, params: { body: string; photos?: readonly string[] | undefined }) => params.photos ?? context.photos,
      error: null,
    }),
    refuse: assign({ error: (_, params: { message: string }) => params.message }),
    storeSent: assign({ messageId: (_, params: { id: number }) => params.id, error: null, offline: false }),
    storeOffline: assign({ offline: true }),
    storeFailure: assign({ error: (_, params: { error: unknown }) => errorMessage(params.error), offline: false }),
    clearFailure: assign({ error: null }),
    /** Tells the other member "đang nhập…" (the UI throttles it). */
    signalTyping: () => {},
  },
  guards: {
    isEmpty: ({ context }) => context.body.trim() === '' && context.photos.length === 0,
    isTooLong: ({ context }) => [...context.body.trim()].length > MESSAGE_MAX_CHARS,
    isTyping: (_, params: { body: string }) => params.body.trim() !== '',
    isOffline: (_, params: { error: unknown }) => params.error instanceof ChatOffline,
    covers: ({ context }, params: { upTo: number }) => covers(context, params.upTo),
  },
}).createMachine({
  id: 'chatMessage',
  context: ({ input }) => ({ conversationId: input.conversationId, clientId: input.clientId, body: '', photos: [], messageId: null, error: null, offline: false }),
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
          { target: 'waiting' },
        ],
      },
    },
    waiting: {
      on: { 'outbox.turn': { target: 'sending' } },
    },
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ conversationId: context.conversationId, clientId: context.clientId, body: context.body.trim(), photos: context.photos }),
        onDone: { target: 'sent', actions: { type: 'storeSent', params: ({ event }) => ({ id: event.output.id }) } },
        onError: [
          { guard: { type: 'isOffline', params: ({ event }) => ({ error: event.error }) }, target: 'waiting', actions: 'storeOffline' },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
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
        'message.retry': { target: 'waiting', actions: 'clearFailure' },
        'message.discard': { target: 'discarded' },
      },
    },
    discarded: { type: 'final' },
  },
});
