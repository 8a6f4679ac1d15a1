/**
 * The moderators' pages' guard, checked on the server by the session's role: a guest goes through
 * sign-in and back to the page, a member gets the 404 page. The backend checks the role again.
 */
import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { LOGIN_REDIRECT_PARAM } from '~/lib/route-guards';
import { requestCaller } from './callers';

export async function requireModerator(path: string): Promise<void> {
  const session = await requestCaller().auth.session();
  if (!session.member) redirect(`/?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(path)}`);
  if (session.member.role !== 'moderator') notFound();
}
