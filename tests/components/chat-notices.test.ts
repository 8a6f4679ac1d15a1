/**
 * Chat notices outside the chat pages (issue #35), below the browser: which messages get a toast,
 * what it says, the title's count, and the tab's one chat stream shared by every listener.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatEventHub, type OpenChatStream } from '~/components/chat/chat-event-hub';
import { messageNotice, messagePreview, noticeTitle, titleCount, titleWithCount, type NoticeScene } from '~/components/chat/chat-notices';
import type { ChatEventView, MessageView } from '~/server/dto/chat';
import type { ChatStreamItem } from '~/server/routers/chat';

const SELLER = 1;
const BUYER = 9;

function messageEvent(senderId: number, body = 'Xe còn không ạ?', conversationId = 4): ChatEventView {
  const message: MessageView = { id: 30, conversationId, senderId, clientId: 'c-30', body, photos: [], warnings: [], createdAt: new Date(0) };
  return { kind: 'message', conversationId, message };
}

const onHomePage: NoticeScene = { memberId: SELLER, muted: false, pathname: '/', visible: true };

describe('a new message on a page other than its conversation', () => {
  it('gets a toast that opens the conversation, with the message as its second line', () => {
    expect(messageNotice(messageEvent(BUYER), onHomePage)).toEqual({ conversationId: 4, href: '/user/tin-nhan/4', preview: 'Xe còn không ạ?' });
    expect(messageNotice(messageEvent(BUYER), { ...onHomePage, pathname: '/user/tin-nhan/5' })?.href).toBe('/user/tin-nhan/4');
    expect(noticeTitle('Trần Thu Hà')).toBe('Tin nhắn mới từ Trần Thu Hà');
    expect(noticeTitle(null)).toBe('Bạn có tin nhắn mới');
  });

  it('gets none when the member sent it (from another tab or device)', () => {
    expect(messageNotice(messageEvent(SELLER), onHomePage)).toBeNull();
  });

  it('gets none when the member turned chat notices off', () => {
    expect(messageNotice(messageEvent(BUYER), { ...onHomePage, muted: true })).toBeNull();
  });

  it('gets none on its own conversation or the inbox while the tab is on screen, and one when the tab is hidden', () => {
    expect(messageNotice(messageEvent(BUYER), { ...onHomePage, pathname: '/user/tin-nhan/4' })).toBeNull();
    expect(messageNotice(messageEvent(BUYER), { ...onHomePage, pathname: '/user/tin-nhan' })).toBeNull();
    expect(messageNotice(messageEvent(BUYER), { ...onHomePage, pathname: '/user/tin-nhan/4', visible: false })).not.toBeNull();
  });

  it('gets none for other events (read, typing, delivered, blocked)', () => {
    const others: ChatEventView[] = [
      { kind: 'read', conversationId: 4, memberId: BUYER, upTo: 30 },
      { kind: 'delivered', conversationId: 4, memberId: BUYER, upTo: 30 },
      { kind: 'typing', conversationId: 4, memberId: BUYER },
      { kind: 'blocked', conversationId: 4, blocked: 'by_other' },
    ];
    for (const event of others) expect(messageNotice(event, onHomePage)).toBeNull();
  });
});

describe('the toast’s preview of a message', () => {
  it('is the text on one line, cut at a word past 80 characters; photos alone say how many', () => {
    expect(messagePreview('  Còn\nhàng   không? ', 0)).toBe('Còn hàng không?');
    const long = 'Anh ơi cho em hỏi xe này đi được bao nhiêu cây số rồi, có giấy tờ chính chủ không, giá còn bớt được không ạ';
    const preview = messagePreview(long, 0);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(81);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.at(-2)).not.toBe(' ');
    expect(messagePreview('', 2)).toBe('[2 ảnh]');
  });
});

describe('the count in front of the page’s title', () => {
  it('is put in front, replaced rather than stacked, and taken off at 0', () => {
    expect(titleWithCount('Rao vặt', 2)).toBe('(2) Rao vặt');
    expect(titleWithCount('(2) Rao vặt', 3)).toBe('(3) Rao vặt');
    expect(titleWithCount(titleWithCount('Rao vặt', 3), 3)).toBe('(3) Rao vặt');
    expect(titleWithCount('(3) Rao vặt', 0)).toBe('Rao vặt');
    expect(titleWithCount('Rao vặt', 120)).toBe('(99+) Rao vặt');
    expect(titleWithCount('(99+) Rao vặt', 1)).toBe('(1) Rao vặt');
    // A title that merely starts with a number in brackets is not a count.
    expect(titleWithCount('(2024) Lịch thi', 0)).toBe('(2024) Lịch thi');
  });

  it('follows the badge unless chat notices are off', () => {
    expect(titleCount(2, false)).toBe(2);
    expect(titleCount(2, true)).toBe(0);
  });
});

describe('the tab’s chat stream', () => {
  let opened: number;
  let closed: number;
  let push: (item: ChatStreamItem) => void;
  let end: () => void;
  const handled: ChatStreamItem[] = [];
  const open: OpenChatStream = (onItem, onEnd) => {
    opened += 1;
    push = onItem;
    end = onEnd;
    return () => {
      closed += 1;
    };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    opened = 0;
    closed = 0;
    handled.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is one stream for the header and a chat page; each gets every event, the cache work is done once', () => {
    const hub = new ChatEventHub(open, (item) => handled.push(item));
    const header: ChatEventView[] = [];
    const page: ChatEventView[] = [];
    hub.listen((event) => header.push(event));
    hub.listen((event) => page.push(event));
    expect(opened).toBe(1);

    push({ kind: 'start' });
    push(messageEvent(BUYER));
    expect(handled.map((item) => item.kind)).toEqual(['start', 'message']);
    // `start` is the stream's own business (re-read the caches), not an event of the chat.
    expect(header.map((event) => event.kind)).toEqual(['message']);
    expect(page.map((event) => event.kind)).toEqual(['message']);
  });

  it('stays open while a page change swaps its listener, and closes a moment after the last one left', () => {
    const hub = new ChatEventHub(open, () => undefined);
    const stopHeader = hub.listen(() => undefined);
    stopHeader();
    vi.advanceTimersByTime(500);
    const stopNewHeader = hub.listen(() => undefined);
    vi.advanceTimersByTime(5_000);
    expect({ opened, closed }).toEqual({ opened: 1, closed: 0 });

    stopNewHeader();
    vi.advanceTimersByTime(1_000);
    expect({ opened, closed, streaming: hub.streaming }).toEqual({ opened: 1, closed: 1, streaming: false });
  });

  it('opens again for the next listener once the link gave up (a session that ended)', () => {
    const hub = new ChatEventHub(open, () => undefined);
    hub.listen(() => undefined);
    end();
    expect(hub.streaming).toBe(false);
    hub.listen(() => undefined);
    expect(opened).toBe(2);
  });
});
