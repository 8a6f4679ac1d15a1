import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { UserShell } from '~/components/layout/user-shell';
import { LOGIN_REDIRECT_PARAM } from '~/lib/route-guards';
import { TRPCReactProvider } from '~/trpc/react';
import { requestCaller } from '~/server/loaders/callers';

/** Member pages: the proxy already sends guests away; this re-checks against the SSO (an expired token is a guest). */
export default async function UserLayout({ children }: { children: ReactNode }) {
  const session = await requestCaller().auth.session();
  if (!session.member) redirect(`/?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent('/user')}`);
  return (
    <TRPCReactProvider>
      <UserShell member={session.member}>{children}</UserShell>
    </TRPCReactProvider>
  );
}
