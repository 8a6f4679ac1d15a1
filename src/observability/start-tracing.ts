/**
 * Turns traces on when an OTLP endpoint is configured (docs/operations.md "Traces"). Off by
 * default at no cost: the SDK (./otel.ts) is imported only here, only then — a process without
 * the variable never loads an @opentelemetry module (tests/observability/tracing-off.test.ts).
 * Call it first thing at start, before the first request. The SDK reads its other variables
 * (OTEL_TRACES_SAMPLER, OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS …) itself.
 */
import { z } from 'zod';

/** Spread into the web server's and the backend's env schemas. */
export const tracingEnvSchema = z.object({
  /** The collector's OTLP/HTTP base address (`/v1/traces` is added); unset: no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The full traces address, when it is not `<endpoint>/v1/traces`. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  /** `true` keeps traces off whatever the endpoint. */
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).optional(),
  /** The service's name in the traces; default `raovat-app` / `raovat-backend`. */
  OTEL_SERVICE_NAME: z.string().min(1).max(100).optional(),
});

export type TracingEnv = z.infer<typeof tracingEnvSchema>;

export async function startTracing(defaultServiceName: string, env: TracingEnv): Promise<void> {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (endpoint === undefined || env.OTEL_SDK_DISABLED === 'true') return;
  const { startOtel } = await import('./otel');
  startOtel(env.OTEL_SERVICE_NAME ?? defaultServiceName);
}
