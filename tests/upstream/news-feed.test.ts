import { Effect } from 'effect';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { newsOrNothing } from '~/server/news-feed';
import { ListApi } from '~/server/upstream/list-api';
import { makeUpstreamRuntime, type UpstreamRuntime } from '~/server/upstream/runtime';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';
import { newsItem } from './fixtures';

const TTO = '/api/list/list-tto';
let fake: FakeUpstream;
let runtime: UpstreamRuntime;
const log = { warn: vi.fn() };

beforeAll(async () => {
  fake = await startFakeUpstream();
  const url = fake.url;
  runtime = makeUpstreamRuntime({ listApiUrl: url, priceApiUrl: url, locationUrl: url, apiUrl: url, commentApiUrl: url, ssoUrl: url, notificationApiUrl: url, timeoutMs: 5_000 });
});
afterEach(() => {
  fake.reset();
  log.warn.mockReset();
});
afterAll(async () => {
  await runtime.dispose();
  await fake.close();
});

const loadNews = () => runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listTto()));

describe('news blocks: a broken or slow feed hides the block', () => {
  test('a working feed gives its items', async () => {
    fake.on('GET', TTO, { kind: 'json', body: { status: 200, data: [newsItem] } });
    expect(await newsOrNothing(loadNews, log, 2_000)).toHaveLength(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  test('the feed answering 500 gives nothing (after the bounded retries) and a log line', async () => {
    fake.on('GET', TTO, { kind: 'json', status: 500, body: { message: 'boom' } });
    expect(await newsOrNothing(loadNews, log, 5_000)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('news feed hidden', expect.any(Object));
  });

  test('a feed that never answers gives nothing once the page deadline passes', async () => {
    fake.on('GET', TTO, { kind: 'hang' });
    expect(await newsOrNothing(loadNews, log, 300)).toEqual([]);
    expect(log.warn).toHaveBeenCalledWith('news feed hidden: too slow', { deadlineMs: 300 });
  });
});
