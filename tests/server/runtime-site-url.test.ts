/**
 * Issue #34 point 6: HSTS and every absolute URL follow the run-time SITE_URL, whatever address the
 * build was made with (NEXT_PUBLIC_SITE_URL is left at its default, http://localhost:3000, as in
 * the attacker's build). tests/e2e/runtime-site-url.spec.ts checks the same on a built app.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { appProductionProblems } from '../../src/server/production-mode';
import { STRICT_TRANSPORT_SECURITY, strictTransportFor, withStrictTransport } from '../../src/serving/strict-transport';

const PRODUCTION_SITE = 'https://raovat.example.vn';

// The breadcrumb trail's Panda classes are not what is tested (styled-system is generated for Next).
vi.mock('styled-system/css', () => ({ css: () => '' }));
// robots.txt waits for a request (it must not be rendered at build time); here there is none.
vi.mock('next/server', () => ({ connection: () => Promise.resolve() }));

/** The server modules as an instance started with SITE_URL=https://raovat.example.vn loads them. */
async function loadWithRuntimeSite() {
  vi.resetModules();
  vi.stubEnv('SITE_URL', PRODUCTION_SITE);
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000');
  const [{ rootMetadata }, { default: robots }, { BreadcrumbJsonLd }] = await Promise.all([
    import('../../src/server/seo/root-metadata'),
    import('../../src/app/robots'),
    import('../../src/components/layout/breadcrumbs'),
  ]);
  return { rootMetadata, robots, BreadcrumbJsonLd };
}

describe('absolute URLs read SITE_URL at run time', () => {
  let loaded: Awaited<ReturnType<typeof loadWithRuntimeSite>>;
  beforeAll(async () => {
    loaded = await loadWithRuntimeSite();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  test('canonical URLs resolve against SITE_URL (the root metadata base)', () => {
    expect(String(loaded.rootMetadata().metadataBase)).toBe(`${PRODUCTION_SITE}/`);
  });

  test('robots.txt announces the sitemap at SITE_URL', async () => {
    expect((await loaded.robots()).sitemap).toBe(`${PRODUCTION_SITE}/sitemap.xml`);
  });

  test('breadcrumb JSON-LD names SITE_URL', () => {
    const element = loaded.BreadcrumbJsonLd({ crumbs: [{ label: 'Hỗ trợ', href: '/support-about' }, { label: 'Giới thiệu' }] });
    const props = element.props as { dangerouslySetInnerHTML: { __html: string } };
    const items = (JSON.parse(props.dangerouslySetInnerHTML.__html) as { itemListElement: Array<{ item?: string }> }).itemListElement;
    expect(items.map((entry) => entry.item)).toEqual([`${PRODUCTION_SITE}/`, `${PRODUCTION_SITE}/support-about`, undefined]);
  });
});

describe('HSTS follows the run-time SITE_URL', () => {
  /** Starts a web server with the listener wrapped as src/serving/server.ts wraps it, and asks it once. */
  async function headersOf(siteUrl: string | undefined): Promise<Headers> {
    const server = http.createServer(withStrictTransport(siteUrl, (_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return (await fetch(`http://127.0.0.1:${port}/support-about`)).headers;
    } finally {
      server.close();
    }
  }

  test('an https site gets a year of HSTS on every answer, whatever the build said', async () => {
    expect(strictTransportFor(PRODUCTION_SITE)).toBe('max-age=31536000; includeSubDomains');
    expect((await headersOf(PRODUCTION_SITE)).get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  test('a site over plain http (the demo) or without SITE_URL gets none', async () => {
    expect((await headersOf('http://localhost:3000')).get('strict-transport-security')).toBeNull();
    expect((await headersOf(undefined)).get('strict-transport-security')).toBeNull();
  });
});

describe('production start check', () => {
  const ready = {
    APP_MODE: 'production',
    SESSION_SECRET: 'a-real-session-secret-0123456789abcdefghij',
    REVALIDATE_SECRET: 'a-real-revalidation-secret-0123456789abcdef',
  };

  test('refuses without a run-time https SITE_URL, even when the build had an https address', () => {
    expect(appProductionProblems({ ...ready, NEXT_PUBLIC_SITE_URL: PRODUCTION_SITE })).toEqual(['SITE_URL is not an https:// address']);
    expect(appProductionProblems({ ...ready, SITE_URL: PRODUCTION_SITE, NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' })).toEqual([]);
  });
});
