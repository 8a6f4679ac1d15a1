/** The web server's own settings (src/serving/server.ts); Next reads the app's in src/env.ts. */
import { z } from 'zod';
import { metricsEnvSchema } from '../observability/metrics-listener';
import { tracingEnvSchema } from '../observability/start-tracing';

export const servingEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** How long nginx may keep a guest's page (seconds, X-Accel-Expires): short, so a listing change shows within 2 s; 0 keeps nothing. */
    'MICRO_CACHE_SECONDS': z.coerce.number().int().min(0).max(300).default(1),
    /** The backend host that streams listing changes (the content API). */
    API_URL: z.url().default('http://localhost:4000'),
    /** Shared with the backend; without it this instance does not follow listing changes (pages refresh on their timer). */
    REVALIDATE_SECRET: z.string().min(32).optional(),
    /** Where the id of the last listing change applied is kept; default .data/app-<PORT>/listing-changes.cursor. */
    LISTING_CHANGES_CURSOR_FILE: z.string().min(1).optional(),
    /** This instance's name in /healthz and /readyz; default host name and port. */
    INSTANCE_ID: z.string().min(1).max(100).optional(),
    /** Next's build folder (src/env.ts): its routes name the metrics' route templates. */
    NEXT_DIST_DIR: z.string().regex(/^\.next[\w-]*$/).default('.next'),
    /** The internal metrics listener (docs/deploy.md "Metrics"): METRICS_PORT, METRICS_HOST, METRICS_TOKEN. */
    ...metricsEnvSchema.shape,
    /** Traces to an OpenTelemetry collector (docs/operations.md "Traces"): OTEL_EXPORTER_OTLP_ENDPOINT … */
    ...tracingEnvSchema.shape,
  })
  .parse(process.env);
