/**
 * The reference backend's configuration, read and validated once when the process starts.
 * Every variable is listed in the README's env table; add new ones there too.
 */
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_SECRETS, PUBLISHED_PAYMENT_DEFAULTS, paymentEnvShape, withPaymentDefaults, type PaymentUrls } from './payments/config';
import { PUBLISHED_SECRETS } from '~/lib/published-secrets';
import { metricsEnvSchema } from '~/observability/metrics-listener';
import { tracingEnvSchema } from '~/observability/start-tracing';

const port = z.coerce.number().int().min(1).max(65_535);

const backendEnvSchema = z.object({
  /**
   * `demo` (default, `npm start`): everything runs offline — payment sandboxes, the SSO test mailbox,
   * published sandbox secrets. `production`: refuses to start with any of those (productionProblems).
   */
  APP_MODE: z.enum(['demo', 'production']).default('demo'),
  BACKEND_PORT: port.default(4000),
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  /** The internal metrics listener (docs/deploy.md "Metrics"): METRICS_PORT, METRICS_HOST, METRICS_TOKEN. */
  ...metricsEnvSchema.shape,
  /** Traces to an OpenTelemetry collector (docs/operations.md "Traces"): OTEL_EXPORTER_OTLP_ENDPOINT … */
  ...tracingEnvSchema.shape,
  /** This instance's name in health answers and logs; default host name and port. */
  INSTANCE_ID: z.string().min(1).max(100).optional(),
  /** Comma-separated addresses of proxies on other machines whose X-Forwarded-For is believed (loopback always is). */
  TRUSTED_PROXIES: z.string().max(2_000).optional(),
  /** Set to use a real PostgreSQL server; unset uses embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** Origin under which browsers reach this backend (media URLs, SSO pages). */
  BACKEND_PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** The app's own origin: SSO redirects and CORS accept only this. */
  APP_ORIGIN: z.url().default('http://localhost:3000'),
  /**
   * How many demo listings `npm start` seeds into an empty database (default 10,000 in demo, 0 in
   * production, which refuses any other value: the demo's accounts have published passwords).
   */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(2_000_000).optional(),
  /** How often the listing expiry job runs (ms); 0 turns it off. */
  LISTING_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  /**
   * How often the embedded database's listings table is vacuumed (ms); 0 turns it off. PGlite has no
   * autovacuum (services/vacuum-job.ts); a PostgreSQL server vacuums itself and ignores this.
   */
  VACUUM_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Sent to the app's `/api/revalidate` after listing changes; unset: cached pages refresh on their timer only. */
  REVALIDATE_SECRET: z.string().min(32).optional(),
  ...paymentEnvShape,
  /** How often the alert job (saved searches, favourites' price drops) runs, in milliseconds; 0 turns it off. */
  SAVED_SEARCH_ALERT_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  /** How often "Tin nhắn" notifications go out for chat messages left unread, in ms; 0 turns it off. */
  CHAT_NOTIFY_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(20_000),
  /** How often uploads nobody kept (older than a day, on no listing or draft) are removed, in ms; 0 turns it off. */
  UPLOAD_CLEANUP_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** "Mua an toàn" (issue #38): the largest price a seller may offer it for, in đồng (the fee on top must stay within MoMo's 50,000,000). */
  SAFE_PURCHASE_MAX_PRICE_VND: z.coerce.number().int().min(10_000).max(49_000_000).default(30_000_000),
  /** The buyer's fee: this share of the price in basis points (200 = 2 %), at least the minimum. */
  SAFE_PURCHASE_FEE_BPS: z.coerce.number().int().min(0).max(1_000).default(200),
  SAFE_PURCHASE_FEE_MIN_VND: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  /** Days the seller has to hand over once paid (else refunded), and the buyer to confirm or complain once handed over (else released). */
  SAFE_PURCHASE_HANDOVER_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  SAFE_PURCHASE_CONFIRM_DAYS: z.coerce.number().int().min(1).max(30).default(3),
  /** Minutes an order waits for its payment before it expires. */
  SAFE_PURCHASE_PAYMENT_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(60),
  /** How often the order timers, refund retries and payouts run, in ms; 0 turns the job off. */
  SAFE_PURCHASE_TIMER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** '1' mounts the end-to-end test hooks (routes/test-hooks.ts); only Playwright's backend sets it. */
  ENABLE_TEST_HOOKS: z.enum(['0', '1']).default('0'),
});

/** The validated env; payment URLs are always filled (their defaults point at the sandboxes). */
export type BackendEnv = Omit<z.infer<typeof backendEnvSchema>, 'SEED_LISTINGS'> & PaymentUrls & { readonly SEED_LISTINGS: number };

const DEMO_SEED_LISTINGS = 10_000;

/**
 * What production cannot run with, one line per variable: a payment secret that is missing or one
 * of the sandbox values published in this repository, no revalidation secret, a provider URL left
 * on the local sandbox, the sandboxes or the test hooks switched on, demo data to seed.
 * docs/deploy.md lists them in one table; keep the two together.
 */
export function productionProblems(source: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  for (const name of PAYMENT_SECRETS) {
    const value = source[name];
    if (value === undefined || value === '') problems.push(`${name} is not set`);
    else if (PUBLISHED_PAYMENT_DEFAULTS[name] === value) problems.push(`${name} is the published sandbox value`);
  }
  if (!source.REVALIDATE_SECRET) problems.push('REVALIDATE_SECRET is not set');
  else if (PUBLISHED_SECRETS.has(source.REVALIDATE_SECRET)) problems.push('REVALIDATE_SECRET is a value published in the repository');
  for (const name of ['VNPAY_PAYMENT_URL', 'MOMO_ENDPOINT', 'NAPAS_PAYMENT_URL', 'VNPAY_API_URL', 'MOMO_REFUND_ENDPOINT', 'MOMO_DISBURSEMENT_ENDPOINT', 'NAPAS_QUERY_URL'] as const) {
    if (!source[name]) problems.push(`${name} is not set (it would point at the local sandbox)`);
  }
  if (source.PAYMENT_SANDBOX === '1') problems.push('PAYMENT_SANDBOX=1 (the local payment sandboxes) is demo only');
  if (source.ENABLE_TEST_HOOKS === '1') problems.push('ENABLE_TEST_HOOKS=1 is for the end-to-end tests only');
  if (source.SEED_LISTINGS !== undefined && source.SEED_LISTINGS !== '' && source.SEED_LISTINGS !== '0') {
    problems.push('SEED_LISTINGS is not 0 (the demo data has accounts whose passwords are published in the README)');
  }
  return problems;
}

export function readBackendEnv(source: Readonly<Record<string, string | undefined>> = process.env): BackendEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = backendEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid backend environment: ${z.prettifyError(parsed.error)}`);
  }
  if (parsed.data.APP_MODE === 'production') {
    const problems = productionProblems(cleaned);
    if (problems.length > 0) throw new Error(`APP_MODE=production refuses to start:\n- ${problems.join('\n- ')}`);
    // Production never serves the sandboxes (their defaults are on for demo).
    parsed.data.PAYMENT_SANDBOX = '0';
  }
  const production = parsed.data.APP_MODE === 'production';
  return {
    ...withPaymentDefaults(parsed.data),
    // Production never seeds: the check above refuses a value, and this is the default it gets.
    SEED_LISTINGS: production ? 0 : (parsed.data.SEED_LISTINGS ?? DEMO_SEED_LISTINGS),
    PGLITE_DIR: path.resolve(parsed.data.PGLITE_DIR),
    MEDIA_DIR: path.resolve(parsed.data.MEDIA_DIR),
  };
}
