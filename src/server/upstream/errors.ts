/**
 * The one vocabulary of upstream failures. Every client in src/server/upstream fails only with
 * these tagged errors; `to-trpc-error.ts` is the single place that turns them into TRPCErrors.
 *
 * Edit this file when a new *kind* of failure appears (not a new host or call). Adding a class
 * here means adding it to `UpstreamError` too; the tRPC map then refuses to compile until the new
 * tag has a code, which is the point.
 *
 * @see https://effect.website/docs/error-management/yieldable-errors/
 * @see /work/shared/reference/style-anchors.md rule 6
 */
import { Data } from 'effect';

/** Which upstream call failed: the host label (`list`, `price`, `location`) and the method name. */
interface CallSite {
  readonly host: string;
  readonly operation: string;
}

/** Network-level failure: connection refused or reset, DNS, or a request that could not be sent. */
export class UpstreamUnavailable extends Data.TaggedError('UpstreamUnavailable')<
  CallSite & { readonly cause: unknown }
> {
  override get message(): string {
    return `${this.host}.${this.operation}: upstream unreachable (${describeCause(this.cause)})`;
  }
}

/** No complete answer within the per-call time budget (the request is aborted). */
export class UpstreamTimeout extends Data.TaggedError('UpstreamTimeout')<CallSite & { readonly timeoutMs: number }> {
  override get message(): string {
    return `${this.host}.${this.operation}: no answer within ${this.timeoutMs} ms`;
  }
}

/** The upstream answered with a non-2xx status. The body is deliberately not kept. */
export class UpstreamHttpError extends Data.TaggedError('UpstreamHttpError')<CallSite & { readonly status: number }> {
  override get message(): string {
    return `${this.host}.${this.operation}: HTTP ${this.status}`;
  }
}

/**
 * A 2xx answer that is not what the contract promises: not JSON, or JSON that does not decode
 * against the call's Schema. `detail` keeps the parser's message for the logs only.
 */
export class UpstreamContractViolation extends Data.TaggedError('UpstreamContractViolation')<
  CallSite & { readonly reason: 'InvalidJson' | 'SchemaMismatch'; readonly detail: string }
> {
  override get message(): string {
    return `${this.host}.${this.operation}: ${this.reason}: ${this.detail}`;
  }
}

/**
 * A 2xx answer whose envelope says the operation failed (`success: false` on the member and
 * content hosts). `userMessage` is the upstream's own text, written for end users, so it is the
 * one upstream string we pass through to the browser.
 */
export class UpstreamRejected extends Data.TaggedError('UpstreamRejected')<
  CallSite & { readonly userMessage: string; readonly field?: string | undefined; readonly status?: number | undefined }
> {
  override get message(): string {
    return `${this.host}.${this.operation}: rejected: ${this.userMessage}`;
  }
}

/**
 * The call was refused before any request was sent because an argument is invalid (a location
 * code that is not 2 or 3 digits, a list-article payload out of bounds). Guards the URL paths we
 * build from caller input.
 */
export class UpstreamInvalidInput extends Data.TaggedError('UpstreamInvalidInput')<CallSite & { readonly detail: string }> {
  override get message(): string {
    return `${this.host}.${this.operation}: invalid input: ${this.detail}`;
  }
}

export type UpstreamError =
  | UpstreamUnavailable
  | UpstreamTimeout
  | UpstreamHttpError
  | UpstreamContractViolation
  | UpstreamRejected
  | UpstreamInvalidInput;

export type UpstreamErrorTag = UpstreamError['_tag'];

/** Flattens an `Error.cause` chain into one line ("fetch failed: connect ECONNREFUSED ..."). */
export const describeCause = (cause: unknown): string => {
  const parts: string[] = [];
  let current: unknown = cause;
  // Bounded: cause chains can be cyclic in principle.
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (current instanceof Error) {
      if (current.message !== '' && !parts.includes(current.message)) parts.push(current.message);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.length > 0 ? parts.join(': ') : 'unknown cause';
};

export type LogLevel = 'error' | 'warn';

/** The structured record written for one failed upstream call: one JSON object, one line. */
export interface UpstreamErrorLogRecord {
  readonly level: LogLevel;
  readonly msg: string;
  readonly host: string;
  readonly operation: string;
  readonly tag: UpstreamErrorTag;
  readonly cause: string;
  readonly status?: number;
}

export const upstreamErrorLogRecord = (error: UpstreamError, level: LogLevel, msg: string): UpstreamErrorLogRecord => ({
  level,
  msg,
  host: error.host,
  operation: error.operation,
  tag: error._tag,
  cause: error.message,
  ...(error._tag === 'UpstreamHttpError' ? { status: error.status } : {}),
});

/** Writes the record as one JSON line on stderr, where the server's log collector reads. */
export const logUpstreamError = (error: UpstreamError, level: LogLevel, msg: string): void => {
  const line = JSON.stringify(upstreamErrorLogRecord(error, level, msg));
  if (level === 'warn') console.warn(line);
  else console.error(line);
};
