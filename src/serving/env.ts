/** The web server's own settings (src/serving/server.ts); Next reads the app's in src/env.ts. */
import { z } from 'zod';
import { metricsEnvSchema } from '../observability/metrics-listener';
import { tracingEnvSchema } from '../observability/start-tracing';

export const servingEnv = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** How long a guest's page may be served from the micro-cache; 0 turns it off. */
    MICRO_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /** The backend host that streams listing changes (the content API). */
    API_URL: z.url().default('http://localhost:4000'),
    /** Shared with the backend; without it this instance does not follow listing changes (pages refresh on their timer). */
    REVALIDATE_SECRET: z.string().min(32).optional(),
    /** Where the id of the last listing change applied is kept; default .data/app-<PORT>/listing-changes.cursor. */
    LISTING_CHANGES_CURSOR_FILE: z.string().min(1).optional(),
    /** This instance's name in /healthz and /readyz; default host name and port. */
    INSTANCE_ID: z.string().min(1).max(100).optional(),
    /** The site's public address at run time (src/env.ts); https turns HSTS on (./strict-transport.ts). */
    SITE_URL: z.url().optional(),
    /** Next's build folder (src/env.ts): ./build-files.ts serves its static files. */
    NEXT_DIST_DIR: z.string().regex(/^\.next[\w-]*$/).default('.next'),
    /** The internal metrics listener (docs/deploy.md "Metrics"): METRICS_PORT, METRICS_HOST, METRICS_TOKEN. */
    ...metricsEnvSchema.shape,
    /** Traces to an OpenTelemetry collector (docs/operations.md "Traces"): OTEL_EXPORTER_OTLP_ENDPOINT … */
    ...tracingEnvSchema.shape,
  })
  .parse(process.env);
