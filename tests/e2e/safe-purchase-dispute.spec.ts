/**
 * "Mua an toàn" (issue #38), the moderators' side: an order paid through the VnPay sandbox, handed
 * over and complained about with a photo (driven over the backend's HTTP API, as the buyer's and
 * the seller's pages would), then the moderators' queue in the browser: the complaint with its
 * photo and the conversation's last messages, a partial refund checked in Vietnamese and decided,
 * the complaint gone, and a second moderator's decision from a page loaded before refused in
 * Vietnamese with what they typed kept.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatVnd } from '../../src/lib/money';
import { BACKEND, DEMO, hydrated, MODERATOR, signInOnSso } from './helpers/accounts';
import { APP_PORT } from './helpers/servers';

/** The product owner buys like any member (src/lib/member-roles.ts); the demo member sells. */
const BUYER = { phone: '0900000008', password: 'sanpham123' };

interface Order {
  readonly code: string;
  readonly state: string;
  readonly price: number;
  readonly conversation_id: number | null;
}

async function tokenOf(request: APIRequestContext, account: { phone: string; password: string }): Promise<string> {
  const response = await request.post(`${BACKEND}/api/member/login`, { data: { identifier: account.phone, password: account.password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A member's call to the backend: `{ status, body }` whatever the status. */
async function api<T>(request: APIRequestContext, token: string, path: string, body: Record<string, unknown> | null, query: Record<string, string> = {}) {
  const headers = { authorization: `Bearer ${token}` };
  const response = body === null ? await request.get(`${BACKEND}${path}`, { headers, params: query }) : await request.post(`${BACKEND}${path}`, { headers, data: body });
  return { status: response.status(), body: (await response.json()) as { message?: string; data: T } };
}

/** One of the seller's live listings that can be sold with "Mua an toàn" now, ordered by the buyer. */
async function orderedListing(request: APIRequestContext, seller: string, buyer: string): Promise<Order> {
  const listed = await api<{ data: Array<{ post_id: number }> }>(request, seller, '/api/list/list-user', { id: 1, status: 'posted', per_page: 30 });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
  for (const { post_id: id } of listed.body.data.data) {
    // Real estate, jobs, no price or above the limit are refused; a listing with an open order too.
    if ((await api(request, seller, '/api/safe-purchase/offer', { listing_id: id, enabled: true })).status !== 200) continue;
    const created = await api<Order>(request, buyer, '/api/safe-purchase/create', { listing_id: id });
    if (created.status === 200) return created.body.data;
  }
  throw new Error('no listing of the demo member can be bought with "Mua an toàn"');
}

/** The buyer pays through the VnPay sandbox page (its IPN reaches the backend before the redirect). */
async function payWithVnPay(request: APIRequestContext, buyer: string, code: string) {
  const started = await api<{ url: string }>(request, buyer, '/api/safe-purchase/pay', { code, provider: 'vnpay', redirect: `http://localhost:${APP_PORT}/payment/kq-thanh-toan-vnpay-s1` });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const page = await request.get(started.body.data.url);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the sandbox page');
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [name ?? '', (value ?? '').replace(/&amp;/g, '&').replace(/&quot;/g, '"')]));
  const done = await request.post(new URL(action.replace(/&amp;/g, '&'), started.body.data.url).toString(), { form: { ...hidden, action: 'pay' }, maxRedirects: 0 });
  expect(done.status()).toBe(302);
}

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
  const seller = await tokenOf(request, DEMO);
  const buyer = await tokenOf(request, BUYER);
  const order = await orderedListing(request, seller, buyer);
  await payWithVnPay(request, buyer, order.code);
  expect((await api<Order>(request, buyer, '/api/safe-purchase/order', null, { code: order.code })).body.data.state).toBe('paid');
  expect((await api(request, seller, '/api/safe-purchase/hand-over', { code: order.code })).status).toBe(200);
  const said = await api(request, seller, '/api/chat/send', { conversation_id: order.conversation_id, client_id: crypto.randomUUID(), body: 'Máy đã kiểm tra kỹ trước khi giao.' });
  expect(said.status, JSON.stringify(said.body)).toBe(200);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
  const uploaded = await request.post(`${BACKEND}/api/chat/upload-photo`, { headers: { authorization: `Bearer ${buyer}` }, multipart: { file: { name: 'vo-man-hinh.jpg', mimeType: 'image/jpeg', buffer: photo } } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const photoPath = ((await uploaded.json()) as { data: { path: string } }).data.path;
  const reason = `Màn hình bị nứt góc, không như mô tả (${order.code}).`;
  const disputed = await api<Order>(request, buyer, '/api/safe-purchase/dispute', { code: order.code, reason, photos: [photoPath] });
  expect(disputed.body.data.state, JSON.stringify(disputed.body)).toBe('disputed');

  // The second moderator opened the queue earlier and started to decide "pay the seller".
  const late = await moderatorOn(browser, '/moderation/disputes');
  const lateCard = late.getByRole('listitem', { name: `Khiếu nại đơn ${order.code}` });
  await lateCard.getByLabel('Trả tiền cho người bán').check();
  await lateCard.getByLabel(/Ghi chú gửi hai bên/).fill('Người bán đã giao đúng mô tả.');

  const moderator = await moderatorOn(browser, '/moderation/disputes');
  await expect(moderator.getByRole('navigation', { name: 'Hàng đợi kiểm duyệt' }).getByRole('link', { name: 'Khiếu nại Mua an toàn' })).toHaveAttribute('aria-current', 'page');
  const card = moderator.getByRole('listitem', { name: `Khiếu nại đơn ${order.code}` });
  await expect(card).toContainText(reason);
  await expect(card).toContainText(formatVnd(order.price));
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
  const decided = await api<Order & { refunded: number }>(request, buyer, '/api/safe-purchase/order', null, { code: order.code });
  expect(decided.body.data).toMatchObject({ state: 'partiallyRefunded', refunded: refund });

  // The stale page: refused in Vietnamese, the form as it was typed.
  await lateCard.getByRole('button', { name: 'Xác nhận quyết định' }).click();
  await expect(lateCard.getByTestId('dispute-refusal')).toHaveText('Đơn hàng đang ở trạng thái "Đã hoàn tiền một phần" nên không thể quyết định khiếu nại.');
  await expect(lateCard.getByLabel(/Ghi chú gửi hai bên/)).toHaveValue('Người bán đã giao đúng mô tả.');
  await expect(lateCard.getByLabel('Trả tiền cho người bán')).toBeChecked();
  await late.context().close();
  await moderator.context().close();
});
