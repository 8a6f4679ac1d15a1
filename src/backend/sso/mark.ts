/**
 * The app's mark on the SSO's own pages (issue #35 §4): the same drawing as the app's favicon
 * (public/favicon.svg, read once at start so the two cannot drift), shown inline beside the name
 * and served as the pages' favicon. The backend's CSP allows it as `img-src 'self'` (edge.ts).
 */
import { readFileSync } from 'node:fs';

/** Under /sso/ so the proxy's SSO location reaches the backend; the app's own /favicon.ico stays the app's. */
export const FAVICON_PATH = '/sso/favicon.svg';

/** The mark as SVG markup: our own file, so it is inserted without escaping. */
export const APP_MARK_SVG = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8').trim();

/** A day: the URL is not versioned, so a changed mark must reach browsers within one. */
const FAVICON_MAX_AGE_SECONDS = 86_400;

export function faviconResponse(): Response {
  return new Response(APP_MARK_SVG, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': `public, max-age=${FAVICON_MAX_AGE_SECONDS}` },
  });
}
