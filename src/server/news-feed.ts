/**
 * The newspaper's feed (list-tto) is decoration: when it fails or is slow, the news blocks hide and
 * the page renders without them. `newsOrNothing` turns any failure, and any answer later than the
 * deadline, into an empty list (and a log line), so no page waits on the feed or breaks with it.
 */
import type { Logger } from '~/lib/log';

/** A page waits at most this long for the feed. */
export const NEWS_DEADLINE_MS = 2_500;

export async function newsOrNothing<T>(load: () => Promise<readonly T[]>, log: Pick<Logger, 'warn'>, deadlineMs = NEWS_DEADLINE_MS): Promise<readonly T[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs);
  });
  try {
    const result = await Promise.race([load(), deadline]);
    if (result === 'late') {
      log.warn('news feed hidden: too slow', { deadlineMs });
      return [];
    }
    return result;
  } catch (error) {
    log.warn('news feed hidden', { errorMessage: error instanceof Error ? error.message : String(error) });
    return [];
  } finally {
    clearTimeout(timer);
  }
}
