/**
 * Issue #34 point 6: the site's address is read when the app runs (SITE_URL), never baked in by the
 * build. The e2e build is made without a production address (NEXT_PUBLIC_SITE_URL is left at its
 * default) and served as http://localhost:3100, so any URL still taken from the build shows up as
 * http://localhost:3000. A second instance of the same build started with an https SITE_URL must
 * send HSTS and name that address — the attacker's case of a build made without the production
 * address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_SESSION_SECRET } from '../../src/lib/published-secrets';
import { APP_PORT, BACKEND_PORT } from './helpers/servers';

const RUNTIME_SITE = `http://localhost:${APP_PORT}`;
const BUILD_SITE = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';
const HTTPS_SITE = 'https://raovat.example.vn';
const HTTPS_INSTANCE_PORT = APP_PORT + 50;
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const jsonLdUrls = (html: string) => [...html.matchAll(/"(?:item|url)":"(https?:\/\/[^"]+)"/g)].map((match) => match[1] ?? '');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

/** The paths Next rendered at build time (its prerender manifest), without its internal pages. */
function prerenderedPaths(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST_DIR, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter((route) => !route.startsWith('/_'));
}

test.describe('the site address is read at run time', () => {
  test('canonical URLs, JSON-LD, robots.txt and the sitemaps name SITE_URL, not the build', async ({ request }) => {
    const support = await (await request.get('/support-about')).text();
    expect(canonicalOf(support)).toBe(`${RUNTIME_SITE}/support-about`);
    expect(jsonLdUrls(support).length).toBeGreaterThan(0);
    for (const url of jsonLdUrls(support)) expect(url.startsWith(`${RUNTIME_SITE}/`)).toBe(true);

    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${RUNTIME_SITE}/sitemap.xml`);
    const index = locs(await (await request.get('/sitemap.xml')).text());
    expect(index.length).toBeGreaterThan(1);
    for (const loc of index) expect(loc.startsWith(`${RUNTIME_SITE}/sitemaps/`)).toBe(true);

    const listingsSitemap = index.find((loc) => loc.includes('/sitemaps/listings-')) ?? '';
    const listingUrl = locs(await (await request.get(new URL(listingsSitemap).pathname)).text())[0] ?? '';
    expect(listingUrl.startsWith(`${RUNTIME_SITE}/`)).toBe(true);
    const detail = await (await request.get(new URL(listingUrl).pathname)).text();
    expect(canonicalOf(detail)).toBe(listingUrl);
    expect(jsonLdUrls(detail)).toContain(listingUrl);
  });

  test('no page the build prerendered carries the build-time address', async ({ request }) => {
    test.skip(BUILD_SITE === RUNTIME_SITE, 'the build was made with this server’s own address');
    for (const route of prerenderedPaths()) {
      const body = await (await request.get(route, { maxRedirects: 0 })).text();
      expect(body.includes(BUILD_SITE), `${route} names ${BUILD_SITE}`).toBe(false);
    }
  });

  test('over plain http no HSTS is sent', async ({ request }) => {
    expect((await request.get('/support-about')).headers()['strict-transport-security']).toBeUndefined();
  });

  test.describe('an instance of the same build started with an https SITE_URL', () => {
    let instance: ChildProcess | null = null;
    const origin = `http://127.0.0.1:${HTTPS_INSTANCE_PORT}`;

    test.beforeAll(async () => {
      const backend = `http://127.0.0.1:${BACKEND_PORT}`;
      const hosts = ['API_URL', 'LIST_API_URL', 'PRICE_API_URL', 'PAYMENT_API_URL', 'COMMENT_API_URL', 'NOTIFICATION_API_URL', 'SSO_URL'];
      // The site as production runs it: nginx (which sends HSTS) in front of the app.
      instance = spawn('node_modules/.bin/tsx', ['scripts/serve.ts'], {
        env: {
          ...process.env,
          ...Object.fromEntries(hosts.map((host) => [host, backend])),
          PORT: String(HTTPS_INSTANCE_PORT),
          APP_INTERNAL_PORT: String(HTTPS_INSTANCE_PORT + 1),
          MEDIA_PUBLIC_URL: `http://localhost:${BACKEND_PORT}`,
          SITE_URL: HTTPS_SITE,
          SESSION_SECRET: E2E_SESSION_SECRET,
          // Nothing of this instance is shared: no micro-cache, no listing-change stream.
          MICRO_CACHE_SECONDS: '0',
          REVALIDATE_SECRET: undefined,
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      await expect.poll(() => fetch(`${origin}/healthz`).then((answer) => answer.status, () => 0), { timeout: 90_000 }).toBe(200);
    });

    test.afterAll(() => {
      instance?.kill('SIGTERM');
    });

    test('sends HSTS on pages, files and the API, and names the https address', async () => {
      test.setTimeout(120_000);
      const page = await fetch(`${origin}/support-about`);
      expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(canonicalOf(await page.text())).toBe(`${HTTPS_SITE}/support-about`);

      const robots = await fetch(`${origin}/robots.txt`);
      expect(robots.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(await robots.text()).toContain(`Sitemap: ${HTTPS_SITE}/sitemap.xml`);

      for (const resource of ['/favicon.svg', '/api/trpc/catalog.menu']) {
        expect((await fetch(`${origin}${resource}`)).headers.get('strict-transport-security'), resource).toBe('max-age=31536000; includeSubDomains');
      }
    });
  });
});
