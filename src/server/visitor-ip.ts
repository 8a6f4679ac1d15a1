/**
 * The visitor's address as the app received it, for per-visitor limits upstream (contact-phone):
 * the nearest X-Forwarded-For hop that is not a proxy on this machine (lib/forwarded-address.ts),
 * so a value the browser made up in front of the proxies' own is ignored.
 */
import { clientAddressOf } from '~/lib/forwarded-address';

export function visitorIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded === null || forwarded.trim() === '') return headers.get('x-real-ip');
  return clientAddressOf(forwarded, undefined);
}
