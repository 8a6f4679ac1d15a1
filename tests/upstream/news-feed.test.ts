import { Effect } from 'effect';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { newsOrNothing } from '~/server/news-feed';
import { ListApi } from '~/server/upstream/list-api';
import { fakeUpstreamClient } from './fake-upstream';
import { newsItem } from './fixtures';

const TTO = '/api/list/list-tto';
const upstream = fakeUpstreamClient(5_000);
const log = { warn: vi.fn() };
afterEach(() => log.warn.mockReset());

const loadNews = () => upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listTto()));

describe('news blocks: a broken or slow feed hides the block', () => {
  test('a working feed gives its items', async () => {
    upstream.fake.on('GET', TTO, { kind: 'json', body: { status: 200, data: [newsItem] } });
    expect(await newsOrNothing(loadNews, log, 2_000)).toHaveLength(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  test('the feed answering 500 gives nothing (after the bounded retries) and a log line', async () => {
    upstream.fake.on('GET', TTO, { kind: 'json', status: 500, body: { message: 'boom' } });
    expect(await newsOrNothing(loadNews, log, 5_000)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('news feed hidden', expect.any(Object));
  });

  test('a feed that never answers gives nothing once the page deadline passes', async () => {
    upstream.fake.on('GET', TTO, { kind: 'hang' });
    expect(await newsOrNothing(loadNews, log, 300)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('news feed hidden: too slow', { deadlineMs: 300 });
  });
});
