/**
 * "Mua an toàn" (issue #38), the complaint: an order paid through the VnPay sandbox and handed over
 * (over the backend's HTTP API), then in the browser the buyer complains on /user/don-mua with a
 * reason and a photo (an empty reason refused in Vietnamese, the photo kept) and sees the order's
 * steps with their times; "Mua an toàn" is in the conversation for the buyer only; the seller sees
 * the photo on /user/don-ban. Then the moderators' queue: the complaint with its photo and the
 * conversation's last messages, a partial refund checked in Vietnamese and decided, the complaint
 * gone, and a second moderator's decision from a page loaded before refused in Vietnamese with what
 * they typed kept.
 */
import { expect, test, type Browser } from '@playwright/test';
import { formatVnd } from '../../src/lib/money';
import { DEMO, hydrated, MODERATOR, signedInAt } from './helpers/accounts';
import { api, BUYER, complaintPhoto, handedOverOrder } from './helpers/safe-purchase-dispute';

const moderatorOn = (browser: Browser, path: string) => signedInAt(browser, MODERATOR, path);

test('the buyer complains with a photo; a moderator refunds part of it; a second moderator’s stale decision is refused', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { order, buyer } = await handedOverOrder(request);

  // The buyer complains in the page: the reason is required, the photo goes up first and stays.
  const buyerPage = await signedInAt(browser, BUYER, '/user/don-mua');
  const bought = buyerPage.locator(`[data-testid="safe-purchase-order"][data-code="${order.code}"]`);
  await bought.getByRole('button', { name: 'Khiếu nại' }).click();
  const complaint = bought.getByRole('form', { name: `Khiếu nại đơn ${order.code}` });
  await complaint.getByLabel(/Thêm ảnh chụp món hàng/).setInputFiles({ name: 'vo-man-hinh.jpg', mimeType: 'image/jpeg', buffer: await complaintPhoto() });
  await expect(complaint.getByRole('img', { name: 'Ảnh gửi kèm 1' })).toBeVisible();
  await expect(complaint.getByText('Thêm ảnh chụp món hàng (1/5)')).toBeVisible();
  await complaint.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await expect(complaint.getByRole('alert')).toHaveText('Vui lòng nhập lý do khiếu nại.');
  await expect(complaint.getByRole('img', { name: 'Ảnh gửi kèm 1' })).toBeVisible();
  const reason = `Màn hình bị nứt góc, không như mô tả (${order.code}).`;
  await complaint.getByLabel('Lý do khiếu nại').fill(reason);
  await complaint.getByRole('button', { name: 'Gửi khiếu nại' }).click();
  await expect(bought.getByTestId('safe-purchase-status')).toHaveAttribute('data-state', 'disputed');
  await expect(bought.getByRole('img', { name: 'Ảnh khiếu nại 1' })).toBeVisible();
  // The receipt's steps, oldest first, each with its time.
  await bought.getByText('Biên nhận').click();
  const steps = bought.getByTestId('safe-purchase-timeline').getByRole('listitem');
  await expect(steps).toHaveText([/^Đặt đơn \d{2}:\d{2}/, /^Người mua đã thanh toán, tiền được giữ \d{2}:\d{2}/, /^Người bán đã giao hàng \d{2}:\d{2}/, /^Người mua khiếu nại \d{2}:\d{2}/]);
  // In the conversation about the listing, still offered: the buyer's "Mua an toàn" opens the listing's dialog.
  await buyerPage.goto(`/user/tin-nhan/${order.conversation_id}`);
  await hydrated(buyerPage);
  await buyerPage.getByTestId('chat-safe-purchase').getByRole('button', { name: 'Mua an toàn', exact: true }).click();
  await expect(buyerPage.getByTestId('safe-purchase-dialog')).toContainText(formatVnd(order.price));
  await buyerPage.context().close();
  const complained = await api<{ dispute: { photos: string[] } }>(request, buyer, '/api/safe-purchase/order', null, { code: order.code });
  const [photoPath] = complained.body.data.dispute.photos;
  if (!photoPath) throw new Error('the complaint has no photo');

  // The seller sees the complaint's photo on their order.
  const sellerPage = await signedInAt(browser, DEMO, '/user/don-ban');
  const sold = sellerPage.locator(`[data-testid="safe-purchase-order"][data-code="${order.code}"]`);
  await expect(sold).toContainText(reason);
  const sellerThumb = sold.getByRole('img', { name: 'Ảnh khiếu nại 1' });
  await expect.poll(() => sellerThumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The seller's side of the same conversation has no "Mua an toàn".
  await sellerPage.goto(`/user/tin-nhan/${order.conversation_id}`);
  await hydrated(sellerPage);
  await expect(sellerPage.getByTestId('chat-listing')).toBeVisible();
  await expect(sellerPage.getByTestId('chat-safe-purchase-orders')).toBeVisible();
  await expect(sellerPage.getByTestId('chat-safe-purchase')).toHaveCount(0);
  await sellerPage.context().close();

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
