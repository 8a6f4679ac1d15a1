/**
 * HSTS (issue #34): sent on every answer of this web server — pages, cached or not, files and the
 * API — when the site's run-time address (SITE_URL) is https. It used to be a Next header decided
 * from the build-time address, so a build made without the production address never sent it.
 */
import type http from 'node:http';

/** A year, subdomains included (ASVS V3.4.1); no `preload`, which is an owner's opt-in. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The header's value for a site address, or null when the site is not served over https. */
export function strictTransportFor(siteUrl: string | undefined): string | null {
  return siteUrl?.startsWith('https://') ? STRICT_TRANSPORT_SECURITY : null;
}

/** The listener, with HSTS set on each response before anything else writes it. */
export function withStrictTransport(siteUrl: string | undefined, listener: http.RequestListener): http.RequestListener {
  const value = strictTransportFor(siteUrl);
  if (value === null) return listener;
  return (request, response) => {
    response.setHeader('strict-transport-security', value);
    listener(request, response);
  };
}
