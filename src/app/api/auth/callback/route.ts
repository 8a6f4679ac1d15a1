/**
 * Where the SSO sends the browser after sign-in: the one-time code is exchanged here, on the
 * server, for the member's token, which goes into the encrypted session cookie. The code never
 * reaches page scripts and the token never reaches the browser at all.
 */
import { Effect } from 'effect';
import { type NextRequest, NextResponse } from 'next/server';
import { siteUrl } from '~/env';
import { safeLocalPath } from '~/lib/safe-redirect';
import { serverLog } from '~/server/log';
import { sessionSetCookie } from '~/server/session';
import { SsoApi } from '~/server/upstream/sso-api';
import { getUpstream } from '~/server/upstream-instance';
import { callbackUrl } from '~/server/auth-urls';

export async function GET(request: NextRequest) {
  const code = request.nextUrl.searchParams.get('code') ?? '';
  const returnTo = safeLocalPath(request.nextUrl.searchParams.get('returnTo')) ?? '/';
  const destination = new URL(returnTo, siteUrl());
  const failed = new URL('/', siteUrl());
  failed.searchParams.set('auth-error', 'signin');

  if (code.length < 20 || code.length > 100) return NextResponse.redirect(failed, 303);
  const exit = await getUpstream().runtime.runPromiseExit(Effect.flatMap(SsoApi, (sso) => sso.exchangeCode(code, callbackUrl(returnTo))));
  if (exit._tag === 'Failure') {
    serverLog.warn('sign-in code exchange failed', { cause: String(exit.cause).slice(0, 300) });
    return NextResponse.redirect(failed, 303);
  }
  const response = NextResponse.redirect(destination, 303);
  response.headers.append('set-cookie', await sessionSetCookie({ memberId: exit.value.memberId, token: exit.value.token }));
  response.headers.set('cache-control', 'no-store');
  return response;
}
