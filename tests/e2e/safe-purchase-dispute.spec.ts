/**
 * "Mua an toàn" (issue #38), the moderators' side: an order paid through the VnPay sandbox, handed
 * over and complained about with a photo (driven over the backend's HTTP API, as the buyer's and
 * the seller's pages would), then the moderators' queue in the browser: the complaint with its
 * photo and the conversation's last messages, a partial refund checked in Vietnamese and decided,
 * the complaint gone, and a second moderator's decision from a page loaded before refused in
 * Vietnamese with what they typed kept.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatVnd } from '../../src/lib/money';
import { hydrated, MODERATOR, signInOnSso } from './helpers/accounts';
import { api, disputedOrder } from './helpers/safe-purchase-dispute';

async function moderatorOn(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await signInOnSso(page, MODERATOR);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await hydrated(page);
  return page;
}

test('a moderator refunds part of a complained-about order; a second moderator’s stale decision is refused', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { order, reason, photoPath, buyer } = await disputedOrder(request);

  // The second moderator opened the queue earlier and started to decide "pay the seller".
  const late = await moderatorOn(browser, '/moderation/disputes');
  const lateCard = late.getByRole('listitem', { name: `Khiếu nại đơn ${order.code}` });
  await lateCard.getByLabel('Trả tiền cho người bán').check();
  await lateCard.getByLabel(/Ghi chú gửi hai bên/).fill('Người bán đã giao đúng mô tả.');

  const moderator = await moderatorOn(browser, '/moderation/disputes');
  await expect(moderator.getByRole('navigation', { name: 'Hàng đợi kiểm duyệt' }).getByRole('link', { name: 'Khiếu nại', exact: true })).toHaveAttribute('aria-current', 'page');
  const card = moderator.getByRole('listitem', { name: `Khiếu nại đơn ${order.code}` });
  await expect(card).toContainText(reason);
  await expect(card).toContainText(formatVnd(order.price));
  // The order keeps the listing's id and title: its link reaches the listing's own page.
  const listingLink = card.getByRole('link', { name: order.title });
  const listingPage = await moderator.request.get((await listingLink.getAttribute('href')) ?? '');
  expect(listingPage.status()).toBe(200);
  const landed = new URL(listingPage.url()).pathname;
  expect(landed).toMatch(new RegExp(`^/[a-z-]+/[a-z0-9-]+-${order.listing_id}$`));
  expect(landed).not.toMatch(/^\/tin\//);
  await expect(card.getByRole('list', { name: 'Tin nhắn gần nhất' })).toContainText('Máy đã kiểm tra kỹ trước khi giao.');
  // The photo: a thumbnail that has loaded, opened large in the viewer.
  const thumbnail = card.getByRole('img', { name: 'Ảnh khiếu nại 1' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await card.getByRole('link', { name: 'Xem ảnh 1 cỡ lớn' }).click();
  const viewer = moderator.getByTestId('chat-photo-viewer');
  await expect(viewer.getByRole('img')).toHaveAttribute('src', new RegExp(`/media/full/${photoPath}$`));
  await viewer.getByRole('button', { name: 'Đóng' }).click();
  await expect(viewer).toBeHidden();

  // Part of the price, checked before it is sent.
  await card.getByLabel('Hoàn một phần, phần còn lại cho người bán').check();
  const amount = card.getByLabel('Số tiền hoàn cho người mua (đ)');
  await amount.fill(String(order.price));
  await card.getByRole('button', { name: 'Xác nhận quyết định' }).click();
  await expect(card.getByRole('alert')).toHaveText([`Số tiền hoàn một phần phải lớn hơn 0 và nhỏ hơn giá món hàng (${formatVnd(order.price)}).`, 'Vui lòng ghi rõ lý do quyết định để gửi cho hai bên.']);
  const refund = Math.floor(order.price / 4);
  await amount.fill(formatVnd(refund).replace(' đ', ''));
  await card.getByLabel(/Ghi chú gửi hai bên/).fill('Màn hình nứt nhẹ: hoàn một phần cho người mua.');
  await card.getByRole('button', { name: 'Xác nhận quyết định' }).click();
  await expect(moderator.getByTestId('dispute-decided')).toHaveText(
    `Đơn ${order.code}: đã hoàn ${formatVnd(refund)} cho người mua và chuyển ${formatVnd(order.price - refund)} cho người bán. Người mua và người bán đã được thông báo.`,
  );
  await expect(card).toHaveCount(0);
  const decided = await api<{ state: string; refunded: number }>(request, buyer, '/api/safe-purchase/order', null, { code: order.code });
  expect(decided.body.data).toMatchObject({ state: 'partiallyRefunded', refunded: refund });

  // The stale page: refused in Vietnamese, the form as it was typed.
  await lateCard.getByRole('button', { name: 'Xác nhận quyết định' }).click();
  await expect(lateCard.getByTestId('dispute-refusal')).toHaveText('Đơn hàng đang ở trạng thái "Đã hoàn tiền một phần" nên không thể quyết định khiếu nại.');
  await expect(lateCard.getByLabel(/Ghi chú gửi hai bên/)).toHaveValue('Người bán đã giao đúng mô tả.');
  await expect(lateCard.getByLabel('Trả tiền cho người bán')).toBeChecked();
  // What was decided instead, and the way to a fresh queue.
  await expect(lateCard.getByTestId('dispute-current')).toHaveText('Hiện tại: Đã hoàn tiền một phần — ghi chú: “Màn hình nứt nhẹ: hoàn một phần cho người mua.”');
  await lateCard.getByRole('button', { name: 'Tải lại danh sách khiếu nại' }).click();
  await expect(lateCard).toHaveCount(0);
  await late.context().close();
  await moderator.context().close();
});
