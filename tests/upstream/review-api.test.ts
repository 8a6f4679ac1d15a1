/**
 * The review client builds every request with the contract's request schema
 * (src/lib/contract/review.ts): what it sends is the schema's wire form, and a request the schema
 * refuses never leaves the app.
 */
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { ReviewApi } from '~/server/upstream/review-api';
import { fakeUpstreamClient } from './fake-upstream';

const auth = { memberId: 7, token: 'tok_review_member_0123456789' };
const emptyList = { status: 200, data: { data: [], page: 1, per_page: 10, total: 0 } };

const client = fakeUpstreamClient();

const run = <A, E>(effect: Effect.Effect<A, E, ReviewApi>) => client.runtime.runPromise(effect);
const fail = <A, E>(effect: Effect.Effect<A, E, ReviewApi>) => client.runtime.runPromise(Effect.flip(effect));
const queryOf = (index: number) => Object.fromEntries(new URL(client.fake.requests[index]?.url ?? '/', 'http://fake').searchParams);

describe('ReviewApi requests', () => {
  it('asks for lists and aggregates with the contract’s query, leaving out what is not set', async () => {
    client.fake.on('GET', '/api/review/list', { kind: 'json', body: emptyList });
    client.fake.on('GET', '/api/review/summary', { kind: 'json', body: { status: 200, data: { seller_id: null, count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } } });
    await run(Effect.flatMap(ReviewApi, (api) => api.list({ sellerId: 12, rating: 5, page: 2, perPage: 10 })));
    await run(Effect.flatMap(ReviewApi, (api) => api.list({ page: 1, perPage: 10 })));
    await run(Effect.flatMap(ReviewApi, (api) => api.summary(undefined)));
    expect([queryOf(0), queryOf(1), queryOf(2)]).toEqual([{ seller_id: '12', rating: '5', page: '2', per_page: '10' }, { page: '1', per_page: '10' }, {}]);
  });

  it('writes as the contract’s wire form, naming the session’s member', async () => {
    client.fake.on('POST', '/api/review/save', { kind: 'json', body: { status: 200, success: true, data: { id: 3, created: true, seller_id: 12 } } });
    const saved = await run(Effect.flatMap(ReviewApi, (api) => api.save(auth, { postId: 40, rating: 4, content: 'Người bán nhiệt tình.' })));
    expect(saved).toEqual({ id: 3, created: true, seller_id: 12 });
    expect(JSON.parse(client.fake.requests[0]?.body ?? 'null')).toEqual({ member_id: 7, post_id: 40, rating: 4, content: 'Người bán nhiệt tình.' });
  });

  it('refuses a request the contract refuses without calling the backend', async () => {
    client.fake.on('GET', '/api/review/mine', { kind: 'json', body: { status: 200, data: null } });
    client.fake.on('POST', '/api/review/reply', { kind: 'json', body: { status: 200, success: true, data: { id: 3 } } });
    expect(await fail(Effect.flatMap(ReviewApi, (api) => api.mine(auth, 0)))).toMatchObject({ _tag: 'UpstreamInvalidInput', host: 'review', operation: 'mine' });
    expect(await fail(Effect.flatMap(ReviewApi, (api) => api.reply(auth, { reviewId: 2 ** 31, content: 'Cảm ơn bạn.' })))).toMatchObject({ _tag: 'UpstreamInvalidInput' });
    expect(client.fake.requests).toHaveLength(0);
  });
});
