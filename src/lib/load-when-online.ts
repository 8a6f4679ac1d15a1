/**
 * Code loaded after the page (a dynamic `import()`) that fails while the browser is offline waits
 * for the browser's `online` and is asked for again, instead of failing the part of the page that
 * needed it. Turbopack's chunk loader forgets a chunk that failed (after its own one retry), so a
 * second `import()` requests it again (measured: tests/e2e/data-islands.spec.ts). Online failures
 * are thrown: the page's chunk guard reloads for them (spec §8). While some code waits, the document
 * carries `data-loads-offline` (how many), which the end-to-end tests read.
 */
let waiting = 0;

function countWaiting(change: 1 | -1) {
  waiting += change;
  document.documentElement.dataset.loadsOffline = String(waiting);
}

export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      countWaiting(1);
      await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
      countWaiting(-1);
    }
  }
}
