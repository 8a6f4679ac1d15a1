/**
 * Where the SSO sends the browser after sign-in: the one-time code is exchanged here, on the
 * server, for the member's token, which goes into the encrypted session cookie. The code never
 * reaches page scripts and the token never reaches the browser at all.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { siteUrl } from '~/env';
import { safeLocalPath } from '~/lib/safe-redirect';
import { callbackUrl } from '~/server/auth-urls';
import { serverLog } from '~/server/log';
import { exchangeSignInCode } from '~/server/route-calls';
import { sessionSetCookies } from '~/server/session';

export async function GET(request: NextRequest) {
  const code = request.nextUrl.searchParams.get('code') ?? '';
  const returnTo = safeLocalPath(request.nextUrl.searchParams.get('returnTo')) ?? '/';
  const destination = new URL(returnTo, siteUrl());
  const failed = new URL('/', siteUrl());
  failed.searchParams.set('auth-error', 'signin');

  if (code.length < 20 || code.length > 100) return NextResponse.redirect(failed, 303);
  const exchanged = await exchangeSignInCode(code, callbackUrl(returnTo));
  if ('refused' in exchanged) {
    serverLog.warn('sign-in code exchange failed', { reason: exchanged.refused.message });
    return NextResponse.redirect(failed, 303);
  }
  const response = NextResponse.redirect(destination, 303);
  for (const cookie of await sessionSetCookies(exchanged.value)) response.headers.append('set-cookie', cookie);
  response.headers.set('cache-control', 'no-store');
  return response;
}
