/**
 * The app's address the SSO returns to. The exchange must send exactly the URL the sign-in was
 * started with (the SSO binds each one-time code to it).
 */
import { siteUrl } from '~/env';

export function callbackUrl(returnTo: string): string {
  const url = new URL('/api/auth/callback', siteUrl());
  url.searchParams.set('returnTo', returnTo);
  return url.toString();
}
