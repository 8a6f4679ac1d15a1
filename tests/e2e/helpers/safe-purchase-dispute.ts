/**
 * A "Mua an toàn" order that is paid through the VnPay sandbox and handed over, driven over the
 * backend's HTTP API as the buyer's and the seller's pages would (issue #38); the buyer then complains
 * in the page.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { BACKEND, DEMO } from './accounts';
import { APP_PORT } from './servers';

/** The product owner buys like any member (src/lib/member-roles.ts); the demo member sells. */
export const BUYER = { phone: '0900000008', password: 'sanpham123' };

interface Order {
  readonly code: string;
  readonly state: string;
  readonly price: number;
  readonly listing_id: number;
  readonly title: string;
  readonly conversation_id: number | null;
}

export async function tokenOf(request: APIRequestContext, account: { phone: string; password: string }): Promise<string> {
  const response = await request.post(`${BACKEND}/api/member/login`, { data: { identifier: account.phone, password: account.password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A member's call to the backend: `{ status, body }` whatever the status. */
export async function api<T>(request: APIRequestContext, token: string, path: string, body: Record<string, unknown> | null, query: Record<string, string> = {}) {
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

/** An order of one of the demo member's listings, bought by the product owner, paid, handed over and talked about: the buyer may complain now. */
export async function handedOverOrder(request: APIRequestContext) {
  const seller = await tokenOf(request, DEMO);
  const buyer = await tokenOf(request, BUYER);
  const order = await orderedListing(request, seller, buyer);
  await payWithVnPay(request, buyer, order.code);
  expect((await api<Order>(request, buyer, '/api/safe-purchase/order', null, { code: order.code })).body.data.state).toBe('paid');
  expect((await api(request, seller, '/api/safe-purchase/hand-over', { code: order.code })).status).toBe(200);
  const said = await api(request, seller, '/api/chat/send', { conversation_id: order.conversation_id, client_id: crypto.randomUUID(), body: 'Máy đã kiểm tra kỹ trước khi giao.' });
  expect(said.status, JSON.stringify(said.body)).toBe(200);
  return { order, buyer, seller };
}

/** A photo of the goods as the buyer's phone would give it: a JPEG the backend checks by content. */
export const complaintPhoto = () => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
