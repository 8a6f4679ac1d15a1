/**
 * The reference backend as one Hono app: every upstream host of spec §7 mounted side by side (the
 * app gives each host its own base URL, all defaulting here). Add a host as a route module in
 * routes/ and mount it below.
 * @see https://hono.dev/docs/guides/best-practices
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { createLogger, describeError } from '~/lib/log';
import type { BackendDeps } from './context';
import { limitRequestBodies, refuseControlCharactersInUrl, securityHeaders } from './edge';
import { createInstance, type BackendInstance } from './instance';
import { backendMetrics, measureRequests, traceRequests } from './metrics';
import { BackendError, errorBody, GENERIC_ERROR_MESSAGE, trustProxies } from './http';
import { chatRoutes } from './routes/chat';
import { chatEventRoutes } from './routes/chat-events';
import { commentRoutes } from './routes/comment';
import { contentDetailRoutes } from './routes/content-detail';
import { contentSearchRoutes } from './routes/content-search';
import { healthRoutes } from './routes/health';
import { listRoutes } from './routes/list';
import { listingEventRoutes } from './routes/listing-events';
import { locationRoutes } from './routes/location';
import { mediaRoutes } from './routes/media';
import { engagementRoutes } from './routes/engagement';
import { favouriteRoutes } from './routes/favourite';
import { memberRoutes } from './routes/member';
import { moderationRoutes } from './routes/moderation';
import { funnelRoutes } from './routes/funnel';
import { postManageRoutes } from './routes/post-manage';
import { notificationRoutes } from './routes/notification';
import { paymentRoutes } from './routes/payment';
import { safePurchaseRoutes } from './routes/safe-purchase';
import type { ProviderFetch } from './payments/providers';
import { walletRoutes } from './routes/wallet';
import { memberPublicRoutes } from './routes/member-public';
import { postingRoutes } from './routes/posting';
import { priceRoutes } from './routes/price';
import { sitemapRoutes } from './routes/sitemap';
import { ssoRoutes } from './routes/sso';
import { listingReportRoutes } from './routes/listing-report';
import { reviewRoutes } from './routes/reviews';
import { minigameRoutes } from './routes/minigame';
import { savedSearchRoutes } from './routes/saved-search';
import { testHookRoutes } from './routes/test-hooks';
import { lifecycleTestHookRoutes } from './routes/test-hooks-lifecycle';
import { safePurchaseTestHookRoutes } from './routes/test-hooks-safe-purchase';

/** Tests leave `instance` out: they get one of their own, with no job queue. */
export function createBackendApp(options: Omit<BackendDeps, 'instance'> & { readonly instance?: BackendInstance }) {
  const deps: BackendDeps = { ...options, instance: options.instance ?? createInstance(options.env.BACKEND_PORT) };
  trustProxies(deps.env.TRUSTED_PROXIES);
  const app = new Hono();
  // The request's trace (from the app's traceparent) around everything, so every log line carries it;
  // the access log (LOG_REQUESTS=1) is written whatever LOG_LEVEL says.
  app.use(traceRequests(deps.env.LOG_REQUESTS === '1' ? createLogger('backend') : undefined));
  // Then the metrics, so the time and status counted are the answer's, whatever the other middleware decide.
  const metrics = backendMetrics();
  if (metrics) app.use(measureRequests(metrics));
  app.use(securityHeaders(deps.env));
  // Before any route, so no route reads more of a body than body-limits.ts gives it.
  app.use(limitRequestBodies);
  app.use(refuseControlCharactersInUrl);

  app.route('/', healthRoutes(deps));
  app.route('/', listingEventRoutes(deps));
  app.route('/', listRoutes(deps));
  app.route('/', priceRoutes(deps));
  app.route('/', locationRoutes(deps));
  app.route('/', mediaRoutes(deps));
  app.route('/', contentDetailRoutes(deps));
  app.route('/', contentSearchRoutes(deps));
  app.route('/', commentRoutes(deps));
  app.route('/', ssoRoutes(deps));
  app.route('/', engagementRoutes(deps));
  app.route('/', favouriteRoutes(deps));
  app.route('/', memberRoutes(deps));
  app.route('/', notificationRoutes(deps));
  app.route('/', memberPublicRoutes(deps));
  app.route('/', sitemapRoutes(deps));
  app.route('/', postManageRoutes(deps));
  app.route('/', moderationRoutes(deps));
  // The payment sandboxes live in this process: a provider call to our own origin skips the network.
  const ownOrigin = new URL(deps.env.BACKEND_PUBLIC_URL).origin;
  const providerFetch: ProviderFetch = (url, init) => (new URL(url).origin === ownOrigin ? Promise.resolve(app.request(url, init)) : fetch(url, init));
  app.route('/', paymentRoutes({ ...deps, providerFetch }));
  app.route('/', safePurchaseRoutes({ ...deps, providerFetch }));
  app.route('/', funnelRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', minigameRoutes(deps));
  app.route('/', savedSearchRoutes(deps));
  app.route('/', listingReportRoutes(deps));
  app.route('/', reviewRoutes(deps));
  app.route('/', chatRoutes(deps));
  app.route('/', chatEventRoutes(deps));
  if (deps.env.ENABLE_TEST_HOOKS === '1') {
    app.route('/', testHookRoutes(deps));
    app.route('/', lifecycleTestHookRoutes(deps));
    app.route('/', safePurchaseTestHookRoutes(deps));
  }
  app.route('/', postingRoutes(deps));

  app.notFound((c) => c.json(errorBody(404, 'Không tìm thấy địa chỉ yêu cầu.'), 404));
  app.onError((error, c) => {
    if (error instanceof BackendError) return c.json(errorBody(error.status, error.userMessage), error.status);
    if (error instanceof HTTPException) return c.json(errorBody(error.status, GENERIC_ERROR_MESSAGE), error.status);
    deps.log.error('backend request failed', { method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json(errorBody(500, GENERIC_ERROR_MESSAGE), 500);
  });

  return app;
}

export type BackendApp = ReturnType<typeof createBackendApp>;
