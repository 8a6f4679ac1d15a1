/**
 * Reads a member's chat events from the backend's stream (`GET /api/events/chat`, server-sent
 * events; docs/upstream-contract.md "Chat") for the tRPC subscription `chat.events`. The reader
 * gives the last id it saw and the backend replays what came after it. Each event is decoded with
 * the shared contract; one that does not decode is skipped and logged, never passed on. The
 * generator ends when the backend ends the stream (a draining instance) or the signal aborts;
 * the browser's subscription link then reconnects with its last id.
 */
import { Schema } from 'effect';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ChatEvent } from '~/lib/contract/chat';
import { serverLog } from '../log';

export type ChatStreamEvent = typeof ChatEvent.Type;

export interface ChatStreamOptions {
  readonly baseUrl: string;
  readonly token: string;
  /** The last event id the reader saw; absent for a new reader (start from now). */
  readonly lastEventId?: string | null | undefined;
  readonly signal?: AbortSignal | undefined;
}

export class ChatStreamUnavailable extends Error {
  constructor(readonly status: number) {
    super(`chat stream answered ${status}`);
  }
}

const decode = Schema.decodeUnknownEither(ChatEvent);

/** The stream's events in order: `start` carries only an id (where a new reader begins). */
export async function* readChatStream(options: ChatStreamOptions): AsyncGenerator<{ id: string; event: ChatStreamEvent | null }> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(new URL('/api/events/chat', options.baseUrl), { headers, signal: options.signal ?? null });
  if (!response.ok || !response.body) throw new ChatStreamUnavailable(response.status);
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => pending.push(message) });
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parser.feed(decoder.decode(read.value, { stream: true }));
      for (const message of pending.splice(0)) {
        if (message.event === 'start' && message.id) yield { id: message.id, event: null };
        if (message.event !== 'chat' || !message.id) continue;
        const decoded = decode(JSON.parse(message.data));
        if (decoded._tag === 'Right') yield { id: message.id, event: decoded.right };
        else serverLog.warn('chat stream: an event did not decode', { id: message.id });
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
