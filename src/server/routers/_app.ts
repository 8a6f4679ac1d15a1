/**
 * The app's API: one router per domain, composed here.
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCRouter } from '../trpc';
import { catalogRouter } from './catalog';
import { listingRouter } from './listing';
import { newsRouter } from './news';

export const appRouter = createTRPCRouter({
  catalog: catalogRouter,
  listing: listingRouter,
  news: newsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
