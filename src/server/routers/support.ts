/**
 * Support pages' data: the price board of /support-about/bang-gia and /support-about/thong-tin-khuyen-mai
 * (price list, point packs, service packages). Each part fails on its own: a page shows the parts
 * that loaded and a Vietnamese message in place of the others.
 */
import type { TRPCRouterRecord } from '@trpc/server';
import { Effect } from 'effect';
import {
  toPointPackView,
  toPriceGroups,
  toServicePackageView,
  type PointPackView,
  type PriceGroupView,
  type ServicePackageView,
} from '../dto/price-board';
import { publicProcedure } from '../trpc';
import { logUpstreamError, type UpstreamError } from '../upstream/errors';
import { ListApi } from '../upstream/list-api';
import { PriceApi } from '../upstream/price-api';
import { runUpstreamOrThrow } from '../upstream/to-trpc-error';

export interface PriceBoard {
  /** Null when that upstream call failed (logged). */
  readonly prices: PriceGroupView[] | null;
  readonly pointPacks: PointPackView[] | null;
  readonly packages: ServicePackageView[] | null;
}

const orNull = <A, R>(effect: Effect.Effect<A, UpstreamError, R>, part: string): Effect.Effect<A | null, never, R> =>
  effect.pipe(
    Effect.catchAll((error) =>
      Effect.sync(() => {
        logUpstreamError(error, 'warn', `price board: ${part} unavailable`);
        return null;
      }),
    ),
  );

export const supportRouter = {
  priceBoard: publicProcedure.query(async ({ ctx }): Promise<PriceBoard> => {
    const now = new Date();
    const [prices, pointPacks, packages] = await runUpstreamOrThrow(
      ctx.upstream.runtime,
      Effect.all(
        [
          orNull(Effect.flatMap(PriceApi, (api) => api.listPrice()), 'price list'),
          orNull(Effect.flatMap(ListApi, (api) => api.listPackagePoint()), 'point packs'),
          orNull(Effect.flatMap(ListApi, (api) => api.listAllPackage()), 'service packages'),
        ],
        { concurrency: 'unbounded' },
      ),
    );
    return {
      prices: prices ? toPriceGroups(prices, now) : null,
      pointPacks: pointPacks ? pointPacks.map(toPointPackView) : null,
      packages: packages ? packages.map(toServicePackageView) : null,
    };
  }),
} satisfies TRPCRouterRecord;
