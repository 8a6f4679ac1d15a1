import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { SearchTag } from '~/lib/contract/search';
import { SearchApi } from '~/server/upstream/search-api';
import { fakeUpstreamClient } from './fake-upstream';

const PATH = '/api/content/search-tag';
const upstream = fakeUpstreamClient(300);

describe('SearchApi.searchTag (GET /api/content/search-tag on the API host)', () => {
  it('sends the typed key and the limit, and decodes the suggestions', async () => {
    upstream.fake.on('GET', PATH, { kind: 'json', body: { status: 200, data: [{ key: 'nhà đất', count: 42 }] } });
    const tags = await upstream.runtime.runPromise(Effect.flatMap(SearchApi, (api) => api.searchTag('nha d', 5)));
    expect(tags[0]).toBeInstanceOf(SearchTag);
    // An upstream that predates `capped` and `place` (issue #35) decodes with their defaults.
    expect(tags).toEqual([{ key: 'nhà đất', count: 42, capped: false, place: null }]);
    const sent = new URL(upstream.fake.requests[0]?.url ?? '', 'http://upstream.fake');
    expect(sent.searchParams.get('key')).toBe('nha d');
    expect(sent.searchParams.get('limit')).toBe('5');
  });

  it('cuts an over-long key to 100 characters and clamps the limit', async () => {
    upstream.fake.on('GET', PATH, { kind: 'json', body: { status: 200, data: [] } });
    await upstream.runtime.runPromise(Effect.flatMap(SearchApi, (api) => api.searchTag('a'.repeat(300), 99)));
    const sent = new URL(upstream.fake.requests[0]?.url ?? '', 'http://upstream.fake');
    expect(sent.searchParams.get('key')).toHaveLength(100);
    expect(sent.searchParams.get('limit')).toBe('20');
  });

  it('searchTagOrEmpty: a failing, malformed or silent upstream means no suggestions, logged as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const behaviour of [
      { kind: 'json', body: { status: 500 }, status: 500 },
      { kind: 'json', body: { status: 200, data: [{ key: 1 }] } },
      { kind: 'hang' },
    ] as const) {
      upstream.fake.on('GET', PATH, behaviour);
      const tags = await upstream.runtime.runPromise(Effect.flatMap(SearchApi, (api) => api.searchTagOrEmpty('nha')));
      expect(tags).toEqual([]);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[0]?.[0])).toContain('search-tag failed');
  });
});
