/**
 * The browser's funnel beacon (issue #36): keys are batched and sent as one tRPC call on pagehide;
 * nothing is sent when the browser says Do Not Track or Global Privacy Control, nor for a guest.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

type Listener = () => void;

function fakeBrowser(nav: Record<string, unknown>, cookie: string) {
  const listeners = new Map<string, Listener[]>();
  const on = (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const sent: Array<{ url: string; body: string; keepalive: boolean | undefined }> = [];
  vi.stubGlobal('window', { addEventListener: on, setInterval: () => 0, location: { origin: 'http://localhost' } });
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('document', { cookie, visibilityState: 'visible', addEventListener: on });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url: String(url), body: String(init.body), keepalive: init.keepalive });
    return Promise.resolve(new Response(JSON.stringify({ result: { data: { json: { recorded: 1 } } } }), { headers: { 'content-type': 'application/json' } }));
  });
  return { sent, fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()) };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

const KEY = 'editing.details --step.next [stepValid]--> editing.media';

test('a member’s transitions go as one keepalive beacon when the page is hidden', async () => {
  const browser = fakeBrowser({ doNotTrack: null }, 'rv_signed_in=1');
  const { recordFunnel } = await import('../../src/machines/funnel-beacon');
  recordFunnel('posting-stepper', [KEY]);
  recordFunnel('posting-stepper', [KEY]);
  expect(browser.sent).toEqual([]);
  browser.fire('pagehide');
  await vi.waitFor(() => expect(browser.sent).toHaveLength(1));
  expect(browser.sent[0]?.url).toContain('/api/trpc/funnel.beacon');
  expect(browser.sent[0]?.keepalive).toBe(true);
  expect(JSON.parse(browser.sent[0]?.body ?? '{}')).toEqual({ json: { transitions: [{ machineId: 'posting-stepper', key: KEY }, { machineId: 'posting-stepper', key: KEY }] } });
});

test.each([
  ['Do Not Track', { doNotTrack: '1' }, 'rv_signed_in=1'],
  ['Global Privacy Control', { doNotTrack: null, globalPrivacyControl: true }, 'rv_signed_in=1'],
  ['a guest', { doNotTrack: null }, ''],
])('nothing is sent for %s', async (_, nav, cookie) => {
  const browser = fakeBrowser(nav, cookie);
  const { recordFunnel, flushFunnel } = await import('../../src/machines/funnel-beacon');
  recordFunnel('posting-stepper', [KEY]);
  browser.fire('pagehide');
  flushFunnel();
  // The client sends after a tick: give it time to, so a send would be seen.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(browser.sent).toEqual([]);
});
