/**
 * The app's API: one router per domain, composed here.
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCRouter } from '../trpc';
import { accountRouter } from './account';
import { authRouter } from './auth';
import { browseRouter } from './browse';
import { catalogRouter } from './catalog';
import { favouriteRouter } from './favourite';
import { detailRouter } from './detail';
import { listingRouter } from './listing';
import { newsRouter } from './news';
import { notificationRouter } from './notification';
import { postingRouter } from './posting';
import { profileRouter } from './profile';
import { sitemapRouter } from './sitemap';
import { supportRouter } from './support';

export const appRouter = createTRPCRouter({
  account: accountRouter,
  auth: authRouter,
  browse: browseRouter,
  catalog: catalogRouter,
  favourite: favouriteRouter,
  detail: detailRouter,
  listing: listingRouter,
  news: newsRouter,
  notification: notificationRouter,
  posting: postingRouter,
  profile: profileRouter,
  sitemap: sitemapRouter,
  support: supportRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
