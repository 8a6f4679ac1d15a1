/**
 * Who may open the statechart studio (issue #7): everyone in development; in production only
 * moderators, unless STATECHARTS_PUBLIC=true. Anyone else gets a 404, not a hint that it exists.
 */
import 'server-only';
import { env } from '~/env';
import { requestCaller } from '~/server/loaders/callers';

export async function canSeeStatecharts(): Promise<boolean> {
  if (env.NODE_ENV !== 'production' || env.STATECHARTS_PUBLIC) return true;
  try {
    const session = await requestCaller().auth.session();
    return session.member?.role === 'moderator';
  } catch {
    return false;
  }
}
