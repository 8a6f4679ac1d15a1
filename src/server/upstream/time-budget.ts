/**
 * A page's time budget over all its upstream calls (issue #15: a page answers within 6 s whatever
 * the number of calls). Each call keeps its own timeout; the budget also cuts whatever is still
 * running when the page's deadline passes, so calls made one after another cannot add up.
 */
import { Duration, Effect } from 'effect';
import type { Exit } from 'effect';
import { UpstreamTimeout } from './errors';

/** What runs upstream effects: the process's ManagedRuntime, or that runtime under a deadline. */
export interface UpstreamRunner<R> {
  readonly runPromiseExit: <A, E>(effect: Effect.Effect<A, E, R>, options?: { readonly signal?: AbortSignal | undefined }) => Promise<Exit.Exit<A, E | UpstreamTimeout>>;
}

/**
 * Server-rendered pages (React Server Components) share this budget from the moment the request
 * arrives at the web server, proxy lookups included, so a page answers in under 6 s even when the
 * backend hangs (src/serving/server.ts sets it; without that server, each render starts its own).
 */
export const PAGE_BUDGET_MS = 4_500;

/** The proxy's lookups before a page (canonical listing path, category slugs): answered or skipped within this. */
export const PROXY_LOOKUP_MS = 1_000;

/** The runtime with a deadline (epoch ms): a call still running then fails, one started after it fails at once. */
export function withDeadline<R>(runtime: UpstreamRunner<R>, deadline: number, now: () => number = Date.now): UpstreamRunner<R> {
  return {
    runPromiseExit: (effect, options) =>
      runtime.runPromiseExit(
        effect.pipe(
          Effect.timeoutFail({
            duration: Duration.millis(Math.max(0, deadline - now())),
            onTimeout: () => new UpstreamTimeout({ host: 'page', operation: 'timeBudget', timeoutMs: PAGE_BUDGET_MS }),
          }),
        ),
        options,
      ),
  };
}
