import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../src/backend/db/client';
import { funnelCounts, listingMedia, listings, listingStatusHistory, memberPackages, priceItems, servicePackages } from '../../src/backend/db/schema';
import { creditPoints, ledgerBalances } from '../../src/backend/services/ledger';
import { backendApp, memberWithToken, type BackendApp, type TestMember } from '../helpers/backend';
import { freshPglite } from '../helpers/db';
import { insertBasics, insertListing } from '../helpers/fixtures';

let handle: DatabaseHandle;
let app: BackendApp;
let mediaDir: string;
let member: TestMember;
let other: TestMember;
let photo: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 16, b: 46 } } }).jpeg().toBuffer();
});

beforeEach(async () => {
  handle = await freshPglite();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'raovat-posting-'));
  app = await backendApp(handle.db, { MEDIA_DIR: mediaDir });
  await insertBasics(handle.db);
  await handle.db.insert(priceItems).values([
    { groupKey: 'rao-vat', position: 1, name: 'Tin thường', price: 5, otherId: 1 },
    { groupKey: 'rao-vat', position: 2, name: 'Tin nổi bật', price: 10, otherId: 2 },
    { groupKey: 'rao-vat', position: 3, name: 'Tin ưu tiên', price: 15, otherId: 3 },
  ]);
  member = await memberWithToken(handle.db, { phone: '0900000001' });
  other = await memberWithToken(handle.db, { phone: '0900000002' });
  await creditPoints(handle.db, { memberId: member.id, wallet: 'topup', points: 100, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp điểm' });
});

afterEach(async () => {
  await handle.close();
  await rm(mediaDir, { recursive: true, force: true });
});

afterAll(() => undefined);

const jpeg = (name: string) => new File([new Uint8Array(photo)], name, { type: 'image/jpeg' });

function realEstateForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    app_id: '22',
    term_id: '1',
    listing_type: '2',
    posting_form: 'Cần bán',
    title: 'Bán nhà phố 3 tầng Quận 7, sổ hồng riêng',
    description: '<p>Nhà mới xây, <strong>sổ hồng riêng</strong>, gần trường học và chợ.</p>',
    transaction_type: '1',
    price: '3,5',
    price_unit: '3',
    area: '72',
    bedrooms: '3',
    bathrooms: '2',
    province_code: '79',
    ward_code: '27478',
    street: '12 Nguyễn Thị Thập',
    lat: '10.74',
    lng: '106.72',
    contact_name: 'Nguyễn Văn An',
    contact_phone: '0900000001',
    post_type: '2',
    day_number: '14',
    payment_by: 'point',
    status: '10',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

function withImages(form: FormData, count: number, file = jpeg): FormData {
  for (let n = 1; n <= count; n += 1) form.append('product_images', file(`anh-${n}.jpg`));
  return form;
}

