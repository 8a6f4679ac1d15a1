/**
 * Route middleware (Next 16 "proxy"): the authenticated / notAuthenticated guards of spec §4 run
 * here, before any page renders, so a guest never sees a member page flash; tracking headers are
 * set for every page. The session cookie is only decrypted, never trusted beyond "signed in" —
 * upstream calls still send the token and the backend checks it.
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/proxy
 */
import { type NextRequest, NextResponse } from 'next/server';
import { cachedRouting, guardRedirect, trackingFor } from '~/lib/route-guards';
import { VIEW_COOKIE } from '~/server/view-cookie-name';
import { listingRoute } from '~/server/canonical-redirect';
import { isUnknownCategoryPath, NOT_FOUND_PATH } from '~/server/not-found-routing';
import { SESSION_COOKIE } from '~/server/session-cookie-name';
import { sessionHintCookie } from '~/server/session-hint-cookie';
import { SESSION_HINT_COOKIE } from '~/lib/session-hint';
import { unsealSession } from '~/server/session-crypto';
import { env } from '~/env';
import { nonceSource, pagePolicy } from '~/lib/content-security-policy';

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const secret = env.SESSION_SECRET;
  const session = secret ? await unsealSession(request.cookies.get(SESSION_COOKIE)?.value, secret) : null;
  const target = guardRedirect(`${pathname}${search}`, session !== null);
  if (target) return NextResponse.redirect(new URL(target, request.url), 307);

  const listing = await listingRoute(pathname);
  if (listing?.kind === 'redirect') return NextResponse.redirect(new URL(`${listing.path}${search}`, request.url), 308);
  // What is known to be missing gets the 404 page as real HTML (src/server/not-found-routing.ts).
  if (listing?.kind === 'missing' || (await isUnknownCategoryPath(pathname))) return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));

  // Client navigations carry Next's own `_rsc` parameter; it is not a filter.
  const query = new URLSearchParams(search);
  query.delete('_rsc');
  const cached = cachedRouting(pathname, query.toString(), request.cookies.get(VIEW_COOKIE)?.value === 'list');
  if (cached?.kind === 'redirect') return NextResponse.redirect(new URL(cached.path, request.url), 308);
  // Next gives every script of a page it renders now the nonce of the request's policy; pages it
  // serves from its cache get theirs from the web server (src/lib/content-security-policy.ts).
  const policy = env.NODE_ENV === 'production' ? pagePolicy(pathname, [nonceSource(freshNonce())]) : null;
  const requestHeaders = new Headers(request.headers);
  if (policy) requestHeaders.set('content-security-policy', policy);
  const forward = { request: { headers: requestHeaders } };
  const response = cached?.kind === 'rewrite' ? NextResponse.rewrite(new URL(cached.path, request.url), forward) : NextResponse.next(forward);
  if (policy) response.headers.set('content-security-policy', policy);
  const tracking = trackingFor(pathname);
  response.headers.set('x-ad-channel', tracking.channel);
  response.headers.set('x-analytics-category', tracking.category);
  // A live session whose browser lacks the readable hint (sealed before the hint existed) gets it;
  // a hint left without a session is dropped by the page's own session check (auth-runtime.ts).
  if (session !== null && request.cookies.get(SESSION_HINT_COOKIE)?.value !== '1') response.headers.append('set-cookie', sessionHintCookie(true));
  return response;
}

/** 128 random bits, base64: a nonce is only worth what cannot be guessed. */
function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

export const config = {
  // Pages only: not the API, static files, media or Next's own assets.
  matcher: ['/((?!api|_next/static|_next/image|images|geo|favicon.svg|robots.txt|sitemap.xml|sitemaps).*)'],
};
