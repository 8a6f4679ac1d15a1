/**
 * The app's API: one router per domain, composed here.
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCRouter } from '../trpc';
import { accountRouter } from './account';
import { authRouter } from './auth';
import { browseRouter } from './browse';
import { browsePageRouter } from './browse-page';
import { catalogRouter } from './catalog';
import { chatRouter } from './chat';
import { favouriteRouter } from './favourite';
import { funnelRouter } from './funnel';
import { detailRouter } from './detail';
import { listingRouter } from './listing';
import { moderationRouter } from './moderation';
import { postManageRouter } from './post-manage';
import { listingReportRouter } from './listing-report';
import { minigameRouter } from './minigame';
import { savedSearchRouter } from './saved-search';
import { newsRouter } from './news';
import { notificationRouter } from './notification';
import { postingRouter } from './posting';
import { profileRouter } from './profile';
import { reviewsRouter } from './reviews';
import { safePurchaseRouter } from './safe-purchase';
import { sitemapRouter } from './sitemap';
import { supportRouter } from './support';
import { walletRouter } from './wallet';

export const appRouter = createTRPCRouter({
  account: accountRouter,
  auth: authRouter,
  browse: browseRouter,
  browsePage: browsePageRouter,
  catalog: catalogRouter,
  chat: chatRouter,
  favourite: favouriteRouter,
  funnel: funnelRouter,
  detail: detailRouter,
  listing: listingRouter,
  moderation: moderationRouter,
  postManage: postManageRouter,
  listingReport: listingReportRouter,
  minigame: minigameRouter,
  savedSearch: savedSearchRouter,
  news: newsRouter,
  notification: notificationRouter,
  posting: postingRouter,
  profile: profileRouter,
  reviews: reviewsRouter,
  safePurchase: safePurchaseRouter,
  sitemap: sitemapRouter,
  support: supportRouter,
  wallet: walletRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
