/**
 * Holds a tRPC procedure's HTTP calls in the browser so a model path decides how each one ends:
 * an invoked actor's `xstate.done.actor.*` step lets it through (or rewrites its answer), its
 * `xstate.error.actor.*` step fails it. Batched calls (`/api/trpc/a,b?batch=1`) match too.
 */
import type { Page, Request, Route } from '@playwright/test';

type Settle = (route: Route) => Promise<void>;

export class HeldCall {
  private readonly queue: Route[] = [];
  private readonly waiters: Array<(route: Route) => void> = [];
  private answerAll: Settle | null = null;

  private constructor(readonly procedure: string) {}

  static async install(page: Page, procedure: string): Promise<HeldCall> {
    const held = new HeldCall(procedure);
    await page.route(
      (url) => url.pathname.startsWith('/api/trpc/') && (url.pathname.split('/').pop() ?? '').split(',').includes(procedure),
      (route) => held.arrive(route),
    );
    // A held call of a document that navigated away is cancelled by the browser: it must not be
    // settled in place of the new document's call, which would then wait forever.
    page.on('requestfailed', (request) => held.forget(request));
    return held;
  }

  private arrive(route: Route): void {
    if (this.answerAll) {
      void this.answerAll(route);
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter(route);
    else this.queue.push(route);
  }

  private forget(request: Request): void {
    const index = this.queue.findIndex((route) => route.request() === request);
    if (index >= 0) this.queue.splice(index, 1);
  }

  /**
   * Waits for the next call and ends it with `settle`. A call that never comes fails the step with
   * the procedure's name (rather than the whole test's timeout, which hides which step stalled).
   */
  async settle(settle: Settle, waitMs = 20_000): Promise<void> {
    const route = this.queue.shift() ?? (await this.next(waitMs));
    await settle(route);
  }

  private next(waitMs: number): Promise<Route> {
    return new Promise<Route>((resolve, reject) => {
      const waiter = (route: Route) => {
        clearTimeout(timer);
        resolve(route);
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`${this.procedure}: no call within ${waitMs} ms`));
      }, waitMs);
      this.waiters.push(waiter);
    });
  }

  /** Ends every call (queued and future) with `settle` until `hold()` (e.g. a failing call and its retry). */
  async answerEvery(settle: Settle): Promise<void> {
    this.answerAll = settle;
    for (const route of this.queue.splice(0)) await settle(route);
  }

  hold(): void {
    this.answerAll = null;
  }
}

export const letThrough: Settle = (route) => route.continue();
export const networkFailure: Settle = (route) => route.abort('failed');
export const serverFailure: Settle = (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream unavailable' });
