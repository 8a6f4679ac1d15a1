import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers/accounts';

async function signIn(page: Page, phone: string, password: string) {
  await page.goto('/');
  await hydrated(page);
  await page.getByTestId('auth-login').click();
  await expect(page).toHaveURL(/\/sso\/dang-nhap\?/);
  await page.getByLabel('Số điện thoại hoặc email').fill(phone);
  await page.getByLabel('Mật khẩu').fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByTestId('auth-account')).toBeVisible();
}

test.describe('statechart studio', () => {
  test('production: a guest and a member get 404', async ({ page }) => {
    expect((await page.goto('/statecharts'))?.status()).toBe(404);
    expect((await page.goto('/statecharts/auth'))?.status()).toBe(404);
    await signIn(page, '0900000001', 'demo1234');
    expect((await page.goto('/statecharts'))?.status()).toBe(404);
  });

  test('a moderator sees every machine, its full diagram, paths, coverage, and a live actor highlighted', async ({ page, context }) => {
    await signIn(page, '0900000009', 'mod12345');
    // The largest chart opens whole at desktop width: every state inside the canvas, none cropped.
    await page.goto('/statecharts/posting-stepper');
    await hydrated(page);
    const canvas = page.getByTestId('statechart-canvas');
    const states = canvas.locator('[data-testid^="chart-state-"]');
    await expect(states.first()).toBeVisible();
    await expect
      .poll(async () => {
        const frame = await canvas.boundingBox();
        const boxes = await states.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
        if (!frame || boxes.length < 10) return 'not drawn';
        const outside = boxes.filter((box) => box.left < frame.x - 1 || box.top < frame.y - 1 || box.right > frame.x + frame.width + 1 || box.bottom > frame.y + frame.height + 1);
        return `${outside.length} of ${boxes.length} outside`;
      })
      .toMatch(/^0 of \d+ outside$/);
    await page.goto('/statecharts');
    await page.getByRole('link', { name: 'Đăng nhập và phiên làm việc' }).click();
    await expect(page).toHaveURL(/\/statecharts\/auth$/);
    await hydrated(page);
    for (const state of ['checking', 'signedOut', 'redirecting', 'signedIn', 'loggingOut']) await expect(page.getByTestId(`chart-state-${state}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Độ phủ chuyển tiếp: 13/13' })).toBeVisible();
    await expect(page.getByTestId('studio-coverage').getByText('checking --done(loadSession) [isSignedIn]--> signedIn')).toBeVisible();

    await page.getByTestId('chart-state-loggingOut').click();
    await expect(page.getByTestId('studio-state')).toContainText('Đang đăng xuất khỏi SSO và xoá phiên.');
    await expect(page.getByTestId('studio-state')).toContainText('Bấm "Đăng xuất"');

    // Live mode: the moderator's app in another tab is signed in.
    await page.getByTestId('studio-live').check();
    const app = await context.newPage();
    await app.goto('/');
    await expect(app.getByTestId('auth-account')).toBeVisible();
    await expect(page.getByTestId('studio-live-sessions').getByRole('button', { name: '/', exact: true })).toBeVisible();
    await page.getByTestId('studio-live-sessions').getByRole('button', { name: '/', exact: true }).click();
    await expect(page.getByTestId('chart-state-signedIn')).toHaveAttribute('data-highlight', 'live');
    await expect(page.getByTestId('chart-state-checking')).toHaveAttribute('data-highlight', 'none');
    await app.close();
  });
});
