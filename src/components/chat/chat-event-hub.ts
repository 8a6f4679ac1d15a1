/**
 * One chat event stream per tab (issue #35). The header (on every page of a signed-in member) and
 * the chat pages all listen to the member's chat events; each opening its own subscription would
 * hold two or three server-sent-event connections per tab. The hub opens one when the first
 * listener joins and closes it a moment after the last one leaves (a page change that swaps the
 * header's island must not reconnect the stream).
 *
 * The stream itself is tRPC's `httpSubscriptionLink`: it reconnects after a drop (a backend
 * restart) with the last tracked id, so the backend replays what was missed. A fresh stream starts
 * with `start`, after which whatever was loaded before is read again.
 */
import type { ChatEventView } from '~/server/dto/chat';
import type { ChatStreamItem } from '~/server/routers/chat';

export type ChatEventListener = (event: ChatEventView) => void;

/** Opens the stream; every item goes to `onItem` until the returned function closes it. */
export type OpenChatStream = (onItem: (item: ChatStreamItem) => void, onEnd: () => void) => () => void;

/** Past this, the last listener has really gone (signed out, or the tab left the site's pages). */
const CLOSE_AFTER_MS = 1_000;

export class ChatEventHub {
  private readonly listeners = new Set<ChatEventListener>();
  private close: (() => void) | null = null;
  private closing: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly open: OpenChatStream,
    /** Cache work done once per item for the whole tab (refetch on `start`, the unread count on a message). */
    private readonly onItem: (item: ChatStreamItem) => void,
  ) {}

  /** Listens from now on; returns the function that stops listening. */
  listen(listener: ChatEventListener): () => void {
    this.listeners.add(listener);
    clearTimeout(this.closing);
    this.close ??= this.open(
      (item) => this.deliver(item),
      // The link gave up (the session is gone): the next listener opens a new stream.
      () => {
        this.close = null;
      },
    );
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      clearTimeout(this.closing);
      this.closing = setTimeout(() => {
        this.close?.();
        this.close = null;
      }, CLOSE_AFTER_MS);
    };
  }

  get streaming(): boolean {
    return this.close !== null;
  }

  private deliver(item: ChatStreamItem) {
    this.onItem(item);
    if (item.kind === 'start') return;
    // A copy: a listener may leave (its page unmounts) while the others are called.
    for (const listener of [...this.listeners]) listener(item);
  }
}
