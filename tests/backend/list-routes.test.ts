import { Schema } from 'effect';
import { describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { newsItems, pointPacks, priceItems, servicePackages } from '../../src/backend/db/schema';
import {
  ListAllPackageResponse,
  ListArticleResponse,
  ListPackagePointResponse,
  ListPriceResponse,
  ListTermResponse,
  ListTtoResponse,
} from '../../src/lib/contract/list';
import { insertListing } from '../helpers/fixtures';
import { seededBackendForEachTest, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;

seededBackendForEachTest((seeded) => {
  ({ handle, app, sellerId } = seeded);
});

const postJson = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('GET /api/list/list-term', () => {
  test('answers status 200 with every category, hidden ones included, in menu order', async () => {
    const response = await app.request('/api/list/list-term');
    expect(response.status).toBe(200);
    const body = Schema.decodeUnknownSync(ListTermResponse)(await response.json());
    expect(body.data.map((category) => category.slug)).toEqual(['bat-dong-san', 'xe-co', 'nhu-yeu-pham']);
  });
});

describe('POST /api/list/list-article', () => {
  test('type 3 lists live listings newest push first, without expired, pending or hidden-category ones', async () => {
    await insertListing(handle.db, sellerId, { title: 'Bán nhà Quận 7 cũ', pushedDaysAgo: 5 });
    await insertListing(handle.db, sellerId, { title: 'Bán căn hộ mới đẩy', pushedDaysAgo: 0.1 });
    await insertListing(handle.db, sellerId, { title: 'Tin đã hết hạn', endsInDays: -1 });
    await insertListing(handle.db, sellerId, { title: 'Tin chờ duyệt', status: 10 });
    await insertListing(handle.db, sellerId, { title: 'Gạo ST25', categoryId: 7 });
    const response = await postJson('/api/list/list-article', { type: 3, page: 1, num: 10 });
    expect(response.status).toBe(200);
    const body = Schema.decodeUnknownSync(ListArticleResponse)(await response.json());
    expect(body.data.data.map((article) => article.title)).toEqual(['Bán căn hộ mới đẩy', 'Bán nhà Quận 7 cũ']);
    expect(body.data.has_more).toBe(false);
  });

  test('maps a real-estate listing to the spec article shape', async () => {
    const row = await insertListing(handle.db, sellerId, { title: 'Nhà đất Quận 7 sổ hồng', price: 3.5, priceUnit: 3 });
    const body = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 3, page: 1, num: 1 })).json());
    const [article] = body.data.data;
    expect(article).toMatchObject({
      id: row.id,
      object_slug: 'nha-dat-quan-7-so-hong',
      terms: [{ id: 1, slug: 'bat-dong-san', name: 'Bất động sản' }],
      state: 'active',
      price: 3.5,
      price_unit: 3,
      price_info: { value: '3,5', unit: 'tỷ' },
      show_type: { information_product: { dien_tich: 72.5, so_phong_ngu: 3, so_phong_ve_sinh: 2 } },
      user: { id: sellerId, full_name: 'Trần Thị Bình' },
    });
    expect(article?.object_date).toBe(Math.floor(row.objectDate.getTime() / 1000));
  });

  test('a negotiable listing carries no price', async () => {
    await insertListing(handle.db, sellerId, { title: 'Xe thoả thuận', categoryId: 2, transactionType: 2, price: null, priceUnit: 1 });
    const body = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 3, page: 1, num: 5 })).json());
    expect(body.data.data[0]).toMatchObject({ price: null, transaction_type: 2, show_type: null, price_info: { value: '', unit: '' } });
  });

  test('hot (type 2) ranks tier first, then latest push; vedette (type 1) has only home-page listings', async () => {
    await insertListing(handle.db, sellerId, { title: 'VIP mới', postType: 2, pushedDaysAgo: 0.1 });
    await insertListing(handle.db, sellerId, { title: 'Super VIP cũ', postType: 3, pushedDaysAgo: 4, onHomePage: true });
    await insertListing(handle.db, sellerId, { title: 'Thường', postType: 1, pushedDaysAgo: 0 });
    const hot = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 2, page: 1, num: 10 })).json());
    expect(hot.data.data.map((article) => article.title)).toEqual(['Super VIP cũ', 'VIP mới']);
    const vedette = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 1, page: 1, num: 10 })).json());
    expect(vedette.data.data.map((article) => article.title)).toEqual(['Super VIP cũ']);
  });

  test('type 4 lists the hidden nhu-yeu-pham category', async () => {
    await insertListing(handle.db, sellerId, { title: 'Gạo ST25 giao tận nhà', categoryId: 7 });
    await insertListing(handle.db, sellerId, { title: 'Nhà phố' });
    const body = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 4, page: 1, num: 10 })).json());
    expect(body.data.data.map((article) => article.title)).toEqual(['Gạo ST25 giao tận nhà']);
  });

  test('pages without a count: has_more tells whether another page exists', async () => {
    for (let index = 0; index < 3; index += 1) await insertListing(handle.db, sellerId, { title: `Tin ${index}`, pushedDaysAgo: index });
    const first = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 3, page: 1, num: 2 })).json());
    const second = Schema.decodeUnknownSync(ListArticleResponse)(await (await postJson('/api/list/list-article', { type: 3, page: 2, num: 2 })).json());
    expect(first.data.data.map((article) => article.title)).toEqual(['Tin 0', 'Tin 1']);
    expect(first.data.has_more).toBe(true);
    expect(second.data.data.map((article) => article.title)).toEqual(['Tin 2']);
    expect(second.data.has_more).toBe(false);
  });

  test('accepts a form-encoded body too', async () => {
    await insertListing(handle.db, sellerId, { title: 'Tin form' });
    const response = await app.request('/api/list/list-article', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'type=3&page=1&num=10',
    });
    expect(response.status).toBe(200);
  });

  test.each([
    [{ type: 9, page: 1, num: 10 }],
    [{ type: 3, page: 0, num: 10 }],
    [{ type: 3, page: 1, num: 500 }],
    [{ type: 'x' }],
  ])('refuses out-of-contract input %j with 400 and a Vietnamese message', async (input) => {
    const response = await postJson('/api/list/list-article', input);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/không hợp lệ/);
  });

  test('malformed JSON is a 400, not a 500', async () => {
    const response = await app.request('/api/list/list-article', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":' });
    expect(response.status).toBe(400);
  });
});

