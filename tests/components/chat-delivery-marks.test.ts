/**
 * "Đã nhận" is marked by the device that saw the message arrive (issue #40): the tab marks the
 * other member's messages delivered as its stream brings them — never its own, one mark per
 * conversation for a burst, none where the conversation's page reads it at once, and a failed mark
 * is made again by the next message.
 */
import { describe, expect, it, vi } from 'vitest';
import { deliveryMarks } from '~/components/chat/delivery-marks';
import type { ChatEventView } from '~/server/dto/chat';

const ME = 5;
const OTHER = 6;

function arrived(conversationId: number, id: number, senderId: number): ChatEventView {
  return {
    kind: 'message',
    conversationId,
    message: { id, conversationId, senderId, clientId: `client-${id}`, body: 'Còn hàng không?', photos: [], warnings: [], createdAt: new Date(0) },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tab marks what reached it delivered', () => {
  it('marks the other member’s messages, not its own, and a burst once per conversation with its newest', async () => {
    const mark = vi.fn(() => Promise.resolve());
    const observe = deliveryMarks(ME, mark);
    observe(arrived(1, 10, OTHER));
    observe(arrived(1, 11, OTHER));
    observe(arrived(2, 12, OTHER));
    observe(arrived(1, 13, ME));
    observe({ kind: 'read', conversationId: 1, memberId: OTHER, upTo: 13 });
    await settled();
    expect(mark.mock.calls).toEqual([
      [1, 11],
      [2, 12],
    ]);
    // Already marked: a replay of the same message marks nothing again.
    observe(arrived(1, 11, OTHER));
    await settled();
    expect(mark).toHaveBeenCalledTimes(2);
  });

  it('leaves a message that arrives on its conversation’s page, on screen, to that page’s read mark', async () => {
    const mark = vi.fn(() => Promise.resolve());
    const observe = deliveryMarks(ME, mark, (conversationId) => conversationId === 1);
    observe(arrived(1, 10, OTHER));
    observe(arrived(2, 11, OTHER));
    await settled();
    expect(mark.mock.calls).toEqual([[2, 11]]);
  });

  it('a mark that failed is made by the conversation’s next message', async () => {
    const mark = vi.fn<(conversationId: number, upTo: number) => Promise<unknown>>(() => Promise.reject(new Error('fetch failed')));
    const observe = deliveryMarks(ME, mark);
    observe(arrived(1, 10, OTHER));
    await settled();
    mark.mockImplementation(() => Promise.resolve());
    observe(arrived(1, 10, OTHER));
    await settled();
    expect(mark.mock.calls).toEqual([
      [1, 10],
      [1, 10],
    ]);
  });
});
