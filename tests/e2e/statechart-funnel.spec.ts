/**
 * The live funnel in the browser (issue #36): the real posting wizard's machine sends its
 * transitions as one beacon when the page is left, and they land as counts; with Do Not Track the
 * same visit sends nothing. The studio shows the overlay to a product owner (screenshots at 1280
 * and 390 px are written to test-results/ for the note).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, openPostingWizard, PRODUCT_OWNER, signInFromHeader } from './helpers/accounts';

/** All of the posting wizard's counted transitions from yesterday to tomorrow (UTC days), as staff read them. */
async function wizardCountTotal(staff: APIRequestContext): Promise<number> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const input = encodeURIComponent(JSON.stringify({ json: { machineId: 'posting-stepper', from: day(-1), to: day(1) } }));
  const response = await staff.get(`/api/trpc/funnel.counts?input=${input}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { json: { counts: Record<string, number> } } } };
  return Object.values(body.result.data.json.counts).reduce((sum, count) => sum + count, 0);
}

// The beacon leaves by a keepalive fetch as the page is left, which Playwright does not report as
// the page's request: what is asserted is that it lands as counts, read back as the studio reads them.
test('the real wizard sends a beacon on leaving, and it lands as counts', async ({ page, browser }) => {
  const staff = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const owner = await staff.newPage();
  await signInFromHeader(owner, PRODUCT_OWNER);
  const before = await wizardCountTotal(staff.request);

  await openPostingWizard(page);
  // Leaving the page (pagehide) sends what the wizard's machine took on opening.
  await page.goto('/');
  await expect.poll(() => wizardCountTotal(staff.request)).toBeGreaterThan(before);
  await staff.close();
});

test('with Do Not Track the wizard sends no beacon', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('funnel.beacon')) beacons.push(request.url());
  });
  await openPostingWizard(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(beacons).toEqual([]);
});

test('a product owner sees counts and drop-offs on the posting chart at 1280 and 390 px', async ({ page }) => {
  await signInFromHeader(page, PRODUCT_OWNER);
  await page.goto('/statecharts/posting-stepper?open=editing');
  const funnel = page.getByTestId('studio-funnel');
  await expect(funnel.getByTestId('funnel-drop-offs').locator('li').first()).toContainText('thành viên đến');
  await expect(page.getByTestId('chart-edge-funnel').first()).toContainText('lượt');
  await page.screenshot({ path: 'test-results/funnel-1280.png' });
  await funnel.screenshot({ path: 'test-results/funnel-panel-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('chart-edge-funnel').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/funnel-390.png', fullPage: true });
});
