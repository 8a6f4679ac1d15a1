/**
 * The app's Content-Security-Policy, in one place. Every answer carries the framing and base rules
 * (next.config.ts); pages add which scripts may run:
 *
 * - pages rendered per request: `'self'` and a fresh nonce, which the proxy (src/proxy.ts) hands to
 *   Next so that every script Next writes carries it;
 * - pages Next serves from its cache (ISR and static): `'self'` and the SHA-256 of each inline
 *   script of that very document, computed by the web server (src/serving/script-hashes.ts), so the
 *   page stays cacheable.
 *
 * Injected markup can neither add an inline script (no nonce, no matching hash) nor load one from
 * another origin. Not restricted: styles (Panda's CSS files, inline style attributes), images and
 * media (the media host), frames (the payment providers' pages). `next dev` runs without a script
 * rule (React's dev tooling needs eval).
 */

const BASE = ["object-src 'none'", "base-uri 'self'", "form-action 'self'"];

/** The payment result pages are framed by this site's payment dialog; every other page by no one. */
export function framingDirective(pathname: string): string {
  return pathname.startsWith('/payment/') || pathname === '/payment' ? "frame-ancestors 'self'" : "frame-ancestors 'none'";
}

/** The policy of answers that are not pages (API, files): no script rule needed. */
export function basePolicy(pathname: string): string {
  return [framingDirective(pathname), ...BASE].join('; ');
}

/** A page's policy: the base rules plus the scripts it may run. */
export function pagePolicy(pathname: string, scriptSources: readonly string[]): string {
  return [basePolicy(pathname), ["script-src 'self'", ...scriptSources].join(' ')].join('; ');
}

export const nonceSource = (nonce: string): string => `'nonce-${nonce}'`;
export const hashSource = (base64Digest: string): string => `'sha256-${base64Digest}'`;
