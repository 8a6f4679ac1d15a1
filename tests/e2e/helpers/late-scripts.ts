/**
 * A slow phone's start: the scripts a page loads after it starts (the auth machine, the islands'
 * code) come late. Every script the page's HTML does not name is held back `ms` before it goes on.
 */
import type { APIRequestContext, Page } from '@playwright/test';

/** Holds back `page`'s later scripts on `path`; the returned function counts those held so far. */
export async function holdLateScripts(page: Page, request: APIRequestContext, path: string, ms = 2_500): Promise<() => number> {
  const named = new Set([...(await (await request.get(path)).text()).matchAll(/\/_next\/static\/chunks\/[^"']+\.js/g)].map(([chunk]) => chunk));
  let held = 0;
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    await route.continue();
  });
  return () => held;
}
