/**
 * Buyer–seller chat on the backend (issue #18): only the two members of a conversation read it or
 * write to it, a message is stored once whatever the retries, read and delivered marks only move
 * forward, a block stops messages both ways, and each member's event stream resumes after the last
 * id its reader saw.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Schema } from 'effect';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { chatMessages, chatPhotos, conversationReports, notifications } from '../../src/backend/db/schema';
import { removeUnclaimedChatPhotos } from '../../src/backend/services/upload-cleanup';
import {
  BlockResponse,
  ChatOkResponse,
  ChatUnreadResponse,
  ConversationListResponse,
  ConversationReportListResponse,
  ConversationResponse,
  OpenConversationResponse,
  SendMessageResponse,
} from '../../src/lib/contract/chat';
import { notifyUnreadMessages } from '../../src/backend/services/chat-notify';
import { memberWithToken, readStreamEvents, seededBackend, type BackendApp, type StreamEvent, type TestMember } from '../helpers/backend';
import { insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle;
let app: BackendApp;
let mediaDir: string;
let buyer: TestMember;
let seller: TestMember;
let stranger: TestMember;
let listingId: number;

beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-chat-'));
  ({ handle, app } = await seededBackend({ env: { MEDIA_DIR: mediaDir } }));
  buyer = await memberWithToken(handle.db, { phone: '0900000001', fullName: 'Nguyễn Văn An' });
  seller = await memberWithToken(handle.db, { phone: '0900000002', fullName: 'Trần Thị Bình' });
  stranger = await memberWithToken(handle.db, { phone: '0900000003', fullName: 'Lê Văn Cường' });
  listingId = (await insertListing(handle.db, seller.id, { title: 'Bán xe Honda Vision 2022' })).id;
});

afterEach(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const postJson = (url: string, who: TestMember, body: Record<string, unknown>) => app.request(url, { method: 'POST', headers: who.headers, body: JSON.stringify(body) });
const getJson = (url: string, who: TestMember) => app.request(url, { headers: who.headers });

async function open(who = buyer): Promise<number> {
  const response = await postJson('/api/chat/open', who, { listing_id: listingId });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { conversation_id: number } }).data.conversation_id;
}

async function send(conversationId: number, who: TestMember, body: string, clientId = randomUUID(), photos: string[] = []) {
  return postJson('/api/chat/send', who, { conversation_id: conversationId, client_id: clientId, body, photos });
}

interface Detail {
  messages: { id: number; body: string; sender_id: number; warnings: string[]; photos: string[] }[];
  other_read_id: number;
  other_delivered_id: number;
  blocked: string;
  unread: number;
  role: string;
}

async function detail(conversationId: number, who: TestMember): Promise<Detail> {
  const response = await getJson(`/api/chat/conversation?id=${conversationId}`, who);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Detail }).data;
}

describe('conversations', () => {
  test('one conversation per listing and buyer; the seller cannot chat with themselves; an ended listing starts none', async () => {
    const first = await open();
    expect(await open()).toBe(first);
    const own = await postJson('/api/chat/open', seller, { listing_id: listingId });
    expect(own.status).toBe(403);
    expect(((await own.json()) as { message: string }).message).toMatch(/tin đăng của bạn/);
    const ended = await insertListing(handle.db, seller.id, { title: 'Tin đã hết hạn', endsInDays: -1 });
    expect((await postJson('/api/chat/open', buyer, { listing_id: ended.id })).status).toBe(409);
    expect((await postJson('/api/chat/open', buyer, { listing_id: 999_999 })).status).toBe(404);
  });

  test('a third member can neither read nor write a conversation by its id, nor mark, block or report it', async () => {
    const id = await open();
    expect((await send(id, buyer, 'Sản phẩm còn không ạ?')).status).toBe(200);
    expect((await getJson(`/api/chat/conversation?id=${id}`, stranger)).status).toBe(404);
    expect((await send(id, stranger, 'Xin chào')).status).toBe(404);
    expect((await postJson('/api/chat/read', stranger, { conversation_id: id, up_to: 999 })).status).toBe(404);
    expect((await postJson('/api/chat/block', stranger, { conversation_id: id, blocked: true })).status).toBe(404);
    expect((await postJson('/api/chat/report', stranger, { conversation_id: id, reason: 'spam' })).status).toBe(404);
    const inbox = (await (await getJson('/api/chat/conversations', stranger)).json()) as { data: { total: number } };
    expect(inbox.data.total).toBe(0);
    expect((await app.request(`/api/chat/conversation?id=${id}`)).status).toBe(401);
    // Naming another member in the payload is refused too.
    expect((await postJson('/api/chat/send', stranger, { member_id: buyer.id, conversation_id: id, client_id: randomUUID(), body: 'x' })).status).toBe(403);
  });
});

describe('messages', () => {
  test('a resend with the same client id is the same message, stored once', async () => {
    const id = await open();
    const clientId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => send(id, buyer, 'Giá có thương lượng không?', clientId)));
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { data: { message: { id: number } } }).data.message.id));
    expect(new Set(ids).size).toBe(1);
    expect(await handle.db.select().from(chatMessages).where(eq(chatMessages.clientId, clientId))).toHaveLength(1);
  });

  test('text is plain and bounded; an empty message is refused; contact details are flagged for the receiver', async () => {
    const id = await open();
    expect((await send(id, buyer, '   ')).status).toBe(400);
    expect((await send(id, buyer, 'a'.repeat(1001))).status).toBe(400);
    expect((await send(id, buyer, 'nul\u0000byte')).status).toBe(400);
    expect((await send(id, buyer, '<script>alert(1)</script> gọi mình 0912 345 678 nhé')).status).toBe(200);
    const [message] = (await detail(id, seller)).messages;
    expect(message?.body).toBe('<script>alert(1)</script> gọi mình 0912 345 678 nhé');
    expect(message?.warnings).toEqual(['phone']);
  });

  test('the inbox lists by role with unread counts; reading clears them and the sender sees "read"', async () => {
    const id = await open();
    await send(id, buyer, 'Sản phẩm còn không ạ?');
    const second = ((await (await send(id, buyer, 'Cho mình xin địa chỉ xem hàng')).json()) as { data: { message: { id: number } } }).data.message.id;
    const selling = (await (await getJson('/api/chat/conversations?filter=selling', seller)).json()) as { data: { data: { unread: number; other: { name: string } }[] } };
    expect(selling.data.data).toHaveLength(1);
    expect(selling.data.data[0]).toMatchObject({ unread: 2, other: { name: 'Nguyễn Văn An' } });
    const buying = (await (await getJson('/api/chat/conversations?filter=buying', seller)).json()) as { data: { total: number } };
    expect(buying.data.total).toBe(0);
    expect(((await (await getJson('/api/chat/unread', seller)).json()) as { data: unknown }).data).toEqual({ conversations: 1, messages: 2 });

    expect((await postJson('/api/chat/read', seller, { conversation_id: id, up_to: second })).status).toBe(200);
    expect(((await (await getJson('/api/chat/unread', seller)).json()) as { data: unknown }).data).toEqual({ conversations: 0, messages: 0 });
    expect(await detail(id, buyer)).toMatchObject({ other_read_id: second, other_delivered_id: second, role: 'buyer' });
    // Marks never move back.
    await postJson('/api/chat/read', seller, { conversation_id: id, up_to: 1 });
    expect((await detail(id, buyer)).other_read_id).toBe(second);
  });

  test('a block stops messages both ways with a clear message, and lifting it lets them through again', async () => {
    const id = await open();
    await send(id, buyer, 'Sản phẩm còn không ạ?');
    expect((await postJson('/api/chat/block', seller, { conversation_id: id, blocked: true })).status).toBe(200);
    expect((await detail(id, seller)).blocked).toBe('by_me');
    expect((await detail(id, buyer)).blocked).toBe('by_other');
    for (const who of [buyer, seller]) {
      const refused = await send(id, who, 'Alo?');
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toMatch(/đã chặn/);
    }
    await postJson('/api/chat/block', seller, { conversation_id: id, blocked: false });
    expect((await send(id, buyer, 'Alo?')).status).toBe(200);
  });

  test('photos are re-encoded, belong to their uploader and are sent once', async () => {
    const id = await open();
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'xe.png', { type: 'image/png' }));
    const uploaded = await app.request('/api/chat/upload-photo', { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(uploaded.status).toBe(200);
    const photo = ((await uploaded.json()) as { data: { path: string; width: number; height: number } }).data;
    expect(photo).toMatchObject({ width: 1600, height: 800 });
    expect(photo.path).toMatch(/^chat\/\d{4}\/\d{2}\/[\w-]+\.jpg$/);

    const fake = new FormData();
    fake.set('file', new File([new TextEncoder().encode('<html>không phải ảnh</html>')], 'anh.jpg', { type: 'image/jpeg' }));
    expect((await app.request('/api/chat/upload-photo', { method: 'POST', body: fake, headers: { authorization: `Bearer ${buyer.token}` } })).status).toBe(400);

    expect((await send(id, seller, '', randomUUID(), [photo.path])).status).toBe(400);
    expect((await send(id, buyer, '', randomUUID(), [photo.path])).status).toBe(200);
    expect((await send(id, buyer, 'lại', randomUUID(), [photo.path])).status).toBe(400);
    expect((await detail(id, seller)).messages[0]?.photos).toEqual([photo.path]);

    // A photo uploaded and never sent is removed after a day; a sent one stays.
    const unsent = await app.request('/api/chat/upload-photo', { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    const unsentPath = ((await unsent.json()) as { data: { path: string } }).data.path;
    expect(await removeUnclaimedChatPhotos(handle.db, mediaDir)).toMatchObject({ removed: 0 });
    await handle.db.update(chatPhotos).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) });
    expect(await removeUnclaimedChatPhotos(handle.db, mediaDir)).toMatchObject({ removed: 1 });
    expect(existsSync(path.join(mediaDir, unsentPath))).toBe(false);
    expect(existsSync(path.join(mediaDir, photo.path))).toBe(true);
  });

  test('a report reaches the moderators once per member and conversation', async () => {
    const id = await open();
    await send(id, seller, 'Chuyển khoản cọc trước 2 triệu vào stk 0123456789 nhé');
    expect((await postJson('/api/chat/report', buyer, { conversation_id: id, reason: 'scam', details: 'Đòi đặt cọc' })).status).toBe(200);
    expect((await postJson('/api/chat/report', buyer, { conversation_id: id, reason: 'scam', details: 'Đòi đặt cọc lần nữa' })).status).toBe(200);
    const reports = await handle.db.select().from(conversationReports);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: 'scam', details: 'Đòi đặt cọc lần nữa', status: 'open' });

    const moderator = await memberWithToken(handle.db, { phone: '0900000009', role: 'moderator' });
    expect((await getJson('/api/moderation/chat-reports', buyer)).status).toBe(403);
    const queue = (await (await getJson('/api/moderation/chat-reports?status=open', moderator)).json()) as {
      data: { total: number; data: { id: number; reported: { name: string }; reporter: { name: string }; messages: { body: string }[] }[] };
    };
    expect(queue.data.total).toBe(1);
    expect(queue.data.data[0]).toMatchObject({ reporter: { name: 'Nguyễn Văn An' }, reported: { name: 'Trần Thị Bình' } });
    expect(queue.data.data[0]?.messages.map((message) => message.body)).toEqual(['Chuyển khoản cọc trước 2 triệu vào stk 0123456789 nhé']);
    const reportId = queue.data.data[0]?.id ?? 0;
    expect((await postJson('/api/moderation/chat-reports/resolve', moderator, { id: reportId, status: 'actioned' })).status).toBe(200);
    expect((await postJson('/api/moderation/chat-reports/resolve', moderator, { id: reportId, status: 'dismissed' })).status).toBe(409);
    const closed = (await (await getJson('/api/moderation/chat-reports?status=actioned', moderator)).json()) as { data: { total: number } };
    expect(closed.data.total).toBe(1);
  });
});

describe('the contract at the edge', () => {
  const postForm = (url: string, who: TestMember, fields: Record<string, string>) =>
    app.request(url, { method: 'POST', headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
  const decoded = async <A, I>(schema: Schema.Schema<A, I>, response: Response | Promise<Response>) => {
    const answer = await response;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return Schema.decodeUnknownSync(schema)(await answer.json());
  };
  const messageOf = async (response: Response | Promise<Response>) => ((await (await response).json()) as { message: string }).message;

  test('a form sends digits and "true"; every answer is the contract’s', async () => {
    const opened = await decoded(OpenConversationResponse, postForm('/api/chat/open', buyer, { listing_id: String(listingId) }));
    const id = opened.data.conversation_id;
    const sent = await decoded(SendMessageResponse, postForm('/api/chat/send', buyer, { conversation_id: String(id), client_id: randomUUID(), body: 'Còn không ạ?' }));
    await decoded(ChatOkResponse, postForm('/api/chat/read', seller, { conversation_id: String(id), up_to: String(sent.data.message.id) }));
    await decoded(ChatOkResponse, postForm('/api/chat/typing', seller, { conversation_id: String(id) }));
    expect((await decoded(BlockResponse, postForm('/api/chat/block', seller, { conversation_id: String(id), blocked: 'true' }))).data.blocked).toBe('by_me');
    expect((await decoded(BlockResponse, postForm('/api/chat/block', seller, { conversation_id: String(id), blocked: 'false' }))).data.blocked).toBe('none');
    await decoded(ChatOkResponse, postForm('/api/chat/report', buyer, { conversation_id: String(id), reason: 'spam', details: '' }));
    expect((await decoded(ConversationResponse, getJson(`/api/chat/conversation?id=${id}&before=`, seller))).data.messages).toHaveLength(1);
    expect((await decoded(ChatUnreadResponse, getJson('/api/chat/unread', seller))).data).toEqual({ conversations: 0, messages: 0 });
    // A blank query field is its default.
    expect((await decoded(ConversationListResponse, getJson('/api/chat/conversations?filter=&page=&per_page=', seller))).data).toMatchObject({ page: 1, per_page: 20, total: 1 });
    const moderator = await memberWithToken(handle.db, { phone: '0900000009', role: 'moderator' });
    const queue = await decoded(ConversationReportListResponse, getJson('/api/moderation/chat-reports?page=', moderator));
    expect(queue.data).toMatchObject({ page: 1, per_page: 10, total: 1 });
    await decoded(ChatOkResponse, postForm('/api/moderation/chat-reports/resolve', moderator, { id: String(queue.data.data[0]?.id), status: 'dismissed' }));
  });

  test('a field outside the contract is a 400 naming it', async () => {
    const id = await open();
    expect(await messageOf(postJson('/api/chat/open', buyer, { listing_id: 2 ** 31 }))).toBe('Trường listing_id không hợp lệ.');
    expect(await messageOf(postJson('/api/chat/send', buyer, { conversation_id: id, client_id: 'khong-phai-uuid', body: 'x' }))).toBe('Trường client_id không hợp lệ.');
    expect(await messageOf(postJson('/api/chat/send', buyer, { conversation_id: id, client_id: randomUUID(), photos: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toBe('Trường photos không hợp lệ.');
    expect(await messageOf(postJson('/api/chat/read', buyer, { conversation_id: id, up_to: -1 }))).toBe('Trường up_to không hợp lệ.');
    expect(await messageOf(postJson('/api/chat/block', buyer, { conversation_id: id, blocked: 'yes' }))).toBe('Trường blocked không hợp lệ.');
    expect(await messageOf(postJson('/api/chat/report', buyer, { conversation_id: id, reason: 'boring' }))).toBe('Trường reason không hợp lệ.');
    expect(await messageOf(getJson('/api/chat/conversations?per_page=51', buyer))).toBe('Trường per_page không hợp lệ.');
    expect(await messageOf(getJson(`/api/chat/conversation?id=${id}&before=1.5`, buyer))).toBe('Trường before không hợp lệ.');
  });
});

describe('"Tin nhắn" notifications', () => {
  test('a message left unread raises one notification per unread streak, read with the conversation', async () => {
    const id = await open();
    const later = () => new Date(Date.now() + 20_000);
    const sellerNotes = () => handle.db.select().from(notifications).where(eq(notifications.memberId, seller.id));
    await send(id, buyer, 'Sản phẩm còn không ạ?');
    expect(await notifyUnreadMessages(handle.db, new Date())).toBe(0);
    expect(await notifyUnreadMessages(handle.db, later())).toBe(1);
    await send(id, buyer, 'Giá có thương lượng không?');
    expect(await notifyUnreadMessages(handle.db, later())).toBe(0);
    const [note] = await sellerNotes();
    expect(note).toMatchObject({ tab: 'messages', title: 'Tin nhắn mới từ Nguyễn Văn An', body: 'Sản phẩm còn không ạ?', link: `/user/tin-nhan/${id}`, seen: 1 });
    const list = (await (await getJson('/api/notification/list?tab=messages', seller)).json()) as { data: { data: unknown[] } };
    expect(list.data.data).toHaveLength(1);

    const last = (await detail(id, seller)).messages.at(-1)?.id ?? 0;
    await postJson('/api/chat/read', seller, { conversation_id: id, up_to: last });
    expect((await sellerNotes())[0]?.seen).toBe(2);
    await send(id, buyer, 'Cho mình xin địa chỉ xem hàng');
    expect(await notifyUnreadMessages(handle.db, later())).toBe(1);
    expect(await sellerNotes()).toHaveLength(2);
    // The buyer sent them all: nothing for the buyer.
    expect(await handle.db.select().from(notifications).where(eq(notifications.memberId, buyer.id))).toHaveLength(0);
  });
});

/** Reads the `chat` events of a stream (of one kind, if given) until `count` arrived. */
async function chatEvents(response: Response, count: number, kind?: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const dataOf = (event: StreamEvent) => JSON.parse(event.data || '{}') as Record<string, unknown>;
  const events = await readStreamEvents(response, count, (event) => event.event === 'chat' && (kind === undefined || dataOf(event).kind === kind));
  return events.map((event) => ({ id: event.id ?? '', data: dataOf(event) }));
}

