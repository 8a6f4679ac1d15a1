import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { Effect } from 'effect';
import { describe, expect, it, vi } from 'vitest';
import {
  UpstreamContractViolation,
  UpstreamHttpError,
  UpstreamInvalidInput,
  UpstreamRejected,
  UpstreamTimeout,
  UpstreamUnavailable,
  type UpstreamError,
} from '~/server/upstream/errors';
import { ListApi } from '~/server/upstream/list-api';
import { MESSAGES, runUpstreamOrThrow, toTRPCError } from '~/server/upstream/to-trpc-error';
import { category } from './fixtures';
import { fakeUpstreamClient } from './fake-upstream';

const SECRET = 'SECRET-UPSTREAM-BODY-7f3a';
const site = { host: 'list', operation: 'listTerm' } as const;

describe('toTRPCError (the exhaustive map)', () => {
  const table: ReadonlyArray<readonly [UpstreamError, TRPC_ERROR_CODE_KEY, string]> = [
    [new UpstreamUnavailable({ ...site, cause: new Error(`connect ECONNREFUSED ${SECRET}`) }), 'SERVICE_UNAVAILABLE', MESSAGES.unavailable],
    [new UpstreamTimeout({ ...site, timeoutMs: 5_000 }), 'GATEWAY_TIMEOUT', MESSAGES.timeout],
    [new UpstreamHttpError({ ...site, status: 500 }), 'BAD_GATEWAY', MESSAGES.generic],
    [new UpstreamHttpError({ ...site, status: 502 }), 'BAD_GATEWAY', MESSAGES.generic],
    [new UpstreamHttpError({ ...site, status: 400 }), 'BAD_GATEWAY', MESSAGES.generic],
    [new UpstreamHttpError({ ...site, status: 401 }), 'UNAUTHORIZED', MESSAGES.unauthorized],
    [new UpstreamHttpError({ ...site, status: 403 }), 'FORBIDDEN', MESSAGES.forbidden],
    [new UpstreamHttpError({ ...site, status: 404 }), 'NOT_FOUND', MESSAGES.notFound],
    [new UpstreamHttpError({ ...site, status: 429 }), 'TOO_MANY_REQUESTS', MESSAGES.tooManyRequests],
    [
      new UpstreamContractViolation({ ...site, reason: 'SchemaMismatch', detail: `Expected string, actual "${SECRET}"` }),
      'BAD_GATEWAY',
      MESSAGES.generic,
    ],
    [new UpstreamContractViolation({ ...site, reason: 'InvalidJson', detail: SECRET }), 'BAD_GATEWAY', MESSAGES.generic],
    [new UpstreamInvalidInput({ ...site, detail: SECRET }), 'BAD_REQUEST', MESSAGES.invalidInput],
    [new UpstreamRejected({ ...site, userMessage: '  Voucher không tồn tại ' }), 'BAD_REQUEST', 'Voucher không tồn tại'],
    [new UpstreamRejected({ ...site, userMessage: '   ' }), 'BAD_REQUEST', MESSAGES.rejected],
  ];

  for (const [error, code, message] of table) {
    const label = error._tag === 'UpstreamHttpError' ? `${error._tag} ${error.status}` : error._tag;
    it(`${label} → ${code}`, () => {
      const trpc = toTRPCError(error);
      expect(trpc).toBeInstanceOf(TRPCError);
      expect(trpc.code).toBe(code);
      expect(trpc.message).toBe(message);
      expect(trpc.cause).toBeUndefined();
      expect(JSON.stringify({ message: trpc.message, code: trpc.code })).not.toContain(SECRET);
    });
  }

  it('caps a runaway upstream user message', () => {
    const trpc = toTRPCError(new UpstreamRejected({ ...site, userMessage: 'á'.repeat(5_000) }));
    expect(trpc.message.length).toBe(300);
  });
});

describe('runUpstreamOrThrow', () => {
  const upstream = fakeUpstreamClient(200);
  const TERM = '/api/list/list-term';
  const listTerm = Effect.flatMap(ListApi, (api) => api.listTerm());

  const caught = async (promise: Promise<unknown>): Promise<TRPCError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof TRPCError) return error;
      throw error;
    }
    throw new Error('expected a TRPCError');
  };

  it('returns the value on success and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [category] } });
    const terms = await runUpstreamOrThrow(upstream.runtime, listTerm);
    expect(terms[0]?.slug).toBe('nha-dat');
    expect(logged).not.toHaveBeenCalled();
  });

  it('throws BAD_GATEWAY for a 500, never echoing the body, and logs one JSON line', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.fake.on('GET', TERM, { kind: 'text', status: 500, body: `<html>${SECRET}</html>` });
    const error = await caught(runUpstreamOrThrow(upstream.runtime, listTerm));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).toBe(MESSAGES.generic);
    expect(`${error.message} ${String(error.stack)}`).not.toContain(SECRET);
    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      host: 'list',
      operation: 'listTerm',
      tag: 'UpstreamHttpError',
      status: 500,
      cause: 'list.listTerm: HTTP 500',
    });
  });

  it('keeps a contract violation’s parse message in the log but not in the TRPCError', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.fake.on('GET', TERM, { kind: 'json', body: { status: 200, data: [{ id: 1, slug: { leak: SECRET }, name: 'x' }] } });
    const error = await caught(runUpstreamOrThrow(upstream.runtime, listTerm));
    expect(error.code).toBe('BAD_GATEWAY');
    expect(error.message).not.toContain(SECRET);
    const record: unknown = JSON.parse(String(logged.mock.calls[0]?.[0]));
    expect(record).toMatchObject({ tag: 'UpstreamContractViolation' });
    // The parser quoted the offending value: proof the log has it and the user message does not.
    expect(JSON.stringify(record)).toContain(SECRET);
  });

  it('passes an UpstreamRejected message through to the user', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await caught(
      runUpstreamOrThrow(upstream.runtime, Effect.fail(new UpstreamRejected({ host: 'member', operation: 'takeVoucher', userMessage: 'Voucher không tồn tại' }))),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Voucher không tồn tại' });
  });

  it('turns a defect into a generic INTERNAL_SERVER_ERROR', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await caught(runUpstreamOrThrow(upstream.runtime, Effect.die(new Error(SECRET))));
    expect(error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.internal });
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', tag: 'Defect' });
  });

  it('aborts the upstream call when the request signal fires', async () => {
    upstream.fake.on('GET', TERM, { kind: 'hang' });
    const controller = new AbortController();
    // Aborted once the call has reached the upstream (a fixed delay lost the race on a busy host).
    const reached = setInterval(() => {
      if (upstream.fake.hits(TERM) > 0) controller.abort();
    }, 5);
    const error = await caught(runUpstreamOrThrow(upstream.runtime, listTerm, { signal: controller.signal })).finally(() => clearInterval(reached));
    // The upstream.fake never answers: only the abort (not the 5 s upstream timeout) gives this code.
    expect(error.code).toBe('CLIENT_CLOSED_REQUEST');
    expect(upstream.fake.hits(TERM)).toBe(1);
  });
});
