/**
 * Shared plumbing for the upstream clients: one `UpstreamHttpClient` per host, built on
 * @effect/platform's `HttpClient` (base URL + `acceptJson` in `mapRequest`), with a per-call
 * timeout, opt-in bounded retries for idempotent reads, Schema decoding of every body, and every
 * failure mapped to the tagged errors of `errors.ts`. Each call runs in a span `<Service>.<method>`.
 *
 * Edit this file to change transport behaviour for all hosts. A new upstream call belongs in its
 * host's service file (`list-api.ts`, ...), not here.
 *
 * The HttpClient comes from the environment, so the runtime provides `FetchHttpClient.layer` and
 * tests can swap the fetch (`FetchHttpClient.Fetch`) or simply point the base URL at a local server.
 *
 * @see https://effect-ts.github.io/effect/platform/HttpClient.ts.html
 * @see https://effect-ts.github.io/effect/platform/HttpClientRequest.ts.html
 * @see https://effect.website/docs/scheduling/built-in-schedules/
 * @see /work/shared/reference/style-anchors.md rule 7
 */
import { HttpClient, HttpClientRequest } from '@effect/platform';
import type { HttpClientError, HttpClientResponse, UrlParams } from '@effect/platform';
import { Cause, Duration, Effect, Either, Exit, Option, Schedule, Schema, Tracer } from 'effect';
import type { ParseResult, Redacted } from 'effect';
import { currentTrace, tracing } from '../../observability/trace-context';
import { exportingTracer } from './effect-tracer';
import { recordUpstreamCall } from '../../observability/upstream-metrics';
import { breakerFor } from './circuit-breaker';
import {
  UpstreamContractViolation,
  UpstreamHttpError,
  UpstreamInvalidInput,
  UpstreamRejected,
  UpstreamTimeout,
  UpstreamUnavailable,
  describeCause,
  type UpstreamError,
} from './errors';

/** The per-call budget when neither the host nor the call sets one. */
export const DEFAULT_TIMEOUT_MS = 5_000;

/** Bounded exponential backoff (with jitter) between attempts of an idempotent read. */
export interface RetryPolicy {
  /** Retries after the first attempt, so `times: 2` means at most 3 requests. */
  readonly times: number;
  /** Delay before the first retry; it doubles for each further retry, then ±20% jitter. */
  readonly baseDelay: Duration.DurationInput;
}

/** The policy for every read of spec §7: at most 2 retries, 100 ms then 200 ms (jittered). */
export const READ_RETRY: RetryPolicy = { times: 2, baseDelay: '100 millis' };

export interface UpstreamHostConfig {
  /** Service name used in span names (`ListApi` gives spans `ListApi.listTerm`). */
  readonly service: string;
  /** Short host label for logs and errors (`list`, `price`, `location`). */
  readonly host: string;
  /** Absolute base URL; a trailing slash is ignored. Paths are appended to it verbatim. */
  readonly baseUrl: string;
  /** Default per-call timeout for this host, in milliseconds. */
  readonly timeoutMs?: number | undefined;
}

export interface CallOptions<A, I> {
  /** The method name, as in the span `<Service>.<operation>` and in logs. */
  readonly operation: string;
  /** Decodes the 2xx body. Anything that does not decode is an `UpstreamContractViolation`. */
  readonly schema: Schema.Schema<A, I, never>;
  /**
   * Retries on transient failures (network, timeout, 5xx, 408, 429). Only pass it for idempotent
   * reads: a retried write may be applied twice. Default: no retry.
   */
  readonly retry?: RetryPolicy | undefined;
  /** Overrides the host's timeout for this call (applies to each attempt). */
  readonly timeoutMs?: number | undefined;
  /** Sent as `Authorization: Bearer <token>` (member calls of later hosts). */
  readonly bearerToken?: string | Redacted.Redacted<string> | undefined;
  /** Query string parameters. */
  readonly urlParams?: UrlParams.Input | undefined;
  /**
   * For envelopes that report failure inside a 2xx (`success: false`): return the upstream's
   * user-facing message to fail with `UpstreamRejected`, or `undefined` when the body is a success.
   */
  readonly rejectWhen?: ((body: A) => string | undefined) | undefined;
  /**
   * 4xx statuses whose body is the backend's user-facing refusal (`{ message, field? }`, e.g. a
   * validation error): they fail with `UpstreamRejected` carrying that message instead of a bare
   * `UpstreamHttpError`. Only for hosts whose error messages are written for users.
   */
  readonly userFacingStatuses?: readonly number[] | undefined;
}

