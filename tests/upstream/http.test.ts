import { FetchHttpClient } from '@effect/platform';
import { Effect, Layer, Redacted, Schema, Tracer } from 'effect';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ListApi, ListApiLive } from '~/server/upstream/list-api';
import { makeUpstreamHttpClient, type UpstreamHttpClient } from '~/server/upstream/http';
import { makeUpstreamRuntime } from '~/server/upstream/runtime';
import { category } from './fixtures';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream';

/** A later host's envelope: failure is reported inside a 2xx. */
const Ack = Schema.Struct({ success: Schema.Boolean, message: Schema.optional(Schema.String) });

let fake: FakeUpstream;

beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

const withClient = <A, E>(use: (http: UpstreamHttpClient) => Effect.Effect<A, E>, timeoutMs = 200) =>
  Effect.runPromise(
    makeUpstreamHttpClient({ service: 'TestApi', host: 'test', baseUrl: `${fake.url}/`, timeoutMs }).pipe(
      Effect.flatMap(use),
      Effect.provide(FetchHttpClient.layer),
    ),
  );

describe('writes are not retried', () => {
  it('a form POST that gets 500 hits the upstream exactly once', async () => {
    fake.on('POST', '/api/payment/createMoMo', { kind: 'text', status: 500, body: 'boom' });
    const error = await withClient((http) =>
      Effect.flip(http.postForm('/api/payment/createMoMo', { m: 7, a: 50_000 }, { operation: 'createMoMo', schema: Ack })),
    );
    expect(error).toMatchObject({ _tag: 'UpstreamHttpError', status: 500, host: 'test', operation: 'createMoMo' });
    expect(fake.hits('/api/payment/createMoMo')).toBe(1);
  });

  it('a JSON POST that times out hits the upstream exactly once', async () => {
    fake.on('POST', '/api/content/push', { kind: 'hang' });
    const error = await withClient((http) =>
      Effect.flip(http.postJson('/api/content/push', { post_id: 1 }, { operation: 'push', schema: Ack })),
    );
    expect(error._tag).toBe('UpstreamTimeout');
    expect(fake.hits('/api/content/push')).toBe(1);
  });
});

describe('request shape', () => {
  it('form-encodes postForm bodies and joins the base URL without a double slash', async () => {
    fake.on('POST', '/api/payment/createMoMo', { kind: 'json', body: { success: true } });
    await withClient((http) =>
      http.postForm('/api/payment/createMoMo', { m: 7, mn: 'Nguyễn Văn A' }, { operation: 'createMoMo', schema: Ack }),
    );
    const sent = fake.requests[0];
    expect(sent?.url).toBe('/api/payment/createMoMo');
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(sent?.body).get('mn')).toBe('Nguyễn Văn A');
  });

  it('sends a bearer token only when the call asks for one', async () => {
    fake.on('GET', '/api/member/check-login', { kind: 'json', body: { success: true } });
    await withClient((http) =>
      Effect.all([
        http.get('/api/member/check-login', { operation: 'checkLogin', schema: Ack, bearerToken: Redacted.make('tok-123') }),
        http.get('/api/member/check-login', { operation: 'checkLogin', schema: Ack, urlParams: { token: 'x' } }),
      ]),
    );
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(fake.requests[1]?.headers.authorization).toBeUndefined();
    expect(fake.requests[1]?.url).toBe('/api/member/check-login?token=x');
  });

  it('refuses a body that cannot be JSON-encoded without sending anything', async () => {
    const error = await withClient((http) =>
      Effect.flip(http.postJson('/api/content/push', { id: 1n }, { operation: 'push', schema: Ack })),
    );
    expect(error._tag).toBe('UpstreamInvalidInput');
    expect(fake.requests).toHaveLength(0);
  });

  it('honours a per-call timeout over the host default', async () => {
    fake.on('GET', '/slow', { kind: 'hang' });
    const started = Date.now();
    const error = await withClient(
      (http) => Effect.flip(http.get('/slow', { operation: 'slow', schema: Ack, timeoutMs: 50 })),
      5_000,
    );
    expect(error).toMatchObject({ _tag: 'UpstreamTimeout', timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('envelopes that report failure', () => {
  const rejectWhen = (body: typeof Ack.Type) => (body.success ? undefined : (body.message ?? ''));

  it('turns success:false into UpstreamRejected with the upstream message', async () => {
    fake.on('POST', '/api/member/voucher/take', {
      kind: 'json',
      body: { success: false, message: 'Voucher đã hết lượt sử dụng' },
    });
    const error = await withClient((http) =>
      Effect.flip(http.postForm('/api/member/voucher/take', { code: 'X' }, { operation: 'takeVoucher', schema: Ack, rejectWhen })),
    );
    expect(error).toMatchObject({ _tag: 'UpstreamRejected', userMessage: 'Voucher đã hết lượt sử dụng' });
  });

  it('lets success:true through', async () => {
    fake.on('POST', '/api/member/voucher/take', { kind: 'json', body: { success: true } });
    const body = await withClient((http) =>
      http.postForm('/api/member/voucher/take', { code: 'X' }, { operation: 'takeVoucher', schema: Ack, rejectWhen }),
    );
    expect(body.success).toBe(true);
  });
});

describe('wiring', () => {
  it('names spans <Service>.<method>', async () => {
    fake.on('GET', '/api/list/list-term', { kind: 'json', body: { status: 200, data: [category] } });
    const names: string[] = [];
    const runtime = makeUpstreamRuntime({ listApiUrl: fake.url, priceApiUrl: fake.url, locationUrl: fake.url, apiUrl: fake.url, commentApiUrl: fake.url, ssoUrl: fake.url, notificationApiUrl: fake.url });
    try {
      await runtime.runPromise(
        Tracer.tracerWith((native) =>
          Effect.flatMap(ListApi, (api) => api.listTerm()).pipe(
            Effect.withTracer(
              Tracer.make({
                span: (name, ...rest) => {
                  names.push(name);
                  return native.span(name, ...rest);
                },
                context: (f, fiber) => native.context(f, fiber),
              }),
            ),
          ),
        ),
      );
    } finally {
      await runtime.dispose();
    }
    expect(names).toContain('ListApi.listTerm');
  });

  it('accepts a swapped fetch through FetchHttpClient.Fetch (no network)', async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(input instanceof Request ? input.url : String(input));
      return Response.json({ status: 200, data: [category] });
    };
    const layer = ListApiLive({ baseUrl: 'http://list.invalid' }).pipe(
      Layer.provide(FetchHttpClient.layer),
      Layer.provide(Layer.succeed(FetchHttpClient.Fetch, fakeFetch)),
    );
    const terms = await Effect.runPromise(Effect.flatMap(ListApi, (api) => api.listTerm()).pipe(Effect.provide(layer)));
    expect(terms[0]?.slug).toBe('nha-dat');
    expect(seen).toEqual(['http://list.invalid/api/list/list-term']);
  });

  it('refuses a runtime config with a non-http base URL at construction', () => {
    expect(() => makeUpstreamRuntime({ listApiUrl: 'ftp://x', priceApiUrl: fake.url, locationUrl: fake.url, apiUrl: fake.url, commentApiUrl: fake.url, ssoUrl: fake.url, notificationApiUrl: fake.url })).toThrow(
      /listApiUrl/,
    );
    expect(() => makeUpstreamRuntime({ listApiUrl: fake.url, priceApiUrl: 'nope', locationUrl: fake.url, apiUrl: fake.url, commentApiUrl: fake.url, ssoUrl: fake.url, notificationApiUrl: fake.url })).toThrow(
      /priceApiUrl/,
    );
  });
});
