import { FetchHttpClient } from '@effect/platform';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { PostDetail } from '~/lib/contract/content';
import { CommentApi, CommentApiLive } from '~/server/upstream/comment-api';
import { ContentApi, ContentApiLive } from '~/server/upstream/content-api';
import { postDetailBody } from '../server/detail-fixture';
import { fakeUpstreamClient } from './fake-upstream';

const DETAIL = '/api/content/post-detail';
const PHONE = '/api/content/contact-phone';
const COMMENTS = '/api/comment';

const upstream = fakeUpstreamClient((url) =>
  ManagedRuntime.make(Layer.mergeAll(ContentApiLive({ baseUrl: url, timeoutMs: 5_000 }), CommentApiLive({ baseUrl: url, timeoutMs: 5_000 })).pipe(Layer.provide(FetchHttpClient.layer))),
);

describe('ContentApi', () => {
  it('GET post-detail?post_id= decodes a PostDetail', async () => {
    upstream.fake.on('GET', DETAIL, { kind: 'json', body: postDetailBody });
    const detail = await upstream.runtime.runPromise(Effect.flatMap(ContentApi, (api) => api.postDetail(42)));
    expect(detail).toBeInstanceOf(PostDetail);
    expect(detail.location.ward?.name).toBe('Phường Tân Thuận Đông');
    expect(new URL(upstream.fake.requests[0]?.url ?? '', 'http://x').searchParams.get('post_id')).toBe('42');
  });

  it('a missing listing fails with UpstreamHttpError 404, and a bad id is refused before sending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    upstream.fake.on('GET', DETAIL, { kind: 'json', status: 404, body: { status: 404, success: false, message: 'Tin này không tồn tại hoặc đã hết hạn.' } });
    const missing = await upstream.runtime.runPromise(Effect.flip(Effect.flatMap(ContentApi, (api) => api.postDetail(7))));
    expect(missing).toMatchObject({ _tag: 'UpstreamHttpError', status: 404 });
    const invalid = await upstream.runtime.runPromise(Effect.flip(Effect.flatMap(ContentApi, (api) => api.postDetail(-1))));
    expect(invalid._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.hits(DETAIL)).toBe(1);
  });

  it('contact-phone forwards the visitor IP and is never retried', async () => {
    upstream.fake.on('GET', PHONE, { kind: 'json', body: { status: 200, data: { post_id: 42, contact_name: 'Chị Bình', phone: '0911111111' } } });
    const contact = await upstream.runtime.runPromise(Effect.flatMap(ContentApi, (api) => api.contactPhone(42, '203.0.113.9')));
    expect(contact).toEqual({ postId: 42, contactName: 'Chị Bình', phone: '0911111111' });
    expect(upstream.fake.requests[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');

    upstream.fake.reset();
    upstream.fake.on('GET', PHONE, { kind: 'json', status: 503, body: { status: 503 } });
    const failure = await upstream.runtime.runPromise(Effect.flip(Effect.flatMap(ContentApi, (api) => api.contactPhone(42, 'not an ip'))));
    expect(failure).toMatchObject({ _tag: 'UpstreamHttpError', status: 503 });
    expect(upstream.fake.hits(PHONE)).toBe(1);
    expect(upstream.fake.requests[0]?.headers['x-forwarded-for']).toBeUndefined();
  });
});

describe('CommentApi', () => {
  it('GET /api/comment sends cat, obj, app 22, page and per_page 5', async () => {
    const body = {
      status: 200,
      data: {
        data: [{ id: 3, content: 'Còn không ạ?', created_at: 1_790_000_000, user: { id: 5, full_name: 'Lê Văn Cường', avatar: null } }],
        page: 2,
        per_page: 5,
        total: 6,
      },
    };
    upstream.fake.on('GET', COMMENTS, { kind: 'json', body });
    const page = await upstream.runtime.runPromise(Effect.flatMap(CommentApi, (api) => api.list({ cat: 'bat-dong-san', obj: 42, page: 2 })));
    expect(page).toMatchObject({ page: 2, per_page: 5, total: 6 });
    expect(page.data[0]?.user.full_name).toBe('Lê Văn Cường');
    const params = Object.fromEntries(new URL(upstream.fake.requests[0]?.url ?? '', 'http://x').searchParams);
    expect(params).toEqual({ cat: 'bat-dong-san', obj: '42', app: '22', page: '2', per_page: '5' });
  });
});
