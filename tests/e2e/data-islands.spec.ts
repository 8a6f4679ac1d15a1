/**
 * A data island whose code is lost on the way (the connection drops while the page loads) fails on
 * its own (src/components/data/data-island.tsx): the page keeps its content — not the app's error
 * screen "Đã có lỗi xảy ra" — and the island arrives once the browser is back online.
 *
 * The islands' code is what the page loads after its HTML: every script chunk the HTML does not
 * name. The first such request takes the browser offline and fails, as a lost connection does, and
 * so does every later one (the chunk loader's own retry included) until the test goes online again.
 * A chunk refused while online is the page's chunk guard's (it reloads, spec §8); within the minute
 * after such a reload it is the island's error boundary's: the island's place shows its fallback
 * and the next `online` tries again.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated, MODERATOR, signInOnSso } from './helpers/accounts';

const CHUNK = /\/_next\/static\/chunks\/[\w.~-]+\.js/g;

/** Chunks that fail to load, counted in the page (the chunk loader adds a <script> per chunk). */
declare global {
  interface Window {
    chunkFailures?: number;
  }
}

interface LostConnection {
  /** How many island chunk requests failed. */
  readonly failed: () => number;
  /** The connection is back: chunks load again and the browser fires `online`. */
  readonly restore: () => Promise<void>;
}

/** Counts the page's script chunks that fail to load. */
async function countChunkFailures(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement) window.chunkFailures = (window.chunkFailures ?? 0) + 1;
      },
      true,
    );
  });
}

/** Every failed chunk has reached the page (the loader tries each twice), and React has rendered since. */
async function failuresSettled(page: Page, failed: () => number) {
  await expect.poll(failed, { message: 'the page loads some island code after its HTML' }).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.chunkFailures ?? 0)).toBe(failed());
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function signInAsModerator(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('auth-login').click();
  await signInOnSso(page, MODERATOR);
  await expect(page.getByTestId('chat-badge')).toBeVisible();
}

/** Loads `path` with the connection lost as soon as the page asks for its islands' code. */
async function loadLosingIslands(context: BrowserContext, page: Page, path: string): Promise<LostConnection> {
  const html = await (await page.request.get(path)).text();
  const named = new Set([...html.matchAll(CHUNK)].map((match) => match[0]));
  let losing = true;
  let failed = 0;
  await countChunkFailures(page);
  await page.route(CHUNK, async (route) => {
    const chunk = new URL(route.request().url()).pathname;
    if (!losing || named.has(chunk)) return route.continue();
    failed += 1;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto(path);
  await failuresSettled(page, () => failed);
  return {
    failed: () => failed,
    restore: async () => {
      losing = false;
      await context.setOffline(false);
    },
  };
}

test('a guest: the island code lost while the page loads leaves the page as it is, and arrives back online', async ({ page, context }) => {
  const lost = await loadLosingIslands(context, page, '/');
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-islands-pending', '0');

  await lost.restore();
  await hydrated(page);
  expect(lost.failed()).toBeGreaterThan(0);
});

test("a member: the header's account and chat badge lost on the way show once the connection is back, the page untouched", async ({ page, context }) => {
  await signInAsModerator(page);
  const lost = await loadLosingIslands(context, page, '/');
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);

  await lost.restore();
  await expect(page.getByTestId('auth-account')).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toBeVisible();
  await hydrated(page);
});

test("the chat badge's code refused while online, the page's reload spent: the page stays, the badge comes at the next 'online'", async ({ page, context }) => {
  await signInAsModerator(page);
  let refusing = true;
  let refused = 0;
  await countChunkFailures(page);
  // The chunk guard reloaded this page less than a minute ago (spec §8): this failure is the island's.
  await page.addInitScript(() => window.sessionStorage.setItem('chunk-reload:/', String(Date.now())));
  await page.route(CHUNK, async (route) => {
    if (!refusing) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('"chat-badge"')) return route.fulfill({ response, body });
    refused += 1;
    await route.abort('failed');
  });
  await page.goto('/');
  await expect(page.getByTestId('auth-account')).toBeVisible();
  await failuresSettled(page, () => refused);
  await expect(page.getByRole('heading', { name: 'Đã có lỗi xảy ra' })).toHaveCount(0);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);

  refusing = false;
  // The browser's `online` (the connection came back, or a network change): the island tries again.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByTestId('chat-badge')).toBeVisible();
  await hydrated(page);
});
