/**
 * One id per page request that crosses both services (issue #37): the W3C `traceparent`
 * (https://www.w3.org/TR/trace-context/). The app's web server continues the one it receives (from
 * a browser's or balancer's tracing) or starts one, runs the request inside it, and the upstream
 * client sends it on to the backend, which does the same; every log line of either service
 * carries its trace id. Without OpenTelemetry this costs an AsyncLocalStorage and 24 random
 * bytes per request; with it (src/observability/otel.ts) the SDK's spans use the same header.
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

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO = /^0+$/;

/** A trace continued from a valid incoming `traceparent`, else a new one; always a new span id. */
export function traceFrom(header: string | string[] | undefined): TraceContext {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value === undefined ? null : TRACEPARENT.exec(value.trim().toLowerCase());
  const spanId = randomBytes(8).toString('hex');
  if (match?.[1] && match[3] && !ALL_ZERO.test(match[1]) && !ALL_ZERO.test(match[2] ?? '')) return { traceId: match[1], spanId, flags: match[3] };
  return { traceId: randomBytes(16).toString('hex'), spanId, flags: '01' };
}

export const traceparentOf = (context: TraceContext): string => `00-${context.traceId}-${context.spanId}-${context.flags}`;

/** Runs `work` inside the request's trace. */
export const withTrace = <T>(context: TraceContext, work: () => T): T => storage.run(context, work);

/** The trace of the request being handled, if any. */
export const currentTrace = (): TraceContext | undefined => storage.getStore();