/** A client bound to one upstream host. Every method fails only with `UpstreamError`. */
export interface UpstreamHttpClient {
  readonly host: string;
  readonly service: string;
  readonly get: <A, I>(path: string, options: CallOptions<A, I>) => Effect.Effect<A, UpstreamError>;
  /** POST with a JSON body (`Content-Type: application/json`). */
  readonly postJson: <A, I>(path: string, body: unknown, options: CallOptions<A, I>) => Effect.Effect<A, UpstreamError>;
  /** POST with a multipart body (files), e.g. an avatar or listing media. */
  readonly postMultipart: <A, I>(path: string, form: FormData, options: CallOptions<A, I>) => Effect.Effect<A, UpstreamError>;
  /** POST with a form-encoded body (`application/x-www-form-urlencoded`), as the payment host wants. */
  readonly postForm: <A, I>(
    path: string,
    form: UrlParams.Input,
    options: CallOptions<A, I>,
  ) => Effect.Effect<A, UpstreamError>;
}

/** The cause of the UpstreamUnavailable a call fails with, unsent, while its host's circuit is open. */
export class CircuitOpen extends Error {
  constructor(origin: string) {
    super(`circuit open for ${origin} after repeated failures`);
    this.name = 'CircuitOpen';
  }
}

/**
 * Whether another attempt is worth it. A timed-out attempt has spent the page's time budget (the
 * host is hanging), and an open circuit answers the same until its probe: neither is retried.
 */
export const isRetryable = (error: UpstreamError): boolean =>
  isTransient(error) && error._tag !== 'UpstreamTimeout' && !(error._tag === 'UpstreamUnavailable' && error.cause instanceof CircuitOpen);

/** A call abandoned after this long without an answer counts against its host's circuit. */
const UNANSWERED_MS = 1_000;

/** What counts against a host's circuit: it is unreachable, hanging or failing (5xx). */
const isHostFailure = (error: UpstreamError): boolean =>
  error._tag === 'UpstreamUnavailable' || error._tag === 'UpstreamTimeout' || (error._tag === 'UpstreamHttpError' && error.status >= 500);

/** Failures of the host rather than of the call: they may clear on their own, and count against its circuit. */
export const isTransient = (error: UpstreamError): boolean => {
  switch (error._tag) {
    case 'UpstreamUnavailable':
    case 'UpstreamTimeout':
      return true;
    case 'UpstreamHttpError':
      return error.status >= 500 || error.status === 408 || error.status === 429;
    case 'UpstreamContractViolation':
    case 'UpstreamRejected':
    case 'UpstreamInvalidInput':
      return false;
  }
};