describe('the event stream', () => {
  test('a member gets their events in order, resumes after the last id seen, and the reader’s device marks the delivery the sender sees', async () => {
    const id = await open();
    const controller = new AbortController();
    const live = await app.request('/api/events/chat', { headers: { authorization: `Bearer ${seller.token}` }, signal: controller.signal });
    expect(live.status).toBe(200);
    const arriving = chatEvents(live, 2);
    await send(id, buyer, 'Sản phẩm còn không ạ?');
    await send(id, buyer, 'Giá có thương lượng không?');
    const seen = await arriving;
    controller.abort();
    expect(seen.map((event) => (event.data.message as { body: string }).body)).toEqual(['Sản phẩm còn không ạ?', 'Giá có thương lượng không?']);

    await send(id, buyer, 'Cho mình xin địa chỉ xem hàng');
    const resumed = await app.request('/api/events/chat', { headers: { authorization: `Bearer ${seller.token}`, 'last-event-id': seen[1]!.id } });
    const [next] = await chatEvents(resumed, 1);
    expect((next?.data.message as { body: string }).body).toBe('Cho mình xin địa chỉ xem hàng');

    // Written to the seller's stream is not delivered: the seller's device says it has them.
    expect((await detail(id, buyer)).other_delivered_id).toBe(0);
    const lastId = (next?.data.message as { id: number }).id;
    expect((await postJson('/api/chat/delivered', seller, { conversation_id: id, up_to: lastId })).status).toBe(200);
    expect(await detail(id, buyer)).toMatchObject({ other_delivered_id: lastId, other_read_id: 0 });
    // The buyer hears of it on their own stream; a stranger cannot mark it.
    const [delivered] = await chatEvents(await app.request(`/api/events/chat?after=${seen[1]!.id}`, { headers: { authorization: `Bearer ${buyer.token}` } }), 1, 'delivered');
    expect(delivered?.data).toMatchObject({ kind: 'delivered', up_to: lastId, member_id: seller.id });
    expect((await postJson('/api/chat/delivered', stranger, { conversation_id: id, up_to: lastId })).status).toBe(404);
    // A stranger's stream carries nothing of it.
    const quiet = new AbortController();
    const strangers = await app.request('/api/events/chat?after=0', { headers: { authorization: `Bearer ${stranger.token}` }, signal: quiet.signal });
    const timeout = new Promise<'none'>((resolve) => setTimeout(() => resolve('none'), 700));
    expect(await Promise.race([chatEvents(strangers, 1).catch(() => 'none' as const), timeout])).toBe('none');
    quiet.abort();
    expect((await app.request('/api/events/chat')).status).toBe(401);
  });
});
