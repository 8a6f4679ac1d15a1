/**
 * The signed-in member's own account: edit the profile (spec §2 /user). Field errors come back
 * with `data.field` so the form shows them under the right input.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { MEMBER_BOUNDS } from '~/lib/contract/member';
import { toSessionMember, type SessionMember } from '../dto/member';
import { authedProcedure, publicProcedure } from '../trpc';
import { MemberApi } from '../upstream/member-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const profileInput = z.object({
  full_name: z.string().max(MEMBER_BOUNDS.fullName),
  phone: z.string().max(MEMBER_BOUNDS.phone),
  email: z.string().max(MEMBER_BOUNDS.email),
  address: z.string().max(MEMBER_BOUNDS.address),
  gender: z.enum(['', '1', '2']),
});

export const accountRouter = {
  update: authedProcedure.input(profileInput).mutation(async ({ ctx, input }): Promise<SessionMember> => {
    const profile = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(MemberApi, (api) => api.profileEdit(ctx.session, input)));
    return toSessionMember(profile, ctx.upstream.mediaBaseUrl);
  }),

  /** Confirms an email-activation link (the /active-email page). Works signed in or not. */
  activateEmail: publicProcedure.input(z.object({ token: z.string().min(1).max(MEMBER_BOUNDS.activationToken) })).mutation(async ({ ctx, input }) => {
    const email = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(MemberApi, (api) => api.activateEmail(input.token)));
    return { email };
  }),
} satisfies TRPCRouterRecord;
