/**
 * The chat client builds every request with the contract's request schema (src/lib/contract/chat.ts):
 * what it sends is the schema's wire form, and a request the schema refuses never leaves the app.
 */
import { randomUUID } from 'node:crypto';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { ChatApi } from '~/server/upstream/chat-api';
import { fakeUpstreamClient } from './fake-upstream';

const auth = { memberId: 7, token: 'tok_chat_member_0123456789' };
const message = { id: 41, conversation_id: 3, sender_id: 7, client_id: randomUUID(), body: 'Còn hàng không ạ?', photos: [], warnings: [], created_at: 1_767_225_600 };
const emptyPage = { status: 200, data: { data: [], page: 2, per_page: 20, total: 0 } };

const client = fakeUpstreamClient();

const run = <A, E>(effect: Effect.Effect<A, E, ChatApi>) => client.runtime.runPromise(effect);
const fail = <A, E>(effect: Effect.Effect<A, E, ChatApi>) => client.runtime.runPromise(Effect.flip(effect));
const sentJson = () => JSON.parse(client.fake.requests[0]?.body ?? 'null') as unknown;
const sentQuery = () => Object.fromEntries(new URL(client.fake.requests[0]?.url ?? '/', 'http://fake').searchParams);

describe('ChatApi requests', () => {
  it('sends a message as the contract’s wire form, with the bearer token', async () => {
    client.fake.on('POST', '/api/chat/send', { kind: 'json', body: { status: 200, data: { message } } });
    const sent = await run(Effect.flatMap(ChatApi, (api) => api.send(auth, { conversationId: 3, clientId: message.client_id, body: 'Còn hàng không ạ?', photos: [] })));
    expect(sent.id).toBe(41);
    expect(sentJson()).toEqual({ conversation_id: 3, client_id: message.client_id, body: 'Còn hàng không ạ?', photos: [] });
    expect(client.fake.requests[0]?.headers.authorization).toBe(`Bearer ${auth.token}`);
  });

  it('refuses a message the contract refuses without calling the backend', async () => {
    client.fake.on('POST', '/api/chat/send', { kind: 'json', body: { status: 200, data: { message } } });
    const badId = await fail(Effect.flatMap(ChatApi, (api) => api.send(auth, { conversationId: 3, clientId: 'not-a-uuid', body: 'x', photos: [] })));
    expect(badId).toMatchObject({ _tag: 'UpstreamInvalidInput', host: 'chat', operation: 'send' });
    const tooMany = await fail(Effect.flatMap(ChatApi, (api) => api.send(auth, { conversationId: 3, clientId: randomUUID(), body: '', photos: ['a', 'b', 'c', 'd', 'e', 'f'] })));
    expect(tooMany._tag).toBe('UpstreamInvalidInput');
    expect(client.fake.hits('/api/chat/send')).toBe(0);
  });

  it('asks for the inbox and a conversation with the contract’s query, leaving out what is not set', async () => {
    client.fake.on('GET', '/api/chat/conversations', { kind: 'json', body: emptyPage });
    await run(Effect.flatMap(ChatApi, (api) => api.list(auth, { filter: 'selling', page: 2, perPage: 20 })));
    expect(sentQuery()).toEqual({ filter: 'selling', page: '2', per_page: '20' });
    client.fake.reset();
    client.fake.on('GET', '/api/chat/conversation', { kind: 'json', body: { status: 500 } });
    await fail(Effect.flatMap(ChatApi, (api) => api.conversation(auth, 3)));
    expect(sentQuery()).toEqual({ id: '3' });
  });

  it('writes marks, blocks, reports and resolutions as the contract’s wire form', async () => {
    for (const path of ['/api/chat/read', '/api/chat/delivered', '/api/chat/report', '/api/moderation/chat-reports/resolve']) client.fake.on('POST', path, { kind: 'json', body: { status: 200, success: true } });
    client.fake.on('POST', '/api/chat/block', { kind: 'json', body: { status: 200, data: { blocked: 'by_me' } } });
    await run(Effect.flatMap(ChatApi, (api) => api.markRead(auth, 3, 41)));
    await run(Effect.flatMap(ChatApi, (api) => api.markDelivered(auth, 3, 42)));
    await run(Effect.flatMap(ChatApi, (api) => api.block(auth, 3, true)));
    await run(Effect.flatMap(ChatApi, (api) => api.report(auth, { conversationId: 3, reason: 'scam', details: undefined })));
    await run(Effect.flatMap(ChatApi, (api) => api.resolveReport(auth, { id: 9, status: 'dismissed' })));
    expect(client.fake.requests.map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { conversation_id: 3, up_to: 41 },
      { conversation_id: 3, up_to: 42 },
      { conversation_id: 3, blocked: true },
      { conversation_id: 3, reason: 'scam' },
      { id: 9, status: 'dismissed' },
    ]);
  });

  it('asks for the report queue by status and page, the page size being the backend’s', async () => {
    client.fake.on('GET', '/api/moderation/chat-reports', { kind: 'json', body: { status: 200, data: { data: [], page: 1, per_page: 10, total: 0 } } });
    await run(Effect.flatMap(ChatApi, (api) => api.reportQueue(auth, { status: 'open', page: 1 })));
    expect(sentQuery()).toEqual({ status: 'open', page: '1' });
  });
});
