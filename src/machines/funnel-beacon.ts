/**
 * The browser's half of the live funnel (issue #36): transition keys of the registered machines a
 * member drives, batched and sent as ONE small tRPC beacon when the page is hidden or left, and
 * every half minute while it stays open. Nothing is collected or sent for a guest (no session
 * hint) or when the browser asks not to be tracked (Do Not Track or Global Privacy Control).
 * Only keys leave the browser — never the context, an event's payload, or the page.
 * Fed by `liveInspector` (./live-inspector.ts), the one `inspect` helper the machines' actors use.
 */
import { CLIENT_HEADER } from '~/server/csrf';
import { hasSessionHint } from '~/lib/session-hint';
import { FUNNEL_BOUNDS } from '~/lib/contract/funnel-vocabulary';

const SEND_EVERY_MS = 30_000;

interface Taken {
  readonly machineId: string;
  readonly key: string;
}

let pending: Taken[] = [];
let started = false;

/** The browser's "do not track me": the old DNT flag or Global Privacy Control. */
export function browserOptsOut(nav: Navigator & { readonly globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

function mayRecord(): boolean {
  return typeof window !== 'undefined' && !browserOptsOut(navigator) && hasSessionHint(document.cookie);
}

/**
 * The `funnel.beacon` mutation as tRPC's HTTP link sends it (a POST of the wire format's JSON; the
 * keys carry no dates), by plain `fetch`: the tRPC client would add ~10 KB to the auth runtime every
 * guest page loads (transfer-budget.spec.ts). `keepalive` lets the request outlive the page being left.
 */
function sendBeacon(batch: readonly Taken[]): void {
  fetch('/api/trpc/funnel.beacon', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: 'beacon' },
    body: JSON.stringify({ json: { transitions: batch } }),
  }).catch(() => undefined);
}

/** Sends what was collected, in batches of the beacon's bound; a refused or lost beacon is dropped (counts are a sample). */
export function flushFunnel(): void {
  if (pending.length === 0) return;
  const batch = pending.slice(0, FUNNEL_BOUNDS.batch);
  pending = pending.slice(FUNNEL_BOUNDS.batch);
  if (!mayRecord()) {
    pending = [];
    return;
  }
  sendBeacon(batch);
  if (pending.length > 0) flushFunnel();
}

function start(): void {
  if (started) return;
  started = true;
  window.addEventListener('pagehide', flushFunnel);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushFunnel();
  });
  window.setInterval(flushFunnel, SEND_EVERY_MS);
}

/** Records transitions a machine took (its registry id and the transitions' keys). */
export function recordFunnel(machineId: string, keys: readonly string[]): void {
  if (keys.length === 0 || !mayRecord()) return;
  start();
  for (const key of keys) if (key) pending.push({ machineId, key });
  // A long session does not grow without bound: a full batch goes at once.
  if (pending.length >= FUNNEL_BOUNDS.batch) flushFunnel();
}
