/**
 * A data island whose code is lost on the way (the connection drops while the page loads) fails on
 * its own (src/components/data/data-island.tsx): the page keeps its content — not the app's error
 * screen "Đã có lỗi xảy ra" — and the island arrives once the browser is back online.
 *
 * The connection is lost when the page asks for code after its HTML (the auth runtime a guest's
 * sign-in asks for, the chat badge's island for a member): that request takes the browser offline and fails,
 * as does every later one (the chunk loader's own retry included) until the test goes online again.
 * The document's `data-loads-offline` says code is waiting for the connection. A chunk refused
 * while online is the page's chunk guard's (it reloads, spec §8); within the minute after such a
 * reload it is the island's error boundary's (`data-islands-failed`): the island's place shows its
 * fallback and the next `online` tries again.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated, MODERATOR, signInFromHeader } from './helpers/accounts';

const CHUNK = /\/_next\/static\/chunks\/[\w.~-]+\.js/g;

interface Interception {
  /** Chunk requests failed so far. */
  readonly failed: () => number;
  /** Chunks load again, and the browser fires `online`. */
  readonly restore: () => Promise<void>;
}

/**
 * Fails the chunks `lost` picks (from the page's own, named in its HTML, nothing is lost) —
 * offline first when `offline`, else refused while online — until `restore`.
 */
async function loseChunks(context: BrowserContext, page: Page, path: string, lost: (body: string) => boolean, offline: boolean): Promise<Interception> {
  const html = await (await page.request.get(path)).text();
  const named = new Set([...html.matchAll(CHUNK)].map((match) => match[0]));
  let losing = true;
  let failed = 0;
  await page.route(CHUNK, async (route) => {
    if (!losing || named.has(new URL(route.request().url()).pathname)) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (!lost(body)) return route.fulfill({ response, body });
    failed += 1;
    if (offline) await context.setOffline(true);
    await route.abort(offline ? 'internetdisconnected' : 'failed');
  });
  return {
    failed: () => failed,
    restore: async () => {
      losing = false;
      if (!offline) await context.setOffline(true);
      await context.setOffline(false);
    },
  };
}

const CHAT_BADGE_CODE = (body: string) => body.includes('"chat-badge"');
const html = (page: Page) => page.locator('html');
const errorScreen = (page: Page) => page.getByRole('heading', { name: /Đã có lỗi xảy ra|Rao vặt đang gặp sự cố/ });

async function signInAsModerator(page: Page) {
  await signInFromHeader(page, MODERATOR);
  await expect(page.getByTestId('chat-badge')).toBeVisible();
}

test("a guest: the header's sign-in shows without its code; tapped while that code is lost, it waits for the connection, then signs in", async ({ page, context }) => {
  // A guest's page runs no auth machine until a sign-in asks for it: the button is there at once.
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('auth-login')).toBeVisible();
  const lost = await loseChunks(context, page, '/', () => true, true);
  await page.getByTestId('auth-login').click();
  await expect(html(page)).toHaveAttribute('data-loads-offline', /^[1-9]/);
  await expect(errorScreen(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();

  await lost.restore();
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  expect(lost.failed()).toBeGreaterThan(0);
});

test("a member: the chat badge's code lost offline waits for the connection, then the badge shows", async ({ page, context }) => {
  await signInAsModerator(page);
  const lost = await loseChunks(context, page, '/', CHAT_BADGE_CODE, true);
  await page.goto('/');
  await expect(page.getByTestId('auth-account')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-loads-offline', '1');
  await expect(errorScreen(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);

  await lost.restore();
  await expect(page.getByTestId('chat-badge')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-loads-offline', '0');
  await hydrated(page);
});

test("a member: the chat badge's code refused online, the page's reload spent: the page stays, the badge comes at the next 'online'", async ({ page, context }) => {
  await signInAsModerator(page);
  // The chunk guard reloaded this page less than a minute ago (spec §8): this failure is the island's.
  await page.addInitScript(() => window.sessionStorage.setItem('chunk-reload:/', String(Date.now())));
  const lost = await loseChunks(context, page, '/', CHAT_BADGE_CODE, false);
  await page.goto('/');
  await expect(page.getByTestId('auth-account')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-islands-failed', '1');
  await expect(errorScreen(page)).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);
  expect(lost.failed()).toBeGreaterThan(0);

  // The browser's `online` (the connection came back, or a network change): the island tries again.
  await lost.restore();
  await expect(page.getByTestId('chat-badge')).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-islands-failed', '0');
  await hydrated(page);
});
