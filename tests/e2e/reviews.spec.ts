import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { BACKEND, DEMO, hydrated, MODERATOR, signInOnSso } from './helpers/accounts';

async function liveListingOfAnotherSeller(request: APIRequestContext): Promise<{ id: number; title: string; path: string }> {
  const response = await request.get(`${BACKEND}/__test/listings/live`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; title: string; path: string } }).data;
}

/** The number in "… N đánh giá" of the seller's stars line; 0 when it says "Chưa có đánh giá". */
async function reviewCount(rating: Locator): Promise<number> {
  const text = (await rating.textContent()) ?? '';
  const match = /([\d.]+) đánh giá/.exec(text);
  return match?.[1] ? Number(match[1].replace(/\./g, '')) : 0;
}

test.describe('seller reviews', () => {
  test('a guest asked to sign in writes a review after signing in; bad input keeps the text and shows the messages; the review and the new count appear on /review, the profile and the listing', async ({ page, request }) => {
    const listing = await liveListingOfAnotherSeller(request);
    await page.goto(listing.path);
    await hydrated(page);
    const contact = page.getByRole('complementary', { name: 'Liên hệ người bán' });
    const sellerHref = (await contact.locator('a[href^="/profile/"]').first().getAttribute('href')) ?? '';
    const sellerId = Number(sellerHref.replace('/profile/', ''));
    expect(sellerId).toBeGreaterThan(1);
    const before = await reviewCount(contact.getByTestId('seller-rating'));

    // A guest gets the sign-in modal, then signs in from it and comes back to the listing.
    await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await contact.getByRole('button', { name: 'Viết đánh giá' }).click();
    const login = page.getByRole('dialog', { name: 'Đăng nhập để tiếp tục' });
    await expect(login).toContainText('Đăng nhập để đánh giá người bán.');
    await login.getByRole('button', { name: 'Đăng nhập / Đăng ký' }).click();
    await signInOnSso(page);
    await expect(page).toHaveURL(new RegExp(`${listing.path}$`));
    await hydrated(page);
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();

    await contact.getByRole('button', { name: 'Viết đánh giá' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đánh giá người bán' });
    await expect(dialog).toContainText(listing.title);

    // Nothing chosen, nothing typed: both messages, each under its control.
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(['Vui lòng chọn số sao đánh giá.', 'Nội dung đánh giá không được để trống!']);
    const text = dialog.getByLabel('Nhận xét của bạn');
    await text.fill('Tốt lắm');
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await expect(dialog.getByRole('alert').last()).toHaveText('Nội dung đánh giá không được ít hơn 10 kí tự!');
    await expect(text).toHaveValue('Tốt lắm');
    await expect(dialog.getByText('7/500')).toBeVisible();

    // Stars by keyboard: the first star, then the arrow keys move along the group.
    await dialog.getByRole('radio', { name: '1 sao – Rất tệ' }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 sao – Tốt' })).toBeChecked();
    const words = `Người bán đúng hẹn, hàng như mô tả, giao dịch nhanh gọn. Mã ${Date.now()}`;
    await text.fill(words);
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await expect(page.getByText('Cảm ơn bạn đã đánh giá người bán!')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The cached listing page was refreshed by the backend: the new count is in the contact box.
    await expect(contact.getByTestId('seller-rating')).toContainText(`${before + 1} đánh giá`);
    await expect(contact.getByRole('button', { name: 'Sửa đánh giá của bạn' })).toBeVisible();

    // One review per listing: editing replaces it (5 stars now) and the count stays.
    await contact.getByRole('button', { name: 'Sửa đánh giá của bạn' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Sửa đánh giá người bán' });
    await expect(editDialog.getByLabel('Nhận xét của bạn')).toHaveValue(words);
    await expect(editDialog.getByRole('radio', { name: '4 sao – Tốt' })).toBeChecked();
    await editDialog.getByRole('radio', { name: '5 sao – Tuyệt vời' }).check();
    await editDialog.getByRole('button', { name: 'Cập nhật đánh giá' }).click();
    await expect(page.getByText('Đã cập nhật đánh giá của bạn.')).toBeVisible();

    await page.goto(`/review?seller=${sellerId}`);
    await hydrated(page);
    const mine = page.getByTestId('review-card').filter({ hasText: words });
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('data-rating', '5');
    await expect(mine).toContainText('Nguyễn V. A.');
    await expect(mine).toContainText('(đã sửa)');
    await expect(mine.getByRole('link', { name: listing.title })).toHaveAttribute('href', listing.path);
    await expect(page.getByRole('heading', { name: `${before + 1} đánh giá` })).toBeVisible();
    await expect(page).toHaveTitle(/^Đánh giá về /);

    await page.goto(`/profile/${sellerId}`);
    await expect(page.getByTestId('seller-rating')).toContainText(`${before + 1} đánh giá`);
  });

  test('the public /review page: newest reviews of the marketplace, a star filter, and a seller replying once to a review of them', async ({ page }) => {
    await page.goto('/review');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Đánh giá người bán' })).toBeVisible();
    await expect(page).toHaveTitle(/^Đánh giá người bán/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/review$/);
    await expect(page.getByTestId('review-card').first()).toBeVisible();

    await page.getByRole('navigation', { name: 'Lọc theo số sao' }).getByRole('link', { name: '5 ★' }).click();
    await expect(page).toHaveURL(/\/review\?stars=5$/);
    const ratings = await page.getByTestId('review-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-rating')));
    expect(ratings.length).toBeGreaterThan(0);
    expect(new Set(ratings)).toEqual(new Set(['5']));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The demo member is a seller with reviews: they reply to one, once.
    await page.goto('/review?seller=1');
    await hydrated(page);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await signInOnSso(page);
    await expect(page).toHaveURL(/\/review\?seller=1$/);
    await hydrated(page);
    await expect(page.getByRole('button', { name: DEMO.name })).toBeVisible();
    const unanswered = page.getByTestId('review-card').filter({ has: page.getByRole('button', { name: 'Trả lời đánh giá' }) }).first();
    // By id from here on: once answered, the card no longer matches the filter above.
    const card = page.locator(`#${(await unanswered.getAttribute('id')) ?? 'none'}`);
    await card.getByRole('button', { name: 'Trả lời đánh giá' }).click();
    const reply = card.getByRole('form', { name: 'Trả lời đánh giá' });
    await reply.getByRole('textbox').fill('Ok');
    await reply.getByRole('button', { name: 'Gửi phản hồi' }).click();
    await expect(reply.getByRole('alert')).toHaveText('Nội dung phản hồi không được ít hơn 5 kí tự!');
    await reply.getByRole('textbox').fill('Cảm ơn bạn đã góp ý, lần sau mình sẽ chú ý hơn.');
    await reply.getByRole('button', { name: 'Gửi phản hồi' }).click();
    await expect(card.getByTestId('review-reply')).toContainText('Cảm ơn bạn đã góp ý, lần sau mình sẽ chú ý hơn.');
    await expect(card.getByRole('button', { name: 'Trả lời đánh giá' })).toHaveCount(0);
    // Members are not moderators: no hide control.
    await expect(page.getByRole('button', { name: 'Ẩn đánh giá (quản trị)' })).toHaveCount(0);
  });

  test('a moderator hides an abusive review with a reason; it leaves the page', async ({ page }) => {
    await page.goto('/review');
    await hydrated(page);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await signInOnSso(page, MODERATOR);
    await expect(page).toHaveURL(/\/review$/);
    await hydrated(page);
    await expect(page.getByRole('button', { name: MODERATOR.name })).toBeVisible();
    const total = page.getByRole('heading', { name: /\d+ đánh giá$/ });
    const before = Number(((await total.textContent()) ?? '').replace(/\D/g, ''));
    const card = page.locator(`#${(await page.getByTestId('review-card').first().getAttribute('id')) ?? 'none'}`);
    await card.getByRole('button', { name: 'Ẩn đánh giá (quản trị)' }).click();
    const form = card.getByRole('form', { name: 'Ẩn đánh giá' });
    await form.getByRole('button', { name: 'Ẩn đánh giá' }).click();
    await expect(form.getByRole('alert')).toHaveText('Lý do ẩn không được để trống!');
    await form.getByRole('textbox').fill('Ngôn từ không phù hợp');
    await form.getByRole('button', { name: 'Ẩn đánh giá' }).click();
    await expect(page.getByText('Đã ẩn đánh giá. Người viết đã được thông báo lý do.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(total).toHaveText(`${before - 1} đánh giá`);
  });

  test('/review of an unknown seller is the 404 page', async ({ page }) => {
    const response = await page.goto('/review?seller=abc');
    expect(response?.status()).toBe(404);
  });
});
