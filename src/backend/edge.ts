/**
 * What every request and answer of the backend goes through before and after its route: security
 * headers on every answer, hostile input refused as a clear 400 (issue #15), and every body cut at
 * its route's limit (issue #34, body-limits.ts). The rules of a body's content live in http.ts
 * `readBody`, which every route reads its body through.
 */
import type { MiddlewareHandler } from 'hono';
import { BODY_TOO_LARGE_MESSAGE, bodyLimitOf } from './body-limits';
import type { BackendEnv } from './env';
import { BackendError, CONTROL_CHARACTER_MESSAGE, hasControlCharacters } from './http';
import { REVEAL_PASSWORD_SOURCE } from './sso/pages';

const originOf = (url: string) => new URL(url).origin;

/**
 * The backend's own pages (SSO sign-in and registration, the payment sandboxes) have one inline
 * style block and one script, the password's show/hide, allowed by its hash (sso/pages.ts); their forms post to themselves and redirect to the app or to a
 * payment provider, which `form-action` must allow because browsers check it on redirects too.
 */
export function contentSecurityPolicy(env: BackendEnv, frameAncestors: string): string {
  const formTargets = new Set(["'self'", originOf(env.APP_ORIGIN)]);
  for (const url of [env.VNPAY_PAYMENT_URL, env.MOMO_ENDPOINT, env.NAPAS_PAYMENT_URL]) formTargets.add(originOf(url));
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src ${REVEAL_PASSWORD_SOURCE}`,
    "img-src 'self' data:",
    `form-action ${[...formTargets].join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The demo payment sandboxes stand in for a provider's page, which the app shows in its payment dialog's frame. */
const FRAMED_BY_APP = /^\/sandbox\//;

export function securityHeaders(env: BackendEnv): MiddlewareHandler {
  const policy = contentSecurityPolicy(env, "'none'");
  const framedPolicy = contentSecurityPolicy(env, originOf(env.APP_ORIGIN));
  const https = env.BACKEND_PUBLIC_URL.startsWith('https:');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (FRAMED_BY_APP.test(c.req.path)) {
      headers.set('Content-Security-Policy', framedPolicy);
    } else {
      headers.set('Content-Security-Policy', policy);
      headers.set('X-Frame-Options', 'DENY');
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/** Payment providers' notifications are answered in their own protocol (routes/payment.ts), even when refused. */
const PROVIDER_NOTIFICATIONS = /^\/api\/payment\/ipn/;

/** A path or query with a control character (`%00`…) is refused before any route reads it. */
export const refuseControlCharactersInUrl: MiddlewareHandler = async (c, next) => {
  if (PROVIDER_NOTIFICATIONS.test(c.req.path)) return next();
  let decoded: string;
  try {
    decoded = decodeURIComponent(new URL(c.req.url).pathname) + decodeURIComponent(new URL(c.req.url).search.replace(/\+/g, ' '));
  } catch {
    throw new BackendError(400, 'Địa chỉ yêu cầu không hợp lệ.');
  }
  if (hasControlCharacters(decoded)) throw new BackendError(400, CONTROL_CHARACTER_MESSAGE);
  await next();
};

/** Node's fetch needs `duplex` for a streamed body; the DOM's RequestInit type does not list it yet. */
type StreamedRequestInit = RequestInit & { readonly duplex: 'half' };

/**
 * Every request body stops at its route's limit (body-limits.ts), answered 413 in the backend's
 * error shape: a Content-Length over the limit is refused before a byte is read, and the bytes of
 * any body, chunked or not, are counted as the route reads them, so reading stops at the limit.
 * Counting as the route reads, rather than buffering the body here first as hono/body-limit does,
 * keeps each route's sign-in check ahead of its body: an upload's limit is 500 MB, and the body of
 * a client that is not signed in is never read.
 */
export const limitRequestBodies: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const limit = bodyLimitOf(c.req.path);
  const refusal = () => new BackendError(413, limit.message ?? BODY_TOO_LARGE_MESSAGE);
  if (Number(c.req.header('content-length')) > limit.maxBytes) throw refusal();

  let received = 0;
  let cut = false;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received <= limit.maxBytes) return controller.enqueue(chunk);
        // Erroring the stream cancels the source too: the rest of the body is never pulled.
        cut = true;
        controller.error(refusal());
      },
    }),
  );
  const init: StreamedRequestInit = { body: counted, duplex: 'half' };
  c.req.raw = new Request(c.req.raw, init);
  await next();
  if (cut) {
    // Whatever the route made of its failed read (a malformed body, mostly), the answer is the
    // limit's; the route's answer is dropped first so none of its headers (a cookie) carry over.
    c.res = undefined;
    throw refusal();
  }
};