const post = (url: string, form: FormData, who: TestMember = member) => app.request(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.token}` } });

async function storedFiles(): Promise<string[]> {
  const all = await readdir(mediaDir, { recursive: true }).catch(() => []);
  return all.filter((name) => /\.(jpg|png|webp|pdf|mp4|webm)$/.test(name));
}

const listingCount = async () => (await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.memberId, member.id))).length;

describe('POST /api/content/post', () => {
  test('creates a pending real-estate listing with three images, stored under generated names with 360/720 variants, and spends the tier price', async () => {
    const response = await post('/api/content/post', withImages(realEstateForm(), 3));
    const body = (await response.json()) as { success: boolean; data: { post_id: number; status: number } };
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { status: 10 } });
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, body.data.post_id));
    expect(row).toMatchObject({ status: 10, listingType: 2, price: 3.5, priceUnit: 3, area: 72, postType: 2, paidWithPoints: true });
    // Posted in the 2025 units: no old codes; the address of today, and search finds its names.
    expect(row).toMatchObject({ provinceCode: null, districtCode: null, unitProvinceCode: '79', unitWardCode: '27478', unitStage: 'Phường Tân Thuận, TP. Hồ Chí Minh', locationStage: 'Phường Tân Thuận, TP. Hồ Chí Minh' });
    expect(row?.searchText).toContain(' phuong tan thuan tp ho chi minh ');
    const media = await handle.db.select().from(listingMedia).where(eq(listingMedia.listingId, body.data.post_id));
    expect(media).toHaveLength(3);
    for (const file of media) {
      expect(file.path).toMatch(/^listings\/\d{4}\/\d{2}\/[a-z0-9]{24}\.jpg$/);
      expect(file.originalName).toMatch(/^anh-\d\.jpg$/);
      expect(file).toMatchObject({ width: 800, height: 600, mimeType: 'image/jpeg' });
      for (const width of [360, 720]) for (const extension of ['jpg', 'webp']) expect((await stat(path.join(mediaDir, '.cache', String(width), `${file.path}.${extension}`))).size).toBeGreaterThan(0);
    }
    expect(row?.thumbPath).toBe(media[0]?.path);
    const balances = await ledgerBalances(handle.db, member.id);
    expect(balances.topup).toEqual({ cached: 90, fromEntries: 90 });
    // Created where the lifecycle machine starts and sent to review by its own `listing.submit`:
    // the same history and the same counted transition as a draft sent later.
    const history = await handle.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.listingId, body.data.post_id));
    expect(history.map((entry) => [entry.event, entry.fromStatus, entry.toStatus])).toEqual([
      ['listing.draft', null, 60],
      ['listing.submit', 60, 10],
    ]);
    const counted = await handle.db.select().from(funnelCounts).where(eq(funnelCounts.machineId, 'listing-lifecycle'));
    expect(counted.map((entry) => [entry.transitionKey, entry.count])).toEqual([[expect.stringContaining('listing.submit'), 1]]);
  });

  test('a file renamed to .jpg that is not an image is refused by its content: no listing, no file', async () => {
    const form = withImages(realEstateForm(), 2);
    form.append('product_images', new File(['<?php echo "không phải ảnh"; ?>'], 'anh-3.jpg', { type: 'image/jpeg' }));
    const response = await post('/api/content/post', form);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, success: false, message: 'Tệp "anh-3.jpg" không phải ảnh JPG, PNG hoặc WebP.', field: 'images' });
    expect(await listingCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  test('16 images are refused with the limit of spec §9: no listing, no file', async () => {
    const response = await post('/api/content/post', withImages(realEstateForm(), 16));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: 'Hình ảnh sản phẩm không được quá 15 hình!', field: 'images' });
    expect(await listingCount()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  test('a request over 524,288,900 bytes is refused from its Content-Length before it is read', async () => {
    const response = await app.request('/api/content/post', {
      method: 'POST',
      body: 'x',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(600 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, message: 'Dung lượng tải lên vượt quá giới hạn 524.288.900 byte của một lần gửi.' });
    expect(await listingCount()).toBe(0);
  });

  test('script and event handlers in the description are removed; a description that was only script is empty', async () => {
    const dirty = '<p onclick="steal()">Nhà đẹp <img src=x onerror="alert(1)">gần chợ, sổ hồng riêng, giá tốt</p><script>alert("xss")</script>';
    const response = await post('/api/content/post', withImages(realEstateForm({ description: dirty }), 3));
    const body = (await response.json()) as { data: { post_id: number } };
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, body.data.post_id));
    expect(row?.descriptionHtml).toBe('<p>Nhà đẹp gần chợ, sổ hồng riêng, giá tốt</p>');
    expect(row?.descriptionHtml).not.toMatch(/script|onerror|onclick|<img/i);

    const onlyScript = await post('/api/content/post', withImages(realEstateForm({ description: '<script>alert("một đoạn mã rất dài để qua độ dài")</script>' }), 3));
    expect(onlyScript.status).toBe(400);
    expect(await onlyScript.json()).toMatchObject({ message: 'Mô tả không được để trống!', field: 'description' });
    expect(await listingCount()).toBe(1);
  });

  test('spec §5 messages for wrong fields; transaction type 2 stores no price', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ title: 'Ngắn' }, 'Tiêu đề không được ít hơn 10 kí tự!', 'title'],
      [{ contact_phone: '12345' }, 'Số điện thoại không đúng', 'contactPhone'],
      [{ contact_phone: '' }, 'Số điện thoại không được để trống!', 'contactPhone'],
      [{ ward_code: '' }, 'Phường/Xã không được để trống!', 'wardCode'],
      // 2025 units only: an old district, an old province (74 Bình Dương joined 79), a ward of another province.
      [{ district_code: '778' }, 'Quận/Huyện không còn được dùng từ 01/07/2025: hãy chọn Tỉnh/Thành phố và Phường/Xã.', 'wardCode'],
      [{ province_code: '74', ward_code: '25747' }, 'Tỉnh/Thành phố không hợp lệ: hãy chọn một trong 34 tỉnh/thành hiện nay.', 'provinceCode'],
      [{ ward_code: '00004' }, 'Phường/Xã không thuộc Tỉnh/Thành phố đã chọn.', 'wardCode'],
      [{ ward_code: '99999' }, 'Phường/Xã không thuộc Tỉnh/Thành phố đã chọn.', 'wardCode'],
    ];
    for (const [overrides, message, field] of cases) {
      const response = await post('/api/content/post', withImages(realEstateForm(overrides), 3));
      expect(await response.json()).toMatchObject({ success: false, message, field });
    }
    const fewer = await post('/api/content/post', withImages(realEstateForm(), 2));
    expect(await fewer.json()).toMatchObject({ message: 'Hình ảnh sản phẩm không được ít hơn 3 hình!' });
    const none = await post('/api/content/post', realEstateForm());
    expect(await none.json()).toMatchObject({ message: 'Hình ảnh sản phẩm không được để trống!' });
    expect(await listingCount()).toBe(0);

    const negotiable = await post('/api/content/post', withImages(realEstateForm({ transaction_type: '2', price: '9', price_unit: '2' }), 3));
    const { data } = (await negotiable.json()) as { data: { post_id: number } };
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, data.post_id));
    expect(row).toMatchObject({ transactionType: 2, price: null, priceVnd: null, priceUnit: 1 });
  });

  test('not enough points: the ledger message, and nothing written', async () => {
    const response = await post('/api/content/post', withImages(realEstateForm({ post_type: '3', day_number: '28' }), 3), other);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ success: false, message: 'Số điểm trong ví không đủ, vui lòng nạp thêm điểm.' });
    expect(await handle.db.select().from(listings)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  test('an owned package pays instead of points and loses one post', async () => {
    const [pack] = await handle.db
      .insert(servicePackages)
      .values({ name: 'Gói VIP 10 tin', postType: 2, dayNumber: 28, postQuota: 10, pricePoints: 90, priceVnd: 90_000 })
      .returning();
    const [owned] = await handle.db
      .insert(memberPackages)
      .values({ memberId: member.id, packageId: pack?.id ?? 0, remainingPosts: 1, expiresAt: new Date(Date.now() + 86_400_000 * 30) })
      .returning();
    const form = withImages(realEstateForm({ payment_by: 'package', member_package_id: String(owned?.id) }), 3);
    const response = await post('/api/content/post', form);
    const { data } = (await response.json()) as { data: { post_id: number } };
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, data.post_id));
    expect(row).toMatchObject({ status: 10, paidWithPoints: false, durationDays: 28 });
    const [after] = await handle.db.select().from(memberPackages).where(eq(memberPackages.id, owned?.id ?? 0));
    expect(after?.remainingPosts).toBe(0);
    expect((await ledgerBalances(handle.db, member.id)).topup.cached).toBe(100);

    const again = await post('/api/content/post', withImages(realEstateForm({ payment_by: 'package', member_package_id: String(owned?.id) }), 3));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: 'Gói dịch vụ đã hết lượt đăng tin, hết hạn hoặc không cùng loại tin.' });
  });

  test('a draft needs only a category and remembers its step', async () => {
    const form = new FormData();
    form.set('term_id', '1');
    form.set('listing_type', '2');
    form.set('status', '60');
    form.set('draft_step', 'location');
    form.set('title', 'Nhà Quận 7');
    const response = await post('/api/content/post', form);
    const { data } = (await response.json()) as { data: { post_id: number; status: number } };
    expect(data.status).toBe(60);
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, data.post_id));
    expect(row).toMatchObject({ status: 60, draftStep: 'location', title: 'Nhà Quận 7' });
    expect((await ledgerBalances(handle.db, member.id)).topup.cached).toBe(100);
    // Resumed, the draft has no price and no price unit yet: nothing the member did not choose.
    const detail = await app.request(`/api/content/post-detail?post_id=${data.post_id}&for=edit`, { headers: member.headers });
    expect(await detail.json()).toMatchObject({ data: { price: '', price_unit: '' } });

    const noCategory = new FormData();
    noCategory.set('status', '60');
    expect(await (await post('/api/content/post', noCategory)).json()).toMatchObject({ message: 'Danh mục không được để trống!' });
  });

  test('a vehicle listing keeps its facts (the brand in its listed spelling); edit detail gives them back; a wrong year is refused', async () => {
    const vehicle = {
      term_id: '2',
      listing_type: '1',
      title: 'Bán Honda Vision 2022 chính chủ, đi 8.000 km',
      price: '28,5',
      price_unit: '2',
      area: '',
      bedrooms: '',
      bathrooms: '',
      post_type: '1',
      vehicle_brand: ' honda ',
      vehicle_model: 'Vision',
      vehicle_year: '2022',
      vehicle_km: '8.000',
      vehicle_fuel: '1',
      vehicle_gearbox: '1',
    };
    const response = await post('/api/content/post', withImages(realEstateForm(vehicle), 1));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { post_id: number } };
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, data.post_id));
    expect(row).toMatchObject({ vehicleBrand: 'Honda', vehicleModel: 'Vision', vehicleYear: 2022, vehicleKm: 8_000, vehicleFuel: 1, vehicleGearbox: 1 });
    const detail = await app.request(`/api/content/post-detail?post_id=${data.post_id}&for=edit`, { headers: member.headers });
    expect(await detail.json()).toMatchObject({ data: { vehicle_brand: 'Honda', vehicle_year: '2022', vehicle_km: '8000', vehicle_fuel: '1', vehicle_gearbox: '1' } });

    const wrongYear = await post('/api/content/post', withImages(realEstateForm({ ...vehicle, vehicle_year: '1890' }), 1));
    expect(wrongYear.status).toBe(400);
    expect(await wrongYear.json()).toMatchObject({ message: `Năm sản xuất phải là số nguyên từ 1950 đến ${new Date().getFullYear() + 1}!` });

    // Facts typed for a vehicle, then the category changed: a house has no odometer.
    const house = await post('/api/content/post', withImages(realEstateForm({ vehicle_brand: 'Honda', vehicle_year: '2022' }), 3));
    const { data: houseData } = (await house.json()) as { data: { post_id: number } };
    const [houseRow] = await handle.db.select().from(listings).where(eq(listings.id, houseData.post_id));
    expect(houseRow).toMatchObject({ vehicleBrand: null, vehicleYear: null });
  });

  test('a user_id of another member is refused', async () => {
    const response = await post('/api/content/post', withImages(realEstateForm({ user_id: String(other.id) }), 3));
    expect(response.status).toBe(403);
    expect(await listingCount()).toBe(0);
  });
});

describe('upload-media, then attach by path', () => {
  test('files uploaded on their own are attached by path; unknown paths are refused', async () => {
    const upload = new FormData();
    upload.set('kind', 'images');
    for (const n of [1, 2, 3]) upload.append('files', jpeg(`tai-len-${n}.jpg`));
    const response = await post('/api/content/upload-media', upload);
    const uploaded = (await response.json()) as { data: Array<{ path: string; name: string; width: number }> };
    expect(uploaded.data.map((file) => file.name)).toEqual(['tai-len-1.jpg', 'tai-len-2.jpg', 'tai-len-3.jpg']);

    const form = realEstateForm();
    for (const file of uploaded.data) form.append('product_images', file.path);
    const created = (await (await post('/api/content/post', form)).json()) as { data: { post_id: number } };
    const media = await handle.db.select().from(listingMedia).where(eq(listingMedia.listingId, created.data.post_id));
    expect(media.map((file) => file.path).sort()).toEqual(uploaded.data.map((file) => file.path).sort());

    const stolen = realEstateForm();
    for (const file of uploaded.data) stolen.append('product_images', file.path);
    const refused = await post('/api/content/post', stolen, other);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Tệp đính kèm không thuộc tin của bạn.' });

    // The same photos also on a listing of the other member (a shop's stock images): theirs to reuse.
    const theirs = await insertListing(handle.db, other.id, { title: 'Tin có cùng ảnh', status: 20 });
    await handle.db.insert(listingMedia).values(media.map(({ id: _id, ...file }) => ({ ...file, listingId: theirs.id })));
    await creditPoints(handle.db, { memberId: other.id, wallet: 'topup', points: 20, validityDays: 180, kind: 'topup', from: 'system_sales', description: 'Nạp điểm' });
    const reused = realEstateForm();
    for (const file of uploaded.data) reused.append('product_images', file.path);
    expect(await (await post('/api/content/post', reused, other)).json()).toMatchObject({ success: true, data: { status: 10 } });

    const unknown = realEstateForm();
    for (const n of [1, 2, 3]) unknown.append('product_images', `listings/2026/01/${'a'.repeat(23)}${n}.jpg`);
    expect(await (await post('/api/content/post', unknown)).json()).toMatchObject({ message: 'Một tệp đính kèm không còn trên máy chủ, vui lòng tải lên lại.' });
  });

  test('a panorama must be 2:1 and a document must be a PDF by content', async () => {
    const pano = new FormData();
    pano.set('kind', 'panoramas');
    pano.append('files', jpeg('phong-khach.jpg'));
    expect(await (await post('/api/content/upload-media', pano)).json()).toMatchObject({ success: false, field: 'panoramas' });
    const doc = new FormData();
    doc.set('kind', 'documents');
    doc.append('files', new File(['not a pdf'], 'so-hong.pdf', { type: 'application/pdf' }));
    expect(await (await post('/api/content/upload-media', doc)).json()).toMatchObject({ message: 'Tệp "so-hong.pdf" không phải tài liệu PDF.' });
    expect(await storedFiles()).toEqual([]);
  });
});

describe('edit-post, draft and create-repost', () => {
  async function createdDraft(): Promise<number> {
    const form = withImages(realEstateForm({ status: '60', draft_step: 'contact' }), 3);
    const { data } = (await (await post('/api/content/post', form)).json()) as { data: { post_id: number } };
    return data.post_id;
  }

  test('a draft edited and sent goes to pending through listing.submit and is paid then', async () => {
    const id = await createdDraft();
    const detail = await app.request(`/api/content/post-detail?post_id=${id}&for=edit`, { headers: member.headers });
    const { data } = (await detail.json()) as { data: { media: { images: Array<{ path: string }> }; draft_step: string; status: number } };
    expect(data).toMatchObject({ status: 60, draft_step: 'contact' });
    const form = realEstateForm({ post_id: String(id), title: 'Bán nhà phố 3 tầng Quận 7, đã sửa' });
    for (const image of data.media.images) form.append('product_images', image.path);
    const response = await post('/api/content/edit-post', form);
    expect(await response.json()).toMatchObject({ success: true, data: { post_id: id, status: 10 } });
    const history = await handle.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.listingId, id));
    expect(history.map((row) => row.event)).toEqual(['listing.draft', 'listing.submit']);
    expect((await ledgerBalances(handle.db, member.id)).topup.cached).toBe(90);
  });

  test('POST /api/content/draft sends a complete draft to review', async () => {
    const id = await createdDraft();
    const response = await app.request('/api/content/draft', { method: 'POST', headers: member.headers, body: JSON.stringify({ post_id: id, status: 10 }) });
    expect(await response.json()).toMatchObject({ success: true, data: { post_id: id, status: 10 } });
    const second = await app.request('/api/content/draft', { method: 'POST', headers: member.headers, body: JSON.stringify({ post_id: id, status: 10 }) });
    expect(await second.json()).toMatchObject({ success: false, message: 'Chỉ tin nháp mới gửi duyệt được.' });
  });

  test('a draft asked to move anywhere but review is refused in words, with no internal status code', async () => {
    const id = await createdDraft();
    const response = await app.request('/api/content/draft', { method: 'POST', headers: member.headers, body: JSON.stringify({ post_id: id, status: 20 }) });
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body).toMatchObject({ success: false, message: 'Tin nháp chỉ có thể được gửi duyệt.' });
    expect(body.message).not.toMatch(/status|\d/);
  });

  test('a sent-back listing is resubmitted, a live one edited goes back to review', async () => {
    for (const [status, event] of [
      [50, 'listing.resubmit'],
      [20, 'listing.edit'],
    ] as const) {
      const listing = await insertListing(handle.db, member.id, { title: `Tin trạng thái ${status}`, status });
      const form = withImages(realEstateForm({ post_id: String(listing.id) }), 3);
      expect(await (await post('/api/content/edit-post', form)).json()).toMatchObject({ success: true, data: { status: 10 } });
      const [history] = await handle.db.select().from(listingStatusHistory).where(eq(listingStatusHistory.listingId, listing.id));
      expect(history).toMatchObject({ fromStatus: status, toStatus: 10, event });
    }
    expect((await ledgerBalances(handle.db, member.id)).topup.cached).toBe(100);
  });

  test('a live listing paid with a package is edited without choosing a package again', async () => {
    const listing = await insertListing(handle.db, member.id, { title: 'Tin trả bằng gói', status: 20 });
    await handle.db.update(listings).set({ paidWithPoints: false }).where(eq(listings.id, listing.id));
    const form = withImages(realEstateForm({ post_id: String(listing.id), payment_by: 'package' }), 3);
    expect(await (await post('/api/content/edit-post', form)).json()).toMatchObject({ success: true, data: { status: 10 } });
  });

  test("another member's listing: edit, draft, re-post and edit detail are refused and nothing changes", async () => {
    const listing = await insertListing(handle.db, member.id, { title: 'Tin của chủ', status: 60 });
    const form = withImages(realEstateForm({ post_id: String(listing.id), title: 'Bị người khác sửa tiêu đề' }), 3);
    expect((await post('/api/content/edit-post', form, other)).status).toBe(403);
    expect((await post('/fe-rv/create-repost', withImages(realEstateForm({ post_id: String(listing.id) }), 3), other)).status).toBe(403);
    const draft = await app.request('/api/content/draft', { method: 'POST', headers: other.headers, body: JSON.stringify({ post_id: listing.id, status: 10 }) });
    expect(draft.status).toBe(403);
    expect((await app.request(`/api/content/post-detail?post_id=${listing.id}&for=edit`, { headers: other.headers })).status).toBe(403);
    const [row] = await handle.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ title: 'Tin của chủ', status: 60 });
    expect(await handle.db.select().from(listings).where(eq(listings.memberId, other.id))).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  test('create-repost makes a new pending listing from a taken-down one, keeping its photos', async () => {
    const first = (await (await post('/api/content/post', withImages(realEstateForm(), 3))).json()) as { data: { post_id: number } };
    await handle.db.update(listings).set({ status: 30 }).where(eq(listings.id, first.data.post_id));
    const detail = (await (await app.request(`/api/content/post-detail?post_id=${first.data.post_id}&for=edit`, { headers: member.headers })).json()) as {
      data: { media: { images: Array<{ path: string }> } };
    };
    const form = realEstateForm({ post_id: String(first.data.post_id) });
    for (const image of detail.data.media.images) form.append('product_images', image.path);
    const response = (await (await post('/fe-rv/create-repost', form)).json()) as { data: { post_id: number; status: number } };
    expect(response.data.status).toBe(10);
    expect(response.data.post_id).not.toBe(first.data.post_id);
    const [source] = await handle.db.select().from(listings).where(eq(listings.id, first.data.post_id));
    expect(source?.status).toBe(30);
    expect(await handle.db.select().from(listingMedia).where(eq(listingMedia.listingId, response.data.post_id))).toHaveLength(3);
  });
});