// Parser messages can quote large parts of a body; logs need the gist, not the payload.
const MAX_DETAIL_CHARS = 2_000;
const truncate = (text: string): string =>
  text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}… (${text.length} chars)` : text;

/**
 * One synchronous decoder per response schema, made on its first answer and kept for the process
 * (issue #41): every answer is still decoded whole against its schema, all errors reported, but not
 * as an Effect of its own per call. The upstream schemas are synchronous (no async transformations).
 */
const decoders = new WeakMap<Schema.Schema.Any, (json: unknown) => Either.Either<unknown, ParseResult.ParseError>>();
const decoderOf = <A, I>(schema: Schema.Schema<A, I, never>): ((json: unknown) => Either.Either<A, ParseResult.ParseError>) => {
  let decoder = decoders.get(schema);
  if (decoder === undefined) {
    decoder = Schema.decodeUnknownEither(schema, { errors: 'all' });
    decoders.set(schema, decoder);
  }
  return decoder as (json: unknown) => Either.Either<A, ParseResult.ParseError>;
};

const isAbsoluteHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Builds the client for one host from the `HttpClient` in the environment. A base URL that is not
 * an absolute http(s) URL is a configuration bug, not an upstream failure, so it is a defect here;
 * `makeUpstreamRuntime` checks the config eagerly so it surfaces at start-up.
 */
export const makeUpstreamHttpClient = (
  config: UpstreamHostConfig,
): Effect.Effect<UpstreamHttpClient, never, HttpClient.HttpClient> =>
  Effect.gen(function* () {
    if (!isAbsoluteHttpUrl(config.baseUrl)) {
      return yield* Effect.dieMessage(`upstream ${config.host}: base URL is not an absolute http(s) URL`);
    }
    const baseUrl = config.baseUrl.replace(/\/+$/, '');
    const hostTimeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const { host, service } = config;

    const client = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.prependUrl(baseUrl)),
      HttpClient.mapRequest(HttpClientRequest.acceptJson),
    );

    const toUnavailable =
      (operation: string) =>
      (error: HttpClientError.HttpClientError): UpstreamUnavailable =>
        new UpstreamUnavailable({ host, operation, cause: error.cause ?? error });

    /** The user-facing part of a refusal body, or null when it is not one. */
    const refusal = (text: string): { message: string; field?: string } | null => {
      try {
        const body: unknown = JSON.parse(text);
        if (typeof body !== 'object' || body === null) return null;
        const { message, field } = body as Record<string, unknown>;
        if (typeof message !== 'string' || message.trim() === '') return null;
        return typeof field === 'string' ? { message, field } : { message };
      } catch {
        return null;
      }
    };

    /** One attempt: send, check the status, read the whole body, all inside the time budget. */
    const attemptUnguarded = (
      request: HttpClientRequest.HttpClientRequest,
      operation: string,
      timeoutMs: number,
      userFacingStatuses: readonly number[] = [],
    ): Effect.Effect<string, UpstreamUnavailable | UpstreamTimeout | UpstreamHttpError | UpstreamRejected> =>
      client.execute(request).pipe(
        Effect.mapError(toUnavailable(operation)),
        Effect.flatMap(
          (
            response: HttpClientResponse.HttpClientResponse,
          ): Effect.Effect<string, UpstreamUnavailable | UpstreamHttpError | UpstreamRejected> => {
            if (response.status >= 200 && response.status < 300) return response.text.pipe(Effect.mapError(toUnavailable(operation)));
            const httpError = new UpstreamHttpError({ host, operation, status: response.status });
            // Other error bodies are never read: they must not reach users, and logs get the status.
            if (!userFacingStatuses.includes(response.status)) return Effect.fail(httpError);
            return response.text.pipe(
              Effect.mapError(toUnavailable(operation)),
              Effect.flatMap((text): Effect.Effect<never, UpstreamHttpError | UpstreamRejected> => {
                const found = refusal(text);
                if (found === null) return Effect.fail(httpError);
                return Effect.fail(new UpstreamRejected({ host, operation, userMessage: found.message, field: found.field, status: response.status }));
              }),
            );
          },
        ),
        // Interrupting the fiber aborts the fetch (FetchHttpClient passes an AbortSignal).
        Effect.timeoutFail({
          duration: Duration.millis(timeoutMs),
          onTimeout: () => new UpstreamTimeout({ host, operation, timeoutMs }),
        }),
      );

    /** Sends through the host's circuit breaker: refused at once while open, and every outcome recorded. */
    const throughBreaker = <A>(
      operation: string,
      send: Effect.Effect<A, UpstreamUnavailable | UpstreamTimeout | UpstreamHttpError | UpstreamRejected>,
    ): Effect.Effect<A, UpstreamUnavailable | UpstreamTimeout | UpstreamHttpError | UpstreamRejected> =>
      Effect.suspend(() => {
        const breaker = breakerFor(baseUrl);
        if (!breaker.tryAcquire()) return Effect.fail(new UpstreamUnavailable({ host, operation, cause: new CircuitOpen(new URL(baseUrl).origin) }));
        const sentAt = Date.now();
        return send.pipe(
          Effect.onExit((exit) =>
            Effect.sync(() => {
              if (Exit.isSuccess(exit)) return breaker.succeeded();
              const failure = Cause.failureOption(exit.cause);
              // Abandoned by a page's budget or the proxy's lookup limit: silence that long counts as a failure.
              if (Option.isNone(failure)) return Date.now() - sentAt >= UNANSWERED_MS ? breaker.failed() : breaker.released();
              if (isHostFailure(failure.value)) breaker.failed();
              else breaker.succeeded(); // It answered: a 4xx (429 included) or a refusal is about the call.
            }),
          ),
        );
      });

    const attempt = (
      request: HttpClientRequest.HttpClientRequest,
      operation: string,
      timeoutMs: number,
      userFacingStatuses: readonly number[] = [],
    ): Effect.Effect<string, UpstreamUnavailable | UpstreamTimeout | UpstreamHttpError | UpstreamRejected> =>
      throughBreaker(operation, attemptUnguarded(request, operation, timeoutMs, userFacingStatuses));

    const decode =
      <A, I>(operation: string, schema: Schema.Schema<A, I, never>) =>
      (text: string): Effect.Effect<A, UpstreamContractViolation> =>
        Effect.try({
          try: (): unknown => JSON.parse(text),
          catch: (error) =>
            new UpstreamContractViolation({
              host,
              operation,
              reason: 'InvalidJson',
              detail: truncate(describeCause(error)),
            }),
        }).pipe(
          Effect.flatMap((json) =>
            Either.match(decoderOf(schema)(json), {
              onLeft: (error) =>
                Effect.fail(
                  new UpstreamContractViolation({
                    host,
                    operation,
                    reason: 'SchemaMismatch',
                    detail: truncate(error.message),
                  }),
                ),
              onRight: Effect.succeed,
            }),
          ),
        );

    const call = <A, I>(
      method: string,
      path: string,
      build: Effect.Effect<HttpClientRequest.HttpClientRequest, UpstreamInvalidInput>,
      options: CallOptions<A, I>,
    ): Effect.Effect<A, UpstreamError> => {
      const { operation, schema, retry, rejectWhen } = options;
      const timeoutMs = options.timeoutMs ?? hostTimeoutMs;
      const withAuth = (request: HttpClientRequest.HttpClientRequest) =>
        options.bearerToken === undefined ? request : HttpClientRequest.bearerToken(request, options.bearerToken);
      const withParams = (request: HttpClientRequest.HttpClientRequest) =>
        options.urlParams === undefined ? request : HttpClientRequest.setUrlParams(request, options.urlParams);
      // The page request's trace (src/observability/trace-context.ts) is this call's parent span, so
      // the HttpClient's own W3C propagation sends the backend a traceparent of the same trace.
      // With a trace exporter (src/observability/otel.ts) these spans are recorded with the request's.
      const trace = currentTrace();
      const recorder = tracing();
      const inRequestTrace = <X, Y>(effect: Effect.Effect<X, Y>) => {
        const parented = trace === undefined ? effect : Effect.withParentSpan(effect, Tracer.externalSpan({ traceId: trace.traceId, spanId: trace.spanId, sampled: trace.flags === '01' }));
        return recorder === undefined ? parented : Effect.withTracer(parented, exportingTracer(recorder));
      };

      return Effect.suspend(() => {
        const startedAt = performance.now();
        return build.pipe(
          Effect.map((request) => withParams(withAuth(request))),
          Effect.flatMap((request) => {
            const once = attempt(request, operation, timeoutMs, options.userFacingStatuses);
            return retry === undefined
              ? once
              : Effect.retry(once, {
                  schedule: Schedule.jittered(Schedule.exponential(retry.baseDelay)),
                  times: retry.times,
                  while: isRetryable,
                });
          }),
          Effect.flatMap(decode(operation, schema)),
          Effect.flatMap((body) => {
            const rejection = rejectWhen?.(body);
            return rejection === undefined
              ? Effect.succeed(body)
              : Effect.fail(new UpstreamRejected({ host, operation, userMessage: rejection }));
          }),
          Effect.onExit((exit) =>
            Effect.sync(() => {
              const failure = Exit.isFailure(exit) ? Cause.failureOption(exit.cause) : Option.none();
              const outcome = Exit.isSuccess(exit) ? 'ok' : Option.isSome(failure) ? failure.value._tag : 'Interrupted';
              recordUpstreamCall(host, operation, outcome, (performance.now() - startedAt) / 1000);
            }),
          ),
        );
      }).pipe(
        Effect.withSpan(`${service}.${operation}`, {
          kind: 'client',
          attributes: {
            'upstream.host': host,
            'http.request.method': method,
            'url.path': path,
            'upstream.retry': retry === undefined ? 0 : retry.times,
          },
        }),
        inRequestTrace,
      );
    };

    const upstream: UpstreamHttpClient = {
      host,
      service,
      get: (path, options) => call('GET', path, Effect.succeed(HttpClientRequest.get(path)), options),
      postJson: (path, body, options) =>
        call(
          'POST',
          path,
          HttpClientRequest.post(path).pipe(
            HttpClientRequest.bodyJson(body),
            Effect.mapError(
              (error) =>
                new UpstreamInvalidInput({
                  host,
                  operation: options.operation,
                  detail: `request body is not JSON-encodable (${describeCause(error.reason.error)})`,
                }),
            ),
          ),
          options,
        ),
      postForm: (path, form, options) =>
        call('POST', path, Effect.succeed(HttpClientRequest.post(path).pipe(HttpClientRequest.bodyUrlParams(form))), options),
      postMultipart: (path, form, options) =>
        call('POST', path, Effect.succeed(HttpClientRequest.post(path).pipe(HttpClientRequest.bodyFormData(form))), options),
    };
    return upstream;
  });
