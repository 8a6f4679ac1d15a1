import { expect, test, type Locator, type Page } from '@playwright/test';

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor();

async function signInOnSso(page: Page, phone: string, password: string) {
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  await page.getByLabel('Số điện thoại hoặc email').fill(phone);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}

/** Spendable points shown in the sidebar: top-up plus bonus (bonus is shown only when non-zero). */
async function sidebarPoints(page: Page): Promise<number> {
  const read = async (box: Locator) => ((await box.count()) > 0 ? Number(((await box.locator('strong').textContent()) ?? '').replace(/\D/g, '')) : 0);
  return (await read(page.getByTestId('wallet-topup'))) + (await read(page.getByTestId('wallet-bonus')));
}

const pointsIn = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** The demo member's seeded listings (src/backend/db/seed/showcase.ts): #4 pending real estate VIP, #7 sent back. */
const PENDING_ID = 4;
const SENT_BACK_ID = 7;

test.describe('post management and moderation', () => {
  test('moderator approves → it is in its category; member pushes (points down by the shown amount, top of its tier group), takes it down, re-posts; sent-back notes show', async ({ browser, page }) => {
    // The moderator, in a browser of their own.
    const moderatorContext = await browser.newContext();
    const moderator = await moderatorContext.newPage();
    await moderator.goto('/moderation');
    await signInOnSso(moderator, '0900000009', 'mod12345');
    await expect(moderator).toHaveURL(/\/moderation$/);
    await hydrated(moderator);
    const card = moderator.getByTestId(`queue-item-${PENDING_ID}`);
    // Oldest first: page through the queue until the demo member's pending listing shows.
    await expect(moderator.getByTestId('queue-total')).toBeVisible();
    for (let next = 2; next <= 30 && (await card.count()) === 0; next++) {
      await moderator.getByRole('button', { name: 'Sau' }).click();
      await expect(moderator.getByRole('navigation', { name: 'Trang hàng đợi' })).toContainText(`Trang ${next}/`);
    }
    await expect(card).toBeVisible();
    const title = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    expect(title.length).toBeGreaterThan(5);
    // Reject needs a reason: the button waits for one.
    await card.getByRole('button', { name: 'Từ chối…' }).click();
    await expect(card.getByRole('button', { name: 'Từ chối tin' })).toBeDisabled();
    await card.getByRole('button', { name: 'Duyệt tin' }).click();
    await expect(moderator.getByText(`Đã ghi nhận quyết định cho tin "${title}".`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await moderatorContext.close();

    // It is live in its category (newest first puts a just-approved listing on top).
    await page.goto('/bat-dong-san?sort=newest');
    await expect(page.locator(`article[data-listing-id="${PENDING_ID}"]`).first()).toBeVisible();

    // The demo member: their bell has the decision, post management shows it posted.
    await page.goto('/user/post-manage?tab=posted');
    await signInOnSso(page, '0900000001', 'demo1234');
    await expect(page).toHaveURL(/\/user\/post-manage\?tab=posted$/);
    await hydrated(page);
    const row = page.getByTestId(`post-row-${PENDING_ID}`);
    await expect(row.getByTestId('post-status')).toHaveText('Đang hiển thị');

    // Push: the dialog shows the cost and the rank after; the wallet goes down by exactly that.
    const before = await sidebarPoints(page);
    await row.getByRole('button', { name: 'Đẩy tin' }).click();
    const dialog = page.getByTestId('paid-action-dialog');
    await expect(dialog.getByTestId('action-cost')).toHaveText('10 điểm');
    const cost = pointsIn(await dialog.getByTestId('action-cost').textContent());
    const rankText = (await dialog.getByTestId('rank-after').locator('strong').textContent()) ?? '';
    const rankAfter = Number(rankText.replace(/\D/g, ''));
    expect(rankAfter).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: /^Xác nhận, trừ/ }).click();
    await expect(page.getByText(`Đã đẩy tin, trừ ${cost} điểm.`)).toBeVisible();
    await expect.poll(() => sidebarPoints(page)).toBe(before - cost);

    // Top of its tier group, at the position the dialog showed: only Super VIP listings before it.
    const perPage = 20;
    await page.goto(`/bat-dong-san${rankAfter > perPage ? `?page=${Math.ceil(rankAfter / perPage)}` : ''}`);
    const cards = page.locator('main article[data-listing-id]');
    await expect(cards.first()).toBeVisible();
    const index = (rankAfter - 1) % perPage;
    await expect(cards.nth(index)).toHaveAttribute('data-listing-id', String(PENDING_ID));
    if (index > 0) await expect(cards.nth(index - 1).getByText('Super VIP', { exact: true })).toBeVisible();
    await expect(cards.nth(index).getByText('VIP', { exact: true })).toBeVisible();

    // Take it down (confirmed), then re-post it: back to review.
    await page.goto('/user/post-manage?tab=posted');
    await hydrated(page);
    await page.getByTestId(`post-row-${PENDING_ID}`).getByRole('button', { name: 'Hạ tin' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Hạ tin' }).click();
    await expect(page.getByText('Đã hạ tin.')).toBeVisible();
    await page.getByTestId('tab-take_down').click();
    const takenDown = page.getByTestId(`post-row-${PENDING_ID}`);
    await expect(takenDown.getByTestId('post-status')).toHaveText('Đã hạ tin');
    await expect(takenDown.getByRole('button', { name: 'Đẩy tin' })).toHaveCount(0);
    await takenDown.getByRole('button', { name: 'Đăng lại' }).click();
    await expect(page.getByText('Đã đăng lại, tin đang chờ duyệt.')).toBeVisible();
    await page.getByTestId('tab-wait_view').click();
    await expect(page.getByTestId(`post-row-${PENDING_ID}`).getByTestId('post-status')).toHaveText('Chờ duyệt');

    // A sent-back listing shows the moderator's notes field by field, and offers to edit and resubmit.
    await page.getByTestId('tab-send_back').click();
    const sentBack = page.getByTestId(`post-row-${SENT_BACK_ID}`);
    const notes = sentBack.getByTestId('send-back-notes');
    const note = (field: string) => notes.locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${field}$`) }) });
    await expect(note('Tiêu đề').getByRole('definition')).toHaveText('Tiêu đề cần ghi rõ diện tích và vị trí, không viết hoa toàn bộ.');
    await expect(note('Giá').getByRole('definition')).toContainText('Giá bán chưa khớp với mô tả');
    await expect(sentBack.getByRole('link', { name: 'Sửa và gửi lại' })).toHaveAttribute('href', `/user/post-news-v2?id=${SENT_BACK_ID}`);

    // The member was told about the approval.
    await page.goto('/user/announcement');
    await hydrated(page);
    await page.getByRole('tab', { name: /Hoạt động/ }).click();
    await expect(page.getByText(`Tin "${title}" đã được duyệt`, { exact: false }).first()).toBeVisible();

    // A member is not a moderator: /moderation is a 404 for them.
    const response = await page.goto('/moderation');
    expect(response?.status()).toBe(404);
  });
});
