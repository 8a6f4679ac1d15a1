/**
 * The live funnel (issue #36): members' browsers report the transitions their machines took (one
 * small beacon, members only, rate-limited by the backend, never sent under Do Not Track), and
 * staff read a machine's counts for a range of days as the studio's overlay. The backend refuses
 * the counts to anyone but moderators and product owners.
 */
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import { z } from 'zod';
import { FUNNEL_BOUNDS } from '~/lib/contract/funnel';
import { machineRegistry } from '~/machines';
import { stateTitle } from '~/machines/chart/studio-data';
import { BEACON_MACHINE_IDS, funnelChart, funnelOverlay, isBeaconTransition } from '~/machines/funnel';
import { authedProcedure } from '../trpc';
import { FunnelApi } from '../upstream/funnel-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const DAY_MS = 86_400_000;

const beaconInput = z.object({
  transitions: z
    .array(
      z
        .object({ machineId: z.string().max(FUNNEL_BOUNDS.machineId).refine((id) => BEACON_MACHINE_IDS.includes(id)), key: z.string().min(1).max(FUNNEL_BOUNDS.transitionKey) })
        // A transition key must be one of that machine's: a forged one is refused, not counted.
        .refine((taken) => isBeaconTransition(taken.machineId, taken.key), { path: ['key'] }),
    )
    .min(1)
    .max(FUNNEL_BOUNDS.batch),
});

const countsInput = z
  .object({ machineId: z.string().max(FUNNEL_BOUNDS.machineId).refine((id) => machineRegistry.some((entry) => entry.id === id)), from: day, to: day })
  .refine(({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return Number.isFinite(days) && days >= 0 && days < FUNNEL_BOUNDS.rangeDays;
  }, { path: ['to'] });

export interface DropOffView {
  readonly path: string;
  readonly title: string;
  readonly entered: number;
  readonly dropped: number;
  /** Rounded percent, 0..100. */
  readonly percent: number;
  /** '62 % thành viên đến Ảnh/Video rời đi mà không tiếp tục' */
  readonly sentence: string;
}

const MAX_DROP_OFFS = 5;

export const funnelRouter = {
  beacon: authedProcedure.input(beaconInput).mutation(async ({ ctx, input }) => {
    const recorded = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.flatMap(FunnelApi, (api) => api.beacon(ctx.session, input.transitions.map((taken) => ({ machine_id: taken.machineId, transition_key: taken.key })))),
    );
    return { recorded };
  }),

  counts: authedProcedure.input(countsInput).query(async ({ ctx, input }) => {
    const entry = machineRegistry.find((candidate) => candidate.id === input.machineId);
    const chart = funnelChart(input.machineId);
    if (!entry || !chart) throw new TRPCError({ code: 'NOT_FOUND', message: 'Không tìm thấy sơ đồ.' });
    const sums = await runUpstreamOrThrow(ctx.upstream.runtime, Effect.flatMap(FunnelApi, (api) => api.counts(ctx.session, { from: input.from, to: input.to })));
    const overlay = funnelOverlay(
      chart,
      sums.filter((sum) => sum.machine_id === input.machineId).map((sum) => ({ key: sum.transition_key, count: sum.count })),
    );
    const dropOffs: DropOffView[] = overlay.dropOffs.slice(0, MAX_DROP_OFFS).map((state) => {
      const title = stateTitle(entry, state.path);
      const percent = Math.round(state.dropShare * 100);
      return { path: state.path, title, entered: state.entered, dropped: state.dropped, percent, sentence: `${percent} % thành viên đến ${title} rời đi mà không tiếp tục` };
    });
    return { from: input.from, to: input.to, counts: overlay.counts, exitShares: overlay.exitShares, dropOffs };
  }),
} satisfies TRPCRouterRecord;
