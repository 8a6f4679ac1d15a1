import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import { Article, Category } from '~/lib/contract/list';
import { ListApi } from '~/server/upstream/list-api';
import { article, articlePage, category, newsItem, pointPack, servicePackage } from './fixtures';
import { fakeUpstreamClient, refusedUrl, upstreamRuntimeAt } from './fake-upstream';

const TIMEOUT_MS = 200;
const TERM = '/api/list/list-term';
const ARTICLE = '/api/list/list-article';
const request = { type: 3, page: 1, num: 10 } as const;

const upstream = fakeUpstreamClient(TIMEOUT_MS);
const runtimeFor = (url: string) => upstreamRuntimeAt(url, TIMEOUT_MS);

const fail = <A, E>(effect: Effect.Effect<A, E, ListApi>) => upstream.runtime.runPromise(Effect.flip(effect));

describe('ListApi success', () => {
  it('decodes list-term into Category instances, sending Accept: application/json', async () => {
    upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [category] } });
    const terms = await upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(terms).toHaveLength(1);
    expect(terms[0]).toBeInstanceOf(Category);
    expect(terms[0]?.slug).toBe('nha-dat');
    expect(upstream.fake.requests[0]?.method).toBe('GET');
    expect(upstream.fake.requests[0]?.headers.accept).toBe('application/json');
  });

  it('posts list-article as JSON and returns data.data typed', async () => {
    upstream.fake.on('POST', ARTICLE, { kind: 'json', body: articlePage });
    const page = await upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listArticle(request)));
    expect(page.data[0]).toBeInstanceOf(Article);
    expect(page.data[0]?.object_slug).toBe(article.object_slug);
    expect(page).toMatchObject({ page: 1, num: 10, has_more: false });
    const sent = upstream.fake.requests[0];
    expect(sent?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(sent?.body ?? 'null')).toEqual({ type: 3, page: 1, num: 10 });
  });

  it('decodes list-tto, list-package-point and list-all-package', async () => {
    upstream.fake.on('GET', '/api/list/list-tto', { kind: 'json', body: { status: 200, data: [newsItem] } });
    upstream.fake.on('GET', '/api/list/list-package-point', { kind: 'json', body: { status: 200, data: [pointPack] } });
    upstream.fake.on('GET', '/api/list/list-all-package', { kind: 'json', body: { status: 200, data: [servicePackage] } });
    const [news, packs, packages] = await upstream.runtime.runPromise(
      Effect.flatMap(ListApi, (api) => Effect.all([api.listTto(), api.listPackagePoint(), api.listAllPackage()])),
    );
    expect(news[0]?.link).toBe(newsItem.link);
    expect(packs[0]?.point_bonus).toBe(10);
    expect(packages[0]?.tto_page.tto_home).toBe(true);
  });
});

