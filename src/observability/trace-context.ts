/**
 * One id per page request that crosses both services (issue #37): the W3C `traceparent`
 * (https://www.w3.org/TR/trace-context/). The app's web server continues the one it receives (from
 * a browser's or balancer's tracing) or starts one, runs the request inside it, and the upstream
 * client sends it on to the backend, which does the same; every log line of either service
 * carries its trace id. Without OpenTelemetry this costs an AsyncLocalStorage and 24 random
 * bytes (from a pool) per request; with it (src/observability/otel.ts) the SDK's spans use the same header.
 *
 * The storage lives on globalThis: the app's upstream clients run inside Next's bundles, with
 * their own copy of this module, and must see the context the web server set.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

export interface TraceContext {
  readonly traceId: string;
  /** This service's span of the request: the parent id it sends on. */
  readonly spanId: string;
  readonly flags: string;
}

const KEY = Symbol.for('raovat.traceContext');
const globalForTrace = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<TraceContext> };
const storage = (globalForTrace[KEY] ??= new AsyncLocalStorage<TraceContext>());

/*
 * Ids come from a pool of random bytes filled 4 KiB at a time: one randomBytes call per request
 * (24 bytes) was ~12 µs of a cached page's ~70 µs of CPU in a profile (bench/README.md). Trace
 * ids are not secrets; each byte is still the CSPRNG's, used once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;
function randomHex(bytes: number): string {
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO = /^0+$/;

/** A trace continued from a valid incoming `traceparent`, else a new one; always a new span id. */
export function traceFrom(header: string | string[] | undefined): TraceContext {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value === undefined ? null : TRACEPARENT.exec(value.trim().toLowerCase());
  const spanId = randomHex(8);
  if (match?.[1] && match[3] && !ALL_ZERO.test(match[1]) && !ALL_ZERO.test(match[2] ?? '')) return { traceId: match[1], spanId, flags: match[3] };
  return { traceId: randomHex(16), spanId, flags: '01' };
}

export const traceparentOf = (context: TraceContext): string => `00-${context.traceId}-${context.spanId}-${context.flags}`;

/** Runs `work` inside the request's trace. */
export const withTrace = <T>(context: TraceContext, work: () => T): T => storage.run(context, work);

/** The trace of the request being handled, if any. */
export const currentTrace = (): TraceContext | undefined => storage.getStore();

/*
 * Spans, when an OpenTelemetry exporter is configured (src/observability/otel.ts registers itself
 * here at start). Without one nothing below loads or records anything: every helper is a plain
 * call of the work it wraps, and no @opentelemetry module is ever imported. Like the storage, the
 * registration lives on globalThis, so code inside Next's bundles sees what the web server set.
 */

export type SpanKind = 'server' | 'client' | 'internal';
export type SpanAttributes = Readonly<Record<string, string | number | boolean>>;

/** A span being recorded: its ids are the trace context code inside it sees and sends on. */
export interface TracedSpan {
  readonly trace: TraceContext;
  /** False without a recorder: attributes need not be computed. */
  readonly recording: boolean;
  /** Runs `work` with this span current, for OpenTelemetry (Next's spans) and for currentTrace(). */
  run<T>(work: () => T): T;
  setAttributes(attributes: SpanAttributes): void;
  rename(name: string): void;
  /** Ends the span; a message marks it failed. */
  end(failure?: string): void;
}

/** Where a span's parent comes from: an incoming `traceparent` (a request), a known span, or whatever span is current. */
export type SpanParent = { readonly traceparent: string | undefined } | TraceContext | 'current';

export interface Tracing {
  start(name: string, kind: SpanKind, attributes: SpanAttributes, parent: SpanParent): TracedSpan;
}

const TRACING_KEY = Symbol.for('raovat.tracing');
const globalForTracing = globalThis as typeof globalThis & { [TRACING_KEY]?: Tracing };

export const registerTracing = (implementation: Tracing): void => {
  globalForTracing[TRACING_KEY] = implementation;
};

/** The span recorder, when traces are exported. */
export const tracing = (): Tracing | undefined => globalForTracing[TRACING_KEY];

/** A request's own span without a recorder: the trace continued or started, nothing recorded. */
function untracedRequest(header: string | string[] | undefined): TracedSpan {
  const trace = traceFrom(header);
  return { trace, recording: false, run: (work) => withTrace(trace, work), setAttributes: () => undefined, rename: () => undefined, end: () => undefined };
}

/**
 * The span of a request this service received: continues its `traceparent` (or starts a trace).
 * Whatever runs inside `span.run` logs its trace id and sends it on.
 */
export function requestSpan(name: string, header: string | string[] | undefined, attributes: SpanAttributes): TracedSpan {
  const recorder = tracing();
  if (!recorder) return untracedRequest(header);
  return recorder.start(name, 'server', attributes, { traceparent: Array.isArray(header) ? header[0] : header });
}

/**
 * Runs `work` in a child span of the current request's span (a tRPC procedure, an SQL statement);
 * outside any request (a background job) or without a recorder, just runs it.
 */
export async function inChildSpan<T>(name: string, kind: SpanKind, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  const recorder = tracing();
  if (!recorder || storage.getStore() === undefined) return work();
  const span = recorder.start(name, kind, attributes, 'current');
  try {
    const result = await span.run(work);
    span.end();
    return result;
  } catch (error) {
    span.end(error instanceof Error ? error.message : String(error));
    throw error;
  }
}