describe('catalog calls', () => {
  test('list-tto, list-package-point, list-all-package and list-price answer in contract shape', async () => {
    await handle.db.insert(newsItems).values({ title: 'Giá nhà TP.HCM tăng', summary: 'Tóm tắt', link: 'https://tuoitre.vn/a.htm', publishedAt: new Date() });
    await handle.db.insert(pointPacks).values({ name: 'Gói 100 điểm', priceVnd: 100_000, points: 100, bonusPoints: 5, validityDays: 180 });
    await handle.db.insert(servicePackages).values([
      { name: 'Gói VIP 28 ngày', postType: 2, dayNumber: 28, postQuota: 5, pricePoints: 200, priceVnd: 200_000, discount: 10 },
      { name: 'Gói thường 14 ngày', postType: 1, dayNumber: 14, postQuota: 10, pricePoints: 50, priceVnd: 50_000, discount: 5 },
    ]);
    await handle.db.insert(priceItems).values([
      { groupKey: 'rao-vat', name: 'Tin thường', price: 5, position: 1 },
      { groupKey: 'add-on', name: 'Nhãn Chính chủ', label: 'Chính chủ', price: 3, meta: { resource: 'labels/chinh-chu.png' } },
    ]);

    const tto = Schema.decodeUnknownSync(ListTtoResponse)(await (await app.request('/api/list/list-tto')).json());
    expect(tto.data[0]?.title).toBe('Giá nhà TP.HCM tăng');
    const packs = Schema.decodeUnknownSync(ListPackagePointResponse)(await (await app.request('/api/list/list-package-point')).json());
    expect(packs.data[0]).toMatchObject({ price: 100_000, point: 100, point_bonus: 5 });
    const packages = Schema.decodeUnknownSync(ListAllPackageResponse)(await (await app.request('/api/list/list-all-package')).json());
    expect(packages.data.map((pkg) => pkg.post_type)).toEqual([1, 2]);
    const prices = Schema.decodeUnknownSync(ListPriceResponse)(await (await app.request('/api/list/list-price')).json());
    expect(prices.data['rao-vat'][0]).toMatchObject({ name: 'Tin thường', price: 5 });
    expect(prices.data['add-on'][0]?.meta.resource).toBe('labels/chinh-chu.png');
    expect(prices.data['day-tin-rao-vat']).toEqual([]);
  });
});

describe('GET /health and unknown paths', () => {
  test('health reports the database', async () => {
    const response = await app.request('/health');
    expect(await response.json()).toMatchObject({ status: 'ready', database: 'ok', queue: 'off', draining: false });
  });

  test('an unknown path is a JSON 404', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
