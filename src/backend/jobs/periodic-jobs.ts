/**
 * Every job the backend runs on a timer, as queue jobs (job-queue.ts): what each does, how often
 * (the env's intervals; 0 turns one off) and whether a pass is offered at start.
 */
import type { Logger } from '~/lib/log';
import type { BackendEnv } from '../env';
import type { Database } from '../db/client';
import { runAlertPass } from '../services/alert-job';
import { pruneChatEvents } from '../services/chat-events';
import { notifyUnreadMessages } from '../services/chat-notify';
import { pruneListingChanges } from '../services/listing-changes';
import { runListingExpiry } from '../services/listing-expiry';
import { runSafePurchaseTimers } from '../services/safe-purchase';
import { pruneRateLimits } from '../services/rate-limit';
import { removeAbandonedTemporaryFiles, removeOrphanUploads, removeUnclaimedChatPhotos } from '../services/upload-cleanup';
import { FULL_VACUUM_EVERY, vacuumListings } from '../services/vacuum-job';
import type { PeriodicJob } from './job-queue';

export const JOB_NAMES = {
  listingExpiry: 'listing-expiry',
  alerts: 'alerts',
  uploadCleanup: 'upload-cleanup',
  prune: 'prune',
  vacuum: 'listings-vacuum',
  chatNotify: 'chat-notify',
  safePurchaseTimers: 'safe-purchase-timers',
} as const;

export function periodicJobs(deps: {
  db: Database;
  env: BackendEnv;
  log: Logger;
  /** Only the embedded database needs vacuuming: a PostgreSQL server runs autovacuum. */
  embedded: boolean;
  /** How the timer job reaches the providers' refund and payout calls (default: the network, which includes this backend's own sandbox). */
  providerFetch?: (url: string, init: RequestInit) => Promise<Response>;
}): PeriodicJob[] {
  const { db, env, log } = deps;
  let vacuumPasses = 0;
  return [
    {
      name: JOB_NAMES.listingExpiry,
      everyMs: env.LISTING_EXPIRY_INTERVAL_MS,
      runAtStart: true,
      run: async () => {
        const result = await runListingExpiry(db);
        if (result.expired > 0 || result.warned > 0) log.info('listing expiry pass', { expired: result.expired, warned: result.warned });
      },
    },
    {
      name: JOB_NAMES.alerts,
      everyMs: env.SAVED_SEARCH_ALERT_INTERVAL_MS,
      runAtStart: false,
      run: async () => {
        const pass = await runAlertPass(db, log);
        if (pass.searches.notified + pass.priceDrops.notified > 0) log.info('alerts sent', { savedSearches: pass.searches.notified, priceDrops: pass.priceDrops.notified });
      },
    },
    {
      name: JOB_NAMES.chatNotify,
      everyMs: env.CHAT_NOTIFY_INTERVAL_MS,
      runAtStart: false,
      run: async () => {
        const notified = await notifyUnreadMessages(db);
        if (notified > 0) log.info('chat notifications sent', { conversations: notified });
      },
    },
    {
      // "Mua an toàn" deadlines (unpaid expiry, hand-over and confirmation timers), then refunds and
      // payouts the provider has not confirmed yet. One pass at a time across instances (the queue's
      // stately policy); each order's event is applied under its row lock after the machine's state
      // check, so an overlapping pass finds nothing left to do.
      name: JOB_NAMES.safePurchaseTimers,
      everyMs: env.SAFE_PURCHASE_TIMER_INTERVAL_MS,
      runAtStart: true,
      run: async () => {
        const pass = await runSafePurchaseTimers({ db, env, fetch: deps.providerFetch ?? fetch });
        if (pass.expired + pass.refundedLate + pass.released > 0) log.info('safe purchase timers fired', { expired: pass.expired, refundedLate: pass.refundedLate, released: pass.released });
      },
    },
    {
      name: JOB_NAMES.uploadCleanup,
      everyMs: env.UPLOAD_CLEANUP_INTERVAL_MS,
      runAtStart: true,
      run: async () => {
        const uploads = await removeOrphanUploads(db, env.MEDIA_DIR);
        const chat = await removeUnclaimedChatPhotos(db, env.MEDIA_DIR);
        const temporary = await removeAbandonedTemporaryFiles(env.MEDIA_DIR);
        // What was really removed: a file that could not be, or was already gone, is not counted.
        if (uploads.removed + chat.removed + temporary.removed > 0) {
          log.info('orphan uploads removed', {
            files: uploads.removed,
            bytes: uploads.bytes,
            chatPhotos: chat.removed,
            chatBytes: chat.bytes,
            temporaryFiles: temporary.removed,
            temporaryBytes: temporary.bytes,
          });
        }
        if (uploads.failed + chat.failed + temporary.failed > 0) {
          log.warn('orphan uploads could not be removed', { files: uploads.failed, chatPhotos: chat.failed, temporaryFiles: temporary.failed });
        }
      },
    },
    {
      // Ended rate-limit windows, and listing changes too old for any app instance to catch up from.
      name: JOB_NAMES.prune,
      everyMs: 60 * 60_000,
      runAtStart: false,
      run: async () => {
        const windows = await pruneRateLimits(db);
        const changes = await pruneListingChanges(db);
        const chatEvents = await pruneChatEvents(db);
        if (windows + changes + chatEvents > 0) log.info('old rows pruned', { rateLimitWindows: windows, listingChanges: changes, chatEvents });
      },
    },
    {
      name: JOB_NAMES.vacuum,
      everyMs: deps.embedded ? env.VACUUM_INTERVAL_MS : 0,
      runAtStart: true,
      run: async () => {
        const cleanIndexes = vacuumPasses % FULL_VACUUM_EVERY === 0;
        vacuumPasses += 1;
        const started = Date.now();
        await vacuumListings(db, { cleanIndexes });
        log.debug('listings vacuumed', { cleanIndexes, ms: Date.now() - started });
      },
    },
  ];
}
