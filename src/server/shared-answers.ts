/**
 * The tRPC answers a shared cache may keep (issue #16). One today: a category or search page's data
 * for the browser (`browsePage.read`), which depends on its input alone, never on the session, so
 * guests and members share it as they share the page it renders. The micro-cache
 * (nginx, told by src/serving/whole-answer.ts) keeps an answer marked `s-maxage` a second, like the pages
 * when a listing changes, so a popular filter change costs what a page load of the same query does.
 *
 * Marked only when nothing else can be in it: the response carries that one call (the batch link
 * may put a member's own query in the same response) answered without error, and the page is whole.
 * A page whose list could not be read (backend down) says so in its data, which the response
 * metadata only sees serialized: the procedure marks a whole page here and the route asks.
 */
import 'server-only';
import type { TRPCRequestInfo } from '@trpc/server/http';

const SHARED_PROCEDURE = 'browsePage.read';

/** As long as a category page's copy is shared; browsers ask again each time (max-age=0). */
const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

// Keyed by the request's headers: the one object every context made for the request keeps.
const wholeAnswers = new WeakSet<Headers>();

/** Says that this request's answer is whole: nothing in it is missing for want of the backend. */
export function markWholeAnswer(ctx: { readonly headers: Headers }): void {
  wholeAnswers.add(ctx.headers);
}

/** What the route's `responseMeta` is given that decides (tRPC's own argument has this shape). */
export interface AnswerFacts {
  readonly ctx?: { readonly headers: Headers } | undefined;
  readonly info?: Pick<TRPCRequestInfo, 'accept' | 'calls' | 'type'> | undefined;
  readonly errors: readonly unknown[];
  readonly eagerGeneration: boolean;
}

/** The headers that let a shared cache keep this answer, or none when it must not. */
export function sharedAnswerMeta({ ctx, info, errors, eagerGeneration }: AnswerFacts): { headers?: Headers } {
  const single = info?.calls.length === 1 && info.calls[0]?.path === SHARED_PROCEDURE;
  // A streamed answer (trpc-accept: application/jsonl) is decided before its data exists.
  const shareable = single && info.type === 'query' && info.accept === null && !eagerGeneration && errors.length === 0 && ctx !== undefined && wholeAnswers.has(ctx.headers);
  return shareable ? { headers: new Headers({ 'cache-control': SHARED_CACHE_CONTROL }) } : {};
}
