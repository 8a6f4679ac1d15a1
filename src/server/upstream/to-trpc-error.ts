/**
 * The one exit point from upstream failures to tRPC: an exhaustive tag → TRPCError map and
 * `runUpstreamOrThrow`, which runs an upstream effect for a procedure. Users get short generic
 * Vietnamese messages; the upstream's own text is passed through only for `UpstreamRejected`,
 * which is written for users. Upstream bodies are never echoed; the full error goes to the log as
 * one JSON line.
 *
 * Edit this file when `errors.ts` gains a tag (the map does not compile until it has one) or when a
 * message changes.
 *
 * @see https://trpc.io/docs/server/error-handling
 * @see /work/shared/reference/style-anchors.md rule 6
 */
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { Cause, Exit, Option } from 'effect';
import type { Effect } from 'effect';
import { logUpstreamError, type UpstreamError, type UpstreamErrorTag } from './errors';
import type { UpstreamRunner } from './time-budget';

export const MESSAGES = {
  generic: 'Không tải được dữ liệu, vui lòng thử lại sau.',
  unavailable: 'Không kết nối được máy chủ, vui lòng thử lại sau.',
  timeout: 'Máy chủ phản hồi quá lâu, vui lòng thử lại sau.',
  unauthorized: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.',
  forbidden: 'Bạn không có quyền thực hiện thao tác này.',
  notFound: 'Không tìm thấy dữ liệu yêu cầu.',
  tooManyRequests: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.',
  invalidInput: 'Yêu cầu không hợp lệ.',
  rejected: 'Yêu cầu không thành công.',
  internal: 'Đã có lỗi xảy ra, vui lòng thử lại sau.',
  cancelled: 'Yêu cầu đã bị hủy.',
} as const;

export interface TRPCErrorSpec {
  readonly code: TRPC_ERROR_CODE_KEY;
  readonly message: string;
  /** The form field a refusal is about, so the form can show it under that field. */
  readonly field?: string | undefined;
}

/** Carries only the field name of a refusal to the error formatter (safe to serialise). */
export class FieldRefusal extends Error {
  constructor(readonly field: string) {
    super(field);
    this.name = 'FieldRefusal';
  }
}

type ErrorByTag = { readonly [E in UpstreamError as E['_tag']]: E };

/** One entry per tag. A missing tag is a compile error; that is what makes the map exhaustive. */
type UpstreamErrorMap = { readonly [K in UpstreamErrorTag]: (error: ErrorByTag[K]) => TRPCErrorSpec };

// Upstream user messages are shown in a toast; cap them so a runaway string cannot flood the UI.
const MAX_USER_MESSAGE_CHARS = 300;

/** A refusal written for users keeps the meaning of its status; any other is a bad request. */
const REJECTION_CODES: Readonly<Partial<Record<number, TRPC_ERROR_CODE_KEY>>> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 429: 'TOO_MANY_REQUESTS' };

export const UPSTREAM_ERROR_MAP: UpstreamErrorMap = {
  UpstreamUnavailable: () => ({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.unavailable }),
  UpstreamTimeout: () => ({ code: 'GATEWAY_TIMEOUT', message: MESSAGES.timeout }),
  UpstreamHttpError: ({ status }) => {
    // Statuses that mean something to the user keep their meaning; every other one is the
    // upstream's problem (502), whatever it was.
    switch (status) {
      case 401:
        return { code: 'UNAUTHORIZED', message: MESSAGES.unauthorized };
      case 403:
        return { code: 'FORBIDDEN', message: MESSAGES.forbidden };
      case 404:
        return { code: 'NOT_FOUND', message: MESSAGES.notFound };
      case 429:
        return { code: 'TOO_MANY_REQUESTS', message: MESSAGES.tooManyRequests };
      default:
        return { code: 'BAD_GATEWAY', message: MESSAGES.generic };
    }
  },
  UpstreamContractViolation: () => ({ code: 'BAD_GATEWAY', message: MESSAGES.generic }),
  UpstreamRejected: ({ userMessage, field, status }) => {
    const text = userMessage.trim();
    return {
      code: (status === undefined ? undefined : REJECTION_CODES[status]) ?? 'BAD_REQUEST',
      message: text === '' ? MESSAGES.rejected : text.slice(0, MAX_USER_MESSAGE_CHARS),
      field,
    };
  },
  UpstreamInvalidInput: () => ({ code: 'BAD_REQUEST', message: MESSAGES.invalidInput }),
};

const specFor = <K extends UpstreamErrorTag>(tag: K, error: ErrorByTag[K]): TRPCErrorSpec =>
  UPSTREAM_ERROR_MAP[tag](error);

/** The code and user-facing message for an upstream error. */
export const upstreamErrorSpec = (error: UpstreamError): TRPCErrorSpec => specFor(error._tag, error);

/**
 * The TRPCError for an upstream error. The original error is deliberately not attached as
 * `cause`: error formatters serialise causes, and parser messages can quote upstream bodies.
 */
export const toTRPCError = (error: UpstreamError): TRPCError => {
  const { code, message, field } = upstreamErrorSpec(error);
  return new TRPCError({ code, message, cause: field === undefined ? undefined : new FieldRefusal(field) });
};

const logDefect = (cause: Cause.Cause<unknown>): void => {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'upstream effect crashed',
      tag: 'Defect',
      cause: Cause.pretty(cause),
    }),
  );
};

export interface RunUpstreamOptions {
  /** Aborts the effect (and its HTTP requests) when the tRPC request is cancelled (`opts.signal`). */
  readonly signal?: AbortSignal | undefined;
}

/**
 * Runs an upstream effect and returns its value, or throws the mapped TRPCError after logging the
 * original error as one JSON line. Defects become a generic INTERNAL_SERVER_ERROR; interruption
 * by `signal` becomes CLIENT_CLOSED_REQUEST.
 */
export const runUpstreamOrThrow = async <A, R>(
  runtime: UpstreamRunner<R>,
  effect: Effect.Effect<A, UpstreamError, R>,
  options: RunUpstreamOptions = {},
): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect, { signal: options.signal });
  if (Exit.isSuccess(exit)) return exit.value;

  const failure = Cause.failureOption(exit.cause);
  if (Option.isSome(failure)) {
    logUpstreamError(failure.value, 'error', 'upstream call failed');
    throw toTRPCError(failure.value);
  }
  if (Cause.isInterruptedOnly(exit.cause)) {
    throw new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: MESSAGES.cancelled });
  }
  logDefect(exit.cause);
  throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.internal });
};

/**
 * A read shared with other requests (src/server/answer-cache.ts), awaited by one of them: when this
 * request is cancelled it stops waiting (CLIENT_CLOSED_REQUEST, as runUpstreamOrThrow says it),
 * while the read goes on for the others.
 */
export const awaitUnlessCancelled = <A>(shared: () => Promise<A>, signal: AbortSignal | undefined): Promise<A> => {
  const cancelled = () => new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: MESSAGES.cancelled });
  if (signal === undefined) return shared();
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<A>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    shared().then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
};
