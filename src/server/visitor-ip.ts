/**
 * The visitor's address as the app received it, for per-visitor limits upstream (contact-phone):
 * the last X-Forwarded-For hop — the one the nearest proxy, or Next itself, wrote — so a value the
 * browser made up in front of it is ignored.
 */
export function visitorIp(headers: Headers): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops.at(-1) ?? headers.get('x-real-ip') ?? null;
}
