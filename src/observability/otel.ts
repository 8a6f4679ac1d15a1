/**
 * OpenTelemetry traces (issue #37), loaded only when an OTLP endpoint is configured
 * (./start-tracing.ts imports this module dynamically): without one, no @opentelemetry module is
 * ever loaded. The plain Node SDK with the OTLP/HTTP (JSON) trace exporter and no
 * auto-instrumentation: the spans are ours (./trace-context.ts: the web server's request, the tRPC
 * procedure, the upstream client, the backend route, its SQL statements) plus Next's own, which
 * Next records as soon as a tracer provider is registered. Metrics stay with Prometheus and logs on
 * stdout, so the SDK exports neither. The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (and
 * _HEADERS, _TIMEOUT), the provider OTEL_TRACES_SAMPLER / _ARG, the batch processor OTEL_BSP_*.
 * @see https://opentelemetry.io/docs/languages/js/exporters/
 */
import { context, propagation, ROOT_CONTEXT, SpanKind as OtelSpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { registerTracing, withTrace, type SpanAttributes, type SpanKind, type SpanParent, type TraceContext, type TracedSpan, type Tracing } from './trace-context';

const KINDS: Record<SpanKind, OtelSpanKind> = { server: OtelSpanKind.SERVER, client: OtelSpanKind.CLIENT, internal: OtelSpanKind.INTERNAL };

function parentContext(parent: SpanParent): Context {
  if (parent === 'current') return context.active();
  // A request starts from what it was sent, never from whatever context the socket's callback inherited.
  if ('traceparent' in parent) return parent.traceparent === undefined ? ROOT_CONTEXT : propagation.extract(ROOT_CONTEXT, { traceparent: parent.traceparent });
  return trace.setSpanContext(ROOT_CONTEXT, { traceId: parent.traceId, spanId: parent.spanId, traceFlags: parseInt(parent.flags, 16), isRemote: false });
}

function tracedSpan(span: Span, parent: Context): TracedSpan {
  const { traceId, spanId, traceFlags } = span.spanContext();
  const own: TraceContext = { traceId, spanId, flags: traceFlags.toString(16).padStart(2, '0') };
  const active = trace.setSpan(parent, span);
  return {
    trace: own,
    recording: span.isRecording(),
    run: (work) => context.with(active, () => withTrace(own, work)),
    setAttributes: (attributes) => span.setAttributes(attributes),
    rename: (name) => span.updateName(name),
    end: (failure) => {
      if (failure !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
      span.end();
    },
  };
}

/** Starts the SDK and hands this service's spans to it; returns the flush-and-stop. */
export function startOtel(serviceName: string): () => Promise<void> {
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  const tracer = trace.getTracer('raovat');
  const tracing: Tracing = {
    start(name: string, kind: SpanKind, attributes: SpanAttributes, parent: SpanParent) {
      const from = parentContext(parent);
      return tracedSpan(tracer.startSpan(name, { kind: KINDS[kind], attributes }, from), from);
    },
  };
  registerTracing(tracing);
  // The spans still batched go out before the process exits on a stop signal.
  const flush = () => sdk.shutdown().catch(() => undefined);
  process.once('SIGTERM', () => void flush());
  process.once('SIGINT', () => void flush());
  return flush;
}
