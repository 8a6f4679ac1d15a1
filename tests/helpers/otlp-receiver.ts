/**
 * A collector for tests and the benchmark: accepts OTLP/HTTP JSON trace exports
 * (POST /v1/traces, what @opentelemetry/exporter-trace-otlp-http sends) on loopback and keeps
 * the spans, flattened with their service's name.
 * @see https://opentelemetry.io/docs/specs/otlp/#otlphttp
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface ReceivedSpan {
  readonly service: string;
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId: string;
  readonly name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  readonly kind: number;
  readonly attributes: Readonly<Record<string, string | number | boolean>>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: OtlpAttribute[] }[] }[];
  }[];
}

const valueOf = (value: OtlpValue): string | number | boolean => value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue ?? 0);

const attributesOf = (attributes: OtlpAttribute[] = []): Record<string, string | number | boolean> =>
  Object.fromEntries(attributes.map((attribute) => [attribute.key, valueOf(attribute.value)]));

export function spansOf(body: OtlpExport): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

export interface OtlpReceiver {
  /** What to set OTEL_EXPORTER_OTLP_ENDPOINT to. */
  readonly endpoint: string;
  readonly spans: ReceivedSpan[];
  /** Export requests received (whatever they held). */
  exports(): number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 (`port` 0: any free port); `keep: false` only counts the exports (benchmark). */
export async function startOtlpReceiver(options: { port?: number; keep?: boolean } = {}): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  let exportCount = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      exportCount += 1;
      if (request.url === '/v1/traces' && options.keep !== false) {
        const raw = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        spans.push(...spansOf(JSON.parse(body.toString('utf8')) as OtlpExport));
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    exports: () => exportCount,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
