/**
 * Issue #34 point 6: HSTS and every absolute URL follow the run-time SITE_URL, whatever address the
 * build was made with (NEXT_PUBLIC_SITE_URL is left at its default, http://localhost:3000, as in
 * the attacker's build). tests/e2e/runtime-site-url.spec.ts checks the same on a built app.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { appProductionProblems } from '../../src/server/production-mode';
import { nginxConfig, STRICT_TRANSPORT_SECURITY } from '../../scripts/nginx';

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
  const configFor = (siteUrl: string | undefined) => nginxConfig({ appPort: 3000, apps: [3001], siteUrl, distDir: '/srv/raovat/.next' }, '/tmp/raovat-nginx');

  test('an https site gets a year of HSTS on every answer nginx sends, whatever the build said', () => {
    const config = configFor(PRODUCTION_SITE);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
    // The server's own and every location that adds headers of its own (nginx does not inherit add_header into those).
    const locationsWithHeaders = config.split(/\n {4}location /).filter((block) => block.includes('add_header'));
    for (const block of [config.slice(config.indexOf('  server {')), ...locationsWithHeaders]) {
      expect(block).toContain(`add_header Strict-Transport-Security "${STRICT_TRANSPORT_SECURITY}" always;`);
    }
  });

  test('a site over plain http (the demo) or without SITE_URL gets none', () => {
    expect(configFor('http://localhost:3000')).not.toContain('Strict-Transport-Security');
    expect(configFor(undefined)).not.toContain('Strict-Transport-Security');
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