describe('ListApi failures', () => {
  it('times out with UpstreamTimeout once, without retrying: a hanging host has spent the budget', async () => {
    upstream.fake.on('GET', TERM, { kind: 'hang' });
    const started = Date.now();
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    const elapsed = Date.now() - started;
    expect(error._tag).toBe('UpstreamTimeout');
    expect(error).toMatchObject({ host: 'list', operation: 'listTerm', timeoutMs: TIMEOUT_MS });
    expect(upstream.fake.hits(TERM)).toBe(1);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(elapsed).toBeLessThan(3_000);
  });

  it('after three failures in a row the circuit opens: calls fail at once, unsent, until a probe succeeds', async () => {
    upstream.fake.on('GET', TERM, { kind: 'text', status: 500, body: 'boom' });
    // One read is three attempts (two retries): three host failures.
    expect(await fail(Effect.flatMap(ListApi, (api) => api.listTerm()))).toMatchObject({ _tag: 'UpstreamHttpError', status: 500 });
    expect(upstream.fake.hits(TERM)).toBe(3);
    const refused = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(refused._tag).toBe('UpstreamUnavailable');
    expect(String(refused._tag === 'UpstreamUnavailable' ? refused.cause : '')).toContain('circuit open');
    expect(upstream.fake.hits(TERM)).toBe(3);
  });

  it('maps 500 to UpstreamHttpError and retries a GET read exactly twice', async () => {
    upstream.fake.on('GET', TERM, { kind: 'text', status: 500, body: 'boom' });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(error).toMatchObject({ _tag: 'UpstreamHttpError', status: 500, host: 'list', operation: 'listTerm' });
    expect(upstream.fake.hits(TERM)).toBe(3);
  });

  it('retries list-article (a POST read) the same way', async () => {
    upstream.fake.on('POST', ARTICLE, { kind: 'text', status: 503, body: 'busy' });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listArticle(request)));
    expect(error).toMatchObject({ _tag: 'UpstreamHttpError', status: 503 });
    expect(upstream.fake.hits(ARTICLE)).toBe(3);
  });

  it('succeeds when a retry succeeds', async () => {
    upstream.fake.on('GET', TERM, { kind: 'text', status: 502, body: 'bad gateway' });
    setTimeout(() => upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [category] } }), 50);
    const terms = await upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(terms[0]?.name).toBe('Nhà đất');
    expect(upstream.fake.hits(TERM)).toBeGreaterThanOrEqual(2);
  });

  it('does not retry a 404', async () => {
    upstream.fake.on('GET', TERM, { kind: 'json', status: 404, body: { status: 404 } });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(error).toMatchObject({ _tag: 'UpstreamHttpError', status: 404 });
    expect(upstream.fake.hits(TERM)).toBe(1);
  });

  it('maps malformed JSON to UpstreamContractViolation (InvalidJson), without retrying', async () => {
    upstream.fake.on('GET', TERM, { kind: 'text', body: '{"status":200,"data":[', contentType: 'application/json' });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(error._tag).toBe('UpstreamContractViolation');
    expect(error).toMatchObject({ reason: 'InvalidJson' });
    expect(upstream.fake.hits(TERM)).toBe(1);
  });

  it('maps JSON that breaks the contract (missing slug) to UpstreamContractViolation (SchemaMismatch)', async () => {
    const { slug: _omitted, ...withoutSlug } = category;
    upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [withoutSlug] } });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(error._tag).toBe('UpstreamContractViolation');
    if (error._tag !== 'UpstreamContractViolation') return;
    expect(error.reason).toBe('SchemaMismatch');
    expect(error.detail).toContain('slug');
  });

  it('decodes every list-article answer whole with the decoder kept for its schema: a malformed page after a good one is refused, each fault named', async () => {
    upstream.fake.on('POST', ARTICLE, { kind: 'json', body: articlePage });
    const good = await upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listArticle(request)));
    expect(good.data[0]).toBeInstanceOf(Article);
    const { title: _noTitle, ...untitled } = article;
    const malformed = { status: 200, data: { ...articlePage.data, data: [untitled, { ...article, state: 'sold' }], has_more: 'no' } };
    upstream.fake.on('POST', ARTICLE, { kind: 'json', body: malformed });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listArticle(request)));
    expect(error).toMatchObject({ _tag: 'UpstreamContractViolation', reason: 'SchemaMismatch' });
    if (error._tag !== 'UpstreamContractViolation') return;
    // All errors, not the first: the log names each broken field.
    expect(error.detail).toContain('title');
    expect(error.detail).toContain('state');
    expect(error.detail).toContain('has_more');
  });

  it('rejects an envelope whose status is not 200', async () => {
    upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 500, data: [] } });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listTerm()));
    expect(error).toMatchObject({ _tag: 'UpstreamContractViolation', reason: 'SchemaMismatch' });
  });

  it('maps connection refused to UpstreamUnavailable', async () => {
    const refused = runtimeFor(await refusedUrl());
    try {
      const error = await refused.runPromise(Effect.flip(Effect.flatMap(ListApi, (api) => api.listTerm())));
      expect(error._tag).toBe('UpstreamUnavailable');
      expect(error.message).toMatch(/ECONNREFUSED|fetch failed/);
    } finally {
      await refused.dispose();
    }
  });

  it('refuses an out-of-bounds list-article request without calling the upstream', async () => {
    upstream.fake.on('POST', ARTICLE, { kind: 'json', body: articlePage });
    const error = await fail(Effect.flatMap(ListApi, (api) => api.listArticle({ type: 3, page: 1, num: 500 })));
    expect(error._tag).toBe('UpstreamInvalidInput');
    expect(upstream.fake.hits(ARTICLE)).toBe(0);
  });
});

