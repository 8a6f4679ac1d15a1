/**
 * The chat router over the real backend (issue #18), below the browser: a third member gets
 * "not found" for a conversation by id, through the app as straight to the backend; a blocked
 * member's send is refused with the backend's Vietnamese message; and the `events` subscription
 * streams a message to the other member as a tracked event whose id resumes the stream; the
 * sender's own message reaches them one way only — their stream — while `send` answers its id.
 */
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import type { ChatStreamItem } from '../../src/server/routers/chat';
import { memberWithToken, type TestMember } from '../helpers/backend';
import { insertBasics, insertListing } from '../helpers/fixtures';
import { routersOverFreshDatabase, type RouterHarness } from '../helpers/router';

let handle: DatabaseHandle;
let harness: RouterHarness;
let buyer: TestMember;
let seller: TestMember;
let stranger: TestMember;
let listingId: number;

beforeAll(async () => {
  ({ handle, harness } = await routersOverFreshDatabase('/tmp/raovat-chat-router-media'));
  await insertBasics(handle.db);
  buyer = await memberWithToken(handle.db, { phone: '0900000501', fullName: 'Người Mua' });
  seller = await memberWithToken(handle.db, { phone: '0900000502', fullName: 'Người Bán' });
  stranger = await memberWithToken(handle.db, { phone: '0900000503', fullName: 'Người Lạ' });
  listingId = (await insertListing(handle.db, seller.id, { title: 'Bán tủ lạnh Panasonic 300 lít' })).id;
});

afterAll(() => harness.close());

const callerOf = (who: TestMember, signal?: AbortSignal) => harness.callerOf(who, signal);

/** What a server-side caller yields for a `tracked()` event: the envelope [id, data]. */
const envelope = (value: unknown): [string, ChatStreamItem] => {
  const [id, data] = value as [string, ChatStreamItem];
  return [id, data];
};

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('chat router', () => {
  test('only the two members read or write a conversation; a stranger gets "not found", through the app and straight to the backend', async () => {
    const conversationId = await callerOf(buyer).chat.open({ listingId });
    await callerOf(buyer).chat.send({ conversationId, clientId: randomUUID(), body: 'Tủ còn không ạ?', photos: [] });
    const seen = await callerOf(seller).chat.conversation({ id: conversationId });
    expect(seen.messages.map((message) => message.body)).toEqual(['Tủ còn không ạ?']);
    expect(seen.listing).toMatchObject({ title: 'Bán tủ lạnh Panasonic 300 lít', href: expect.stringMatching(new RegExp(`-${listingId}$`)) });

    expect(await refusal(callerOf(stranger).chat.conversation({ id: conversationId }))).toMatchObject({ message: 'Không tìm thấy cuộc trò chuyện.' });
    expect(await refusal(callerOf(stranger).chat.send({ conversationId, clientId: randomUUID(), body: 'Xin chào', photos: [] }))).toMatchObject({
      message: 'Không tìm thấy cuộc trò chuyện.',
    });
    const direct = await fetch(`${harness.base}/api/chat/conversation?id=${conversationId}`, { headers: { authorization: `Bearer ${stranger.token}` } });
    expect(direct.status).toBe(404);
    expect((await callerOf(stranger).chat.inbox({ filter: 'all' })).total).toBe(0);
  });

  test('the conversation says whether its listing is offered for "Mua an toàn" now, for the buyer and the seller alike', async () => {
    const offered = (await insertListing(handle.db, seller.id, { title: 'Bán máy ảnh Canon 700D', price: 4_000_000, priceUnit: 1 })).id;
    const conversationId = await callerOf(buyer).chat.open({ listingId: offered });
    const offeredNow = async () => (await callerOf(buyer).chat.conversation({ id: conversationId })).listing.safePurchase;
    expect(await offeredNow()).toBe(false);
    await handle.db.update(listings).set({ safePurchase: true }).where(eq(listings.id, offered));
    expect(await offeredNow()).toBe(true);
    expect((await callerOf(seller).chat.conversation({ id: conversationId })).listing.safePurchase).toBe(true);
    await callerOf(buyer).chat.send({ conversationId, clientId: randomUUID(), body: 'Máy còn bảo hành không ạ?', photos: [] });
    expect((await callerOf(buyer).chat.inbox({})).items.find((item) => item.id === conversationId)?.listing.safePurchase).toBe(true);
    // A listing no longer live is not offered, whatever its flag says.
    await handle.db.update(listings).set({ endsAt: new Date(Date.now() - 60_000) }).where(eq(listings.id, offered));
    expect(await offeredNow()).toBe(false);
  });

  test('a blocked member’s send is refused with a clear Vietnamese message', async () => {
    const conversationId = await callerOf(buyer).chat.open({ listingId });
    expect(await callerOf(seller).chat.block({ conversationId, blocked: true })).toBe('by_me');
    const refused = await refusal(callerOf(buyer).chat.send({ conversationId, clientId: randomUUID(), body: 'Alo?', photos: [] }));
    expect(refused.message).toMatch(/đã chặn/);
    await callerOf(seller).chat.block({ conversationId, blocked: false });
  });

  test('the events subscription streams the other member’s message as a tracked event, and resumes after its id', async () => {
    const conversationId = await callerOf(buyer).chat.open({ listingId });
    const controller = new AbortController();
    const iterator = (await callerOf(seller, controller.signal).chat.events())[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(envelope(first.value)).toMatchObject([expect.stringMatching(/^\d+$/), { kind: 'start' }]);
    await callerOf(buyer).chat.send({ conversationId, clientId: randomUUID(), body: 'Giá có thương lượng không?', photos: [] });
    const [id, event] = envelope((await iterator.next()).value);
    expect(event).toMatchObject({ kind: 'message', message: { body: 'Giá có thương lượng không?' } });
    controller.abort();
    await iterator.return?.(undefined);

    await callerOf(buyer).chat.send({ conversationId, clientId: randomUUID(), body: 'Cho mình xin địa chỉ xem hàng', photos: [] });
    const resumedController = new AbortController();
    const resumed = (await callerOf(seller, resumedController.signal).chat.events({ lastEventId: id }))[Symbol.asyncIterator]();
    expect(envelope((await resumed.next()).value)[1]).toMatchObject({ kind: 'message', message: { body: 'Cho mình xin địa chỉ xem hàng' } });
    resumedController.abort();
    await resumed.return?.(undefined);
  });

  test('a sender gets their own message one way: `send` answers only its id, their own stream carries the message', async () => {
    const conversationId = await callerOf(buyer).chat.open({ listingId });
    const controller = new AbortController();
    const iterator = (await callerOf(buyer, controller.signal).chat.events())[Symbol.asyncIterator]();
    expect(envelope((await iterator.next()).value)[1]).toMatchObject({ kind: 'start' });
    const clientId = randomUUID();
    const answer = await callerOf(buyer).chat.send({ conversationId, clientId, body: 'Mình lấy luôn nhé', photos: [] });
    expect(answer).toEqual({ id: expect.any(Number) });
    const [, event] = envelope((await iterator.next()).value);
    expect(event).toMatchObject({ kind: 'message', conversationId, message: { id: answer.id, clientId, senderId: buyer.id, body: 'Mình lấy luôn nhé' } });
    controller.abort();
    await iterator.return?.(undefined);
  });
});
