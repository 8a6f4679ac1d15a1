/**
 * Set-Cookie values for the session cookie's readable hint (src/lib/session-hint.ts), shared by the
 * session module and the proxy. The hint lives as long as the session cookie.
 */
import { env, siteUrl } from '~/env';
import { SESSION_HINT_COOKIE } from '~/lib/session-hint';

export const SESSION_DAYS = 30;

// Production is always served over HTTPS (src/server/production-mode.ts).
export const secureCookie = () => env.APP_MODE === 'production' || siteUrl().startsWith('https:');

export function sessionHintCookie(present: boolean): string {
  const lifetime = present ? SESSION_DAYS * 86_400 : 0;
  return `${SESSION_HINT_COOKIE}=${present ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${lifetime}${secureCookie() ? '; Secure' : ''}`;
}