describe('ListApi.listArticleOrEmpty (spec §7: empty list on failure)', () => {
  const empty = { data: [], page: 2, num: 5, has_more: false, next_cursor: null, total: 0, total_capped: false, word_match: null, place: null, corrected: null };
  const input = { type: 3, page: 2, num: 5 } as const;

  const cases: ReadonlyArray<readonly [string, () => Promise<void> | void, string]> = [
    ['timeout', () => upstream.fake.on('POST', ARTICLE, { kind: 'hang' }), 'UpstreamTimeout'],
    ['HTTP 500', () => upstream.fake.on('POST', ARTICLE, { kind: 'text', status: 500, body: 'x' }), 'UpstreamHttpError'],
    ['malformed JSON', () => upstream.fake.on('POST', ARTICLE, { kind: 'text', body: 'not json' }), 'UpstreamContractViolation'],
    [
      'contract violation',
      () => upstream.fake.on('POST', ARTICLE, { kind: 'json', body: { status: 200, data: { data: [{ id: 1 }] } } }),
      'UpstreamContractViolation',
    ],
  ];

  for (const [name, arrange, tag] of cases) {
    it(`returns an empty page on ${name} and logs one warn line`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await arrange();
      const page = await upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listArticleOrEmpty(input)));
      expect(page).toEqual(empty);
      expect(warn).toHaveBeenCalledTimes(1);
      const record: unknown = JSON.parse(String(warn.mock.calls[0]?.[0]));
      expect(record).toMatchObject({ level: 'warn', host: 'list', operation: 'listArticle', tag });
    });
  }

  it('returns an empty page when the host refuses connections', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = runtimeFor(await refusedUrl());
    try {
      const page = await refused.runPromise(Effect.flatMap(ListApi, (api) => api.listArticleOrEmpty(input)));
      expect(page).toEqual(empty);
    } finally {
      await refused.dispose();
    }
  });

  it('passes a successful page through unchanged', async () => {
    upstream.fake.on('POST', ARTICLE, { kind: 'json', body: articlePage });
    const page = await upstream.runtime.runPromise(Effect.flatMap(ListApi, (api) => api.listArticleOrEmpty(request)));
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.id).toBe(article.id);
  });
});

describe('reference data kept per process (issue #41)', () => {
  const keptRuntime = () => upstreamRuntimeAt(upstream.fake.url, TIMEOUT_MS, 60_000);
  const categories = (kept: ReturnType<typeof keptRuntime>) => kept.runPromise(Effect.flatMap(ListApi, (api) => api.listTerm()));

  it('reads the category list once for every page while it is kept; concurrent misses share the one call', async () => {
    const kept = keptRuntime();
    try {
      upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [category] } });
      const [first, second] = await Promise.all([categories(kept), categories(kept)]);
      expect(await categories(kept)).toBe(first);
      expect(second).toBe(first);
      expect(upstream.fake.hits(TERM)).toBe(1);
      // Without a TTL (the tests' upstream.runtime) every call reads.
      await categories(upstream.runtime);
      await categories(upstream.runtime);
      expect(upstream.fake.hits(TERM)).toBe(3);
    } finally {
      await kept.dispose();
    }
  });

  it('never keeps a failure: the next page asks again', async () => {
    const kept = keptRuntime();
    try {
      upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 500, data: [] } });
      await expect(categories(kept)).rejects.toBeDefined();
      upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [category] } });
      expect((await categories(kept))[0]?.slug).toBe('nha-dat');
      expect(await categories(kept)).toHaveLength(1);
      expect(upstream.fake.hits(TERM)).toBe(2);
    } finally {
      await kept.dispose();
    }
  });
});
