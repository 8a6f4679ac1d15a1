/**
 * The backend's alert pass (run by the job queue, jobs/periodic-jobs.ts; `SAVED_SEARCH_ALERT_INTERVAL_MS`, 0 = off):
 * saved-search alerts, then price drops of favourites. A slow pass is never overlapped by the next.
 */
import type { Logger } from '~/lib/log';
import type { Database } from '../db/client';
import { runPriceDropAlerts } from './price-drop-alerts';
import { runSavedSearchAlerts } from './saved-searches';

export async function runAlertPass(db: Database, log: Logger, now = new Date()) {
  const searches = await runSavedSearchAlerts(db, { now, log });
  const priceDrops = await runPriceDropAlerts(db, { now });
  return { searches, priceDrops };
}
