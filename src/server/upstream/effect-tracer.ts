/**
 * Effect's spans (each upstream call's `<Service>.<method>` and @effect/platform's `http.client`
 * under it) recorded by the process's trace exporter (src/observability/otel.ts) when one is
 * configured, so the `traceparent` the HttpClient sends the backend names a span that exists in the
 * exported trace. Effect's own tracer stays in place without an exporter.
 * @see https://effect.website/docs/observability/tracing/
 */
import { Cause, Exit, Option, Tracer } from 'effect';
import type { SpanAttributes, TracedSpan, Tracing } from '../../observability/trace-context';

const isAttribute = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function failureOf(exit: Exit.Exit<unknown, unknown>): string | undefined {
  if (Exit.isSuccess(exit)) return undefined;
  if (Cause.isInterruptedOnly(exit.cause)) return 'interrupted';
  const failure = Cause.failureOption(exit.cause);
  const tagged = Option.isSome(failure) && typeof failure.value === 'object' && failure.value !== null && '_tag' in failure.value ? failure.value._tag : undefined;
  return typeof tagged === 'string' ? tagged : (Cause.pretty(exit.cause).split('\n')[0] ?? 'failed');
}

interface MutableSpan extends Omit<Tracer.Span, 'status'> {
  status: Tracer.SpanStatus;
}

/** The recorded span behind each of Effect's, to make it current for code an effect calls (Next's fetch span). */
const recordedOf = new WeakMap<Tracer.AnySpan, TracedSpan>();

function effectSpan(recorded: TracedSpan, fields: Pick<Tracer.Span, 'name' | 'parent' | 'context' | 'links' | 'kind'>, startTime: bigint): Tracer.Span {
  const attributes = new Map<string, unknown>();
  const span: MutableSpan = {
    _tag: 'Span',
    ...fields,
    spanId: recorded.trace.spanId,
    traceId: recorded.trace.traceId,
    sampled: recorded.trace.flags === '01',
    status: { _tag: 'Started', startTime },
    attributes,
    end(endTime, exit) {
      span.status = { _tag: 'Ended', startTime, endTime, exit };
      recorded.end(failureOf(exit));
    },
    attribute(key, value) {
      attributes.set(key, value);
      if (isAttribute(value)) recorded.setAttributes({ [key]: value });
    },
    event: () => undefined,
    addLinks: () => undefined,
  };
  recordedOf.set(span, recorded);
  return span;
}

const made = new WeakMap<Tracing, Tracer.Tracer>();

/** An Effect tracer whose spans are the exporter's: a child of Effect's parent span, else of the current request's. One per recorder. */
export function exportingTracer(tracing: Tracing): Tracer.Tracer {
  const known = made.get(tracing);
  if (known) return known;
  const tracer = Tracer.make({
    span(name, parent, context, links, startTime, kind) {
      const attributes: SpanAttributes = {};
      const from = Option.match(parent, {
        onNone: () => 'current' as const,
        onSome: (span) => ({ traceId: span.traceId, spanId: span.spanId, flags: span.sampled ? '01' : '00' }),
      });
      return effectSpan(tracing.start(name, kind === 'client' ? 'client' : kind === 'server' ? 'server' : 'internal', attributes, from), { name, parent, context, links, kind }, startTime);
    },
    context: (run, fiber) => {
      const current = fiber.currentSpan;
      const recorded = current === undefined ? undefined : recordedOf.get(current);
      return recorded === undefined ? run() : recorded.run(run);
    },
  });
  made.set(tracing, tracer);
  return tracer;
}
