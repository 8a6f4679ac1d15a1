/**
 * The backend's periodic alert job (started by main.ts; `SAVED_SEARCH_ALERT_INTERVAL_MS`, 0 = off):
 * saved-search alerts, then price drops of favourites. A slow pass is never overlapped by the next.
 */
import type { Logger } from '../../lib/log';
import type { Database } from '../db/client';
import { runPriceDropAlerts } from './price-drop-alerts';
import { startRepeatingJob } from './repeating-job';
import { runSavedSearchAlerts } from './saved-searches';

export async function runAlertPass(db: Database, log: Logger, now = new Date()) {
  const searches = await runSavedSearchAlerts(db, { now, log });
  const priceDrops = await runPriceDropAlerts(db, { now });
  return { searches, priceDrops };
}

/** Runs a pass every `intervalMs`; returns a stop function. */
export function startAlertJob(db: Database, { intervalMs, log }: { intervalMs: number; log: Logger }): () => void {
  return startRepeatingJob({
    name: 'alert job',
    intervalMs,
    runAtStart: false,
    log,
    pass: async () => {
      const pass = await runAlertPass(db, log);
      if (pass.searches.notified + pass.priceDrops.notified > 0) log.info('alerts sent', { savedSearches: pass.searches.notified, priceDrops: pass.priceDrops.notified });
    },
  });
}
