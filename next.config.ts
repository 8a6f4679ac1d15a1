/**
 * Next.js configuration. Importing ./src/env validates the environment at build and start.
 * @see https://nextjs.org/docs/app/api-reference/config/next-config-js
 */
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { env } from './src/env';
import { basePolicy } from './src/lib/content-security-policy';
import { assertAppCanStart } from './src/server/production-mode';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  distDir: env.NEXT_DIST_DIR,
  poweredByHeader: false,
  // An ETag is a hash of the whole HTML computed in JavaScript on every request, cached pages
  // included: 10–25% of a cached page's CPU (bench/README.md). Pages carry s-maxage for the CDN,
  // which revalidates with its own validators.
  generateEtags: false,
  // nginx gzips what the app streams (scripts/nginx.ts); a page nginx keeps is read as text by the
  // app (boundaries, results) and gzipped once there (src/serving/whole-answer.ts, issue #41).
  compress: false,
  // Next 16 dev blocks /_next resources for other loopback spellings (toolchain P9).
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  // `npm test` typechecks the whole repository (backend and tests included) with `tsc --noEmit`;
  // repeating it inside every `next build` would double the build time of `npm start` on 2 cores.
  typescript: { ignoreBuildErrors: true },
  // Every answer of the app, cached pages included (the micro-cache keeps Next's headers). The app's
  // forms only search the site, so `form-action 'self'`. Pages replace the policy with one that also
  // says which scripts may run (src/lib/content-security-policy.ts).
  async headers() {
    return [
      { source: '/:path*', headers: APP_SECURITY_HEADERS },
      // The providers send the browser back to these inside the payment dialog's frame, on this site.
      { source: '/payment/:path*', headers: FRAMED_BY_THIS_SITE },
    ];
  },
};

const FRAMED_BY_THIS_SITE = [
  { key: 'Content-Security-Policy', value: basePolicy('/payment/') },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

const APP_SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: basePolicy('/') },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  // No HSTS here: these headers are frozen into the build (routes-manifest.json), and whether the
  // site is https is known only at run time. nginx sends it (scripts/nginx.ts).
];

// APP_MODE=production refuses to serve (`next start`, src/serving/server.ts) with demo settings.
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_SERVER) {
    assertAppCanStart({ APP_MODE: env.APP_MODE, SESSION_SECRET: env.SESSION_SECRET, REVALIDATE_SECRET: env.REVALIDATE_SECRET, SITE_URL: env.SITE_URL });
  }
  return nextConfig;
}
