/**
 * The 2025 administrative units in the backend: the /location-2025 files, list-article's
 * province_2025 / ward_2025 filters (old-coded listings placed by the start-up backfill), and bad codes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { listings } from '../../src/backend/db/schema';
import { backfillCurrentUnits } from '../../src/backend/services/current-units';
import { loadUnits2025 } from '../../src/backend/services/locations';
import { insertListing } from '../helpers/fixtures';
import { seededBackend, type BackendApp } from '../helpers/backend';

let handle: DatabaseHandle;
let app: BackendApp;
let sellerId: number;

beforeAll(async () => {
  ({ handle, app, sellerId } = await seededBackend());
});

afterAll(async () => {
  await handle.close();
});

const post = (body: Record<string, unknown>) =>
  app.request('/api/list/list-article', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const titles = async (body: Record<string, unknown>) =>
  ((await (await post({ type: 5, page: 1, num: 40, ...body })).json()) as { data: { data: Array<{ title: string; location: { stage: string } }> } }).data.data;

describe('/location-2025 files', () => {
  test('the 34 provinces and a province’s wards, in the shapes of the spec’s files, cacheable', async () => {
    const response = await app.request('/location-2025/tinh_tp.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age');
    const provinces = (await response.json()) as Record<string, { name_with_type: string }>;
    expect(Object.keys(provinces)).toHaveLength(34);
    expect(provinces['79']?.name_with_type).toBe('Thành phố Hồ Chí Minh');
    const wards = (await (await app.request('/location-2025/xa-phuong/79.json')).json()) as Record<string, { name_with_type: string; parent_code: string }>;
    expect(wards['25747']).toMatchObject({ name_with_type: 'Phường Thủ Dầu Một', parent_code: '79' });
  });

  test.each(['/location-2025/xa-phuong/74.json', '/location-2025/xa-phuong/..%2F..%2Fpackage.json', '/location-2025/xa-phuong/25747.json'])('%s is a 404', async (url) => {
    expect((await app.request(url)).status).toBe(404);
  });
});

describe('list-article in the 2025 units', () => {
  test('an old Bình Dương listing, placed by the backfill, is found under Hồ Chí Minh and by its kept ward', async () => {
    const units = await loadUnits2025();
    const old = await insertListing(handle.db, sellerId, { title: 'Nhà Thủ Dầu Một cũ', provinceCode: '74', districtCode: '718' });
    await handle.db.update(listings).set({ wardCode: '25747', unitProvinceCode: null, unitWardCode: null, unitStage: '' }).where(eq(listings.id, old.id));
    const hanoi = await insertListing(handle.db, sellerId, { title: 'Nhà Hà Nội', provinceCode: '01', districtCode: '001' });
    await handle.db.update(listings).set({ unitProvinceCode: null, unitStage: '' }).where(eq(listings.id, hanoi.id));

    expect(await backfillCurrentUnits(handle.db, units)).toBe(2);
    expect(await backfillCurrentUnits(handle.db, units)).toBe(0);

    const inHcm = await titles({ province_2025: '79' });
    expect(inHcm.map((article) => article.title)).toContain('Nhà Thủ Dầu Một cũ');
    expect(inHcm.find((article) => article.title === 'Nhà Thủ Dầu Một cũ')?.location.stage).toBe('Phường Thủ Dầu Một, TP. Hồ Chí Minh');
    expect((await titles({ province_2025: '79', ward_2025: '25747' })).map((article) => article.title)).toEqual(['Nhà Thủ Dầu Một cũ']);
    expect((await titles({ province_2025: '01' })).map((article) => article.title)).toEqual(['Nhà Hà Nội']);
    // The old filter still reads the old codes.
    expect((await titles({ province: '74' })).map((article) => article.title)).toEqual(['Nhà Thủ Dầu Một cũ']);
  });

  test.each([
    [{ province_2025: '74' }, 'Tỉnh/thành phố (province_2025) không tồn tại trong 34 tỉnh/thành hiện nay.'],
    [{ ward_2025: '99999' }, 'Phường/xã (ward_2025) không tồn tại trong danh mục hiện nay.'],
    [{ province_2025: '01', ward_2025: '25747' }, 'Phường/xã (ward_2025) không thuộc tỉnh/thành phố đã chọn.'],
    [{ province: '74', province_2025: '79' }, 'Không thể lọc cùng lúc theo tỉnh/thành cũ và đơn vị hành chính mới (province_2025, ward_2025).'],
    [{ ward_2025: '2574' }, 'Trường ward_2025 không hợp lệ.'],
  ])('%o is a 400 naming the field', async (filter, message) => {
    const response = await post({ type: 5, page: 1, num: 10, ...filter });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });
});
