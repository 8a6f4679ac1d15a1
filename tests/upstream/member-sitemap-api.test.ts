import { FetchHttpClient } from '@effect/platform';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { describe, expect, it } from 'vitest';
import { MemberApi, MemberApiLive } from '~/server/upstream/member-api';
import { SitemapApi, SitemapApiLive } from '~/server/upstream/sitemap-api';
import { fakeUpstreamClient } from './fake-upstream';

const upstream = fakeUpstreamClient((url) =>
  ManagedRuntime.make(Layer.mergeAll(MemberApiLive({ baseUrl: url, timeoutMs: 5_000 }), SitemapApiLive({ baseUrl: url, timeoutMs: 5_000 })).pipe(Layer.provide(FetchHttpClient.layer))),
);

const profileBody = {
  status: 200,
  data: { id: 4, full_name: 'Lê Thanh Chi', avatar: null, gender: 2, member_since: 1_764_044_992, active_listings: 7, verified_listings: 4 },
};

describe('MemberApi.publicProfile', () => {
  it('GETs /api/member/public-profile?id= and decodes the profile', async () => {
    upstream.fake.on('GET', '/api/member/public-profile', { kind: 'json', body: profileBody });
    const profile = await upstream.runtime.runPromise(Effect.flatMap(MemberApi, (api) => api.publicProfile(4)));
    expect(profile?.full_name).toBe('Lê Thanh Chi');
    expect(upstream.fake.requests[0]?.url).toBe('/api/member/public-profile?id=4');
  });

  it('answers null for an unknown member (404), without retrying', async () => {
    upstream.fake.on('GET', '/api/member/public-profile', { kind: 'json', status: 404, body: { status: 404, success: false, message: 'x' } });
    expect(await upstream.runtime.runPromise(Effect.flatMap(MemberApi, (api) => api.publicProfile(999_999)))).toBeNull();
    expect(upstream.fake.hits('/api/member/public-profile')).toBe(1);
  });

  it('fails on a body that leaks beyond the contract shape', async () => {
    upstream.fake.on('GET', '/api/member/public-profile', { kind: 'json', body: { status: 200, data: { ...profileBody.data, gender: 'nam' } } });
    const exit = await upstream.runtime.runPromiseExit(Effect.flatMap(MemberApi, (api) => api.publicProfile(4)));
    expect(exit._tag).toBe('Failure');
  });

  it('refuses an id that is not a positive integer before any request', async () => {
    const error = await upstream.runtime.runPromise(Effect.flip(Effect.flatMap(MemberApi, (api) => api.publicProfile(-1))));
    expect(error._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.requests).toHaveLength(0);
  });
});

describe('SitemapApi.page', () => {
  it('GETs /api/list/sitemap with page and size', async () => {
    upstream.fake.on('GET', '/api/list/sitemap', {
      kind: 'json',
      body: { status: 200, data: { items: [{ id: 7, object_slug: 'ban-nha', cat_slug: 'bat-dong-san', lastmod: 1_780_000_000 }], total: 1, pages: [1] } },
    });
    const page = await upstream.runtime.runPromise(Effect.flatMap(SitemapApi, (api) => api.page(1)));
    expect(page.items[0]?.object_slug).toBe('ban-nha');
    expect(page.pages).toEqual([1]);
    expect(upstream.fake.requests[0]?.url).toBe('/api/list/sitemap?page=1&size=10000');
  });

  it('refuses a size above the chunk size', async () => {
    const error = await upstream.runtime.runPromise(Effect.flip(Effect.flatMap(SitemapApi, (api) => api.page(1, 50_000))));
    expect(error._tag).toBe('UpstreamInvalidInput');
  });
});
