/**
 * Who may open the statechart studio (issues #7, #36): everyone in development; in production only
 * staff — moderators and product owners ("Quản lý sản phẩm", read-only) — unless
 * STATECHARTS_PUBLIC=true. Anyone else gets a 404, not a hint that it exists.
 */
import 'server-only';
import { env } from '~/env';
import { readsStudio } from '~/lib/member-roles';
import { requestCaller } from '~/server/loaders/callers';

export async function canSeeStatecharts(): Promise<boolean> {
  if (env.NODE_ENV !== 'production' || env.STATECHARTS_PUBLIC) return true;
  try {
    const session = await requestCaller().auth.session();
    return readsStudio(session.member?.role);
  } catch {
    return false;
  }
}
