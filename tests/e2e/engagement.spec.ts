import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, hydrated, MODERATOR, signInOnSso, testHook as hook, type Account } from './helpers/accounts';
import { holdLateScripts } from './helpers/late-scripts';

/** Opens `path` as a guest, signs in from the header, and waits for the signed-in header back on `path`. */
async function openSignedIn(page: Page, path: string, account: Account) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await signInOnSso(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await hydrated(page);
  await expect(page.getByRole('button', { name: account.name })).toBeVisible();
}

/** A second browser with the moderator signed in on `path`; a member-only path sends the guest to the SSO by itself. */
async function moderatorPage(browser: Browser, path: string, { guarded = false } = {}): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!guarded) {
    await openSignedIn(page, path, MODERATOR);
    return page;
  }
  await page.goto(path);
  await signInOnSso(page, MODERATOR);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  await expect(page.getByRole('button', { name: MODERATOR.name })).toBeVisible();
  return page;
}

async function fillScore(scope: Locator, home: string, away: string) {
  const inputs = scope.getByLabel(/^Số bàn/);
  await inputs.nth(0).fill(home);
  await inputs.nth(1).fill(away);
}

test.describe('engagement', () => {
  // Scoring (the moderator's results, points, leaderboard, bonus wallet) is tested below the browser,
  // in tests/server/engagement-router.test.ts; this is the member's side of the page.
  test('mini-game: the rules, a prediction refused out of range, two predictions, a duplicate and a late change refused', async ({ page, request }) => {
    await openSignedIn(page, '/minigame/du-doan-ty-so', DEMO);
    await expect(page.getByRole('heading', { name: 'Thể lệ' })).toBeVisible();
    await expect(page.getByText('10 điểm', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bảng xếp hạng' })).toBeVisible();

    const upcoming = page.locator('li[data-testid^="match-"][data-status="upcoming"]');
    const first = upcoming.nth(0);
    const second = upcoming.nth(1);
    const firstId = Number((await first.getAttribute('data-testid'))?.replace('match-', ''));
    const secondId = Number((await second.getAttribute('data-testid'))?.replace('match-', ''));
    await expect(first.locator('time')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);

    // Out of range: refused in Vietnamese, nothing sent.
    await fillScore(first, '25', '1');
    await first.getByRole('button', { name: 'Gửi dự đoán' }).click();
    await expect(first.getByRole('alert')).toHaveText('Tỉ số phải là số nguyên từ 0 đến 20.');

    await fillScore(first, '2', '1');
    await first.getByRole('button', { name: 'Gửi dự đoán' }).click();
    await expect(page.getByTestId(`match-${firstId}`).getByTestId('my-prediction')).toContainText('2 – 1');
    await fillScore(second, '1', '0');
    await second.getByRole('button', { name: 'Gửi dự đoán' }).click();
    const secondCard = page.getByTestId(`match-${secondId}`);
    await expect(secondCard.getByTestId('my-prediction')).toContainText('1 – 0');
    // The same score again is a duplicate.
    await secondCard.getByRole('button', { name: 'Cập nhật dự đoán' }).click();
    await expect(secondCard.getByRole('alert')).toContainText('Bạn đã dự đoán đúng tỉ số này cho trận đấu rồi.');

    // The match kicks off while the page is open: a change is refused with a message.
    await hook(request, 'POST', '/__test/minigame/kick-off', { match_id: firstId });
    const firstCard = page.getByTestId(`match-${firstId}`);
    await fillScore(firstCard, '3', '0');
    await firstCard.getByRole('button', { name: 'Cập nhật dự đoán' }).click();
    await expect(firstCard.getByRole('alert')).toHaveText('Trận đấu đã bắt đầu nên không thể dự đoán hoặc sửa dự đoán nữa.');
  });

  test('saved search: a guest saves through sign-in, renames it, and is notified when a matching listing is approved', async ({ page, request }) => {
    const pending = await hook<{ id: number; title: string; category_slug: string }>(request, 'GET', '/__test/listings/pending');
    await page.goto(`/${pending.category_slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Lưu tìm kiếm' }).click();
    const modal = page.getByRole('dialog', { name: 'Đăng nhập để tiếp tục' });
    await expect(modal).toContainText('lưu tìm kiếm');
    await modal.getByRole('button', { name: 'Đăng nhập / Đăng ký' }).click();
    await signInOnSso(page, DEMO);
    await expect(page).toHaveURL(new RegExp(`/${pending.category_slug}$`));
    await hydrated(page);
    // Saved on the way back, without a second click. The toast comes first: on a failure its text
    // (an error message, or nothing) is what the report shows.
    await expect(page.locator('[role="status"][aria-live="polite"]')).toContainText('Đã lưu tìm kiếm “', { timeout: 20_000 });
    await expect(page.getByTestId('saved-search-link')).toHaveText(/Đã lưu tìm kiếm/);

    await page.goto('/user/saved-searches');
    await hydrated(page);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Đổi tên' }) }).first();
    await row.getByRole('button', { name: 'Đổi tên' }).click();
    const name = `Theo dõi ${Date.now()}`;
    await page.getByLabel('Tên tìm kiếm').fill(name);
    await page.getByRole('button', { name: 'Lưu tên' }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();

    await hook(request, 'POST', '/__test/listings/approve', { listing_id: pending.id });
    const run = await hook<{ notified: number }>(request, 'POST', '/__test/jobs/saved-search-alerts');
    expect(run.notified).toBeGreaterThanOrEqual(1);

    await page.goto('/user/announcement');
    await hydrated(page);
    await page.getByRole('tab', { name: /Hoạt động/ }).click();
    const notice = page.getByRole('listitem').filter({ hasText: `tin mới khớp tìm kiếm “${name}”` });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link').first()).toHaveAttribute('href', new RegExp(`/${pending.category_slug}\\?sort=newest`));
  });

  test("a member's tap on 'Báo cáo tin' before the page knows who is signed in opens the form once its code is in", async ({ page, browser, request }) => {
    const listing = await hook<{ id: number; title: string; path: string }>(request, 'GET', '/__test/listings/live');
    await openSignedIn(page, listing.path, DEMO);
    // The same session in a browser whose cache is empty, on a slow phone's start.
    const slow = await browser.newContext();
    await slow.addCookies(await page.context().cookies());
    const member = await slow.newPage();
    const held = await holdLateScripts(member, request, listing.path);
    await member.goto(listing.path);
    await member.locator('html[data-hydrated="true"]').waitFor();
    const report = member.getByRole('button', { name: 'Báo cáo tin' });
    await expect(report).toHaveAttribute('data-waiting');
    await report.click();
    await expect(member.getByRole('dialog', { name: 'Báo cáo tin' })).toBeVisible({ timeout: 15_000 });
    expect(held()).toBeGreaterThan(0);
    await slow.close();
  });

  test('report a listing: reasons and validation, the moderator takes it down from the queue, the reporter is notified', async ({ page, browser, request }) => {
    const listing = await hook<{ id: number; title: string; path: string }>(request, 'GET', '/__test/listings/live');
    await openSignedIn(page, listing.path, DEMO);
    await page.getByRole('button', { name: 'Báo cáo tin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Báo cáo tin' });
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Vui lòng chọn lý do báo cáo.');
    await dialog.getByLabel('Khác').check();
    await dialog.getByLabel(/Mô tả thêm/).fill('ngắn');
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Nội dung báo cáo không được ít hơn 10 kí tự!');
    await dialog.getByLabel('Lừa đảo').check();
    await dialog.getByLabel(/Mô tả thêm/).fill('Người bán đòi chuyển khoản đặt cọc trước khi xem hàng.');
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await expect(page.getByText('Bạn đã báo cáo tin này. Chúng tôi đang xem xét.')).toBeVisible();

    const moderator = await moderatorPage(browser, '/moderation/reports', { guarded: true });
    const item = moderator.getByRole('listitem', { name: `Báo cáo tin ${listing.title}` });
    await expect(item).toContainText('Lừa đảo');
    await expect(item).toContainText('Người bán đòi chuyển khoản');
    await item.getByRole('button', { name: 'Gỡ tin' }).click();
    await expect(item).toHaveCount(0);
    await moderator.context().close();

    await page.goto('/user/announcement');
    await hydrated(page);
    await page.getByRole('tab', { name: /Hoạt động/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: `Tin “${listing.title}” đã bị gỡ` })).toBeVisible();
  });

  test('news: the list page shows the newspaper feed', async ({ page }) => {
    await page.goto('/tin-tuc');
    await expect(page.getByRole('heading', { name: 'Tin tức thị trường', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.locator('time') }).first()).toBeVisible();
  });

  test('a member who is not a moderator does not get the report queue', async ({ page }) => {
    await openSignedIn(page, '/', DEMO);
    const response = await page.goto('/moderation/reports');
    expect(response?.status()).toBe(404);
  });
});
