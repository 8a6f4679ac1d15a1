/**
 * Authentication: who is signed in (a non-secret projection), where sign-in starts, and sign-out.
 * The session itself is the encrypted cookie; procedures never return the token.
 */
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { safeLocalPath } from '~/lib/safe-redirect';
import { callbackUrl } from '../auth-urls';
import { toSessionMember, type SessionMember } from '../dto/member';
import { serverLog } from '../log';
import { sessionClearCookies } from '../session';
import { authedProcedure, publicProcedure } from '../trpc';
import { MemberApi } from '../upstream/member-api';
import { SsoApi } from '../upstream/sso-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface SessionState {
  readonly signedIn: boolean;
  readonly member: SessionMember | null;
}

export const authRouter = {
  /** The visitor's state for the header and the auth machine. An expired token is a guest. */
  session: publicProcedure.query(async ({ ctx }): Promise<SessionState> => {
    if (!ctx.session) return { signedIn: false, member: null };
    const auth = { memberId: ctx.session.memberId, token: ctx.session.token };
    try {
      const profile = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(MemberApi, (api) => api.profileInfo(auth)));
      return { signedIn: true, member: toSessionMember(profile, ctx.upstream.mediaBaseUrl) };
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'UNAUTHORIZED') {
        for (const cookie of sessionClearCookies()) ctx.resHeaders?.append('set-cookie', cookie);
        return { signedIn: false, member: null };
      }
      throw error;
    }
  }),

  /** The SSO sign-in URL that returns to `returnTo` (a path on this site) afterwards. */
  loginUrl: publicProcedure
    .input(z.object({ returnTo: z.string().max(2048).default('/') }))
    .mutation(async ({ ctx, input }) => {
      const returnTo = safeLocalPath(input.returnTo) ?? '/';
      const url = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(SsoApi, (sso) => sso.loginUrl(callbackUrl(returnTo))));
      return { url };
    }),

  /**
   * Signs out at the SSO and clears the cookie either way. `ok` mirrors spec §8: status 200 →
   * 'Đăng xuất thành công', anything else → 'Logout Error'.
   */
  logout: authedProcedure.mutation(async ({ ctx }) => {
    for (const cookie of sessionClearCookies()) ctx.resHeaders?.append('set-cookie', cookie);
    const exit = await ctx.upstream.runtime.runPromiseExit(Effect.flatMap(SsoApi, (sso) => sso.logout(ctx.session.token)));
    if (exit._tag === 'Failure') serverLog.warn('SSO logout failed', { memberId: ctx.session.memberId });
    return { ok: exit._tag === 'Success' && exit.value };
  }),
} satisfies TRPCRouterRecord;
